/// The system's undo and redo commands on the window's undo manager (`\.undoManager`).
extension Driver {
    /// Undoes the last undo group (what shaking the iPhone and choosing Undo, or a
    /// three-finger swipe left, does); fails when there is nothing to undo.
    // Evidence: Apple docs, UndoManager.undo() and UIResponder.undoManager (the system's
    // shake-to-undo gesture sends undo to the responder chain's undo manager).
    public func undo() throws {
        try step("undo") {
            guard undoManager.canUndo else { throw Failure(.nothingToUndo, details: screenDetails) }
            perform { undoManager.undo() }
        }
    }

    /// Redoes the last undone group; fails when there is nothing to redo.
    public func redo() throws {
        try step("redo") {
            guard undoManager.canRedo else { throw Failure(.nothingToRedo, details: screenDetails) }
            perform { undoManager.redo() }
        }
    }
}
