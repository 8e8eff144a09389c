import Transcript
// Evidence: Apple docs "Picker" (https://developer.apple.com/documentation/swiftui/picker): options tagged with tag(_:) or by a ForEach's ids.
/// A choice among tagged options. The options are built with the body (like SwiftUI's, whose
/// content is a view evaluated with the picker) and never drawn on the text screen; the picker
/// shows its label and the label of the selected option. `pick(_:in:)` writes the tag of the
/// option with that text to the selection binding. Options are tagged with `.tag(_:)`, or
/// implicitly by a ForEach's ids (Apple: Picker, "ForEach automatically applies the
/// identifier of each element as its tag").
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.content = content()
    }

    var controlLabel: Label { label }
    var controlContent: Content { content }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        let options = PickerOptions.collect(in: control.content)
        let current = AnyHashable(selection.location.get())
        let shown = options.first { $0.tag == current }?.label ?? controlValueText(selection.location.get())
        screen.node("Picker", role: .control, label: control.label, detail: shown, look: ControlLook(.picker(selection: shown), isEnabled: control.isEnabled))
        screen.texts.append(control.label)
        let location = selection.location
        let choices = ScreenControl.Choices(options: options.map(\.label)) { text in
            guard let option = options.first(where: { $0.label == text }) else { return }
            if let value = option.tag.base as? SelectionValue { location.set(value) }
        }
        screen.controls.append(ScreenControl(.picker(choices), label: control.label, layer: screen.layer, isEnabled: control.isEnabled))
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == StateEngine.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { StateEngine.Label(titleKey, systemImage: systemImage) }
    }
}

/// The options a picker, tab view or menu offers: tagged subviews in order.
enum PickerOptions {
    struct Option {
        let label: String
        let tag: AnyHashable
    }

    static func collect(in node: Node?) -> [Option] {
        var options: [Option] = []
        if let node { visit(node, implicitTag: nil, into: &options) }
        return options
    }

    private static func visit(_ node: Node, implicitTag: AnyHashable?, into options: inout [Option]) {
        if let modifierNode = node as? AnyModifierNode, let tag = modifierNode.traits[TagTrait.self] {
            options.append(Option(label: ScreenBuilder.label(of: modifierNode.contentNode), tag: tag))
            return
        }
        if let forEach = node as? IdentifiedRows {
            for (id, row) in forEach.rows {
                let before = options.count
                visit(row, implicitTag: id, into: &options)
                if options.count == before {
                    options.append(Option(label: ScreenBuilder.label(of: row), tag: id))
                }
            }
            return
        }
        for child in node.children { visit(child, implicitTag: implicitTag, into: &options) }
    }
}

/// A ForEach node's rows with their ids (implicit tags, list rows).
protocol IdentifiedRows: Node {
    var rows: [(id: AnyHashable, node: Node)] { get }
}

/// A primitive modifier's node seen without its content type.
protocol AnyModifierNode: Node {
    var anyBehavior: AnyObject { get }
    var contentNode: Node? { get }
    /// What its modifier tells the container it is in (`ViewTraits`).
    var traits: ViewTraits { get }
}
