@testable import StateEngine
import Testing

/// Markdown in a `LocalizedStringKey`: what a `Text` made from a literal shows once SwiftUI has
/// read the literal's inline Markdown.
@Suite @MainActor struct TextMarkdownTests {
    func shown(_ key: LocalizedStringKey) -> String { key.resolved }

    // Evidence: Apple docs, Text ("Text("**Thank you!** Please visit our [website](https://example.com)")
    // shows bold text and a link"): the syntax does not show, the characters do.
    @Test func strongEmphasisStrikethroughCodeAndLinksShowTheirText() {
        #expect(shown("**Thank you!** Please visit our [website](https://example.com).") == "Thank you! Please visit our website.")
        #expect(shown("*Italic* and _also_, ~~gone~~ and `code`") == "Italic and also, gone and code")
        #expect(shown("***both*** __strong__") == "both strong")
    }

    // Evidence: CommonMark 0.30, 6.2 (a delimiter run followed by whitespace cannot open, and an
    // underscore inside a word neither opens nor closes) and 2.4 (backslash escapes), the rules
    // of the parser Apple's Foundation uses for these keys.
    @Test func plainTextThatLooksLikeMarkdownStaysAsWritten() {
        #expect(shown("2 * 3 * 4 = 24") == "2 * 3 * 4 = 24")
        #expect(shown("snake_case_name") == "snake_case_name")
        #expect(shown("\\*not emphasis\\*") == "*not emphasis*")
        #expect(shown("an [unclosed link") == "an [unclosed link")
        #expect(shown("# Not a heading") == "# Not a heading")
        #expect(shown("**unmatched") == "**unmatched")
    }

    // Evidence: WWDC21 "What's new in Foundation": a key's format string is parsed, then its
    // arguments are substituted, so an interpolated value is shown as it is, and Markdown around
    // it still applies.
    @Test func interpolatedValuesAreNeverReadAsMarkdown() {
        let name = "*Ada*"
        #expect(shown("**\(name)** joined") == "*Ada* joined")
        let count = 3
        #expect(shown("_\(count) new_ messages") == "3 new messages")
    }

    struct Greeting: View {
        @State private var name = "**Grace**"
        var body: some View {
            VStack {
                Text("Hello, **\(name)**!")
                Text(name)
                Text(verbatim: "**raw**")
                Button("**Save**") { name = "Ada" }
            }
        }
    }

    // Evidence: Apple docs, Text.init(_:) with a String ("doesn't localize the string" and shows
    // it as is) and init(verbatim:); a Button's title key is a Text's.
    @Test func onlyKeysAreReadAsMarkdownOnTheScreen() throws {
        let d = Driver(Greeting())
        #expect(d.screen.contains("Text \"Hello, **Grace**!\""))
        #expect(d.screen.contains("Text \"**Grace**\""))
        #expect(d.screen.contains("Text \"**raw**\""))
        try d.tap("Save")
        #expect(d.screen.contains("Text \"Hello, Ada!\""))
    }
}
