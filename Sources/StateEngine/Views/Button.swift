import Transcript

/// A control that runs an action when tapped (the driver's `tap` finds it by its label).
nonisolated public struct Button<Label: View>: View {
    public typealias Body = Never
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let cancel = ButtonRole(name: "cancel")
    public static let destructive = ButtonRole(name: "destructive")
    /// iOS 26: a button that confirms an operation (Apple docs ButtonRole.confirm).
    public static let confirm = ButtonRole(name: "confirm")
    /// iOS 26: a button that closes the view it is in (Apple docs ButtonRole.close).
    public static let close = ButtonRole(name: "close")
}

extension Button: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ButtonNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class ButtonNode<Label: View>: Node, ViewNode, StyledNode {
    var view: Button<Label>
    /// A custom button style draws (ButtonStyles.swift) the label of a `ButtonStyle`, or the
    /// whole button of a `PrimitiveButtonStyle`.
    var styled = StyledChildren()
    var styleReplacesButton = false

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: Button<Label>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        apply()
    }

    override var children: [Node] { styled.nodes }

    func update(view newValue: Button<Label>, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        apply()
    }

    private func apply() {
        let styleBody: StyledBody?
        switch environment.styledButton(label: AnyView(view.label), role: view.role, action: view.action) {
        case .label(let body): (styleBody, styleReplacesButton) = (body, false)
        case .replacement(let body): (styleBody, styleReplacesButton) = (body, true)
        case nil: (styleBody, styleReplacesButton) = (nil, false)
        }
        reconcileStyled(styleBody, label: view.label)
    }

    override func render(into screen: inout ScreenBuilder) {
        if styleReplacesButton, let body = styled.body { return body.render(into: &screen) }
        let (label, texts) = ScreenBuilder.labelAndTexts(of: styled.body ?? styled.label)
        screen.node("Button", role: .button, label: label, frame: screen.frameToRecord(for: self))
        // Evidence: Apple docs "Button" (https://developer.apple.com/documentation/swiftui/button): the action runs when the user triggers it; disabled(_:) stops it.
        let action = view.action
        screen.tappables.append(.init(kind: .button, label: label, layer: screen.layer, isEnabled: environment.isEnabled, perform: action, texts: texts))
    }
}
