// Tree-structured data shown as rows: an element whose children key path gives a collection is
// a disclosure group (collapsed at first) labelled by its row, whose content is its children's
// outline; an element with nil children is a leaf row. `List(_:children:)` is a List of such an
// outline. Expanding a row is tapping its label, as for any DisclosureGroup.
// Evidence: Apple docs "OutlineGroup" ("computes views and disclosure groups on demand from an
// underlying collection of tree-structured, identified data"; "each child of a node with a nil
// children value is a leaf") and "List(_:children:rowContent:)" (hierarchical list, "the list
// can expand to display the children").

nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The top level: the data, or the one root.
    let elements: [Data.Element]
    let identify: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup: View, EngineProvidedView where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(data: elements, identifiedBy: identify) { row($0) }
    }

    @ViewBuilder private func row(_ element: Data.Element) -> some View {
        if let children = children(element) {
            DisclosureGroup {
                OutlineSubgroupChildren(children: AnyView(OutlineGroup(elements: Array(children), identify: identify, children: self.children, content: content)))
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(elements: [root], identify: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }

    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(elements: Array(data), identify: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(elements: [root], identify: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }

    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(elements: Array(data), identify: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }
}

/// The children of an expanded outline row: the outline of its children.
nonisolated public struct OutlineSubgroupChildren: View, EngineProvidedView {
    let children: AnyView
    public var body: some View { children }
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init(content: Content(data, children: children, content: rowContent), selection: nil)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(content: Content(data, id: id, children: children, content: rowContent), selection: nil)
    }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init(content: Content(data, children: children, content: rowContent), selection: selection.map(ListSelection.single))
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.init(content: Content(data, children: children, content: rowContent), selection: selection.map(ListSelection.multiple))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(content: Content(data, id: id, children: children, content: rowContent), selection: selection.map(ListSelection.single))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(content: Content(data, id: id, children: children, content: rowContent), selection: selection.map(ListSelection.multiple))
    }
}
