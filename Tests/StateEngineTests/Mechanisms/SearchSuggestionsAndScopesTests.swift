import StateEngine
import Testing

/// Suggestions show while searching and fill the field when tapped; scopes bind a picker shown
/// with the search field.
@Suite @MainActor struct SearchSuggestionsAndScopesTests {
    struct Fruits: View {
        @State private var text = ""
        let fruits = ["apple", "apricot", "banana"]
        var body: some View {
            NavigationStack {
                List(fruits.filter { text.isEmpty || $0.hasPrefix(text) }, id: \.self) { fruit in
                    Text("row \(fruit)")
                }
                .searchable(text: $text) {
                    ForEach(fruits.filter { $0.hasPrefix(text) && $0 != text }, id: \.self) { fruit in
                        Text("Suggest \(fruit)").searchCompletion(fruit)
                    }
                }
            }
        }
    }

    // Evidence: Apple docs "searchSuggestions(_:)" (a list of choices shown when search is
    // active) and "searchCompletion(_:)" (selecting the view replaces the text being edited);
    // WWDC21 "Craft search experiences in SwiftUI".
    @Test func suggestionsShowWhileSearchingAndFillTheField() throws {
        let d = Driver(Fruits())
        #expect(!d.screen.contains("Suggest apple"))
        try d.type("ap", into: "Search")
        #expect(d.screen.contains("Suggest apple"))
        #expect(d.screen.contains("Suggest apricot"))
        #expect(!d.screen.contains("Suggest banana"))
        try d.tap("Suggest apricot")
        #expect(d.screen.contains("SearchField \"Search\" \"apricot\""), "\(d.screen)")
        #expect(d.screen.contains("row apricot"))
        #expect(!d.screen.contains("row apple"))
        try d.tap("Cancel")
        #expect(!d.screen.contains("Suggest"))
    }

    enum Scope: Hashable { case all, fruit, vegetable }

    struct Produce: View {
        @State private var text = ""
        @State private var scope = Scope.all
        let activation: SearchScopeActivation
        var body: some View {
            NavigationStack {
                VStack {
                    Text("scope \(String(describing: scope))")
                    Button("Only vegetables") { scope = .vegetable }
                }
                .searchable(text: $text)
                .searchScopes($scope, activation: activation) {
                    Text("All").tag(Scope.all)
                    Text("Fruit").tag(Scope.fruit)
                    Text("Vegetable").tag(Scope.vegetable)
                }
            }
        }
    }

    // Evidence: Apple docs "searchScopes(_:activation:_:)" (the scopes populate a Picker bound
    // to the active scope) and "SearchScopeActivation" (onTextEntry, iOS's automatic choice:
    // shown once typing begins, hidden after cancellation).
    @Test func theScopeBarShowsOnceTypingBeginsAndWritesTheBinding() throws {
        let d = Driver(Produce(activation: .automatic))
        #expect(throws: Driver.Failure.self) { try d.pick("Fruit", in: "Scope") }
        try d.type("pea", into: "Search")
        try d.pick("Fruit", in: "Scope")
        #expect(d.screen.contains("scope fruit"))
        // The program writes the binding; the bar follows.
        try d.tap("Only vegetables")
        #expect(d.screen.contains("scope vegetable"))
        try d.tap("Cancel")
        #expect(throws: Driver.Failure.self) { try d.pick("All", in: "Scope") }
        #expect(d.screen.contains("scope vegetable"))
    }

    struct FocusedSearch: View {
        @State private var text = ""
        @FocusState private var searchHasFocus: Bool
        var body: some View {
            NavigationStack {
                VStack {
                    Text(searchHasFocus ? "search focused" : "search idle")
                    Button("Find") { searchHasFocus = true }
                }
                .searchable(text: $text)
                .searchFocused($searchHasFocus)
            }
        }
    }

    // Evidence: Apple docs "searchFocused(_:)" (the binding follows the focus of the search
    // field of the nearest searchable; setting it moves focus there).
    @Test func searchFocusedFollowsAndMovesTheFieldsFocus() throws {
        let d = Driver(FocusedSearch())
        #expect(d.screen.contains("search idle"))
        try d.type("x", into: "Search")
        #expect(d.screen.contains("search focused"))
        try d.tap("Cancel")
        #expect(d.screen.contains("search idle"))
        try d.tap("Find")
        #expect(d.screen.contains("search focused"))
        #expect(d.screen.contains("Button \"Cancel\""), "\(d.screen)")
    }
}
