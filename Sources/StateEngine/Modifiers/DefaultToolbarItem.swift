/// iOS 26's `DefaultToolbarItem`: a toolbar item that stands for one the system adds, so the
/// program decides where it goes. `.search` moves the field of the page's `searchable` into
/// the toolbar, at the item's position among the toolbar's items: the screen shows the
/// `SearchField` there (after the content, as the engine shows toolbar items) with the
/// placement it was given, and not above the content; typing, submitting and cancelling work
/// on it as before. The page is the navigation stack's root, a pushed page or a sheet (or the
/// whole screen without a stack): the toolbar and the `searchable` may be written in either
/// order (`PageSearchItems`).
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
    /// The page this item was built on; a `.search` item is registered there.
    private weak var page: PageSearchItems?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, item: DefaultToolbarItem) {
        self.item = item
        super.init(graph: graph, parent: parent, environment: environment)
        page = environment.pageSearchItems
        if item.kind == .search { page?.register(self) }
    }

    func update(view: DefaultToolbarItem, environment: EnvironmentValues) {
        if view.kind != item.kind {
            if view.kind == .search { page?.register(self) } else { page?.unregister(self) }
        }
        item = view
        self.environment = environment
    }

    override func willTeardown() { page?.unregister(self) }

    override func render(into screen: inout ScreenBuilder) {
        guard item.kind == .search, let search = page?.searchable(movedBy: self) else { return }
        let placement = item.placement == .automatic ? "toolbar" : "\(item.placement)"
        search.renderField(into: &screen, toolbarPlacement: placement)
    }
}

/// A page's `searchable` fields and `DefaultToolbarItem(kind: .search)` items, each registered
/// when it is built and unregistered when it leaves, as `navigationDestination(for:)`
/// registers with its stack's context: the first field and the first item are paired, so the
/// field is drawn exactly once, and neither looks through the page for the other. A page is
/// the screen, a navigation stack's root, or a presented tree (a pushed page, a sheet): each
/// puts its own in its content's environment, so the toolbar and the `searchable` may be
/// written in either order and a pushed page's toolbar moves only its own field.
// Chosen [search-item-pairing]: with several fields or items on one page, the first built of
// each (tree order at the page's first build) is paired.
final class PageSearchItems {
    /// Weak: a field or item that leaves unregisters itself, but a graph discarded whole
    /// (a relaunch) tears nothing down.
    private struct WeakField { weak var field: SearchableBehavior? }
    private struct WeakItem { weak var item: DefaultToolbarItemNode? }
    private var fields: [WeakField] = []
    private var items: [WeakItem] = []

    func register(_ field: SearchableBehavior) {
        if !fields.contains(where: { $0.field === field }) { fields.append(WeakField(field: field)) }
    }

    func unregister(_ field: SearchableBehavior) { fields.removeAll { $0.field == nil || $0.field === field } }

    func register(_ item: DefaultToolbarItemNode) {
        if !items.contains(where: { $0.item === item }) { items.append(WeakItem(item: item)) }
    }

    func unregister(_ item: DefaultToolbarItemNode) { items.removeAll { $0.item == nil || $0.item === item } }

    private var firstField: SearchableBehavior? {
        fields.lazy.compactMap(\.field).first { $0.node.isAlive }
    }

    private var firstItem: DefaultToolbarItemNode? {
        items.lazy.compactMap(\.item).first { $0.isAlive }
    }

    /// The item that draws `field` in the toolbar, if `field` is the page's first.
    func item(movingFieldOf field: SearchableBehavior) -> DefaultToolbarItemNode? {
        firstField === field ? firstItem : nil
    }

    /// The field `item` draws, if `item` is the page's first.
    func searchable(movedBy item: DefaultToolbarItemNode) -> SearchableBehavior? {
        firstItem === item ? firstField : nil
    }
}

struct PageSearchItemsKey: EnvironmentKey { static var defaultValue: PageSearchItems? { nil } }

extension EnvironmentValues {
    var pageSearchItems: PageSearchItems? {
        get { self[PageSearchItemsKey.self] }
        set { self[PageSearchItemsKey.self] = newValue }
    }
}
