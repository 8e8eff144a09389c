#if !canImport(Darwin)
import Foundation

// Foundation on Linux has no UndoManager; this is Apple's, for the scenario's window.
// Evidence: Apple docs, UndoManager ("registers an undo operation ... when undoing, the undo
// manager records operations as redo operations"; "registering an undo operation that isn't
// the result of an undo or redo clears the redo stack"; groupsByEvent: "true, the undo
// manager creates undo groups around each pass of the run loop"; undo() "closes the top-level
// undo group if necessary and invokes undoNestedGroup()"; setActionName(_:) names the group
// the undo menu title shows; removeAllActions clears both stacks).
open class UndoManager {
    /// One undo or redo group: its operations, undone in reverse order, and its name.
    private struct Group {
        var operations: [() -> Void] = []
        var targets: [ObjectIdentifier?] = []
        var actionName = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The group registrations go to now (an explicit group, or the current event's).
    private var open: Group?
    private var explicitLevel = 0
    private var disableCount = 0

    public private(set) var isUndoing = false
    public private(set) var isRedoing = false
    open var groupsByEvent = true
    /// How many groups are kept (0: no limit).
    open var levelsOfUndo = 0 { didSet { trim() } }

    public init() {}

    open var canUndo: Bool { !undoStack.isEmpty || (!isUndoing && !(open?.operations.isEmpty ?? true)) }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var groupingLevel: Int { explicitLevel + (open != nil && explicitLevel == 0 ? 1 : 0) }
    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }
    /// While undoing, the open group is the redo group being recorded, not an undo one.
    open var undoActionName: String {
        if !isUndoing, let open, !open.operations.isEmpty { return open.actionName }
        return undoStack.last?.actionName ?? ""
    }
    open var redoActionName: String { redoStack.last?.actionName ?? "" }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        register({ [weak target] in if let target { handler(target) } }, target: ObjectIdentifier(target))
    }

    private func register(_ operation: @escaping () -> Void, target: ObjectIdentifier?) {
        if open == nil {
            guard groupsByEvent || explicitLevel > 0 || isUndoing || isRedoing else { return }
            open = Group()
        }
        open?.operations.append(operation)
        open?.targets.append(target)
        if !isUndoing && !isRedoing { redoStack.removeAll() }
    }

    open func setActionName(_ actionName: String) {
        if open != nil { open?.actionName = actionName } else if !undoStack.isEmpty { undoStack[undoStack.count - 1].actionName = actionName }
    }

    open func beginUndoGrouping() {
        if explicitLevel == 0 && open == nil { open = Group() }
        explicitLevel += 1
    }

    open func endUndoGrouping() {
        guard explicitLevel > 0 else { return }
        explicitLevel -= 1
        if explicitLevel == 0 { closeOpenGroup() }
    }

    open func disableUndoRegistration() { disableCount += 1 }
    open func enableUndoRegistration() { if disableCount > 0 { disableCount -= 1 } }

    open func undo() {
        if explicitLevel == 0 { closeOpenGroup() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        open = Group(actionName: group.actionName)
        for operation in group.operations.reversed() { operation() }
        let redo = open
        open = nil
        isUndoing = false
        if let redo, !redo.operations.isEmpty { redoStack.append(redo) }
    }

    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        open = Group(actionName: group.actionName)
        for operation in group.operations.reversed() { operation() }
        let undo = open
        open = nil
        isRedoing = false
        if let undo, !undo.operations.isEmpty { undoStack.append(undo); trim() }
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        open = nil
        explicitLevel = 0
    }

    open func removeAllActions(withTarget target: Any) {
        guard let object = target as AnyObject? else { return }
        let id = ObjectIdentifier(object)
        func strip(_ group: Group) -> Group? {
            var kept = Group(actionName: group.actionName)
            for (operation, owner) in zip(group.operations, group.targets) where owner != id {
                kept.operations.append(operation)
                kept.targets.append(owner)
            }
            return kept.operations.isEmpty ? nil : kept
        }
        undoStack = undoStack.compactMap(strip)
        redoStack = redoStack.compactMap(strip)
        if let current = open { open = strip(current) ?? (explicitLevel > 0 ? Group(actionName: current.actionName) : nil) }
    }

    /// The end of a run-loop pass (a driver step): the event's group, if any, is closed.
    func endEvent() {
        if explicitLevel == 0 { closeOpenGroup() }
    }

    private func closeOpenGroup() {
        guard let group = open else { return }
        open = nil
        if !group.operations.isEmpty {
            undoStack.append(group)
            trim()
        }
    }

    private func trim() {
        if levelsOfUndo > 0 && undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
#endif

struct UndoManagerKey: EnvironmentKey { static var defaultValue: UndoManager? { nil } }

extension EnvironmentValues {
    /// The window's undo manager: one per scenario window, whose groups close at the end of
    /// each driver step (a run-loop pass), undone by the driver's `undo()` step.
    // Evidence: Apple docs, EnvironmentValues.undoManager ("the undo manager used to register a
    // view's undo operations"; it is the window's on iOS, UIResponder.undoManager).
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
    }
}
