/// Selecting text in a field, as a person drags across characters: the field's selection (an
/// attributed `TextEditor`'s selection binding) holds the first occurrence of `text`, and the
/// field takes focus; typing next replaces what is selected.
extension Driver {
    public func select(text: String, in label: String) throws {
        try step("select \(quoted(text)) in \(quoted(label))") {
            let screen = renderScreen()
            let control = try findControl(label, kind: .field, in: screen)
            guard let field = control.field, let selectText = field.selectText else {
                throw Failure(.fieldWithoutSelection(label: control.label), details: screenDetails)
            }
            let others = screen.controls.compactMap { $0.label != control.label ? $0.field : nil }.filter(\.isFocused)
            var found = true
            perform {
                found = selectText(text)
                if found { for other in others { other.blur?() } }
            }
            guard found else { throw Failure(.textNotInField(label: control.label, text: text), details: screenDetails) }
            focusedField = control.label
        }
    }
}
