import StateEngine
import Testing

/// Lists with editing: deleting, moving, selecting and swiping rows; edit mode.
@Suite @MainActor struct ListTests {
    struct Item: Identifiable, Hashable {
        let id: Int
        var name: String
    }

    struct Row: View {
        let item: Item
        @State private var checked = false
        var body: some View {
            HStack {
                Text(item.name)
                Toggle("Done \(item.name)", isOn: $checked)
            }
        }
    }

    struct Groceries: View {
        @State private var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs"), Item(id: 3, name: "Bread")]
        @State private var selection: Int?
        var body: some View {
            VStack {
                List(selection: $selection) {
                    ForEach(items) { item in
                        Row(item: item)
                            .swipeActions { Button("Rename") { rename(item) } }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                Text("order \(items.map(\.name).joined(separator: ","))")
                Text("selected \(selection.map(String.init) ?? "none")")
            }
        }

        func rename(_ item: Item) {
            if let index = items.firstIndex(of: item) { items[index].name += "!" }
        }
    }

    /// Evidence: Apple's onDelete(perform:) docs; identity: state lives with the row's id.
    @Test func aDeletedRowsStateDiesWithIt() throws {
        let d = Driver(Groceries())
        try d.toggle("Done Eggs")
        try d.delete(row: "Eggs")
        #expect(d.screen.contains("Text \"order Milk,Bread\""))
        #expect(!d.screen.contains("Eggs"))
        #expect(d.screen.contains("Toggle \"Done Bread\" off"))
    }

    /// Evidence: Apple's onMove(perform:) docs (offsets as move(fromOffsets:toOffset:) takes).
    @Test func movingARowKeepsItsState() throws {
        let d = Driver(Groceries())
        try d.toggle("Done Milk")
        try d.move(row: "Milk", to: 2)
        #expect(d.screen.contains("Text \"order Eggs,Bread,Milk\""))
        #expect(d.screen.contains("Toggle \"Done Milk\" on"))
    }

    /// Evidence: Apple's List docs ("Supporting selection in lists").
    @Test func selectingARowWritesItsID() throws {
        let d = Driver(Groceries())
        try d.select(row: "Bread")
        #expect(d.screen.contains("Text \"selected 3\""))
        #expect(d.screen.contains("List selected \"Bread\""))
    }

    /// Evidence: Apple's swipeActions(edge:allowsFullSwipe:content:) docs.
    @Test func swipeActionsRunByLabel() throws {
        let d = Driver(Groceries())
        try d.swipe(row: "Milk", action: "Rename")
        #expect(d.screen.contains("Text \"order Milk!,Eggs,Bread\""))
        #expect(throws: Driver.Failure.self) { try d.swipe(row: "Eggs", action: "Archive") }
    }

    struct Editable: View {
        @State private var names = ["A", "B"]
        var body: some View {
            NavigationStack {
                List($names, id: \.self) { $name in
                    TextField("Name", text: $name)
                }
                .toolbar { EditButton() }
                EditState()
            }
        }
    }

    struct EditState: View {
        @Environment(\.editMode) private var editMode
        var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing") }
    }

    /// Evidence: Apple's EditButton and EditMode docs; List($names) gives rows bindings.
    @Test func editButtonTogglesEditModeForItsReaders() throws {
        let d = Driver(Editable())
        #expect(d.screen.contains("Text \"browsing\""))
        try d.tap("Edit")
        #expect(d.screen.contains("Text \"editing\""))
        #expect(d.screen.contains("Button \"Done\""))
        try d.tap("Done")
        #expect(d.screen.contains("Text \"browsing\""))
    }

    struct Sections: View {
        @State private var expanded = false
        var body: some View {
            List {
                Section {
                    LabeledContent("Total", value: "3")
                } header: {
                    Text("Summary")
                } footer: {
                    Text("Updated now")
                }
                DisclosureGroup("More") { Text("Hidden detail") }
            }
        }
    }

    /// Evidence: Apple's Section(content:header:footer:) and DisclosureGroup docs.
    @Test func sectionsShowHeaderAndFooterAndDisclosureBuildsWhenExpanded() throws {
        let d = Driver(Sections())
        #expect(d.screen.contains("Section \"Summary\""))
        #expect(d.screen.contains("LabeledContent \"Total\" \"3\""))
        #expect(d.screen.contains("footer \"Updated now\""))
        #expect(!d.screen.contains("Hidden detail"))
        try d.tap("More")
        #expect(d.screen.contains("Text \"Hidden detail\""))
    }
}
