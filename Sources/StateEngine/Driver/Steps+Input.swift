/// Steps on input controls: text fields, steppers, sliders, pickers, date pickers, tabs.
extension Driver {
    /// Focuses the field labelled `label` (its title, or prompt) and replaces its text.
    public func type(_ text: String, into label: String) throws {
        try step("type \(quoted(text)) into \(quoted(label))") {
            let screen = renderScreen()
            let field = try findControl(label, kind: .field, in: screen)
            // Tapping a field takes focus from the one that had it.
            let others = screen.controls.compactMap { $0.label != field.label ? $0.field : nil }.filter(\.isFocused)
            perform {
                for other in others { other.blur?() }
                field.field?.setText(text)
            }
            focusedField = field.label
        }
    }

    /// Presses Return in the focused field (the last one typed into, or the one whose
    /// `@FocusState` says so): a formatted field commits its value, then `onSubmit` runs.
    public func submit() throws {
        try step("submit") {
            let screen = renderScreen()
            let fields = screen.controls.compactMap { control in control.field.map { (label: control.label, field: $0) } }
            guard let field = fields.last(where: { $0.field.isFocused }) ?? fields.last(where: { $0.label == focusedField }) else {
                throw Failure(.noFocusedField, details: screenDetails)
            }
            perform { field.field.submit() }
        }
    }

    public func increment(_ label: String) throws {
        try step("increment \(quoted(label))") {
            if let adjust = adjustableAction(label) { return perform { adjust(.increment) } }
            let stepper = try findControl(label, kind: .stepper)
            guard case .stepper(let increment?, _) = stepper.action else {
                throw Failure(.stepperAtBound(label: label, upper: true), details: screenDetails)
            }
            perform(increment)
        }
    }

    public func decrement(_ label: String) throws {
        try step("decrement \(quoted(label))") {
            if let adjust = adjustableAction(label) { return perform { adjust(.decrement) } }
            let stepper = try findControl(label, kind: .stepper)
            guard case .stepper(_, let decrement?) = stepper.action else {
                throw Failure(.stepperAtBound(label: label, upper: false), details: screenDetails)
            }
            perform(decrement)
        }
    }

    /// Drags a slider to `value` (clamped to its range, snapped to its step).
    public func slide(_ label: String = "Slider", to value: Double) throws {
        try step("slide \(quoted(label)) to \(Self.format(value))") {
            let slider = try findControl(label, kind: .slider)
            perform { if case .slider(let setValue) = slider.action { setValue(value) } }
        }
    }

    /// Chooses the option showing `option` in the picker labelled `label` (a date picker
    /// takes "yyyy-MM-dd", "yyyy-MM-dd HH:mm" or "HH:mm", in UTC, and a multi-date picker
    /// toggles that day; a color picker takes a system colour's name, such as "blue").
    public func pick(_ option: String, in label: String) throws {
        try step("pick \(quoted(option)) in \(quoted(label))") {
            let screen = renderScreen()
            if screen.controls.contains(where: { $0.kind == .colorPicker && Self.answers(to: label, whole: $0.label, texts: $0.texts) }) {
                let picker = try findControl(label, kind: .colorPicker, in: screen)
                try requireOption(option, of: picker, what: "color picker")
                perform { picker.choices?.choose(option) }
                return
            }
            if screen.controls.contains(where: { $0.kind == .datePicker && Self.answers(to: label, whole: $0.label, texts: $0.texts) }) {
                let picker = try findControl(label, kind: .datePicker, in: screen)
                guard DatePicker<Text>.parse(option) != nil else {
                    throw Failure(.notADate(option), details: screenDetails)
                }
                perform { picker.choices?.choose(option) }
                return
            }
            let picker = try findControl(label, kind: .picker, in: screen)
            try requireOption(option, of: picker, what: "picker")
            perform { picker.choices?.choose(option) }
        }
    }

    /// Selects the tab titled `title` in the tab view on screen.
    public func select(tab title: String) throws {
        try step("select tab \(quoted(title))") {
            let tabs = try findSingleControl(.tabView)
            try requireOption(title, of: tabs, what: "tab view")
            perform { tabs.choices?.choose(title) }
        }
    }
}
