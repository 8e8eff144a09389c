import StateEngine
import Testing

/// `contextMenu(menuItems:)`, `contextMenu(menuItems:preview:)` and `contextMenu(_:)` on any view:
/// what a long press and a tap on its items do, on one view and on each row of a list.
@Suite @MainActor struct ViewContextMenuTests {
    struct Inbox: View {
        @State private var unread = 3
        @State private var opened = 0
        var body: some View {
            VStack {
                Text("Inbox \(unread)")
                    .contextMenu {
                        Button("Mark all read") { unread = 0 }
                        Button("Add one") { unread += 1 }
                    }
                Button("Photo") { opened += 1 }
                    .contextMenu { Button("Copy photo") {} }
                Text("Opened \(opened)")
            }
        }
    }

    // Evidence: Apple docs contextMenu(menuItems:) ("Adds a context menu to a view"; compose the
    // menu from controls like Button, which run their action when chosen).
    @Test func aLongPressOpensTheMenuAndChoosingAnItemRunsItAndClosesIt() throws {
        let d = Driver(Inbox())
        #expect(!d.screen.contains("ContextMenu"))
        #expect(!d.screen.contains("Mark all read"))
        try d.longPress("Inbox 3")
        #expect(d.screen.contains("ContextMenu"), "\(d.screen)")
        #expect(d.screen.contains("Button \"Mark all read\""), "\(d.screen)")
        try d.tap("Mark all read")
        #expect(d.screen.contains("Text \"Inbox 0\""), "\(d.screen)")
        #expect(!d.screen.contains("ContextMenu"), "\(d.screen)")
    }

    // Evidence: Apple docs contextMenu(menuItems:) (a context menu is added to the view; a
    // Button's own action is its tap, the menu its long press).
    @Test func aButtonWithAMenuRunsItsActionOnATapAndOpensItsMenuOnALongPress() throws {
        let d = Driver(Inbox())
        try d.tap("Photo")
        #expect(d.screen.contains("Text \"Opened 1\""))
        #expect(!d.screen.contains("ContextMenu"))
        try d.longPress("Photo")
        #expect(d.screen.contains("Button \"Copy photo\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"Opened 1\""), "a long press is not a tap")
    }

    // Evidence: Apple docs contextMenu(menuItems:) (menu opened with a touch and hold);
    // LongPressGesture's documented 0.5 s default minimumDuration (rule context-menu-press).
    @Test func aShortPressOpensNothing() throws {
        let d = Driver(Inbox())
        #expect(throws: (any Error).self) { try d.longPress("Inbox 3", seconds: 0.2) }
        #expect(!d.screen.contains("ContextMenu"))
    }

    struct Contact: View {
        @State private var canEdit = false
        @State private var pinned = false
        var body: some View {
            VStack {
                HStack {
                    Text("Ana")
                    Text("Online")
                }
                .contextMenu {
                    if canEdit { Button("Edit") {} }
                }
                Toggle("Editing", isOn: $canEdit)
                Text(pinned ? "Pinned" : "Not pinned")
                    .contextMenu(pinned ? nil : ContextMenu { Button("Pin") { pinned = true } })
            }
        }
    }

    // Evidence: Apple docs contextMenu(menuItems:) ("You can deactivate the context menu by
    // returning nothing from the closure").
    @Test func aMenuThatReturnsNothingOpensNothingUntilItHasItems() throws {
        let d = Driver(Contact())
        try d.longPress("Ana")
        #expect(!d.screen.contains("ContextMenu"), "\(d.screen)")
        try d.toggle("Editing")
        try d.longPress("Ana")
        #expect(d.screen.contains("Button \"Edit\""), "\(d.screen)")
    }

