import Foundation

// Accessibility the engine does not record yet: scroll and zoom actions, an element's children
// or representation given as views. Each fails to compile with
// StateEngine's message (issue 34); see UnsupportedViews.swift for the convention.

nonisolated extension View {

    @available(*, unavailable, message: "StateEngine does not model `accessibilityScrollAction` yet (see Supported SwiftUI)")
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityZoomAction` yet (see Supported SwiftUI)")
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `accessibilityChildren` yet (see Supported SwiftUI)")
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityRepresentation` yet (see Supported SwiftUI)")
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityLabel` yet (see Supported SwiftUI)")
    public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> EmptyView { fatalError() }
}


@available(*, unavailable, message: "StateEngine does not model `AccessibilityZoomGestureAction` yet (see Supported SwiftUI)")
public struct AccessibilityZoomGestureAction {
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}

