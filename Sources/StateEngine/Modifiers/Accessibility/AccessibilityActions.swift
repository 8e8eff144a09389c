/// Accessibility actions: what VoiceOver offers on an element besides activating it (its
/// Actions rotor: "Archive", "Flag"), and the adjustable action a swipe up or down performs.
/// They are recorded on the screen with the element's label and texts, so the driver performs
/// them on the element a user hears: `accessibilityAction("Archive", on: "Lunch?")`, and
/// `increment`/`decrement` on an adjustable element as XCUITest's `increment()` does. The view's
/// own look and controls are unchanged. Evidence: Apple docs, accessibilityAction(named:_:)
/// ("Adds an accessibility action ... to the view"), accessibilityAdjustableAction(_:) ("Adds
/// an accessibility adjustable action to the view"; VoiceOver's swipe up/down), XCUIElement
/// increment()/decrement() ("Sends a swipe-up/down gesture" to an adjustable element).
nonisolated public struct _AccessibilityActionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let name: String?
    let perform: (() -> Void)?
    let adjust: ((AccessibilityAdjustmentDirection) -> Void)?
    func makeBehavior() -> ModifierBehavior<Self> { AccessibilityActionBehavior() }
}

final class AccessibilityActionBehavior: ModifierBehavior<_AccessibilityActionModifier>, ScreenContributor {
    var modifier: _AccessibilityActionModifier?

    override func update(modifier: _AccessibilityActionModifier) {
        self.modifier = modifier
    }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        let textStart = screen.texts.count
        let labelStart = screen.accessibilityLabels.count
        let symbolStart = screen.symbols.count
        let controlStart = screen.controls.count
        content?.render(into: &screen)
        guard let modifier else { return }
        var actions = ScreenControl.AccessibilityActions()
        if let name = modifier.name, let perform = modifier.perform { actions.named.append((name, perform)) }
        actions.adjust = modifier.adjust
        // Several action modifiers on one view make one element with all their actions.
        if let last = screen.controls.indices.last, last >= controlStart,
           case .accessibility(var inner) = screen.controls[last].action {
            inner.named.append(contentsOf: actions.named)
            inner.adjust = inner.adjust ?? actions.adjust
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

/// Which action: the default (activate), escape, magic tap, delete, show menu, or a named one.
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    init(name: String) { self.name = name }
    public init(named name: Text) { self.name = name.content }
}

public enum AccessibilityAdjustmentDirection: Equatable, Sendable {
    case increment, decrement
}

nonisolated extension View {
    /// A kind's action is named by the kind (`accessibilityAction("escape", on: ...)`).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        modifier(_AccessibilityActionModifier(name: actionKind.name, perform: handler, adjust: nil))
    }

    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        modifier(_AccessibilityActionModifier(name: name.content, perform: handler, adjust: nil))
    }

    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        modifier(_AccessibilityActionModifier(name: nameKey.resolved, perform: handler, adjust: nil))
    }

    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        modifier(_AccessibilityActionModifier(name: String(name), perform: handler, adjust: nil))
    }

    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        modifier(_AccessibilityActionModifier(name: nil, perform: nil, adjust: handler))
    }
}
