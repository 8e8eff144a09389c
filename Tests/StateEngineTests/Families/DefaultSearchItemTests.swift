import StateEngine
import Testing

/// `DefaultToolbarItem(kind: .search)` and the `searchable` of its page find each other as
/// they come and go, and only on their own page.
@Suite @MainActor struct DefaultSearchItemTests {
    struct Inbox: View {
        @State private var query = ""
        @State private var inToolbar = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button(inToolbar ? "Search above" : "Search below") { inToolbar.toggle() }
                    Text("Mail matching \(query.isEmpty ? "anything" : query)")
                }
                .searchable(text: $query)
                .toolbar {
                    if inToolbar { DefaultToolbarItem(kind: .search, placement: .bottomBar) }
                }
            }
        }
    }

    private func line(_ screen: String, _ text: String) -> Int? {
        screen.split(separator: "\n").firstIndex { $0.contains(text) }
    }

    // Evidence: Apple docs DefaultToolbarItem init(kind:placement:) ("If the system has already
    // placed a matching item kind in the toolbar, using a valid DefaultToolbarItem ... will
    // implicitly replace the default-placed instance"); without one, searchable places the field.
    @Test func theFieldFollowsTheItemAsItComesAndGoes() throws {
        let d = Driver(Inbox())
        #expect(try #require(line(d.screen, "SearchField")) < (try #require(line(d.screen, "Mail matching"))), "\(d.screen)")
        #expect(!d.screen.contains("bottomBar"))
        try d.tap("Search below")
        let moved = d.screen
        #expect(moved.contains("SearchField \"Search\" \"\" bottomBar"), "\(moved)")
        #expect(try #require(line(moved, "Mail matching")) < (try #require(line(moved, "SearchField"))))
        #expect(moved.components(separatedBy: "SearchField").count == 2)
        try d.type("bills", into: "Search")
        #expect(d.screen.contains("Text \"Mail matching bills\""))
        try d.tap("Search above")
        let back = d.screen
        #expect(back.contains("SearchField \"Search\" \"bills\""), "\(back)")
        #expect(!back.contains("bottomBar"))
        #expect(try #require(line(back, "SearchField")) < (try #require(line(back, "Mail matching"))))
        #expect(back.components(separatedBy: "SearchField").count == 2)
    }

    struct Library: View {
        @State private var query = ""
        @State private var detailQuery = ""
        var body: some View {
            NavigationStack {
                NavigationLink("Shelf") {
                    Text("Shelf for \(detailQuery)")
                        .searchable(text: $detailQuery, prompt: "Find on shelf")
                }
                .toolbar { DefaultToolbarItem(kind: .search, placement: .bottomBar) }
                .navigationTitle("Library")
            }
        }
    }

    // Evidence: Apple docs DefaultToolbarItem ("Place this item in your toolbar to control where
    // the system-provided item, like search, will be positioned"): a pushed page has its own
    // toolbar, so the root's item does not move the pushed page's field.
    @Test func anItemMovesOnlyItsOwnPagesField() throws {
        let d = Driver(Library())
        #expect(!d.screen.contains("SearchField"), "\(d.screen)")
        try d.tap("Shelf")
        let pushed = d.screen
        #expect(pushed.contains("SearchField \"Find on shelf\" \"\""), "\(pushed)")
        #expect(!pushed.contains("bottomBar"))
        #expect(try #require(line(pushed, "SearchField")) < (try #require(line(pushed, "Shelf for"))))
    }
}
