import Foundation

// iOS 26's drag and drop sessions: what a drag source allows (`dragConfiguration`), what a
// destination chooses (`dropConfiguration`), and the sessions each side follows
// (`onDragSessionUpdated`, `onDropSessionUpdated`). The driver's `dragAndDrop(from:to:)` step
// runs them (Steps+DragAndDrop.swift); each modifier reaches the drag sources and drop
// destinations inside the view it modifies, through the environment.
// Evidence: Apple docs DragConfiguration ("By default, only copy is allowed. To support
// drag-to-move, where the source item is removed after a successful drop, initialize with
// allowMove: true"; "each destination chooses which operation to perform ... observe the drag
// session using onDragSessionUpdated(_:)": `if session.phase == .ended(.move) { removeItem() }`),
// DragConfiguration.init(allowMove:) ("iOS supports drag-to-move operations only within an
// application"), OperationsWithinApp.init(allowMove:) ("Copy operation is always allowed"),
// DropConfiguration.init(operation:) ("Creates a configuration value with the operation ... by the drop destination"),
// dropConfiguration(_:) (the destination "prefers drop operation move in a case when the
// source supports it ... If the source does not support moving images, the destination will
// make copies"), UIDropOperation.move ("You may use this operation only if the drop session's
// allowsMoveOperation property is true; otherwise, it's treated as a cancel operation").

/// The operations a drag source proposes.
public struct DragConfiguration: Sendable {
    /// For drops inside the app: copy always, move when allowed.
    public struct OperationsWithinApp: Sendable {
        let allowMove: Bool
        public init(allowMove: Bool = false) { self.allowMove = allowMove }
    }

    /// For drops in other apps. StateEngine: inert (the virtual iPhone runs one app).
    public struct OperationsOutsideApp: Sendable {
        public init(allowCopy: Bool = true) {}
    }

    public var operationsWithinApp: OperationsWithinApp
    public var operationsOutsideApp: OperationsOutsideApp

    public init(operationsWithinApp: OperationsWithinApp = .init(), operationsOutsideApp: OperationsOutsideApp = .init()) {
        self.operationsWithinApp = operationsWithinApp
        self.operationsOutsideApp = operationsOutsideApp
    }

    public init(allowMove: Bool) {
        self.init(operationsWithinApp: OperationsWithinApp(allowMove: allowMove))
    }

    /// What a destination in this app may perform.
    var suggestedOperations: DropOperation.Set { operationsWithinApp.allowMove ? [.copy, .move] : [.copy] }
}

/// The operation a drop destination chooses for a drop.
public struct DropConfiguration: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

extension DropOperation {
    /// A set of drop operations, as a session suggests them.
    // Evidence: Apple docs DropOperation.Set ("A set of drop operations, corresponding to
    // matching cases in DropOperation"; `static let move`).
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let copy = Set(rawValue: 1)
        public static let move = Set(rawValue: 2)
    }
}

/// A drag, as its source follows it (`onDragSessionUpdated`).
// Evidence: Apple docs DragSession (id, location, phase, draggedItemIndex, draggedItemIDs(for:)),
// DragSession.Phase.ended(_:) ("The drag has ended", with the operation performed) and
// .dataTransferCompleted ("Dragged items have been transferred").
public struct DragSession {
    public struct ID: Hashable, Sendable {
        let number: Int
    }

    // Chosen [drag-session-phases]: see docs/ENGINE-RULES.md.
    public enum Phase: Hashable, Sendable {
        case initial
        case active
        case ended(DropOperation)
        case dataTransferCompleted
    }

    public let id: ID
    /// Where the drag is: the source's origin, as the step does not place the finger.
    public var location: CGPoint = .zero
    public let phase: Phase
    /// The index, among the dragged items, of the one under the finger.
    public let draggedItemIndex: Int
    let itemIDs: [AnyHashable]

    /// The ids of the dragged items (a drag container's), of type `ItemID`; empty for a drag
    /// of a plain `draggable`, or for another type.
    public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] {
        itemIDs.compactMap { $0.base as? ItemID }
    }
}

/// A drag, as the destination under it sees it (`dropDestination(for:isEnabled:action:)`,
/// `dropConfiguration`, `onDropSessionUpdated`).
// Evidence: Apple docs DropSession ("Read location to find where the drop landed, itemsCount for
// how many items it carries, and phase to follow the drag through its lifecycle"; "To follow a
// drag while its phases change, apply onDropSessionUpdated(_:)"), dropConfiguration(_:) (reads
// the session's suggested operations).
public struct DropSession {
    public struct ID: Hashable, Sendable {
        let number: Int
    }

    // The phases and their order: rule drag-session-phases.
    public enum Phase: Hashable, Sendable {
        case entering
        case active
        case exiting
        case ended(DropOperation)
        case dataTransferCompleted
    }

    public let id: ID
    /// Where the drop landed: the view's origin, as the step does not place the finger.
    public let location: CGPoint
    public let phase: Phase
    public let itemsCount: Int
    /// What the drag's source allows (copy, and move when its `dragConfiguration` allows it).
    public let suggestedOperations: DropOperation.Set

    init(id: Int, phase: Phase, itemsCount: Int, suggestedOperations: DropOperation.Set) {
        self.id = ID(number: id)
        location = .zero
        self.phase = phase
        self.itemsCount = itemsCount
        self.suggestedOperations = suggestedOperations
    }
}

struct DragConfigurationKey: EnvironmentKey { static var defaultValue: DragConfiguration { DragConfiguration() } }
struct DragSessionObserversKey: EnvironmentKey { static var defaultValue: [(DragSession) -> Void] { [] } }
struct DropConfigurationKey: EnvironmentKey { static var defaultValue: ((DropSession) -> DropConfiguration)? { nil } }
struct DropSessionObserversKey: EnvironmentKey { static var defaultValue: [(DropSession) -> Void] { [] } }

nonisolated extension View {
    /// The operations the drag sources inside propose (the innermost configuration wins).
    public func dragConfiguration(_ configuration: DragConfiguration) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0[DragConfigurationKey.self] = configuration }, comparable: nil))
    }

    /// How the drop destinations inside choose the operation of a drop.
    public func dropConfiguration(_ configuration: @escaping (DropSession) -> DropConfiguration) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0[DropConfigurationKey.self] = configuration }, comparable: nil))
    }

    /// Runs on each phase of a drag that starts from a drag source inside.
    public func onDragSessionUpdated(_ onUpdate: @escaping (DragSession) -> Void) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0[DragSessionObserversKey.self].append(onUpdate) }, comparable: nil))
    }

    /// Runs on each phase of a drag over a drop destination inside.
    public func onDropSessionUpdated(_ onUpdate: @escaping (DropSession) -> Void) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0[DropSessionObserversKey.self].append(onUpdate) }, comparable: nil))
    }
}
