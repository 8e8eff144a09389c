/// `accessibilityLabel`: what VoiceOver reads, and the name UI tests find an element by
/// (Apple docs, "accessibilityLabel(_:)"; XCUITest queries match an element's label). The
/// screen shows what is drawn, unchanged; a step may name a control by its accessibility
/// label, so `tap("Increment")` finds an icon-only button labelled that way.
nonisolated public struct _AccessibilityLabelModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let label: String
    func makeBehavior() -> ModifierBehavior<Self> { AccessibilityLabelBehavior() }
}

final class AccessibilityLabelBehavior: ModifierBehavior<_AccessibilityLabelModifier>, ScreenContributor {
    var label = ""

    override func update(modifier: _AccessibilityLabelModifier) {
        label = modifier.label
    }

    /// The controls drawn inside take the label as another name; inside a control's label
    /// (an icon in a button), the control takes it when it reads its label.
    func render(content: Node?, into screen: inout ScreenBuilder) {
        let tappableStart = screen.tappables.count
        let controlStart = screen.controls.count
        content?.render(into: &screen)
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
}
