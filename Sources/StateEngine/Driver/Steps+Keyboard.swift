/// Pressing keys on a hardware keyboard.
extension Driver {
    /// Presses `key` (down, then up) with `modifiers` held, on the focused view: each phase goes
    /// to the `onKeyPress` handlers of that view and its ancestors, innermost first, until one
    /// handles it (KeyPress.swift).
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) throws {
        let held = modifiers.isEmpty ? "" : " with " + modifierNames(modifiers)
        try step("press \(key.stepName)\(held)") {
            guard let target = focusedView(in: graph) else {
                throw Failure(.noFocusedView, details: screenDetails)
            }
            let handlers = target.keyPressHandlers
            for phase in [KeyPress.Phases.down, .up] {
                let press = KeyPress(phase: phase, key: key, characters: String(key.character), modifiers: modifiers)
                perform { dispatch(press, to: handlers) }
                settleAndDrainQueue()
            }
        }
    }

    private func modifierNames(_ modifiers: EventModifiers) -> String {
        [(EventModifiers.command, "command"), (.control, "control"), (.option, "option"), (.shift, "shift")]
            .filter { modifiers.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
