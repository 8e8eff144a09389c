import StateEngine
import Testing

/// Search tokens: shown in the field before its text, added from suggested tokens or token
/// completions (replacing the typed text), removed by the `removeToken` step, and written
/// through the program's binding.
@Suite @MainActor struct SearchTokenTests {
    enum Fruit: String, Identifiable, CaseIterable {
        case apple, pear, banana
        var id: Self { self }
    }

    struct TokenPicker: View {
        @State private var text = ""
        @State private var tokens: [Fruit] = []
        @State private var suggested = Fruit.allCases
        var body: some View {
            NavigationStack {
                VStack {
                    Text("tokens \(tokens.map(\.rawValue).joined(separator: ","))")
                    Text("text \(text)")
                    Button("Add banana") { tokens.append(.banana) }
                }
                .searchable(text: $text, tokens: $tokens, suggestedTokens: $suggested, prompt: "Fruit") { token in
                    Text(token.rawValue.capitalized)
                }
            }
        }
    }

    // Evidence: Apple docs "Suggesting search terms" (token suggestions are listed below the
    // field) and searchCompletion(_:) with a token (the chosen token replaces the partial text).
    @Test func aSuggestedTokenIsAddedInPlaceOfTheTypedText() throws {
        let d = Driver(TokenPicker())
        #expect(!d.screen.contains("Button \"Pear\""))
        try d.type("pe", into: "Fruit")
        try d.tap("Pear")
        #expect(d.screen.contains("tokens pear"), "\(d.screen)")
        #expect(d.screen.contains("SearchField \"Fruit\" \"\""))
        #expect(d.screen.contains("SearchToken \"Pear\""))
    }

    // Evidence: Apple docs UISearchToken ("a token acts like a single character in standard
    // text interactions such as deleting"); searchable(text:tokens:) binds the collection.
    @Test func removingATokenWritesTheBindingAndTheProgramCanAddOne() throws {
        let d = Driver(TokenPicker())
        try d.tap("Add banana")
        #expect(d.screen.contains("SearchToken \"Banana\""), "\(d.screen)")
        try d.type("x", into: "Fruit")
        try d.tap("Apple")
        #expect(d.screen.contains("tokens banana,apple"))
        try d.removeToken("Banana")
        #expect(d.screen.contains("tokens apple"))
        #expect(!d.screen.contains("SearchToken \"Banana\""))
        #expect(throws: Driver.Failure.self) { try d.removeToken("Banana") }
    }

    // The engine rule search-cancel-clears-tokens (docs/ENGINE-RULES.md), chosen without evidence.
    @Test func cancellingSearchClearsTextAndTokens() throws {
        let d = Driver(TokenPicker())
        try d.type("b", into: "Fruit")
        try d.tap("Banana")
        #expect(d.screen.contains("tokens banana"))
        try d.tap("Cancel")
        #expect(!d.screen.contains("tokens banana"), "\(d.screen)")
        #expect(!d.screen.contains("SearchToken"))
    }

    struct Completions: View {
        @State private var text = ""
        @State private var tokens: [Fruit] = []
        var body: some View {
            NavigationStack {
                Text("tokens \(tokens.map(\.rawValue).joined(separator: ","))")
                    .searchable(text: $text, tokens: $tokens) { token in Text(token.rawValue) }
                    .searchSuggestions {
                        ForEach(Fruit.allCases.filter { $0.rawValue.hasPrefix(text) && !text.isEmpty }) { fruit in
                            Label("Filter by \(fruit.rawValue)", systemImage: "leaf").searchCompletion(fruit)
                        }
                    }
            }
        }
    }

    // Evidence: Apple docs searchCompletion(_:) with a token (used in a suggestion list, the
    // token replaces the partial text being edited).
    @Test func aTokenCompletionRowAddsItsToken() throws {
        let d = Driver(Completions())
        try d.type("ba", into: "Search")
        #expect(!d.screen.contains("Filter by apple"))
        try d.tap("Filter by banana")
        #expect(d.screen.contains("tokens banana"), "\(d.screen)")
        #expect(d.screen.contains("SearchField \"Search\" \"\""))
    }

    struct Tag: Identifiable { let id: Int; var name: String }

    struct Editable: View {
        @State private var text = ""
        @State private var tags = [Tag(id: 1, name: "red"), Tag(id: 2, name: "blue")]
        var body: some View {
            NavigationStack {
                Text("tags \(tags.map(\.name).joined(separator: ","))")
                    .searchable(text: $text, editableTokens: $tags) { $tag in
                        Text(tag.name)
                    }
            }
        }
    }

    // Evidence: Apple docs searchable(text:editableTokens:placement:prompt:token:) (the token
    // view gets a binding to its token; tokens can be removed in the field).
    @Test func editableTokensShowAndRemove() throws {
        let d = Driver(Editable())
        #expect(d.screen.contains("SearchToken \"red\""))
        #expect(d.screen.contains("SearchToken \"blue\""))
        try d.removeToken("red")
        #expect(d.screen.contains("tags blue"), "\(d.screen)")
    }

    struct Placement: View {
        @State private var text = ""
        let hideInContent: Bool
        var body: some View {
            NavigationStack {
                Text("results")
                    .searchable(text: $text) {
                        PlacementReader()
                        Text("Suggest apple").searchCompletion("apple")
                    }
                    .searchSuggestions(hideInContent ? .hidden : .automatic, for: .content)
            }
        }
    }

    struct PlacementReader: View {
        @Environment(\.searchSuggestionsPlacement) private var placement
        var body: some View { Text(placement == .content ? "in content" : "elsewhere") }
    }

    // Evidence: Apple docs SearchSuggestionsPlacement.automatic (on iOS suggestions render as
    // a list overlaying the main content) and searchSuggestions(_:for:) (hidden for
    // `.content`, they show only in a menu, which an iPhone's search field does not use).
    @Test func suggestionsRenderInContentUnlessHiddenThere() throws {
        let shown = Driver(Placement(hideInContent: false))
        try shown.type("a", into: "Search")
        #expect(shown.screen.contains("in content"), "\(shown.screen)")
        #expect(shown.screen.contains("Suggest apple"))
        let hidden = Driver(Placement(hideInContent: true))
        try hidden.type("a", into: "Search")
        #expect(!hidden.screen.contains("Suggest apple"), "\(hidden.screen)")
        #expect(hidden.screen.contains("results"))
    }
}
