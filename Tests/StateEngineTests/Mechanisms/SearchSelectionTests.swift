import StateEngine
import Testing

/// `searchSelection(_:)`: a binding to the selection of the nearest searchable field, written
/// as the user types.
@Suite @MainActor struct SearchSelectionTests {
    struct Recipes: View {
        @State private var query = ""
        @State private var selection: TextSelection?
        var body: some View {
            NavigationStack {
                VStack {
                    Text(caret)
                    Button("Select all") {
                        selection = TextSelection(range: query.startIndex..<query.endIndex)
                    }
                }
                .navigationTitle("Recipes")
            }
            .searchable(text: $query)
            .searchSelection($selection)
        }

        var caret: String {
            guard let selection else { return "no selection" }
            guard case .selection(let range) = selection.indices else { return "several ranges" }
            let start = query.distance(from: query.startIndex, to: range.lowerBound)
            let end = query.distance(from: query.startIndex, to: range.upperBound)
            return selection.isInsertion ? "caret at \(start)" : "selected \(start)-\(end)"
        }
    }

    // Evidence: Apple docs, searchSelection(_:) ("SwiftUI will automatically update this value
    // when the user changes selection, such as by typing. Likewise, you can change selection by
    // writing to this value"; indices "relative to the search text").
    @Test func typingLeavesTheCaretAfterTheTextAndTheProgramCanSelect() throws {
        let d = Driver(Recipes())
        #expect(d.screen.contains("no selection"))
        try d.type("soup", into: "Search")
        #expect(d.screen.contains("caret at 4"), "\(d.screen)")
        try d.tap("Select all")
        #expect(d.screen.contains("selected 0-4"), "\(d.screen)")
        try d.type("bread rolls", into: "Search")
        #expect(d.screen.contains("caret at 11"), "\(d.screen)")
    }

    // Chosen [search-selection-cleared-on-cancel].
    @Test func cancellingSearchClearsTheSelection() throws {
        let d = Driver(Recipes())
        try d.type("soup", into: "Search")
        try d.tap("Cancel")
        #expect(d.screen.contains("no selection"), "\(d.screen)")
    }

    struct Inner: View {
        @Binding var selection: TextSelection?
        var body: some View {
            Text(selection == nil ? "none" : "has selection")
                .searchSelection($selection)
        }
    }

    struct Outer: View {
        @State private var query = ""
        @State private var selection: TextSelection?
        var body: some View {
            NavigationStack { Inner(selection: $selection) }
                .searchable(text: $query)
        }
    }

    // Evidence: Apple docs, searchSelection(_:) binds "the search field associated with the
    // nearest searchable modifier", so it works inside the searchable content too.
    @Test func aSelectionWrittenInsideTheSearchableContentIsTheFieldsToo() throws {
        let d = Driver(Outer())
        #expect(d.screen.contains("none"))
        try d.type("x", into: "Search")
        #expect(d.screen.contains("has selection"), "\(d.screen)")
    }

    // Evidence: Apple docs, TextSelection.isInsertion and init(ranges:) (RangeSet indices).
    @Test func aSelectionKnowsWhetherItIsACaret() {
        let text = "hello world"
        #expect(TextSelection(insertionPoint: text.endIndex).isInsertion)
        #expect(!TextSelection(range: text.startIndex..<text.endIndex).isInsertion)
        let several = TextSelection(ranges: RangeSet([text.startIndex..<text.index(after: text.startIndex)]))
        #expect(!several.isInsertion)
        #expect(several != TextSelection(insertionPoint: text.startIndex))
    }
}
