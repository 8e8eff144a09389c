import Transcript
import Foundation

/// A scrolling list of rows. Rows come from its content; a ForEach inside registers each of
/// its rows (by the text the row shows) so the driver can `select(row:)`, `delete(row:)`,
/// `move(row:to:)` and `swipe(row:action:)`. With a selection binding, selecting a row writes
/// the row's id (its ForEach id or `.tag`) to the binding: a single value, or a set of values
/// that toggles. Evidence: Apple's List docs ("Supporting selection in lists": the binding
/// holds the ids of the selected rows; single or multiple selection).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let selection: ListSelection?

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ListNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// How a list reads and writes its selection, whatever the binding's type.
struct ListSelection {
    let isSelected: (AnyHashable) -> Bool
    let select: (AnyHashable) -> Void

    static func single<V: Hashable>(_ binding: Binding<V?>) -> ListSelection {
        let location = binding.location
        return ListSelection(isSelected: { location.get().map(AnyHashable.init) == $0 },
                             select: { if let value = $0.base as? V { location.set(value) } })
    }

    static func multiple<V: Hashable>(_ binding: Binding<Set<V>>) -> ListSelection {
        let location = binding.location
        return ListSelection(isSelected: { id in location.get().contains { AnyHashable($0) == id } },
                             select: { id in
                                 guard let value = id.base as? V else { return }
                                 var set = location.get()
                                 if set.contains(value) { set.remove(value) } else { set.insert(value) }
                                 location.set(set)
                             })
    }
}

struct ListSelectionKey: EnvironmentKey { static var defaultValue: ListSelection? { nil } }
struct InListKey: EnvironmentKey { static let defaultValue = false }
struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue = LazyLayout.listRowMinimum }

extension EnvironmentValues {
    /// The least height of a List's rows, read by the List it is set on (`list-row-minimum`).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}

final class ListNode<SelectionValue: Hashable, Content: View>: Node, ViewNode, LazyViewportOwner, PresentingNode {
    var view: List<SelectionValue, Content>
    var child: Node?
    /// A list is lazy: only the rows in its window are built (LazyRows.swift).
    private(set) var viewport: LazyViewport?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: List<SelectionValue, Content>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        viewport = LazyViewport(layout: .list(minimumRowHeight: environment.defaultMinListRowHeight), owner: self)
        graph.presenters.register(self)
        child = reconcile(nil, with: view.content, environment: contentEnvironment(environment), parent: self, graph: graph)
        viewport?.layoutRows()
    }

    var containerName: String { "List" }
    var needsPresentationUpdate: Bool { viewport?.needsLayout ?? false }
    func updatePresentation() {
        if let viewport, viewport.needsLayout { viewport.layoutRows() }
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    private var cached: (input: EnvironmentValues, output: EnvironmentValues)?

    private func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        if let cached, cached.input.isIdentical(to: environment) { return cached.output }
        var output = environment
        output.tracker = nil
        output[InListKey.self] = true
        output[ListSelectionKey.self] = view.selection
        output = lazyContentEnvironment(output)
        cached = (environment, output)
        return output
    }

    func update(view newValue: List<SelectionValue, Content>, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        cached = nil
        if let viewport, viewport.layout.minimumRowExtent != environment.defaultMinListRowHeight {
            viewport.layout = .list(minimumRowHeight: environment.defaultMinListRowHeight)
        }
        child = reconcile(child, with: view.content, environment: contentEnvironment(environment), parent: self, graph: graph)
        viewport?.layoutRows()
    }

    override func render(into screen: inout ScreenBuilder) {
        var selected: [String] = []
        if let selection = view.selection, let child {
            // A selected row outside the viewport is not built: it shows no label.
            for row in ListRows.rows(in: child) where selection.isSelected(row.id) {
                let label = ScreenBuilder.label(of: row.node)
                if !label.isEmpty { selected.append(label) }
            }
        }
        let details = [selected.isEmpty ? nil : "selected " + selected.map(quoted).joined(separator: ", "), viewport?.screenDetail]
        let detail = details.compactMap { $0 }.joined(separator: "; ")
        screen.node("List", role: .container, detail: detail.isEmpty ? nil : detail, frame: screen.frameToRecord(for: self),
                    look: ControlLook(.list(style: environment.listLook))) { inner in
            child?.render(into: &inner)
        }
    }

    override func collectPreferences(_ key: AnyPreferenceKey, into list: inout PreferenceList) {
        var inner = PreferenceList()
        super.collectPreferences(key, into: &inner)
        list.append(contentsOf: inner.combinedAsContainer(key))
    }
}

// A list scrolls its rows (its layout: FillingContainer, engine rule greedy-system-containers).
extension ListNode: ScrollingContainer {
    var scrollAxes: Axis.Set { .vertical }
}

/// The rows of a list: every ForEach row (by id), and every `.tag`ged view.
enum ListRows {
    static func rows(in node: Node) -> [(id: AnyHashable, node: Node)] {
        var result: [(AnyHashable, Node)] = []
        visit(node, into: &result)
        return result
    }

    private static func visit(_ node: Node, into result: inout [(AnyHashable, Node)]) {
        if let modifierNode = node as? AnyModifierNode, let tag = modifierNode.traits[TagTrait.self] {
            result.append((tag, node))
            return
        }
        if let forEach = node as? IdentifiedRows {
            for row in forEach.rows {
                let before = result.count
                visit(row.node, into: &result)
                if result.count == before { result.append(row) }
            }
            return
        }
        for child in node.children { visit(child, into: &result) }
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: nil)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    @_semantics("swiftui.requires_constant_range")
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<Binding<Data>, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }
}

extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map(ListSelection.single))
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map(ListSelection.multiple))
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.single))
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map(ListSelection.multiple))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map(ListSelection.single))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map(ListSelection.multiple))
    }
}
