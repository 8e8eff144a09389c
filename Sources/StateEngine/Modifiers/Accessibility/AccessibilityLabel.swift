/// `accessibilityLabel`: what VoiceOver reads, and the name UI tests find an element by
/// (Apple docs, "accessibilityLabel(_:)"; XCUITest queries match an element's label). The
/// screen shows what is drawn, unchanged; a step may name a control by its accessibility
/// label, so `tap("Increment")` finds an icon-only button labelled that way.
nonisolated public struct _AccessibilityLabelModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let label: String
    /// iOS 18's `isEnabled:`: false leaves the element as if the modifier were not there.
    var isEnabled = true
    func makeBehavior() -> ModifierBehavior<Self> { AccessibilityLabelBehavior() }
}

final class AccessibilityLabelBehavior: ModifierBehavior<_AccessibilityLabelModifier>, ScreenContributor {
    var label = ""
    var isEnabled = true

    override func update(modifier: _AccessibilityLabelModifier) {
        label = modifier.label
        isEnabled = modifier.isEnabled
    }

    /// The controls drawn inside take the label as another name; inside a control's label
    /// (an icon in a button), the control takes it when it reads its label.
    func render(content: Node?, into screen: inout ScreenBuilder) {
        let tappableStart = screen.tappables.count
        let controlStart = screen.controls.count
        content?.render(into: &screen)
        guard isEnabled else { return }
        for index in tappableStart..<screen.tappables.count { screen.tappables[index].texts.append(label) }
        for index in controlStart..<screen.controls.count { screen.controls[index].texts.append(label) }
        screen.accessibilityLabels.append(label)
    }
}

nonisolated extension View {
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        modifier(_AccessibilityLabelModifier(label: label.resolved))
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_AccessibilityLabelModifier(label: String(label)))
    }

    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_AccessibilityLabelModifier(label: label.content))
    }

    // Evidence: Apple docs, accessibilityLabel(_:isEnabled:) (iOS 18): "isEnabled: If true the
    // accessibility label is applied; otherwise the accessibility label is unchanged."
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View {
        modifier(_AccessibilityLabelModifier(label: label.content, isEnabled: isEnabled))
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> some View {
        modifier(_AccessibilityLabelModifier(label: labelKey.resolved, isEnabled: isEnabled))
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> some View {
        modifier(_AccessibilityLabelModifier(label: String(label), isEnabled: isEnabled))
    }

    /// The iOS 13 form, deprecated for `accessibilityLabel(_:)`, which it is.
    public func accessibility(label: Text) -> some View {
        modifier(_AccessibilityLabelModifier(label: label.content))
    }
}
