/// Steps a VoiceOver user takes: an action from the Actions rotor, and swiping an adjustable
/// element up or down (`increment`/`decrement` fall back to it when no stepper has the label).
extension Driver {
    /// Performs the accessibility action `name` (a named action, or a kind: "default",
    /// "escape", "magicTap", "delete", "showMenu") of the element labelled `label`.
    public func accessibilityAction(_ name: String, on label: String) throws {
        try step("accessibility action \(quoted(name)) on \(quoted(label))") {
            let target = try findAccessibilityElement(label)
            guard let action = target.accessibilityActions?.named.first(where: { $0.name == name }) else {
                let names = target.accessibilityActions?.named.map(\.name) ?? []
                throw Failure(.noAccessibilityAction(label: label, action: name, actions: names), details: screenDetails)
            }
            perform(action.perform)
        }
    }

    /// Moves VoiceOver's cursor to the element labelled `label`, as a swipe or a touch does:
    /// the element it leaves loses its `@AccessibilityFocusState` value, the one it lands on
    /// gets it. Evidence: Apple docs AccessibilityFocusState ("SwiftUI updates [it] as the focus
    /// of any active accessibility technology, such as VoiceOver, changes").
    public func accessibilityFocus(_ label: String) throws {
        try step("accessibility focus \(quoted(label))") {
            let target = try findAccessibilityElement(label)
            let others = renderScreen().controls.compactMap { $0.kind == .accessibility ? $0.accessibilityActions?.focus : nil }
            perform {
                for other in others where other.isFocused() { other.blur() }
                target.accessibilityActions?.focus?.focus()
            }
        }
    }

    func findAccessibilityElement(_ label: String) throws -> ScreenControl {
        let elements = renderScreen().controls.filter { $0.kind == .accessibility }
        return try pick(label, what: ScreenControl.Kind.accessibility.rawValue, among: elements, label: \.label, texts: \.texts, layer: \.layer, isEnabled: \.isEnabled)
    }

    /// The adjustable action of the element labelled `label`, when no stepper answers to it.
    func adjustableAction(_ label: String) -> ((AccessibilityAdjustmentDirection) -> Void)? {
        let steppers = renderScreen().controls.filter { $0.kind == .stepper }
        if steppers.contains(where: { Self.answers(to: label, whole: $0.label, texts: $0.texts) }) { return nil }
        return (try? findAccessibilityElement(label))?.accessibilityActions?.adjust
    }
}
