import Foundation

// StateEngine: inert (read by assistive technologies only: the text screen and the driver do not change)
// What VoiceOver, Voice Control and the Large Content Viewer read besides an element's label:
// hints, values, traits, identifiers, input labels, sort order, activation points, speech
// options, and their iOS 13 `accessibility(...)` forms and iOS 18 `isEnabled:` forms. The engine
// accepts each with SwiftUI's signature, as it accepts `accessibilityHint(_:)` (InertModifiers);
// none runs an action, writes state or changes what a scenario's steps find. Evidence: Apple's
// "Accessibility modifiers" reference: each "adds", "sets" or "communicates" information to
// assistive technologies; none is listed as a state or presentation mechanism.
nonisolated extension View {
    public func accessibility(hint: Text) -> some View { inert() }
    public func accessibility(value: Text) -> some View { inert() }
    public func accessibility(hidden: Bool) -> some View { inert() }
    public func accessibility(identifier: String) -> some View { inert() }
    public func accessibility(inputLabels: [Text]) -> some View { inert() }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { inert() }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { inert() }
    public func accessibility(sortPriority: Double) -> some View { inert() }
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { inert() }
    public func accessibility(activationPoint: CGPoint) -> some View { inert() }
    public func accessibility(activationPoint: UnitPoint) -> some View { inert() }

    public func accessibilityHint(_ hint: Text) -> some View { inert() }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { inert() }
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> some View { inert() }
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> some View { inert() }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool) -> some View { inert() }

    public func accessibilityValue(_ valueDescription: Text) -> some View { inert() }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { inert() }
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> some View { inert() }
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> some View { inert() }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> some View { inert() }

    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View { inert() }
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> some View { inert() }

    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { inert() }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { inert() }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { inert() }
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> some View { inert() }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> some View { inert() }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool) -> some View { inert() }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { inert() }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { inert() }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { inert() }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> some View { inert() }
    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true) -> some View { inert() }
    public func accessibilityShowsLargeContentViewer() -> some View { inert() }
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { inert() }

    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { inert() }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { inert() }
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> some View { inert() }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View { inert() }

    public func speechAdjustedPitch(_ value: Double) -> some View { inert() }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { inert() }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { inert() }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { inert() }
}
