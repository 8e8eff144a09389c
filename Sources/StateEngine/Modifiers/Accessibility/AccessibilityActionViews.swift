/// Accessibility actions written as views: `accessibilityActions { Button("Flag") { ... } }`
/// offers each button of its content as a named action of the element, and
/// `accessibilityAction(action:label:)` names its action by the label's text. The content is
/// built with the view (a button in it reads state like any view) but not drawn: VoiceOver lists
/// the actions in its Actions rotor, and the driver performs one by name
/// (`accessibilityAction("Flag", on: "Lunch?")`), as with `accessibilityAction(named:_:)`.
/// Evidence: Apple docs, accessibilityActions(_:) ("Adds multiple accessibility actions to the
/// view"; its example offers `Button`s), accessibilityActions(category:_:) (iOS 18: groups them
/// under a category), accessibilityAction(action:label:) ("Adds an accessibility action to the
/// view. Actions allow assistive technologies, such as the VoiceOver, to interact with the view
/// by invoking the action"; the label describes the action).
nonisolated public struct _AccessibilityActionViewsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let actions: Actions
    /// The label's text names `perform` (`accessibilityAction(action:label:)`); nil: each button
    /// in `actions` is an action of its own.
    let perform: (() -> Void)?
    func makeBehavior() -> ModifierBehavior<Self> { AccessibilityActionViewsBehavior<Actions>() }
}

final class AccessibilityActionViewsBehavior<Actions: View>: ModifierBehavior<_AccessibilityActionViewsModifier<Actions>>, ScreenContributor, SecondaryContentOwner {
    var modifier: _AccessibilityActionViewsModifier<Actions>?
    var actionsNode: Node?

    override func update(modifier: _AccessibilityActionViewsModifier<Actions>) {
        self.modifier = modifier
    }

    override func didUpdateContent() {
        guard let modifier else { return }
        actionsNode = reconcile(actionsNode, with: modifier.actions, environment: node.environment, parent: node, graph: graph)
    }

    var secondaryNodes: [Node] { actionsNode.map { [$0] } ?? [] }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        let textStart = screen.texts.count
        let labelStart = screen.accessibilityLabels.count
        let symbolStart = screen.symbols.count
        let controlStart = screen.controls.count
        content?.render(into: &screen)
        guard let modifier else { return }
        var offered = ScreenBuilder()
        actionsNode?.render(into: &offered)
        var actions = ScreenControl.AccessibilityActions()
        if let perform = modifier.perform {
            actions.named.append((ScreenBuilder.visibleLabel(texts: offered.texts, symbols: offered.symbols), perform))
        } else {
            for button in offered.tappables where button.isEnabled { actions.named.append((button.label, button.perform)) }
        }
        if let last = screen.controls.indices.last, last >= controlStart,
           case .accessibility(var inner) = screen.controls[last].action {
            inner.named.append(contentsOf: actions.named)
            screen.controls[last].action = .accessibility(inner)
            return
        }
        let texts = Array(screen.texts[textStart...])
        let labels = Array(screen.accessibilityLabels[labelStart...])
        let label = labels.last ?? ScreenBuilder.visibleLabel(texts: texts, symbols: Array(screen.symbols[symbolStart...]))
        var control = ScreenControl(.accessibility(actions), label: label, layer: screen.layer, isEnabled: node.environment.isEnabled)
        control.texts = texts + labels
        screen.controls.append(control)
    }
}

nonisolated extension View {
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        modifier(_AccessibilityActionViewsModifier(actions: content(), perform: nil))
    }

    /// The category groups the actions in VoiceOver's rotor; the driver finds them by name alike.
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content) -> some View {
        modifier(_AccessibilityActionViewsModifier(actions: content(), perform: nil))
    }

    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        modifier(_AccessibilityActionViewsModifier(actions: label(), perform: action))
    }
}

/// A named group of accessibility actions (iOS 18).
/// StateEngine: inert (a visual value)
public struct AccessibilityActionCategory: Equatable, Sendable {
    let name: String
    public static var `default`: AccessibilityActionCategory { AccessibilityActionCategory(name: "default") }
    public static var edit: AccessibilityActionCategory { AccessibilityActionCategory(name: "edit") }
    public init(_ name: Text) { self.name = name.content }
    public init(_ nameKey: LocalizedStringKey) { self.name = nameKey.resolved }
    init(name: String) { self.name = name }
}
