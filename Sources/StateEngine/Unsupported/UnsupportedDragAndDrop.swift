import Foundation

// iOS 26's drag sessions and configurations: the drag-and-drop step does not model them. Each
// fails to compile with StateEngine's message (issue 34); see UnsupportedViews.swift.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `dragConfiguration` yet (see Supported SwiftUI)")
    public func dragConfiguration(_ configuration: DragConfiguration) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `dropConfiguration` yet (see Supported SwiftUI)")
    public func dropConfiguration(_ configuration: DropConfiguration) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `DragSession` yet (see Supported SwiftUI)")
public struct DragSession {}

@available(*, unavailable, message: "StateEngine does not model `DragConfiguration` yet (see Supported SwiftUI)")
public struct DragConfiguration {}

@available(*, unavailable, message: "StateEngine does not model `DropConfiguration` yet (see Supported SwiftUI)")
public struct DropConfiguration {}
