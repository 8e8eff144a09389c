/// Views computed from a collection; each element's view is identified by the element's id,
/// so its state follows the element when the collection is reordered.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
    }
}

extension ForEach: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ForEachNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: Node {
    var items: [(id: ID, node: Node)] = []

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: ForEach<Data, ID, Content>) {
        super.init(graph: graph, parent: parent, environment: environment)
        apply(view)
    }

    override var viewType: ObjectIdentifier { ObjectIdentifier(ForEach<Data, ID, Content>.self) }
    override var children: [Node] { items.map(\.node) }

    override func update(view newValue: Any, environment: EnvironmentValues) {
        self.environment = environment
        apply(newValue as! ForEach<Data, ID, Content>)
    }

    private func apply(_ view: ForEach<Data, ID, Content>) {
        var existing: [ID: Node] = [:]
        for item in items { existing[item.id] = item.node }
        var seen = Set<ID>()
        var newItems: [(id: ID, node: Node)] = []
        var structureChanged = false
        for element in view.data {
            let id = view.identify(element)
            if !seen.insert(id).inserted {
                graph.warn("ForEach<\(TypeNames.name(of: Data.self)), \(TypeNames.name(of: ID.self)), \(TypeNames.name(of: Content.self))>: the ID \(id) occurs multiple times within the collection, this will give undefined results!")
                continue
            }
            let old = existing.removeValue(forKey: id)
            if old == nil { structureChanged = true }
            let node = reconcile(old, with: view.content(element), environment: environment, parent: self, graph: graph)
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

    override func collectPreferences(_ key: AnyPreferenceKey, into list: inout PreferenceList) {
        list.containsDynamic = true
        super.collectPreferences(key, into: &list)
    }
}
