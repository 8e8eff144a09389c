/// A box that groups related content under an optional label: `GroupBox` on screen, its label
/// and content nested. Purely visual grouping: the label and the content are ordinary views
/// with their own state. Evidence: Apple's GroupBox docs.
public struct GroupBox<Label: View, Content: View>: ContainerView {
    public typealias Body = Never
    let content: TupleView<(Label, Content)>

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = TupleView(packing: label(), content())
    }

    var screenName: String? { "GroupBox" }
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
/// buttons stay ordinary buttons a step can tap. Evidence: Apple's ControlGroup docs.
public struct ControlGroup<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var screenName: String? { "ControlGroup" }
}

/// StateEngine: inert (a visual value)
extension View {
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { inert() }
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { inert() }
}

/// StateEngine: inert (a visual value)
public protocol GroupBoxStyle {}
/// StateEngine: inert (a visual value)
public struct DefaultGroupBoxStyle: GroupBoxStyle { public init() {} }
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }

/// StateEngine: inert (a visual value)
public protocol ControlGroupStyle {}
/// StateEngine: inert (a visual value)
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }
