import Foundation
import Observation
import StateEngine
import Testing

/// The window's undo manager (`\.undoManager`): registrations group per user event, the
/// driver's `undo()` and `redo()` steps run them, undoing records redo.
@Suite @MainActor struct UndoManagerTests {
    @Observable final class Tally {
        var count = 0
        func set(_ value: Int, undoManager: UndoManager?) {
            let old = count
            count = value
            undoManager?.registerUndo(withTarget: self) { tally in tally.set(old, undoManager: undoManager) }
            undoManager?.setActionName("Count")
        }
    }

    struct Counter: View {
        @Environment(\.undoManager) private var undoManager
        @State private var tally = Tally()
        var body: some View {
            VStack {
                Text("count \(tally.count)")
                Text(undoManager?.undoMenuItemTitle ?? "no undo manager")
                Button("Add") { tally.set(tally.count + 1, undoManager: undoManager) }
                Button("Add two") {
                    tally.set(tally.count + 1, undoManager: undoManager)
                    tally.set(tally.count + 1, undoManager: undoManager)
                }
            }
        }
    }

    // Evidence: Apple docs UndoManager (undo runs the last group's operations, which register
    // their inverse as redo; groupsByEvent groups each run-loop pass) and
    // EnvironmentValues.undoManager (the undo manager views register with).
    @Test func eachStepIsOneUndoGroupAndUndoRecordsRedo() throws {
        let d = Driver(Counter())
        #expect(!d.screen.contains("no undo manager"))
        try d.tap("Add")
        try d.tap("Add two")
        #expect(d.screen.contains("count 3"))
        try d.undo()
        #expect(d.screen.contains("count 1"), "\(d.screen)")
        try d.undo()
        #expect(d.screen.contains("count 0"))
        #expect(throws: Driver.Failure.self) { try d.undo() }
        try d.redo()
        #expect(d.screen.contains("count 1"))
        try d.redo()
        #expect(d.screen.contains("count 3"))
        #expect(throws: Driver.Failure.self) { try d.redo() }
    }

    // Evidence: Apple docs UndoManager ("registering an undo operation that isn't the result of
    // an undo or redo clears the redo stack"; setActionName names the undo menu item).
    @Test func aNewChangeClearsRedoAndTheActionNameTitlesUndo() throws {
        let d = Driver(Counter())
        try d.tap("Add")
        #expect(d.screen.contains("Undo Count"), "\(d.screen)")
        try d.undo()
        try d.tap("Add")
        #expect(throws: Driver.Failure.self) { try d.redo() }
        #expect(d.screen.contains("count 1"))
    }

    @Test func explicitGroupsAndDisabledRegistration() {
        let manager = UndoManager()
        let tally = Tally()
        manager.beginUndoGrouping()
        tally.set(1, undoManager: manager)
        tally.set(2, undoManager: manager)
        manager.endUndoGrouping()
        manager.disableUndoRegistration()
        tally.count = 5
        manager.enableUndoRegistration()
        manager.undo()
        #expect(tally.count == 0)
        #expect(manager.canRedo)
        manager.removeAllActions()
        #expect(!manager.canRedo && !manager.canUndo)
    }
}
