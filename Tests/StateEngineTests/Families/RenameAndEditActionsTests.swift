import StateEngine
import Testing

/// RenameButton performs the rename action from its environment; `editActions` lets the
/// driver's delete and move steps edit the bound collection.
@Suite @MainActor struct RenameAndEditActionsTests {
    struct Playlist: View {
        @State private var name = "Road trip"
        @FocusState private var isRenaming: Bool
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($isRenaming)
                Text(isRenaming ? "renaming" : "idle")
                RenameButton()
            }
            .renameAction($isRenaming)
        }
    }

    /// Evidence: Apple's renameAction(_:) docs (the focus-state form sets the focus to true when RenameButton is tapped).
    @Test func renameButtonFocusesTheBoundField() throws {
        let d = Driver(Playlist())
        #expect(d.screen.contains("Text \"idle\""))
        try d.tap("Rename")
        #expect(d.screen.contains("Text \"renaming\""))
    }

    struct Counted: View {
        @State private var renames = 0
        var body: some View {
            VStack {
                Text("renamed \(renames)")
                RenameButton().renameAction { renames += 1 }
            }
        }
    }

    /// Evidence: Apple's RenameButton docs ("receives its action from the environment").
    @Test func renameButtonRunsTheClosureAction() throws {
        let d = Driver(Counted())
        try d.tap("Rename")
        try d.tap("Rename")
        #expect(d.screen.contains("Text \"renamed 2\""))
    }

    /// Evidence: Apple's RenameButton docs ("The system disables the button if you don't define an action").
    @Test func renameButtonWithoutAnActionIsDisabled() throws {
        let d = Driver(VStack { RenameButton() })
        #expect(throws: Driver.Failure.self) { try d.tap("Rename") }
    }

    struct Item: Identifiable {
        let id: Int
        var title: String
    }

    struct Groceries: View {
        @State private var items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs"), Item(id: 3, title: "Bread")]
        var body: some View {
            VStack {
                List($items, editActions: .all) { $item in
                    Text(item.title)
                }
                Text(items.map(\.title).joined(separator: ","))
            }
        }
    }

    /// Evidence: Apple's EditActions docs and WWDC22 "What's new in SwiftUI" (editActions edit the bound collection).
    @Test func deleteAndMoveWriteTheBinding() throws {
        let d = Driver(Groceries())
        try d.delete(row: "Eggs")
        #expect(d.screen.contains("Text \"Milk,Bread\""))
        try d.move(row: "Milk", to: 1)
        #expect(d.screen.contains("Text \"Bread,Milk\""))
    }

    struct MoveOnly: View {
        @State private var names = ["Ada", "Grace", "Linus"]
        var body: some View {
            List {
                ForEach($names, id: \.self, editActions: .move) { $name in
                    Text(name)
                }
            }
            Text(names.joined(separator: ","))
        }
    }

    /// Evidence: Apple's EditActions docs (only the named edits are offered).
    @Test func onlyTheNamedEditsAreOffered() throws {
        let d = Driver(MoveOnly())
        #expect(throws: Driver.Failure.self) { try d.delete(row: "Grace") }
        try d.move(row: "Linus", to: 0)
        #expect(d.screen.contains("Text \"Linus,Ada,Grace\""))
    }

    struct Pantry: Identifiable {
        let id: String
        var count: Int
    }

    struct RowEdits: View {
        @State private var items = [Pantry(id: "Milk", count: 1), Pantry(id: "Eggs", count: 6)]
        var body: some View {
            VStack {
                List($items, editActions: .delete) { $item in
                    Stepper(item.id, value: $item.count)
                }
                Text(items.map { "\($0.id) \($0.count)" }.joined(separator: ","))
            }
        }
    }

    /// Evidence: Apple's EditActions docs (rows get bindings to their elements, as `List($items)` does).
    @Test func rowsStillGetElementBindings() throws {
        let d = Driver(RowEdits())
        try d.increment("Milk")
        #expect(d.screen.contains("Text \"Milk 2,Eggs 6\""))
        try d.delete(row: "Eggs")
        #expect(d.screen.contains("Text \"Milk 2\""))
    }
}