    // Evidence: Apple docs contextMenu(_:) ("You can make the context menu unavailable by
    // conditionally passing nil as the value for the contextMenu").
    @Test func aNilContextMenuValueAttachesNoMenu() throws {
        let d = Driver(Contact())
        try d.longPress("Not pinned")
        try d.tap("Pin")
        #expect(d.screen.contains("Text \"Pinned\""), "\(d.screen)")
        #expect(throws: (any Error).self) { try d.longPress("Pinned") }
        #expect(!d.screen.contains("ContextMenu"))
    }

    struct BigPhoto: View {
        var body: some View {
            VStack {
                Text("Sunset, full size")
                Button("Zoom") {}
            }
        }
    }

    struct Gallery: View {
        @State private var shared = 0
        var body: some View {
            VStack {
                Text("Sunset")
                    .contextMenu {
                        Button("Share") { shared += 1 }
                    } preview: {
                        BigPhoto()
                    }
                Text("Shared \(shared)")
            }
        }
    }

    // Evidence: Apple docs contextMenu(menuItems:preview:) (preview: "A view that the system
    // displays along with the menu"; not operated: rule context-menu-preview), seed article 000_679aabd783122932.txt (P04: a menu's views
    // are evaluated only when shown).
    @Test func thePreviewShowsWithTheMenuAndIsBuiltOnlyWhenItOpens() throws {
        let d = Driver(Gallery())
        #expect(d.bodyCount(BigPhoto.self) == 0)
        #expect(!d.screen.contains("Sunset, full size"))
        try d.longPress("Sunset")
        #expect(d.bodyCount(BigPhoto.self) >= 1)
        #expect(d.screen.contains("Preview"), "\(d.screen)")
        #expect(d.screen.contains("Text \"Sunset, full size\""), "\(d.screen)")
        #expect(throws: (any Error).self) { try d.tap("Zoom") }
        try d.tap("Share")
        #expect(d.screen.contains("Text \"Shared 1\""), "\(d.screen)")
        #expect(!d.screen.contains("Sunset, full size"), "\(d.screen)")
    }

    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    struct Basket: View {
        @State private var fruits = [Fruit(id: 1, name: "Apples"), Fruit(id: 2, name: "Pears"), Fruit(id: 3, name: "Plums")]
        var body: some View {
            List(fruits) { fruit in
                Text(fruit.name)
                    .contextMenu {
                        Button("Delete \(fruit.name)") { fruits.removeAll { $0.id == fruit.id } }
                    }
            }
        }
    }

    // Evidence: Apple docs contextMenu(menuItems:) (the menu is added to the view it modifies:
    // here each row's text, with that row's items).
    @Test func eachListRowOpensItsOwnMenu() throws {
        let d = Driver(Basket())
        try d.longPress("Pears")
        #expect(d.screen.contains("Button \"Delete Pears\""), "\(d.screen)")
        #expect(!d.screen.contains("Delete Apples"), "\(d.screen)")
        try d.tap("Delete Pears")
        #expect(!d.screen.contains("Text \"Pears\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"Apples\""))
        #expect(d.screen.contains("Text \"Plums\""))
        #expect(!d.screen.contains("ContextMenu"))
        try d.longPress("Plums")
        #expect(d.screen.contains("Button \"Delete Plums\""), "\(d.screen)")
    }

    struct Downloads: View {
        @State private var done = 0
        var body: some View {
            Text("Downloads")
                .contextMenu {
                    Button("Clear \(done) finished") { done = 0 }
                }
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    done = 2
                }
        }
    }

    // Evidence: Apple docs contextMenu(menuItems:) ("A closure that produces the menu's
    // contents"): the closure runs with the body, so an open menu shows what the body last built.
    @Test func anOpenMenuShowsTheItemsOfTheLatestBody() throws {
        let d = Driver(Downloads())
        try d.longPress("Downloads")
        #expect(d.screen.contains("Button \"Clear 0 finished\""), "\(d.screen)")
        d.advance(by: 1)
        #expect(d.screen.contains("Button \"Clear 2 finished\""), "\(d.screen)")
        try d.tap("Clear 2 finished")
        #expect(!d.screen.contains("ContextMenu"), "\(d.screen)")
    }
}
