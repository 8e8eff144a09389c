import Foundation

// Accessibility the engine does not record yet: actions, rotors, focus, headings, and the
// older `accessibility(...)` forms. Each fails to compile with StateEngine's message (issue 34);
// see UnsupportedViews.swift for the convention.

nonisolated extension View {

    @available(*, unavailable, message: "StateEngine does not model `accessibilityAction` yet (see Supported SwiftUI)")
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityActions` yet (see Supported SwiftUI)")
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityActions` yet (see Supported SwiftUI)")
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content) -> EmptyView { fatalError() }
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
    @available(*, unavailable, message: "StateEngine does not model `accessibilityFocused` yet (see Supported SwiftUI)")
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityFocused` yet (see Supported SwiftUI)")
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityDefaultFocus` yet (see Supported SwiftUI)")
    public func accessibilityDefaultFocus<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, _ value: Value) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `@AccessibilityFocusState` yet (see Supported SwiftUI)")
extension AccessibilityFocusState {
    public struct Binding {
        public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `AccessibilityActionCategory` yet (see Supported SwiftUI)")
public struct AccessibilityActionCategory: Equatable, Sendable {
    public static var `default`: AccessibilityActionCategory { fatalError() }
    public static var edit: AccessibilityActionCategory { fatalError() }
    public init(_ name: Text) {}
}

@available(*, unavailable, message: "StateEngine does not model `AccessibilityZoomGestureAction` yet (see Supported SwiftUI)")
public struct AccessibilityZoomGestureAction {
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}

