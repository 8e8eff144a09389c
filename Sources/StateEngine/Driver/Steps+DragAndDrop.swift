/// The drag-and-drop step.
extension Driver {
    /// Drags the item of the view showing `source` (a `draggable`, or a drag container's
    /// `draggable(containerItemID:)`) and drops it on the view showing `destination` (a
    /// `dropDestination` or `onDrop(of:delegate:)`), both found by the rule `tap` uses. The
    /// source's items are read as the drag starts; the source's `onDragSessionUpdated`
    /// observers see the drag lift, then end with what the destination performed; the
    /// destination runs the drop in iOS's order, each phase its own event (DropDelivery). A
    /// destination that takes none of the items' formats is not targeted, and the drag ends
    /// cancelled.
    public func dragAndDrop(from source: String, to destination: String) throws {
        try step("drag \(quoted(source)) and drop on \(quoted(destination))") {
            let screen = renderScreen()
            let from = try findControl(source, kind: .dragSource, in: screen)
            let to = try findControl(destination, kind: .dropTarget, in: screen)
            guard let drag = from.dragSource, let drop = to.dropTarget else { return }
            var items: DragItems?
            perform { items = drag.items() }
            guard let items, !items.offers.isEmpty, items.offers.allSatisfy({ !$0.formats.isEmpty }) else {
                throw Failure(.nothingToDrag(label: source), details: screenDetails)
            }
            // Each step's session is told apart by when it started.
            let sessionID = events.count
            let tell = { (phase: DragSession.Phase) in
                let session = DragSession(id: DragSession.ID(number: sessionID), phase: phase,
                                          draggedItemIndex: items.draggedIndex, itemIDs: items.ids)
                for observer in drag.observers { observer(session) }
            }
            // The lift is one event, initial then active (rule drag-session-phases).
            if !drag.observers.isEmpty {
                perform { tell(.initial); tell(.active) }
                settleAndDrainQueue()
            }
            let request = DropRequest(items: items, suggestedOperations: drag.configuration.suggestedOperations, sessionID: sessionID)
            for phase in drop.phases(request) {
                perform(phase)
                settleAndDrainQueue()
            }
            if !drag.observers.isEmpty {
                perform {
                    tell(.ended(request.performed))
                    if request.performed == .copy || request.performed == .move { tell(.dataTransferCompleted) }
                }
                settleAndDrainQueue()
            }
        }
    }
}
