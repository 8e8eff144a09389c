import StateEngine
import Testing

/// `\.isSearching` and `\.dismissSearch`: the search interaction a `searchable` field carries.
@Suite @MainActor struct SearchInteractionTests {
    struct Results: View {
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        let query: String
        var body: some View {
            VStack {
                Text(isSearching ? "searching \(query)" : "browsing")
                Button("Open first result") { dismissSearch() }
            }
        }
    }

    struct Library: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                Results(query: query)
                    .navigationTitle("Library")
            }
            .searchable(text: $query)
        }
    }

    // Evidence: Apple docs, EnvironmentValues.isSearching (true while the user interacts with
    // the search field, read by views inside the searchable view) and dismissSearch (sets
    // isSearching to false, clears the text, removes focus).
    @Test func typingBeginsSearchAndDismissSearchEndsIt() throws {
        let d = Driver(Library())
        #expect(d.screen.contains("browsing"))
        try d.type("dune", into: "Search")
        #expect(d.screen.contains("searching dune"), "\(d.screen)")
        try d.tap("Open first result")
        #expect(d.screen.contains("browsing"))
        #expect(d.screen.contains("SearchField \"Search\" \"\""), "\(d.screen)")
    }

    // Evidence: Apple docs, dismissSearch ("no effect if the user isn't interacting with a
    // search field"); UISearchController's Cancel button ends the search.
    @Test func cancelEndsSearchAndDismissingIdleSearchDoesNothing() throws {
        let d = Driver(Library())
        try d.tap("Open first result")
        #expect(d.screen.contains("browsing"))
        #expect(throws: Driver.Failure.self) { try d.tap("Cancel") }
        try d.type("dune", into: "Search")
        try d.tap("Cancel")
        #expect(d.screen.contains("browsing"))
    }

    struct Presenting: View {
        @State private var query = ""
        @State private var presented = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text(presented ? "presented" : "hidden")
                    Button("Find") { presented = true }
                    Results(query: query)
                }
            }
            .searchable(text: $query, isPresented: $presented)
        }
    }

    // Evidence: Apple docs, searchable(text:isPresented:placement:prompt:) (the binding
    // presents the search field and follows the user's dismissal).
    @Test func theIsPresentedBindingFollowsTheInteraction() throws {
        let d = Driver(Presenting())
        try d.tap("Find")
        #expect(d.screen.contains("searching"), "\(d.screen)")
        try d.tap("Cancel")
        #expect(d.screen.contains("hidden"))
        #expect(d.screen.contains("browsing"))
    }
}
