import Foundation

// Drag and drop: `draggable` makes a view a source of one transferable item, `dropDestination`
// and `onDrop(of:delegate:)` make a view take drops. The driver's `dragAndDrop(from:to:)` step
// finds both by the text they show and runs the drop as iOS does (Steps+DragAndDrop.swift).
// Evidence: Apple docs draggable(_:) ("Activates this view as the source of a drag and drop
// operation"; "payload: A closure that returns a single instance or a value conforming to
// Transferable that represents the draggable data from this view"), dropDestination(for:
// action:isTargeted:) ("Defines the destination of a drag and drop operation that handles the
// dropped content with a closure that you specify"; "The drop destination is the same size and
// position as this view"), "Making a view into a drag source" and "Adopting drag and drop using
// SwiftUI".

/// What a drag source offers when a drag starts: its item, as a transfer offer.
struct DragSource {
    let offer: () -> TransferOffer
}

/// What a drop destination does with a drop, in the order iOS calls it.
struct DropTarget {
    /// Runs the drop of `offer`: each phase is its own user event (the driver settles
    /// between them), so a view that reads `isTargeted` is drawn while targeted.
    let phases: (TransferOffer) -> [() -> Void]
}

nonisolated public struct _DraggableModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let source: DragSource
    func makeBehavior() -> ModifierBehavior<Self> { DragAndDropBehavior { .dragSource($0.source) } }
}

nonisolated public struct _DropDestinationModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let target: DropTarget
    let isEnabled: Bool
    func makeBehavior() -> ModifierBehavior<Self> { DragAndDropBehavior { $0.isEnabled ? .dropTarget($0.target) : nil } }
}

/// Registers the view as a drag source or a drop destination, under the texts it shows.
final class DragAndDropBehavior<Modifier: ViewModifier & PrimitiveModifier>: ModifierBehavior<Modifier>, ScreenContributor {
    let action: (Modifier) -> ScreenControl.Action?
    var modifier: Modifier?

    init(_ action: @escaping (Modifier) -> ScreenControl.Action?) {
        self.action = action
    }

    override func update(modifier: Modifier) {
        self.modifier = modifier
    }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        let textStart = screen.texts.count
        content?.render(into: &screen)
        guard let modifier, let action = action(modifier) else { return }
        let texts = Array(screen.texts[textStart...])
        var control = ScreenControl(action, label: ScreenBuilder.visibleLabel(texts: texts, symbols: []), layer: screen.layer,
                                    isEnabled: node.environment.isEnabled)
        control.texts = texts
        screen.controls.append(control)
    }
}

nonisolated extension View {
    /// The payload is read when the drag starts, not when the view is drawn.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(_DraggableModifier(source: DragSource { TransferOffer(payload()) }))
    }

    /// The preview is what follows the finger (visual; the engine does not draw it).
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        modifier(_DraggableModifier(source: DragSource { TransferOffer(payload()) }))
    }

    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(_DropDestinationModifier(target: DropTarget { offer in
            DropDelivery.phases(of: offer, as: T.self, isTargeted: isTargeted) { items in _ = action(items, .zero) }
        }, isEnabled: true))
    }

    /// iOS 26's form: the action gets the drop session; `isEnabled` false takes no drops.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, isEnabled: Bool = true, action: @escaping (_ items: [T], _ session: DropSession) -> Void
    ) -> some View {
        modifier(_DropDestinationModifier(target: DropTarget { offer in
            DropDelivery.phases(of: offer, as: T.self, isTargeted: { _ in }) { items in action(items, DropSession(location: .zero)) }
        }, isEnabled: isEnabled))
    }

    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(_DropDestinationModifier(target: DropTarget { offer in
            DropDelivery.phases(of: offer, types: supportedContentTypes, delegate: delegate)
        }, isEnabled: true))
    }
}

/// How a drop reaches the destination's code.
enum DropDelivery {
    /// A drop on `dropDestination(for: T.self)`: a drag whose item has a format `T` imports
    /// targets the view (isTargeted true), the drop ends the drag (isTargeted false), then
    /// the items, converted to `T`, reach the action. An item of no format `T` imports does
    /// not target the view, and nothing runs.
    // Evidence: Apple docs dropDestination(for:action:isTargeted:) ("isTargeted: The closure
    // that's called when a drag and drop operation enters or exits the drop target area. The
    // closure receives true when the cursor is inside the area, and false when the cursor is
    // outside"; "payloadType: The expected type of the dropped models"; "action: A closure that
    // takes the dropped content and responds appropriately").
    // Chosen [drop-loads-after-drop]: the items are converted once the finger lifts (the system
    // loads them asynchronously after the drop), so isTargeted(false) comes before the action;
    // a drop whose items all fail to convert calls no action; the location is the view's
    // origin, (0, 0), as the step does not place the finger.
    static func phases<T: Transferable>(of offer: TransferOffer, as type: T.Type, isTargeted: @escaping (Bool) -> Void,
                                        deliver: @escaping ([T]) -> Void) -> [() -> Void] {
        let accepted = T.transferFormats.filter { $0.importer != nil }.map(\.contentType)
        guard offer.conforms(toAny: accepted) else { return [] }
        return [
            { isTargeted(true) },
            {
                isTargeted(false)
                let items = [offer.load(T.self)].compactMap { $0 }
                if !items.isEmpty { deliver(items) }
            },
        ]
    }

    /// A drop on `onDrop(of:delegate:)`: validateDrop, then dropEntered and dropUpdated as the
    /// drag enters, then performDrop when the finger lifts (unless the proposal forbids or
    /// cancels it), then dropExited.
    // Evidence: Apple docs DropDelegate ("validateDrop(info:) Tells the delegate that a drop
    // containing items conforming to one of the expected types entered a view that accepts
    // drops"; its default implementation returns true if the drop has items conforming to the
    // types given to onDrop; "dropEntered(info:)", "dropUpdated(info:) ... returns a drop
    // proposal", "performDrop(info:) Tells the delegate it can request the item provider data
    // from the DropInfo", "dropExited(info:) Tells the delegate a validated drop operation has
    // exited the modified view"). A drag of no supported type does not validate.
    // Chosen [drop-delegate-order]: dropExited runs after performDrop, as the drag session ends
    // over the view; a proposal of .forbidden or .cancel skips performDrop.
    static func phases(of offer: TransferOffer, types: [UTType], delegate: any DropDelegate) -> [() -> Void] {
        let info = DropInfo(location: .zero, offer: offer, supportedTypes: types)
        // The delegate is main-actor code; drops run as user events, on the engine's main actor.
        guard offer.conforms(toAny: types), runAsMainActor(delegate, info, { $0.validateDrop(info: $1) }) else { return [] }
        var proposal: DropProposal?
        return [
            {
                runAsMainActor(delegate, info) { $0.dropEntered(info: $1) }
                proposal = runAsMainActor(delegate, info) { $0.dropUpdated(info: $1) }
            },
            {
                if proposal.map({ $0.operation != .forbidden && $0.operation != .cancel }) ?? true {
                    _ = runAsMainActor(delegate, info) { $0.performDrop(info: $1) }
                }
                runAsMainActor(delegate, info) { $0.dropExited(info: $1) }
            },
        ]
    }
}
