import StateEngine
import Testing

/// `contextMenu(forSelectionType:menu:primaryAction:)` on a List: what a long press and a tap
/// on a row do, with and without a selection.
@Suite @MainActor struct SelectionContextMenuTests {
    struct Note: Identifiable {
        let id: Int
        let title: String
    }

    struct Notes: View {
        @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas"), Note(id: 3, title: "Trips")]
        @State private var selection: Set<Int> = []
        @State private var opened = "none"
        var body: some View {
            VStack {
                Text("Opened \(opened)")
                List(notes, selection: $selection) { note in
                    Text(note.title)
                }
                .contextMenu(forSelectionType: Int.self) { ids in
                    if !ids.contains(3) {
                        Button("Delete \(ids.count)") { notes.removeAll { ids.contains($0.id) } }
                    }
                } primaryAction: { ids in
                    opened = ids.map(String.init).joined()
                }
            }
        }
    }

    // Evidence: Apple docs contextMenu(forSelectionType:menu:primaryAction:) (the menu closure
    // gets "the set of items to act on"; a non-empty set is activation over those items).
    @Test func aLongPressOnARowBuildsTheMenuForThatRow() throws {
        let d = Driver(Notes())
        #expect(!d.screen.contains("ContextMenu"))
        try d.longPress("Ideas")
        #expect(d.screen.contains("ContextMenu"))
        try d.tap("Delete 1")
        #expect(!d.screen.contains("Text \"Ideas\""))
        #expect(d.screen.contains("Text \"Groceries\""))
        #expect(!d.screen.contains("ContextMenu"))
    }

    // Evidence: Apple docs contextMenu(forSelectionType:menu:primaryAction:) ("a non-empty set
    // indicates menu activation over selected items").
    @Test func aLongPressOnASelectedRowActsOnTheSelection() throws {
        let d = Driver(Notes())
        try d.select(row: "Groceries")
        try d.select(row: "Ideas")
        try d.longPress("Groceries")
        try d.tap("Delete 2")
        #expect(!d.screen.contains("Text \"Groceries\""))
        #expect(!d.screen.contains("Text \"Ideas\""))
        #expect(d.screen.contains("Text \"Trips\""))
    }

    // Evidence: Apple docs contextMenu(menuItems:) ("If you don't provide any menu items,
    // SwiftUI doesn't display a context menu").
    @Test func anEmptyMenuOpensNothing() throws {
        let d = Driver(Notes())
        try d.longPress("Trips")
        #expect(!d.screen.contains("ContextMenu"))
    }

    // Evidence: Apple docs contextMenu(forSelectionType:menu:primaryAction:) (primaryAction runs
    // "on primary interaction with the view's content, such as ... tapping on iOS").
    @Test func tappingARowRunsThePrimaryActionWithItsID() throws {
        let d = Driver(Notes())
        try d.tap("Trips")
        #expect(d.screen.contains("Text \"Opened 3\""))
        #expect(!d.screen.contains("ContextMenu"))
    }

    struct Orders: View {
        struct Order: Identifiable {
            let id: Int
            let customer: String
        }
        @State private var orders = [Order(id: 7, customer: "Ana"), Order(id: 8, customer: "Ben")]
        @State private var selection = Set<Int>()
        var body: some View {
            Table(orders, selection: $selection) {
                TableColumn("Customer", value: \.customer)
            }
            .contextMenu(forSelectionType: Int.self) { ids in
                Button("Refund \(ids.sorted().map(String.init).joined())") { orders.removeAll { ids.contains($0.id) } }
            }
        }
    }

    // Evidence: Apple docs contextMenu(forSelectionType:menu:primaryAction:) ("itemType: The
    // identifier type of the items. Ensure that this matches the container's selection type"),
    // on a Table as on a List.
    @Test func aTableRowOffersTheMenuWithItsID() throws {
        let d = Driver(Orders())
        try d.longPress("Ben")
        try d.tap("Refund 8")
        #expect(!d.screen.contains("Text \"Ben\""))
        #expect(d.screen.contains("Text \"Ana\""))
    }
}
