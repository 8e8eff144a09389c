import Foundation

/// `ForEach($items, editActions: [.delete, .move])` and `List($items, editActions: .all)`:
/// the rows offer the edits the actions name, and an edit writes the bound collection itself
/// (no `onDelete`/`onMove` closure), so the driver's `delete(row:)` and `move(row:to:)` remove
/// or reorder the elements of the binding.
/// Evidence: Apple's EditActions docs ("a set of edit actions on a collection of data that a
/// view can offer to a user"; `.delete` when the data is a RangeReplaceableCollection,
/// `.move` when it is a MutableCollection, `.all` every one the collection allows) and
/// WWDC22 "What's new in SwiftUI" (List with `editActions` edits the binding in place).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every edit the collection allows: deleting only when its elements can be removed.
    public static var all: EditActions<Data> { EditActions(rawValue: 0b11) }
}

extension EditActions where Data: RangeReplaceableCollection {
    public static var delete: EditActions<Data> { EditActions(rawValue: 0b01) }
}

extension EditActions where Data: MutableCollection {
    public static var move: EditActions<Data> { EditActions(rawValue: 0b10) }
}

extension EditActions {
    fileprivate var deletes: Bool { rawValue & 0b01 != 0 }
    fileprivate var moves: Bool { rawValue & 0b10 != 0 }

    /// The row actions these edits give a ForEach over `data`.
    func rowActions<C: MutableCollection & RandomAccessCollection>(on data: Binding<C>) -> RowActions {
        let location = data.location
        var actions = RowActions()
        if deletes, location.get() is any RangeReplaceableCollection & MutableCollection {
            actions.onDelete = { offsets in
                guard let removable = location.get() as? any RangeReplaceableCollection & MutableCollection,
                      let remaining = removing(offsets, from: removable) as? C else { return }
                location.set(remaining)
            }
        }
        if moves {
            actions.onMove = { source, destination in
                var moved = location.get()
                moved.move(fromOffsets: source, toOffset: destination)
                location.set(moved)
            }
        }
        return actions
    }
}

private func removing<R: RangeReplaceableCollection & MutableCollection>(_ offsets: IndexSet, from collection: R) -> R {
    var remaining = collection
    remaining.remove(atOffsets: offsets)
    return remaining
}

/// The row content of an editable ForEach: the row as the content closure built it.
public struct EditableCollectionContent<Content, Data> {
    let content: Content
}

extension EditableCollectionContent: View where Content: View {
    public var body: Content { content }
}

extension EditableCollectionContent: EngineProvidedView {}

/// An editable ForEach's data: the bound collection, whose elements the rows get as bindings.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: RandomAccessCollection {
    let count_: () -> Int
    let element: (Int) -> Binding<Base.Element>

    public typealias Index = Int
    public typealias Element = Binding<Base.Element>
    public var startIndex: Int { 0 }
    public var endIndex: Int { count_() }
    public subscript(position: Int) -> Binding<Base.Element> { element(position) }
}

extension IndexedIdentifierCollection where Base: MutableCollection & RandomAccessCollection {
    init(_ data: Binding<Base>) {
        count_ = { data.count }
        element = { data[data.index(data.startIndex, offsetBy: $0)] }
    }
}

extension ForEach where Content: View {
    public init<C: MutableCollection & RandomAccessCollection, R: View>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>, C.Element: Identifiable, C.Index: Hashable {
        self.init(IndexedIdentifierCollection(data), id: \.wrappedValue.id, editActions: editActions.rowActions(on: data), content: content)
    }

    public init<C: MutableCollection & RandomAccessCollection, R: View>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C.Index: Hashable {
        self.init(IndexedIdentifierCollection(data), id: (\Binding<C.Element>.wrappedValue).appending(path: id), editActions: editActions.rowActions(on: data), content: content)
    }

    private init<C, R: View>(_ rows: IndexedIdentifierCollection<C, ID>, id: KeyPath<Binding<C.Element>, ID>, editActions: RowActions, content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C> {
        self.init(rows, id: id) { Content(content: content($0)) }
        self.editActions = editActions
    }
}

extension List where SelectionValue == Never {
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: Content(data, editActions: editActions, content: rowContent), selection: nil)
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data.Index: Hashable {
        self.init(content: Content(data, id: id, editActions: editActions, content: rowContent), selection: nil)
    }
}

extension List {
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: Content(data, editActions: editActions, content: rowContent), selection: selection.map(ListSelection.single))
    }

    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: Content(data, editActions: editActions, content: rowContent), selection: selection.map(ListSelection.multiple))
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data.Index: Hashable {
        self.init(content: Content(data, id: id, editActions: editActions, content: rowContent), selection: selection.map(ListSelection.single))
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data.Index: Hashable {
        self.init(content: Content(data, id: id, editActions: editActions, content: rowContent), selection: selection.map(ListSelection.multiple))
    }
}
