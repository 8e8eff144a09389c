/// iOS 26's `DefaultToolbarItem`: a toolbar item that stands for one the system adds, so the
/// program decides where it goes. `.search` moves the field of the page's `searchable` into
/// the toolbar, at the item's position among the toolbar's items: the screen shows the
/// `SearchField` there (after the content, as the engine shows toolbar items) with the
/// placement it was given, and not above the content; typing, submitting and cancelling work
/// on it as before. The page is the navigation stack's root or a pushed page (or the whole
/// screen without a stack): the toolbar and the `searchable` may be written in either order.
/// `.title` and `.sidebarToggle` draw nothing of their own: the engine shows the title as the
/// stack's label wherever it is placed, and an iPhone's split view collapses to a stack with no
/// sidebar toggle.
// Evidence: Apple docs DefaultToolbarItem ("Place this item in your toolbar to control where
// the system-provided item, like search, will be positioned"), init(kind:placement:) ("If the
// system has already placed a matching item kind in the toolbar, using a valid
// DefaultToolbarItem ... will implicitly replace the default-placed instance"), and
// ToolbarDefaultItemKind.search ("The search item added by a searchable ... modifier"; "can be
// placed in the bottomBar"; "On iOS, it can also be placed in the top bar"); WWDC25 "What's
// new in SwiftUI" (search in the bottom toolbar on iPhone).
nonisolated public struct DefaultToolbarItem: View, PrimitiveView {
    public typealias Body = Never
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        DefaultToolbarItemNode(graph: graph, parent: parent, environment: environment, item: self)
    }
}

extension DefaultToolbarItem: CustomizableToolbarContent {}

final class DefaultToolbarItemNode: Node, ViewNode {
    var item: DefaultToolbarItem

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, item: DefaultToolbarItem) {
        self.item = item
        super.init(graph: graph, parent: parent, environment: environment)
    }

    func update(view: DefaultToolbarItem, environment: EnvironmentValues) {
        item = view
        self.environment = environment
    }

    override func render(into screen: inout ScreenBuilder) {
        guard item.kind == .search, let search = DefaultSearchItems.searchable(movedBy: self) else { return }
        let placement = item.placement == .automatic ? "toolbar" : "\(item.placement)"
        search.renderField(into: &screen, toolbarPlacement: placement)
    }
}

/// Pairs a page's `searchable` with the page's `DefaultToolbarItem(kind: .search)`: the first
/// of each in tree order, so the field is drawn exactly once.
enum DefaultSearchItems {
    static func item(movingFieldOf search: SearchableBehavior) -> DefaultToolbarItemNode? {
        guard let item = first(in: page(of: search.node), where: { ($0 as? DefaultToolbarItemNode)?.item.kind == .search }) as? DefaultToolbarItemNode,
              searchable(movedBy: item) === search else { return nil }
        return item
    }

    static func searchable(movedBy item: DefaultToolbarItemNode) -> SearchableBehavior? {
        let node = first(in: page(of: item), where: { (($0 as? AnyModifierNode)?.anyBehavior as? SearchableBehavior) != nil })
        return (node as? AnyModifierNode)?.anyBehavior as? SearchableBehavior
    }

    /// The node whose toolbar `node` belongs to: its navigation stack, its pushed page, or the root.
    private static func page(of node: Node) -> Node {
        var page = node
        while !isPage(page), let parent = page.parent { page = parent }
        return page
    }

    private static func isPage(_ node: Node) -> Bool {
        node is NavigationStackNodeBase || node is PresentationRootNode
    }

    /// The first node below `page`, in tree order, not looking into nested pages.
    private static func first(in page: Node, where matches: (Node) -> Bool) -> Node? {
        for child in page.children where !isPage(child) {
            if matches(child) { return child }
            if let found = first(in: child, where: matches) { return found }
        }
        return nil
    }
}
