import Foundation

// Drag and drop beyond `draggable(_:)` and `dropDestination(for:action:isTargeted:)`: the driver
// has no drag-and-drop step yet. Each fails to compile with StateEngine's message (issue 34); see
// UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `draggable` yet (see Supported SwiftUI)")
    public func draggable<T, V: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `dropDestination` yet (see Supported SwiftUI)")
    public func dropDestination<T>(
        for payloadType: T.Type = T.self, isEnabled: Bool = true, action: @escaping (_ items: [T], _ session: DropSession) -> Void
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `onDrop` yet (see Supported SwiftUI)")
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `dragConfiguration` yet (see Supported SwiftUI)")
    public func dragConfiguration(_ configuration: DragConfiguration) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `dropConfiguration` yet (see Supported SwiftUI)")
    public func dropConfiguration(_ configuration: DropConfiguration) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `DropDelegate` yet (see Supported SwiftUI)")
public protocol DropDelegate {
    func performDrop(info: DropInfo) -> Bool
}

@available(*, unavailable, message: "StateEngine does not model `DropInfo` yet (see Supported SwiftUI)")
public struct DropInfo {
    public var location: CGPoint { fatalError() }
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `DropProposal` yet (see Supported SwiftUI)")
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

@available(*, unavailable, message: "StateEngine does not model `DropOperation` yet (see Supported SwiftUI)")
public enum DropOperation: Sendable {
    case cancel, forbidden, copy, move
}

@available(*, unavailable, message: "StateEngine does not model `DropSession` yet (see Supported SwiftUI)")
public struct DropSession {
    public var location: CGPoint { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `DragSession` yet (see Supported SwiftUI)")
public struct DragSession {}

@available(*, unavailable, message: "StateEngine does not model `DragConfiguration` yet (see Supported SwiftUI)")
public struct DragConfiguration {}

@available(*, unavailable, message: "StateEngine does not model `DropConfiguration` yet (see Supported SwiftUI)")
public struct DropConfiguration {}
