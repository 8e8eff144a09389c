import Foundation

/// `TextEditor(text:)` and `TextEditor(text:selection:)` over an `AttributedString` (iOS 26).
/// The screen shows the text's characters. Typing (the driver's `type`) writes characters with
/// the selection's typing attributes, then the nearest formatting definition constrains the text;
/// `select(text:in:)` selects characters as a user's drag does, and the selection binding follows.
/// Evidence: Apple docs, TextEditor init(text:selection:) ("Creates a text editor ... with a
/// binding to the current selection"), AttributedString.replaceSelection(_:withCharacters:)
/// ("applies the typing attributes to the new content"), AttributedTextSelection.
extension TextEditor {
    public init(text: Binding<AttributedString>) {
        source = .attributed(AttributedEditorSource(text: text, selection: nil))
    }

    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>) {
        source = .attributed(AttributedEditorSource(text: text, selection: selection))
    }
}

/// What a text editor edits.
enum TextEditorSource {
    case plain(FieldEditor)
    case attributed(AttributedEditorSource)

    func fieldEditor(in control: ControlRendering) -> FieldEditor {
        switch self {
        case .plain(let editor): editor
        case .attributed(let source): source.fieldEditor(in: control)
        }
    }
}

struct AttributedEditorSource {
    let text: Binding<AttributedString>
    /// Nil: the editor keeps its own selection (ControlMemory), as an unbound editor does.
    let selection: Binding<AttributedTextSelection>?

    // Chosen [attributed-typing-replaces-selection]: typing replaces the selected characters when text is selected, else the whole text, as `type` does in every field; the constraints then run on the text the editor wrote (the program's own writes are left as written).
    func fieldEditor(in control: ControlRendering) -> FieldEditor {
        let text = text.location
        let memory = control.memory
        let selectionLocation = selection?.location
        let readSelection = { selectionLocation?.get() ?? memory.textSelection }
        let writeSelection = { (new: AttributedTextSelection) in
            if let selectionLocation { selectionLocation.set(new) } else { memory.textSelection = new }
        }
        let constraints = control.environment.textFormattingConstraints
        return FieldEditor(
            text: { String(text.get().characters) },
            type: { typed in
                var string = text.get()
                var selection = readSelection()
                if case .ranges(let ranges) = selection.indices(in: string), !ranges.isEmpty {
                    string.replaceSelection(&selection, withCharacters: typed)
                } else {
                    let typing = selection.typingAttributes(in: string)
                    string = AttributedString(typed, attributes: typing)
                    selection = AttributedTextSelection(insertionPoint: string.endIndex)
                    selection.madeByEdit()
                }
                if let constraints { string.transform(updating: &selection) { constraints.constrain(&$0) } }
                text.set(string)
                writeSelection(selection)
            },
            commit: {},
            select: { characters in
                let string = text.get()
                guard let range = string.range(of: characters) else { return false }
                var selection = AttributedTextSelection(range: range)
                selection.madeByEdit()
                writeSelection(selection)
                return true
            })
    }
}
