/// A box that groups related content under an optional label: `GroupBox` on screen, its label
/// and content nested. Purely visual grouping: the label and the content are ordinary views
/// with their own state. Evidence: Apple's GroupBox docs.
/// A custom `GroupBoxStyle` replaces its look (ContainerStyles.swift).
nonisolated public struct GroupBox<Label: View, Content: View>: StylableContainer {
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    var builtIn: BuiltInContainer<TupleView<(Label, Content)>> { BuiltInContainer(content: TupleView(packing: label, content), screenName: "GroupBox") }

    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        environment.styledBody(GroupBoxStyleConfiguration(label: .init(part: AnyView(label)), content: .init(part: AnyView(content))))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// Controls shown together (a segmented row of buttons, or a menu when space is short): its
/// buttons stay ordinary buttons a step can tap. A custom `ControlGroupStyle` replaces its look
/// (ContainerStyles.swift). Evidence: Apple's ControlGroup docs.
nonisolated public struct ControlGroup<Content: View>: StylableContainer {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var builtIn: BuiltInContainer<Content> { BuiltInContainer(content: content, screenName: "ControlGroup") }

    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        environment.styledBody(ControlGroupStyleConfiguration(label: .init(part: AnyView(EmptyView())), content: .init(part: AnyView(content))))
    }
}

