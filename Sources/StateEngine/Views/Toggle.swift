import Transcript

// Evidence: Apple docs "Toggle" (https://developer.apple.com/documentation/swiftui/toggle): it shows and flips its isOn binding.
/// A switch bound to a Boolean (the driver's `toggle` flips it by its label).
nonisolated public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ToggleNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class ToggleNode<Label: View>: Node, ViewNode, StyledNode {
    var view: Toggle<Label>
    /// A custom toggle style draws in place of the switch (CustomStyles.swift).
    var styled = StyledChildren()
    /// What the switch showed at its last update (read like SwiftUI reads it: during the update).
    var shownValue = false

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: Toggle<Label>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        apply()
    }

    override var children: [Node] { styled.nodes }

    func update(view newValue: Toggle<Label>, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        apply()
    }

    private func apply() {
        shownValue = view.isOn.wrappedValue
        let styleBody = environment.styledBody(ToggleStyleConfiguration(label: .init(part: AnyView(view.label)), isOn: view.isOn, isMixed: false))
        reconcileStyled(styleBody, label: view.label)
    }

    override func render(into screen: inout ScreenBuilder) {
        if let body = styled.body { return body.render(into: &screen) }
        let label = ScreenBuilder.label(of: styled.label)
        screen.node("Toggle", role: .toggle, label: label, detail: shownValue ? "on" : "off", frame: screen.frameToRecord(for: self))
        let binding = view.isOn
        screen.tappables.append(.init(kind: .toggle, label: label, layer: screen.layer, isEnabled: environment.isEnabled, perform: {
            binding.wrappedValue.toggle()
        }))
    }
}
