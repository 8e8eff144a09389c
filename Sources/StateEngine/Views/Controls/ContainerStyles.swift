/// Custom styles of containers, run through the environment as CustomStyles.swift describes:
/// group boxes, control groups, forms and menus. A view whose environment holds a custom style
/// shows the style's `makeBody(configuration:)` in place of its built-in look; the configuration
/// carries the view's parts (a group box's `label` and `content`), and inside the style's body
/// the style in effect is the outer one, so `GroupBox(configuration)` builds the group box the
/// outer style (or the built-in look) draws. A built-in style restores the built-in look.
/// Evidence: Apple docs, GroupBoxStyle ("To configure the current GroupBoxStyle for a view
/// hierarchy, use the groupBoxStyle(_:) modifier"; makeBody: "Creates a view representing the
/// body of a group box") and GroupBoxStyleConfiguration (`label`, `content`); GroupBox.init(_:)
/// ("Use this initializer within the makeBody(configuration:) method of a GroupBoxStyle instance
/// to create a styled group box, with customizations, while preserving its current style");
/// ControlGroupStyle and ControlGroupStyleConfiguration (`label`, `content`); FormStyle and
/// FormStyleConfiguration (`content`); MenuStyle and MenuStyleConfiguration ("A configuration of
/// a menu", no public members: a custom style wraps `Menu(configuration)`).

// MARK: A container a style can replace

/// A container that shows a custom style's body when its environment holds one, else its
/// built-in look (a ContainerView).
nonisolated protocol StylableContainer: View, PrimitiveView {
    associatedtype BuiltIn: View
    var builtIn: BuiltIn { get }
    func styledBody(in environment: EnvironmentValues) -> StyledBody?
}

extension StylableContainer {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        StylableNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// Holds the style's body or the built-in look; switching between them replaces the subtree,
/// as a different view type at one position does. Transparent to layout and to the screen: what
/// it holds is what shows.
final class StylableNode<V: StylableContainer>: Node, ViewNode, LayoutTransparent {
    var view: V
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: V) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        apply()
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view newValue: V, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        apply()
    }

    private func apply() {
        if let styled = view.styledBody(in: environment) {
            child = reconcile(child, with: styled.view, environment: styled.environment, parent: self, graph: graph)
        } else {
            child = reconcile(child, with: view.builtIn, environment: environment, parent: self, graph: graph)
        }
    }
}

/// A built-in look: a named container of the view's parts.
nonisolated struct BuiltInContainer<Content: View>: ContainerView {
    typealias Body = Never
    let content: Content
    let screenName: String?
}

// MARK: GroupBox

@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

public struct GroupBoxStyleConfiguration {
    nonisolated public struct Label: ErasedPart { let part: AnyView }
    nonisolated public struct Content: ErasedPart { let part: AnyView }
    public let label: Label
    public let content: Content
}

extension GroupBoxStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct DefaultGroupBoxStyle: GroupBoxStyle, _BuiltInStyle { public init() {} }
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

// MARK: ControlGroup

@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ControlGroupStyleConfiguration
}

public struct ControlGroupStyleConfiguration {
    nonisolated public struct Label: ErasedPart { let part: AnyView }
    nonisolated public struct Content: ErasedPart { let part: AnyView }
    /// The group's label; empty for a group made without one.
    public let label: Label
    public let content: Content
}

extension ControlGroupStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct AutomaticControlGroupStyle: ControlGroupStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct NavigationControlGroupStyle: ControlGroupStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct PaletteControlGroupStyle: ControlGroupStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct CompactMenuControlGroupStyle: ControlGroupStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct MenuControlGroupStyle: ControlGroupStyle, _BuiltInStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(content: { configuration.content })
    }
}

// MARK: Form

@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = FormStyleConfiguration
}

public struct FormStyleConfiguration {
    nonisolated public struct Content: ErasedPart { let part: AnyView }
    public let content: Content
}

extension FormStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct AutomaticFormStyle: FormStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct ColumnsFormStyle: FormStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct GroupedFormStyle: FormStyle, _BuiltInStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }

extension Form where Content == FormStyleConfiguration.Content {
    public init(_ configuration: FormStyleConfiguration) {
        self.init(content: { configuration.content })
    }
}

// MARK: Menu

@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = MenuStyleConfiguration
}

/// Opaque, as SwiftUI's is: a style shows the menu by `Menu(configuration)`, which keeps its
/// label, items and primary action.
public struct MenuStyleConfiguration {
    nonisolated public struct Label: ErasedPart { let part: AnyView }
    nonisolated public struct Content: ErasedPart { let part: AnyView }
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}

extension MenuStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct ButtonMenuStyle: MenuStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultMenuStyle: MenuStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct BorderlessButtonMenuStyle: MenuStyle, _BuiltInStyle { public init() {} }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content, primaryAction: configuration.primaryAction)
    }
}

extension Menu {
    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        environment.styledBody(MenuStyleConfiguration(label: .init(part: AnyView(label)), content: .init(part: AnyView(content)), primaryAction: primaryAction))
    }
}

// MARK: The modifiers

nonisolated extension View {
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
    public func formStyle<S: FormStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
}
