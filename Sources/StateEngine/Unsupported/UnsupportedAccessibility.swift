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

    @available(*, unavailable, message: "StateEngine does not model `accessibilityDragPoint` yet (see Supported SwiftUI)")
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityDragPoint` yet (see Supported SwiftUI)")
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityDropPoint` yet (see Supported SwiftUI)")
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityDropPoint` yet (see Supported SwiftUI)")
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `accessibilityChildren` yet (see Supported SwiftUI)")
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityRepresentation` yet (see Supported SwiftUI)")
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityLabel` yet (see Supported SwiftUI)")
    public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityHeading` yet (see Supported SwiftUI)")
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityTextContentType` yet (see Supported SwiftUI)")
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityDirectTouch` yet (see Supported SwiftUI)")
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityLabeledPair` yet (see Supported SwiftUI)")
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityLinkedGroup` yet (see Supported SwiftUI)")
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityRotorEntry` yet (see Supported SwiftUI)")
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> EmptyView { fatalError() }
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



@available(*, unavailable, message: "StateEngine does not model `AccessibilityCustomContentKey` yet (see Supported SwiftUI)")
public struct AccessibilityCustomContentKey {
    public init(_ label: Text, id: String) {}
    public init(_ labelKey: LocalizedStringKey, id: String) {}
    public init(_ labelKey: LocalizedStringKey) {}
}

@available(*, unavailable, message: "StateEngine does not model `AccessibilityAttachmentModifier` yet (see Supported SwiftUI)")
public struct AccessibilityAttachmentModifier {}

@available(*, unavailable, message: "StateEngine does not model `AccessibilitySystemRotor` yet (see Supported SwiftUI)")
public struct AccessibilitySystemRotor: Sendable {
    public static var links: AccessibilitySystemRotor { fatalError() }
    public static var headings: AccessibilitySystemRotor { fatalError() }
    public static var boldText: AccessibilitySystemRotor { fatalError() }
    public static var italicText: AccessibilitySystemRotor { fatalError() }
    public static var underlineText: AccessibilitySystemRotor { fatalError() }
    public static var misspelledWords: AccessibilitySystemRotor { fatalError() }
    public static var images: AccessibilitySystemRotor { fatalError() }
    public static var textFields: AccessibilitySystemRotor { fatalError() }
    public static var tables: AccessibilitySystemRotor { fatalError() }
    public static var lists: AccessibilitySystemRotor { fatalError() }
    public static var landmarks: AccessibilitySystemRotor { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `AccessibilityRotorContent` yet (see Supported SwiftUI)")
public protocol AccessibilityRotorContent {}

@available(*, unavailable, message: "StateEngine does not model `AccessibilityRotorEntry` yet (see Supported SwiftUI)")
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    public init(_ label: Text, id: ID) {}
    public init(_ labelKey: LocalizedStringKey, id: ID) {}
}
