import Foundation

// Accessibility the engine does not record yet: actions, rotors, focus, headings, and the
// older `accessibility(...)` forms. Each fails to compile with StateEngine's message (issue 34);
// see UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(label: Text) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(hint: Text) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(value: Text) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(hidden: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(identifier: String) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(inputLabels: [Text]) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(sortPriority: Double) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(selectionIdentifier: AnyHashable) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(activationPoint: CGPoint) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibility` yet (see Supported SwiftUI)")
    public func accessibility(activationPoint: UnitPoint) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `accessibilityAction` yet (see Supported SwiftUI)")
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityAction` yet (see Supported SwiftUI)")
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityAction` yet (see Supported SwiftUI)")
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityAction` yet (see Supported SwiftUI)") @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityAction` yet (see Supported SwiftUI)")
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityActions` yet (see Supported SwiftUI)")
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityActions` yet (see Supported SwiftUI)")
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityAdjustableAction` yet (see Supported SwiftUI)")
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityScrollAction` yet (see Supported SwiftUI)")
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityZoomAction` yet (see Supported SwiftUI)")
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> EmptyView { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `accessibilityActivationPoint` yet (see Supported SwiftUI)")
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityActivationPoint` yet (see Supported SwiftUI)")
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityActivationPoint` yet (see Supported SwiftUI)")
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityActivationPoint` yet (see Supported SwiftUI)")
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> EmptyView { fatalError() }
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
    @available(*, unavailable, message: "StateEngine does not model `accessibilityLabel` yet (see Supported SwiftUI)")
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityLabel` yet (see Supported SwiftUI)")
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityLabel` yet (see Supported SwiftUI)") @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityHint` yet (see Supported SwiftUI)")
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityHint` yet (see Supported SwiftUI)")
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityHint` yet (see Supported SwiftUI)") @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityValue` yet (see Supported SwiftUI)")
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityValue` yet (see Supported SwiftUI)")
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityValue` yet (see Supported SwiftUI)") @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityHidden` yet (see Supported SwiftUI)")
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityIdentifier` yet (see Supported SwiftUI)")
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityInputLabels` yet (see Supported SwiftUI)")
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityInputLabels` yet (see Supported SwiftUI)")
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityInputLabels` yet (see Supported SwiftUI)") @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityInputLabels` yet (see Supported SwiftUI)")
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityRemoveTraits` yet (see Supported SwiftUI)")
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilitySortPriority` yet (see Supported SwiftUI)")
    public func accessibilitySortPriority(_ sortPriority: Double) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityHeading` yet (see Supported SwiftUI)")
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityTextContentType` yet (see Supported SwiftUI)")
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityRespondsToUserInteraction` yet (see Supported SwiftUI)")
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityRespondsToUserInteraction` yet (see Supported SwiftUI)")
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityScrollStatus` yet (see Supported SwiftUI)")
    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityShowsLargeContentViewer` yet (see Supported SwiftUI)")
    public func accessibilityShowsLargeContentViewer() -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityShowsLargeContentViewer` yet (see Supported SwiftUI)")
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> EmptyView { fatalError() }
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

@available(*, unavailable, message: "StateEngine does not model `AccessibilityActionKind` yet (see Supported SwiftUI)")
public struct AccessibilityActionKind: Equatable, Sendable {
    public static var `default`: AccessibilityActionKind { fatalError() }
    public static var escape: AccessibilityActionKind { fatalError() }
    public static var magicTap: AccessibilityActionKind { fatalError() }
    public static var delete: AccessibilityActionKind { fatalError() }
    public static var showMenu: AccessibilityActionKind { fatalError() }
    public init(named name: Text) {}
}

@available(*, unavailable, message: "StateEngine does not model `AccessibilityActionCategory` yet (see Supported SwiftUI)")
public struct AccessibilityActionCategory: Equatable, Sendable {
    public static var `default`: AccessibilityActionCategory { fatalError() }
    public static var edit: AccessibilityActionCategory { fatalError() }
    public init(_ name: Text) {}
}

@available(*, unavailable, message: "StateEngine does not model `AccessibilityAdjustmentDirection` yet (see Supported SwiftUI)")
public enum AccessibilityAdjustmentDirection: Equatable, Sendable {
    case increment, decrement
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
