import Transcript
/// Text entry: `TextField`, `SecureField`, `TextEditor`. The driver's `type(_:into:)` finds a
/// field by its title (or prompt), focuses it and replaces its text; `submit()` then runs the
/// `onSubmit` actions around the focused field. A field bound with `value:format:` keeps what
/// was typed as a draft and writes the parsed value on submit, as SwiftUI commits a formatted
/// field when the user presses Return (Apple: TextField(_:value:format:prompt:), "the binding
/// updates when the user commits").
nonisolated public struct TextField<Label: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let prompt: String?
    let editor: FieldEditor
    let axis: Axis

    var controlLabel: Label { label }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        renderField("TextField", control: control, prompt: prompt, editor: editor, secure: false, into: &screen)
    }
}

/// How a field reads and writes its source: a text binding, or a formatted value.
struct FieldEditor {
    let text: () -> String
    /// Typing: replaces the field's text (formatted fields keep a draft until submit).
    let type: (String) -> Void
    /// Return: commits a draft (formatted fields) before the submit actions run.
    let commit: () -> Void
    /// Selects the first occurrence of some characters; nil where the field keeps no selection
    /// the program can read (false: the characters are not in the text).
    var select: ((String) -> Bool)? = nil

    // Chosen [typing-writes-once]: a typed string reaches the binding in one write; per-keystroke writes would depend on a keyboard model the engine has not.
    static func text(_ binding: Binding<String>) -> FieldEditor {
        let location = binding.location
        return FieldEditor(text: { location.get() }, type: { location.set($0) }, commit: {})
    }

    // Evidence: Apple docs TextField(_:value:format:prompt:) (the binding updates when the user commits, not while typing).
    static func formatted<F: ParseableFormatStyle>(_ binding: Binding<F.FormatInput>, format: F) -> FieldEditor where F.FormatOutput == String {
        let location = binding.location
        let draft = DraftBox()
        return FieldEditor(
            text: { draft.text ?? format.format(location.get()) },
            type: { draft.text = $0 },
            commit: {
                guard let text = draft.text else { return }
                draft.text = nil
                // Chosen [unparsable-draft-dropped]: text that does not parse leaves the value unchanged; no public test shows what SwiftUI does.
                if let value = try? format.parseStrategy.parse(text) { location.set(value) }
            })
    }

    final class DraftBox { var text: String? }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(label: Text(titleKey), prompt: nil, editor: .text(text), axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(label: Text(title), prompt: nil, editor: .text(text), axis: .horizontal)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(titleKey), prompt: prompt?.content, editor: .text(text), axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(title), prompt: prompt?.content, editor: .text(text), axis: .horizontal)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(label: Text(titleKey), prompt: nil, editor: .text(text), axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(label: Text(title), prompt: nil, editor: .text(text), axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(titleKey), prompt: prompt?.content, editor: .text(text), axis: axis)
    }

    @available(*, deprecated, message: "Use onSubmit and focused instead.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        let editor = FieldEditor.text(text)
        self.init(label: Text(titleKey), prompt: nil, editor: FieldEditor(text: editor.text, type: editor.type, commit: onCommit), axis: .horizontal)
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(titleKey), prompt: prompt?.content, editor: .formatted(value, format: format), axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(title), prompt: prompt?.content, editor: .formatted(value, format: format), axis: .horizontal)
    }
}

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.init(label: label(), prompt: prompt?.content, editor: .text(text), axis: axis)
    }

    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(label: label(), prompt: prompt?.content, editor: .formatted(value, format: format), axis: .horizontal)
    }
}

/// A field whose text is not shown: the screen shows one dot per character.
nonisolated public struct SecureField<Label: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let prompt: String?
    let editor: FieldEditor

    var controlLabel: Label { label }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        renderField("SecureField", control: control, prompt: prompt, editor: editor, secure: true, into: &screen)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(label: Text(titleKey), prompt: nil, editor: .text(text))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(label: Text(title), prompt: nil, editor: .text(text))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(titleKey), prompt: prompt?.content, editor: .text(text))
    }
}

extension SecureField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), prompt: prompt?.content, editor: .text(text))
    }
}

/// Multi-line text; it has no title, so steps find it as "TextEditor". Its attributed form is
/// in AttributedTextEditor.swift.
nonisolated public struct TextEditor: View, ControlView {
    public typealias Body = Never
    let source: TextEditorSource

    public init(text: Binding<String>) {
        source = .plain(.text(text))
    }

    var controlLabel: EmptyView { EmptyView() }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        renderField("TextEditor", control: control, prompt: nil, editor: source.fieldEditor(in: control), secure: false, into: &screen)
    }
}

/// One shape for every field: `TextField "Name" "Ada"`; an empty field shows its prompt.
private func renderField(_ kind: String, control: ControlRendering, prompt: String?, editor: FieldEditor, secure: Bool, into screen: inout ScreenBuilder) {
    let text = editor.text()
    let shown = secure ? String(repeating: "•", count: text.count) : text
    let title = control.label.isEmpty ? (prompt ?? "") : control.label
    var detail = quoted(shown)
    if text.isEmpty, let prompt { detail = "prompt " + quoted(prompt) }
    let focus = FocusRegistry.focusHandle(in: control.environment)
    let isFocused = focus?.isFocused() == true
    if isFocused { detail += " focused" }
    screen.node(kind, role: .field, label: kind == "TextEditor" && title.isEmpty ? nil : title, detail: detail,
                look: ControlLook(.field(text: shown, prompt: prompt ?? (control.label.isEmpty ? nil : control.label), isFocused: isFocused), isEnabled: control.isEnabled))
    screen.texts.append(title)
    let submitActions = control.environment.submitActions
    let node = control.node
    let field = ScreenControl.Field(
        setText: { text in
            node.graph.unboundFocus = focus == nil ? node : nil
            focus?.focus()
            editor.type(text)
        },
        submit: {
            editor.commit()
            for action in submitActions.reversed() { action() }
        },
        isFocused: focus?.isFocused() == true, blur: focus?.blur,
        selectText: editor.select.map { select in
            { characters in
                guard select(characters) else { return false }
                node.graph.unboundFocus = focus == nil ? node : nil
                focus?.focus()
                return true
            }
        })
    screen.controls.append(ScreenControl(.field(field), label: title.isEmpty ? kind : title, layer: screen.layer, isEnabled: control.isEnabled))
}
