/// A control (stepper, slider, picker, text field...): a label subtree rendered for its text,
/// optional content (a picker's options, built with the body like SwiftUI's), and what it
/// shows and offers the driver, read live from its binding when the screen is drawn.
///
/// Reading rule (Chosen [control-binding-not-a-read], after P07): passing `$value` to a control does not make the view that
/// passes it depend on `value`; the control itself shows the current value. So a Stepper's
/// write re-evaluates only the views whose bodies read the value.
nonisolated protocol ControlView: View, PrimitiveView {
    associatedtype ControlLabel: View
    associatedtype ControlContent: View
    var controlLabel: ControlLabel { get }
    var controlContent: ControlContent { get }
    /// Draws the control and registers what steps can do with it.
    func render(_ control: ControlRendering, into screen: inout ScreenBuilder)
    func styledBody(in environment: EnvironmentValues) -> StyledBody?
}

extension ControlView {
    /// A custom style's body for this control, when one is set (CustomStyles.swift).
    func styledBody(in environment: EnvironmentValues) -> StyledBody? { nil }
}

extension ControlView where ControlContent == EmptyView {
    var controlContent: EmptyView { EmptyView() }
}

extension ControlView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ControlNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// What a control's render sees: its label's text, its content and its environment.
struct ControlRendering {
    let label: String
    let content: Node?
    let environment: EnvironmentValues
    let node: Node
    /// What the control keeps across renders that no binding holds.
    let memory: ControlMemory
    var isEnabled: Bool { environment.isEnabled }
}

/// What a control remembers for itself: an attributed text editor without a selection binding
/// keeps its selection here, as the platform's text view does.
final class ControlMemory {
    var textSelection = AttributedTextSelection()
}

final class ControlNode<V: ControlView>: Node, ViewNode, StyledNode {
    var view: V
    /// A custom style draws in place of the control.
    var styled = StyledChildren()
    lazy var memory = ControlMemory()

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: V) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        apply()
    }

    override var children: [Node] { styled.nodes }

    func update(view newValue: V, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        apply()
    }

    private func apply() {
        reconcileStyled(view.styledBody(in: environment), label: view.controlLabel, content: view.controlContent)
    }

    override func render(into screen: inout ScreenBuilder) {
        if let body = styled.body { return body.render(into: &screen) }
        let (label, texts) = ScreenBuilder.labelAndTexts(of: styled.label)
        let first = screen.controls.count
        view.render(ControlRendering(label: label, content: styled.content, environment: environment, node: self, memory: memory), into: &screen)
        // A label showing several texts (a name beside a formatted amount) lets the driver
        // find the control by any one of them, as `tap` finds a button.
        for index in first..<screen.controls.count where screen.controls[index].texts.isEmpty {
            screen.controls[index].texts = texts
        }
    }
}

/// Formats a number the way a control shows it: integers without a fraction.
func controlValueText(_ value: Any) -> String {
    if let double = value as? Double { return Driver.format(double) }
    if let float = value as? Float { return Driver.format(Double(float)) }
    return "\(value)"
}
