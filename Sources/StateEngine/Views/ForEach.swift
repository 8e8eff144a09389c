// Evidence: WWDC21 "Demystify SwiftUI" (explicit identity: a ForEach row's identity and state follow its element's id).
/// Views computed from a collection; each element's view is identified by the element's id,
/// so its state follows the element when the collection is reordered.
/// Its content is views, or the content of another builder (a chart's marks, Charts'
/// `extension ForEach: ChartContent`), as SwiftUI's ForEach, which is a View only when its
/// content is.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// Set by `init(_:content:)` over a range, which reads its range once per identity.
    var readsInitialDataOnly = false
    /// Set by `init(_:editActions:content:)`: the edits its rows offer, writing the binding.
    var editActions: RowActions? = nil

    /// A ForEach of another builder's content (a framework's), identified by `id`.
    @_spi(Frameworks) public init(data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = id
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

extension ForEach where Content: View {
    /// `ForEach($items, id: \.name) { $item in ... }`: rows get bindings to their elements.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == Binding<C> {
        self.data = data
        self.content = content
        self.identify = { $0.wrappedValue[keyPath: id] }
    }
}

/// A view built from a collection (ForEach): what `onDelete`/`onMove` attach to.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    // Evidence: Apple docs, ForEach.init(_:content:) ("The instance only reads the initial value
    // of the provided data and doesn't need to identify views across updates"); SwiftOnTap,
    // ForEach (devler.cn/swiftontap/Structures/ForEach): a changed count does not update the view
    // and logs "ForEach(_:content:) should only be used for constant data". The attribute is
    // SwiftUI's (swiftlang/swift test of `swiftui.requires_constant_range`): Apple's compiler
    // warns "Non-constant range: argument must be an integer literal"; the Linux toolchain here
    // does not run that check.
    @_semantics("swiftui.requires_constant_range")
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
        self.readsInitialDataOnly = true
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ForEachNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: Node, IdentifiedRows, ViewNode {
    var items: [(id: ID, node: Node)] = []
    /// The range a constant-range ForEach read when it was made (see `readsInitialDataOnly`).
    private var initialData: Data?
    /// The view's own edit actions (EditActions.swift).
    private var editActions: RowActions?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: ForEach<Data, ID, Content>) {
        super.init(graph: graph, parent: parent, environment: environment)
        apply(view)
    }

    override var children: [Node] { items.map(\.node) }

    func update(view newValue: ForEach<Data, ID, Content>, environment: EnvironmentValues) {
        self.environment = environment
        apply(newValue)
    }

    private func apply(_ view: ForEach<Data, ID, Content>) {
        editActions = view.editActions
        var existing: [ID: Node] = [:]
        for item in items { existing[item.id] = item.node }
        var seen = Set<ID>()
        let owner = owningHost
        var newItems: [(id: ID, node: Node)] = []
        var structureChanged = false
        for element in rowData(of: view) {
            let id = view.identify(element)
            // Chosen [foreach-duplicate-id-skipped]: a repeated id keeps its first row only; SwiftUI calls the result undefined.
            if !seen.insert(id).inserted {
                graph.warn("ForEach<\(TypeNames.name(of: Data.self)), \(TypeNames.name(of: ID.self)), \(TypeNames.name(of: Content.self))>: the ID \(id) occurs multiple times within the collection, this will give undefined results!")
                continue
            }
            let old = existing.removeValue(forKey: id)
            if old == nil { structureChanged = true }
            let node: Node
            if environment.lazyViewport != nil, !(Content.self is LazyRowGroup.Type) {
                // In a lazy container the ids are all resolved but a row's content is made only
                // when the viewport builds it (LazyRows.swift).
                node = lazyRow(old, id: id, makeView: { [content = view.content, weak owner] in
                    ObservationTracking.trackContent(owner: owner) { content(element) }
                })
            } else {
                let row = ObservationTracking.trackContent(owner: owner) { view.content(element) }
                node = reconcile(old, with: row, environment: rowEnvironment(environment), parent: self, graph: graph)
            }
            newItems.append((id, node))
        }
        for item in items where existing[item.id] != nil {
            item.node.teardown()
            structureChanged = true
        }
        if !structureChanged && newItems.map(\.id) != items.map(\.id) { structureChanged = true }
        items = newItems
        if structureChanged { markChanged() }
    }

    /// The data the rows come from: a constant-range ForEach keeps the range it first read and
    /// reports a later one of another count, as SwiftUI does.
    private func rowData(of view: ForEach<Data, ID, Content>) -> Data {
        guard view.readsInitialDataOnly else { return view.data }
        guard let initialData else {
            initialData = view.data
            return view.data
        }
        if view.data.count != initialData.count {
            graph.warn("ForEach<\(TypeNames.name(of: Data.self)), \(TypeNames.name(of: ID.self)), \(TypeNames.name(of: Content.self))> count (\(view.data.count)) != its initial count (\(initialData.count)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!")
        }
        return initialData
    }

    private func lazyRow(_ existing: Node?, id: ID, makeView: @escaping () -> any View) -> Node {
        if let row = existing as? LazyRowNode, row.isAlive {
            row.update(makeView: makeView, environment: rowEnvironment(environment))
            return row
        }
        existing?.teardown()
        return LazyRowNode(graph: graph, parent: self, environment: rowEnvironment(environment), id: AnyHashable(id), viewType: Content.self, makeView: makeView)
    }

    private var cachedRowEnvironment: (input: EnvironmentValues, output: EnvironmentValues)?

    /// Rows do not inherit this ForEach's onDelete/onMove (a nested ForEach has its own).
    private func rowEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard environment[RowActionsKey.self] != nil else { return environment }
        if let cachedRowEnvironment, cachedRowEnvironment.input.isIdentical(to: environment) { return cachedRowEnvironment.output }
        var output = environment
        output.tracker = nil
        output[RowActionsKey.self] = nil
        cachedRowEnvironment = (environment, output)
        return output
    }

    var rows: [(id: AnyHashable, node: Node)] { items.map { (AnyHashable($0.id), $0.node) } }

    /// Rows register what a list lets the user do with them (select, delete, move, swipe).
    override func render(into screen: inout ScreenBuilder) {
        let inList = environment[InListKey.self]
        // An `onDelete`/`onMove` on this ForEach replaces the edit its edit actions offer.
        var actions = environment[RowActionsKey.self]
        if let editActions {
            actions = RowActions(onDelete: actions?.onDelete ?? editActions.onDelete, onMove: actions?.onMove ?? editActions.onMove)
        }
        guard inList || actions != nil else {
            super.render(into: &screen)
            return
        }
        let selection = environment[ListSelectionKey.self]
        for (index, item) in items.enumerated() {
            // A row outside a lazy container's viewport is not on screen.
            if let row = item.node as? LazyRowNode, !row.isBuilt { continue }
            let textStart = screen.texts.count
            let controlStart = screen.controls.count
            let tappableStart = screen.tappables.count
            let outerRestrictions = (screen.rowRestrictions, screen.rowRestrictionsSet)
            (screen.rowRestrictions, screen.rowRestrictionsSet) = ([], [])
            item.node.render(into: &screen)
            let restrictions = environment[RowRestrictionsKey.self].subtracting(screen.rowRestrictionsSet).union(screen.rowRestrictions)
            (screen.rowRestrictions, screen.rowRestrictionsSet) = outerRestrictions
            // Swipe actions registered inside the row belong to it.
            let inside = screen.controls[controlStart...]
            var texts = Array(screen.texts[textStart...])
            // A row that is only a control (a Toggle, a Stepper) is named by the control's label.
            if texts.isEmpty { texts = (screen.tappables[tappableStart...].map(\.label) + inside.map(\.label)).filter { !$0.isEmpty } }
            var row = ScreenControl.Row(index: index, swipeActions: inside.flatMap { $0.kind == .swipeActions ? $0.swipeActions : [] })
            screen.controls.removeSubrange(controlStart...)
            screen.controls.append(contentsOf: inside.filter { $0.kind != .swipeActions })
            // Evidence: Apple docs onDelete(perform:)/onMove(perform:) (index sets; move's destination is an offset before removal).
            if let delete = actions?.onDelete, !restrictions.contains(.delete) { row.delete = { delete(IndexSet(integer: index)) } }
            if let move = actions?.onMove, !restrictions.contains(.move) {
                let count = items.count
                // `to` is the row's final position; onMove takes the offset before removal.
                row.move = { target in move(IndexSet(integer: index), target > index ? Swift.min(target + 1, count) : target) }
            }
            // Evidence: Apple docs "List" (Supporting selection in lists: a row's id, or its tag, is its selection value).
            if let selection, !restrictions.contains(.selection) {
                // An explicit `.tag` in the row is its selection value; otherwise its id.
                let id = ListRows.rows(in: item.node).first?.id ?? AnyHashable(item.id)
                row.select = { selection.select(id) }
            }
            let label = ScreenBuilder.visibleLabel(texts: texts, symbols: [])
            screen.controls.append(ScreenControl(.row(row), label: label, layer: screen.layer, isEnabled: environment.isEnabled))
            if let menu = environment[SelectionContextMenuKey.self]?.behavior {
                let selected = selection.map { selection in Set(rowIDs.filter(selection.isSelected)) } ?? []
                menu.decorateRow(id: rowIDs[index], selected: selected, label: label, texts: texts, isEnabled: environment.isEnabled, into: &screen)
            }
        }
    }

    /// Each row's selection value: an explicit `.tag` in the row, otherwise its id.
    private var rowIDs: [AnyHashable] {
        items.map { ListRows.rows(in: $0.node).first?.id ?? AnyHashable($0.id) }
    }
}
