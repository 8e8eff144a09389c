import Transcript

// Evidence: Apple docs toolbarTitleMenu(content:) ("Configure the title menu of a toolbar. A title
// menu represents common functionality that can be done on the content represented by your
// app's toolbar or navigation title. ... On iOS, the navigation title appears as a menu").
/// The navigation title becomes a menu: the screen shows `Menu "<title>"` among the page's
/// toolbar items; `tap("<title>")` or `openMenu("<title>")` opens it and `tap` runs an item,
/// as for any `Menu`. The items are built with the body, as a `Menu`'s are.
nonisolated extension View {
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(_SecondaryContentModifier(secondary: Menu(label: _NavigationTitleLabel(), content: content(), primaryAction: nil), isOverlay: true))
    }
}

/// A toolbar title menu as toolbar content, inside `.toolbar { ToolbarTitleMenu { ... } }`.
nonisolated public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    var menu: Menu<_NavigationTitleLabel, Content> { Menu(label: _NavigationTitleLabel(), content: content, primaryAction: nil) }

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ToolbarTitleMenuNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// Holds the title menu, so the menu (and whether it is open) lives across updates.
final class ToolbarTitleMenuNode<Content: View>: Node, ViewNode {
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: ToolbarTitleMenu<Content>) {
        super.init(graph: graph, parent: parent, environment: environment)
        update(view: view, environment: environment)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: ToolbarTitleMenu<Content>, environment: EnvironmentValues) {
        self.environment = environment
        child = reconcile(child, with: view.menu, environment: environment, parent: self, graph: graph)
    }

    override func render(into screen: inout ScreenBuilder) { child?.render(into: &screen) }
}

/// The title of the page the view is on (the nearest stack root or pushed page), read when drawn
/// so a title set anywhere on the page, or changed later, is the one shown.
nonisolated public struct _NavigationTitleLabel: View, PrimitiveView {
    public typealias Body = Never
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        NavigationTitleLabelNode(graph: graph, parent: parent, environment: environment)
    }
}

final class NavigationTitleLabelNode: Node, ViewNode {
    func update(view: _NavigationTitleLabel, environment: EnvironmentValues) { self.environment = environment }

    var pageTitle: String? {
        var page: Node? = parent
        while let node = page {
            if node is NavigationStackNodeBase || node is PresentationRootNode {
                return node.children.lazy.compactMap { NavigationTitles.title(in: $0) }.first
            }
            page = node.parent
        }
        return nil
    }

    override func render(into screen: inout ScreenBuilder) {
        let title = pageTitle ?? ""
        screen.node("Text", role: .text, label: title)
        screen.texts.append(title)
    }
}
