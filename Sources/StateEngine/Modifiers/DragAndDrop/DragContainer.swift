import Foundation

// Drag containers: the views inside name only their item's id (`draggable(containerItemID:)`)
// and the container turns the dragged ids into the items a drag carries, as the drag starts.
// A view whose id is in the container's selection (`dragContainerSelection`) drags the whole
// selection; any other view drags its own item.
// Evidence: Apple docs dragContainer(for:in:_:) ("A container with draggable views where the
// drag payload is based on multiple identifiers of dragged items"; payload: "A closure which is
// called when a drag operation begins. As an argument, the closure receives either the
// identifiers of all the selected items, if the dragged item is a part of selection or only the
// identifier of the dragged item"), draggable(containerItemID:containerNamespace:) ("Inside a
// drag container, activates this view as the source of a drag and drop operation"; it gives
// only the identifier, so the payload is built lazily), dragContainerSelection(_:containerNamespace:)
// ("A drag container finds the nearest enclosing dragContainerSelection with the same item
// identifier type"; "Drag container uses the provided selected item identifiers to determine
// what the drag payload should be").
// Chosen [drag-container-nearest]: see docs/ENGINE-RULES.md.

/// A drag container as the views inside find it.
struct DragContainerEntry {
    let idType: ObjectIdentifier
    /// The items for the dragged ids, in their order.
    let payload: ([AnyHashable]) -> [TransferOffer]
}

/// A selection a drag container drags from, as the views inside find it.
struct DragContainerSelectionEntry {
    let idType: ObjectIdentifier
    let selection: () -> [AnyHashable]
}

/// Innermost last.
struct DragContainersKey: EnvironmentKey { static var defaultValue: [DragContainerEntry] { [] } }
struct DragContainerSelectionsKey: EnvironmentKey { static var defaultValue: [DragContainerSelectionEntry] { [] } }

nonisolated extension View {
    public func dragContainer<Item: Transferable & Identifiable, Data: Collection>(
        for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil,
        _ payload: @escaping ([Item.ID]) -> Data
    ) -> some View where Item == Data.Element, Item.ID: Sendable {
        let entry = DragContainerEntry(idType: ObjectIdentifier(Item.ID.self)) { ids in
            payload(ids.compactMap { $0.base as? Item.ID }).map { TransferOffer($0) }
        }
        return modifier(_EnvironmentWritingModifier(transform: { $0[DragContainersKey.self].append(entry) }, comparable: nil))
    }

    public func dragContainerSelection<ItemID: Hashable & Sendable>(
        _ selection: @autoclosure @escaping () -> [ItemID], containerNamespace: Namespace.ID? = nil
    ) -> some View {
        let entry = DragContainerSelectionEntry(idType: ObjectIdentifier(ItemID.self)) { selection().map(AnyHashable.init) }
        return modifier(_EnvironmentWritingModifier(transform: { $0[DragContainerSelectionsKey.self].append(entry) }, comparable: nil))
    }

    /// Outside a drag container of its id's type, the view offers nothing to drag.
    public func draggable<ItemID: Hashable & Sendable>(containerItemID: ItemID, containerNamespace: Namespace.ID? = nil) -> some View {
        modifier(_DraggableModifier { environment in
            let type = ObjectIdentifier(ItemID.self)
            guard let container = environment[DragContainersKey.self].last(where: { $0.idType == type }) else { return nil }
            let selection = environment[DragContainerSelectionsKey.self].last(where: { $0.idType == type })
            let id = AnyHashable(containerItemID)
            return DragSource(items: {
                let selected = selection?.selection() ?? []
                let ids = selected.contains(id) ? selected : [id]
                return DragItems(offers: container.payload(ids), ids: ids, draggedIndex: ids.firstIndex(of: id) ?? 0)
            }, environment: environment)
        })
    }
}
