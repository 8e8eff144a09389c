/// A group of rows with an optional header and footer: `Section "Header"` on screen, its
/// rows nested, the footer's text after them. Evidence: Apple's Section docs.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer(), isExpanded: nil)
    }

    init(header: Parent, content: Content, footer: Footer, isExpanded: Binding<Bool>?) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
    }

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        SectionNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), isExpanded: nil)
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// A collapsible section (sidebar lists): collapsed, its rows are not built.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer(), isExpanded: nil)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer, isExpanded: nil)
    }
}

extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer, isExpanded: nil)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

final class SectionNode<Parent: View, Content: View, Footer: View>: Node, ViewNode {
    var view: Section<Parent, Content, Footer>
    var headerNode: Node?
    var contentNode: Node?
    var footerNode: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: Section<Parent, Content, Footer>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        apply()
    }

    override var children: [Node] { [headerNode, contentNode, footerNode].compactMap { $0 } }

    func update(view newValue: Section<Parent, Content, Footer>, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        apply()
    }

    private func apply() {
        // Chosen [lazy-section-header]: a section's header and footer are built with the section
        // and are not row slots of a lazy container; its rows are (the engine pins no header).
        var decoration = environment
        decoration.lazyViewport = nil
        headerNode = reconcile(headerNode, with: view.header, environment: decoration, parent: self, graph: graph)
        footerNode = reconcile(footerNode, with: view.footer, environment: decoration, parent: self, graph: graph)
        // A collapsed section's rows are not built (read like a control reads its binding).
        if view.isExpanded?.wrappedValue ?? true {
            contentNode = reconcile(contentNode, with: view.content, environment: environment, parent: self, graph: graph)
        } else {
            contentNode?.teardown()
            contentNode = nil
        }
    }

    override func render(into screen: inout ScreenBuilder) {
        let header = ScreenBuilder.label(of: headerNode)
        let footer = ScreenBuilder.label(of: footerNode)
        var detail: String?
        if let expanded = view.isExpanded { detail = expanded.location.get() ? "expanded" : "collapsed" }
        screen.node("Section", role: .container, label: header.isEmpty ? nil : header, detail: detail) { inner in
            contentNode?.render(into: &inner)
            if !footer.isEmpty {
                inner.node("footer", role: .text, label: footer)
                inner.texts.append(footer)
            }
        }
        if !header.isEmpty { screen.texts.append(header) }
    }

    override func collectPreferences(_ key: AnyPreferenceKey, into list: inout PreferenceList) {
        var inner = PreferenceList()
        super.collectPreferences(key, into: &inner)
        list.append(contentsOf: inner.combinedAsContainer(key))
    }
}

/// Content shown when expanded; `tap` on its label toggles it. Its own expansion state lives
/// in the node unless a binding is given. Collapsed content is not built. Evidence: Apple's
/// DisclosureGroup docs (isExpanded binding; label toggles).
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        DisclosureGroupNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

final class DisclosureGroupNode<Label: View, Content: View>: Node, PresentingNode, ViewNode, StyledNode {
    var view: DisclosureGroup<Label, Content>
    /// A custom disclosure group style draws in place of the group (MoreCustomStyles.swift).
    var styled = StyledChildren()
    /// The expansion the children were last built with: the content is built when expanded,
    /// and a style's body is built with the expansion in its configuration.
    var builtExpanded = false
    /// Used when no binding is given.
    var ownExpanded = false

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: DisclosureGroup<Label, Content>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        graph.presenters.register(self)
        apply()
    }

    override var children: [Node] { styled.nodes }

    var isExpanded: Bool { view.isExpanded?.location.get() ?? ownExpanded }

    /// The expansion as a binding a style writes: the caller's, or the group's own.
    private var expansion: Binding<Bool> {
        view.isExpanded ?? Binding(get: { [weak self] in self?.ownExpanded ?? false }, set: { [weak self] in self?.ownExpanded = $0 })
    }

    func update(view newValue: DisclosureGroup<Label, Content>, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        apply()
    }

    private func apply() {
        builtExpanded = isExpanded
        let styleBody = environment.styledBody(DisclosureGroupStyleConfiguration(
            label: .init(part: AnyView(view.label)), content: .init(part: AnyView(view.content)), isExpanded: expansion))
        reconcileStyled(styleBody, label: view.label, content: builtExpanded ? view.content : nil)
    }

    // Expanding or collapsing (a tap, or the binding's owner) builds or drops the content
    // after the pass, like a presentation.
    var needsPresentationUpdate: Bool { isExpanded != builtExpanded }
    func updatePresentation() { apply() }

    override func render(into screen: inout ScreenBuilder) {
        if let body = styled.body { return body.render(into: &screen) }
        let label = ScreenBuilder.label(of: styled.label)
        screen.node("DisclosureGroup", role: .container, label: label, detail: isExpanded ? "expanded" : "collapsed") { inner in
            styled.content?.render(into: &inner)
        }
        screen.texts.append(label)
        let binding = view.isExpanded
        screen.tappables.append(.init(kind: .button, label: label, layer: screen.layer, isEnabled: environment.isEnabled, perform: { [weak self] in
            if let binding { binding.wrappedValue.toggle() } else { self?.ownExpanded.toggle() }
        }))
    }
}

// In a list a section's header, rows and footer follow one another with no spacing, as the
// list's own rows do (engine rule greedy-system-containers); elsewhere it stacks as a VStack.
extension SectionNode: LayoutParticipant {
    private var stack: VStackLayout { environment[InListKey.self] ? VStackLayout(spacing: 0) : VStackLayout() }

    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        engine.stackSize(stack, units: engine.units(of: self), proposal: proposal)
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        engine.placeStack(stack, units: engine.units(of: self), in: frame, proposal: proposal)
    }
}
