// Evidence: Apple docs "Menu" (https://developer.apple.com/documentation/swiftui/menu): picking an item runs it and closes the menu; primaryAction runs on tap.
/// A button that shows a list of actions. Closed, the screen shows `Menu "Title"`; the
/// driver's `openMenu("Title")` (or `tap`) opens it and lists its items below it, and
/// `choose("Item")` runs one and closes the menu, as a user's tap does. The items are built
/// with the body (Apple: Menu docs, "the menu's content is a view builder").
nonisolated public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    init(label: Label, content: Content, primaryAction: (() -> Void)?) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
    }

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        MenuNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == StateEngine.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { StateEngine.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { StateEngine.Label(title, systemImage: systemImage) }
    }
}

final class MenuNode<Label: View, Content: View>: Node, ViewNode, StyledNode {
    var view: Menu<Label, Content>
    /// A custom menu style draws in place of the menu (ContainerStyles.swift).
    var styled = StyledChildren()
    var isOpen = false

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: Menu<Label, Content>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        apply()
    }

    override var children: [Node] { styled.nodes }

    func update(view newValue: Menu<Label, Content>, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        apply()
    }

    private func apply() {
        reconcileStyled(view.styledBody(in: environment), label: view.label, content: view.content)
    }

    override func render(into screen: inout ScreenBuilder) {
        if let body = styled.body { return body.render(into: &screen) }
        let (label, texts) = ScreenBuilder.labelAndTexts(of: styled.label)
        let open = isOpen
        let tappableStart = screen.tappables.count
        screen.node("Menu", role: .button, label: label, detail: open ? "open" : nil) { inner in
            if open { styled.content?.render(into: &inner) }
        }
        screen.texts.append(label)
        // Choosing an item closes the menu.
        for index in tappableStart..<screen.tappables.count {
            let item = screen.tappables[index]
            screen.tappables[index] = .init(kind: item.kind, label: item.label, layer: item.layer, isEnabled: item.isEnabled, perform: { [weak self] in
                self?.isOpen = false
                item.perform()
            })
        }
        // Found by its whole label or by one of its texts, as every step finds its target.
        var control = ScreenControl(
            .menu(open: { [weak self] in self?.isOpen = true }), label: label, layer: screen.layer, isEnabled: environment.isEnabled)
        control.texts = texts
        screen.controls.append(control)
        let primary = view.primaryAction
        screen.tappables.append(.init(kind: .button, label: label, layer: screen.layer, isEnabled: environment.isEnabled, perform: { [weak self] in
            if let primary { primary() } else { self?.isOpen.toggle() }
        }, texts: texts))
    }
}

/// An empty state: a title, an optional image and description.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    var controlLabel: Label { label }
    var controlContent: TupleView<(Description, Actions)> { TupleView(packing: description, actions) }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        screen.node("ContentUnavailableView", role: .container, label: control.label) { inner in
            control.content?.render(into: &inner)
        }
        screen.texts.append(control.label)
    }
}

extension ContentUnavailableView where Label == StateEngine.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { StateEngine.Label(titleKey, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { StateEngine.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// "No Results" for a search: with `search(text:)`, "No Results for "text"".
    public static var search: ContentUnavailableView { search(text: "") }

    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: "No Results") },
                               description: { SearchUnavailableContent.Description(text: text.isEmpty ? "Check the spelling or try a new search." : "Check the spelling or try a new search for \u{201C}\(text)\u{201D}.") },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

public struct SearchUnavailableContent {
    nonisolated public struct Label: View, ScreenRenderable, PrimitiveView {
        public typealias Body = Never
        let text: String
        func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) {
            screen.node("Text", role: .text, label: text)
            screen.texts.append(text)
        }
    }
    nonisolated public struct Description: View, ScreenRenderable, PrimitiveView {
        public typealias Body = Never
        let text: String
        func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) {
            screen.node("Text", role: .text, label: text)
            screen.texts.append(text)
        }
    }
    nonisolated public struct Actions: View, ScreenRenderable, PrimitiveView {
        public typealias Body = Never
        func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) {}
    }
}
