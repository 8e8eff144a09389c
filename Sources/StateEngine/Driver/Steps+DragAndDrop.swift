/// The drag-and-drop step.
extension Driver {
    /// Drags the item of the view showing `source` (a `draggable`) and drops it on the view
    /// showing `destination` (a `dropDestination` or `onDrop(of:delegate:)`), both found by
    /// the rule `tap` uses. The source's payload is read as the drag starts; the destination
    /// runs the drop in iOS's order, each phase its own event (DropDelivery). A destination
    /// that takes none of the item's formats is not targeted, and nothing happens.
    public func dragAndDrop(from source: String, to destination: String) throws {
        try step("drag \(quoted(source)) and drop on \(quoted(destination))") {
            let screen = renderScreen()
            let from = try findControl(source, kind: .dragSource, in: screen)
            let to = try findControl(destination, kind: .dropTarget, in: screen)
            guard let drag = from.dragSource, let drop = to.dropTarget else { return }
            var offer: TransferOffer?
            perform { offer = drag.offer() }
            guard let offer, !offer.formats.isEmpty else {
                throw Failure(.nothingToDrag(label: source), details: screenDetails)
            }
            for phase in drop.phases(offer) {
                perform(phase)
                settleAndDrainQueue()
            }
        }
    }
}
