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

/// What a drag carries: one item for `draggable(_:)`, the items a drag container gives for
/// the dragged ids (DragContainer.swift).
struct DragItems {
    var offers: [TransferOffer]
    /// The dragged items' ids (a drag container's); empty for `draggable(_:)`.
    var ids: [AnyHashable] = []
    /// The index among them of the item under the finger.
    var draggedIndex = 0
}

/// What a drag source offers when a drag starts, with what the views around it say about the
/// drag (its `dragConfiguration` and `onDragSessionUpdated` observers).
struct DragSource {
    let items: () -> DragItems
    let configuration: DragConfiguration
    let observers: [(DragSession) -> Void]

    init(items: @escaping () -> DragItems, environment: EnvironmentValues) {
        self.items = items
        configuration = environment[DragConfigurationKey.self]
        observers = environment[DragSessionObserversKey.self]
    }
}

/// A drag arriving at a destination: what it carries and allows; the destination's phases
/// write what the drop performed.
final class DropRequest {
    let items: DragItems
    let suggestedOperations: DropOperation.Set
    let sessionID: Int
    /// What the drop did: `.cancel` until the destination takes the items.
    var performed: DropOperation = .cancel

    init(items: DragItems, suggestedOperations: DropOperation.Set, sessionID: Int) {
        self.items = items
        self.suggestedOperations = suggestedOperations
        self.sessionID = sessionID
    }
}

/// What a drop destination does with a drop, in the order iOS calls it.
struct DropTarget {
    /// Runs the drop of a request: each phase is its own user event (the driver settles
    /// between them), so a view that reads `isTargeted` is drawn while targeted.
    let phases: (DropRequest) -> [() -> Void]
}

nonisolated public struct _DraggableModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    /// The source, made with the environment where the view is (nil: nothing to drag from).
    let source: (EnvironmentValues) -> DragSource?
    func makeBehavior() -> ModifierBehavior<Self> { DragAndDropBehavior { modifier, environment in modifier.source(environment).map { .dragSource($0) } } }
}

nonisolated public struct _DropDestinationModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let target: (EnvironmentValues) -> DropTarget
    let isEnabled: Bool
    func makeBehavior() -> ModifierBehavior<Self> { DragAndDropBehavior { $0.isEnabled ? .dropTarget($0.target($1)) : nil } }
}

/// Registers the view as a drag source or a drop destination, under the texts it shows.
final class DragAndDropBehavior<Modifier: ViewModifier & PrimitiveModifier>: ModifierBehavior<Modifier>, ScreenContributor {
    let action: (Modifier, EnvironmentValues) -> ScreenControl.Action?
    var modifier: Modifier?

    init(_ action: @escaping (Modifier, EnvironmentValues) -> ScreenControl.Action?) {
        self.action = action
    }

    override func update(modifier: Modifier) {
        self.modifier = modifier
    }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        let textStart = screen.texts.count
        content?.render(into: &screen)
        guard let modifier, let action = action(modifier, node.environment) else { return }
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
        modifier(_DraggableModifier { DragSource(items: { DragItems(offers: [TransferOffer(payload())]) }, environment: $0) })
    }

    /// The preview is what follows the finger (visual; the engine does not draw it).
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        modifier(_DraggableModifier { DragSource(items: { DragItems(offers: [TransferOffer(payload())]) }, environment: $0) })
    }

    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(_DropDestinationModifier(target: { environment in DropTarget { request in
            DropDelivery.phases(of: request, as: T.self, environment: environment, isTargeted: isTargeted) { items, _ in action(items, .zero) }
        } }, isEnabled: true))
    }

    /// iOS 26's form: the action gets the drop session; `isEnabled` false takes no drops.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, isEnabled: Bool = true, action: @escaping (_ items: [T], _ session: DropSession) -> Void
    ) -> some View {
        modifier(_DropDestinationModifier(target: { environment in DropTarget { request in
            DropDelivery.phases(of: request, as: T.self, environment: environment, isTargeted: { _ in }) { items, session in
                action(items, session)
                return true
            }
        } }, isEnabled: isEnabled))
    }

    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(_DropDestinationModifier(target: { _ in DropTarget { request in
            DropDelivery.phases(of: request, types: supportedContentTypes, delegate: delegate)
        } }, isEnabled: true))
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
    // Chosen [drop-session-operation]: see docs/ENGINE-RULES.md (copy unless a dropConfiguration
    // asks otherwise; an action that returns false performs nothing; the session's phases).
    static func phases<T: Transferable>(of request: DropRequest, as type: T.Type, environment: EnvironmentValues,
                                        isTargeted: @escaping (Bool) -> Void,
                                        deliver: @escaping ([T], DropSession) -> Bool) -> [() -> Void] {
        let accepted = T.transferFormats.filter { $0.importer != nil }.map(\.contentType)
        guard request.items.offers.contains(where: { $0.conforms(toAny: accepted) }) else { return [] }
        let configure = environment[DropConfigurationKey.self]
        let observers = environment[DropSessionObserversKey.self]
        func session(_ phase: DropSession.Phase) -> DropSession {
            DropSession(id: request.sessionID, phase: phase, itemsCount: request.items.offers.count,
                        suggestedOperations: request.suggestedOperations)
        }
        func tell(_ phase: DropSession.Phase) {
            let current = session(phase)
            for observer in observers { observer(current) }
        }
        return [
            {
                isTargeted(true)
                tell(.entering)
                tell(.active)
            },
            {
                isTargeted(false)
                let operation = performedOperation(configure?(session(.active)).operation ?? .copy, allowed: request.suggestedOperations)
                var delivered = false
                if operation == .copy || operation == .move {
                    let items = request.items.offers.compactMap { $0.load(T.self) }
                    if !items.isEmpty { delivered = deliver(items, session(.active)) }
                }
                request.performed = delivered ? operation : .cancel
                tell(.ended(request.performed))
                if delivered { tell(.dataTransferCompleted) }
            },
        ]
    }

    /// The operation a destination's choice comes to, given what the source allows.
    // Evidence: Apple docs UIDropOperation.move ("You may use this operation only if the drop
    // session's allowsMoveOperation property is true; otherwise, it's treated as a cancel
    // operation"), OperationsWithinApp.init(allowMove:) ("Copy operation is always allowed").
    static func performedOperation(_ asked: DropOperation, allowed: DropOperation.Set) -> DropOperation {
        switch asked {
        case .move: allowed.contains(.move) ? .move : .cancel
        case .copy: allowed.contains(.copy) ? .copy : .cancel
        case .cancel, .forbidden: asked
        }
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
    static func phases(of request: DropRequest, types: [UTType], delegate: any DropDelegate) -> [() -> Void] {
        // The delegate sees the item under the finger, the first.
        guard let offer = request.items.offers.first else { return [] }
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
                let operation = proposal?.operation ?? .copy
                if operation != .forbidden && operation != .cancel {
                    if runAsMainActor(delegate, info, { $0.performDrop(info: $1) }) { request.performed = operation }
                }
                runAsMainActor(delegate, info) { $0.dropExited(info: $1) }
            },
        ]
    }
}
