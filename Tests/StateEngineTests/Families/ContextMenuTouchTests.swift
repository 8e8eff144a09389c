import StateEngine
import Testing

/// What touches do around an open context menu, and a long press on a view that has both a
/// context menu and a long-press gesture.
@Suite @MainActor struct ContextMenuTouchTests {
    struct Notes: View {
        @State private var pinned = false
        @State private var taps = 0
        @State private var held = 0
        var body: some View {
            VStack {
                Text(pinned ? "Groceries (pinned)" : "Groceries")
                    .contextMenu { Button("Pin") { pinned = true } }
                Button("New note") { taps += 1 }
                Text("Notes made: \(taps)")
                Text("Hold me")
                    .onLongPressGesture { held += 1 }
                    .contextMenu { Button("Share") {} }
                Text("Held: \(held)")
            }
        }
    }

    // Evidence: Apple docs UIContextMenuInteraction (the menu is shown in "a new interface" that
    // UIKit manages over the content). Chosen [context-menu-outside-touch]: the touch closes the
    // menu and reaches nothing else.
    @Test func aTapOutsideAnOpenMenuClosesItAndReachesNothingElse() throws {
        let d = Driver(Notes())
        try d.longPress("Groceries")
        #expect(d.screen.contains("Button \"Pin\""))
        try d.tap("New note")
        #expect(!d.screen.contains("ContextMenu"), "\(d.screen)")
        #expect(d.screen.contains("Text \"Notes made: 0\""), "the tap landed on the menu's backdrop")
        try d.tap("New note")
        #expect(d.screen.contains("Text \"Notes made: 1\""), "with the menu closed, taps reach the view again")
    }

    // Evidence: Apple docs contextMenu(menuItems:) (choosing an item runs it): the items of the
    // open menu still take touches.
    @Test func aTapOnAnItemOfTheOpenMenuStillRunsIt() throws {
        let d = Driver(Notes())
        try d.longPress("Groceries")
        try d.tap("Pin")
        #expect(d.screen.contains("Text \"Groceries (pinned)\""), "\(d.screen)")
        #expect(!d.screen.contains("ContextMenu"))
    }

    // Chosen [context-menu-outside-touch]: any touch step outside the menu closes it, a long
    // press as a tap.
    @Test func aLongPressElsewhereClosesTheMenuWithoutOpeningAnother() throws {
        let d = Driver(Notes())
        try d.longPress("Groceries")
        try d.longPress("Hold me", for: .gesture)
        #expect(!d.screen.contains("ContextMenu"), "\(d.screen)")
        #expect(d.screen.contains("Text \"Held: 0\""))
    }

    // Chosen [long-press-context-menu-choice]: Apple documents neither which of the two a long
    // press runs, so the step asks the author to choose.
    @Test func aLongPressOnAViewWithAMenuAndAGestureAsksWhichOne() throws {
        let d = Driver(Notes())
        #expect { try d.longPress("Hold me") } throws: { error in
            let message = (error as? Driver.Failure)?.message ?? ""
            return message.contains("for: .contextMenu") && message.contains("for: .gesture")
        }
        #expect(d.screen.contains("Text \"Held: 0\""))
        #expect(!d.screen.contains("ContextMenu"))
    }

    // Chosen [long-press-context-menu-choice]: `for:` picks one, and only that one runs.
    @Test func forChoosesTheMenuOrTheGesture() throws {
        let d = Driver(Notes())
        try d.longPress("Hold me", for: .contextMenu)
        #expect(d.screen.contains("Button \"Share\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"Held: 0\""))
        let e = Driver(Notes())
        try e.longPress("Hold me", for: .gesture)
        #expect(e.screen.contains("Text \"Held: 1\""), "\(e.screen)")
        #expect(!e.screen.contains("ContextMenu"))
    }
}

/// The outside-touch rule for steps that name no target, and for a row's item-based menu.
@Suite @MainActor struct ContextMenuBackdropTests {
    struct Mailbox: View {
        @State private var opened: Set<String> = []
        var body: some View {
            NavigationStack {
                NavigationLink("Inbox") {
                    List(["Invoice", "Party"], id: \.self, selection: .constant(Set<String>())) { subject in
                        Text(subject)
                    }
                    .contextMenu(forSelectionType: String.self) { subjects in
                        Button("Open") { opened.formUnion(subjects) }
                    }
                    Text("Opened: \(opened.sorted().joined(separator: ", "))")
                }
            }
        }
    }

    // Chosen [context-menu-outside-touch]: the back button behind an open menu only closes it.
    @Test func backWithAMenuOpenClosesTheMenuAndStays() throws {
        let d = Driver(Mailbox())
        try d.tap("Inbox")
        try d.longPress("Invoice")
        #expect(d.screen.contains("ContextMenu"), "\(d.screen)")
        try d.back()
        #expect(!d.screen.contains("ContextMenu"), "\(d.screen)")
        #expect(d.screen.contains("Text \"Invoice\""), "still on the pushed page: \(d.screen)")
        try d.back()
        #expect(!d.screen.contains("Text \"Invoice\""), "\(d.screen)")
    }

    // Chosen [context-menu-outside-touch]: a row's item-based menu closes the same way.
    @Test func aTapOnAnotherRowClosesARowMenu() throws {
        let d = Driver(Mailbox())
        try d.tap("Inbox")
        try d.longPress("Invoice")
        try d.longPress("Party")
        #expect(!d.screen.contains("ContextMenu"), "\(d.screen)")
        try d.longPress("Party")
        try d.tap("Open")
        #expect(d.screen.contains("Text \"Opened: Party\""), "\(d.screen)")
    }
}
