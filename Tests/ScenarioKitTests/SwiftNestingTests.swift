import Foundation
import MarkdownKit
import Testing

@testable import ScenarioKit

/// `SwiftNesting`: the byte scan that keeps swift-syntax from deeply nested code from a pull
/// request (exponential on nested `[`, a stack overflow at a few thousand levels; issue 33).
@Suite struct SwiftNestingTests {
    @Test func ordinarySwiftUICodeIsWithinTheLimits() {
        let code = """
            struct V: View {
                @State var grid: [[String: [Int]]] = [[:]]
                var body: some View {
                    NavigationStack { List { ForEach(items) { item in HStack { Text("\\(item.name) \\(item.count)") } } } }
                }
            }
            """
        #expect(SwiftNesting.excess(in: code) == nil)
    }

    @Test func tooManySquareBracketsAreFoundAtTheirLine() {
        let code = "let a = 1\nlet x = " + String(repeating: "[", count: 11) + "1" + String(repeating: "]", count: 11)
        #expect(SwiftNesting.excess(in: code)?.line == 1)
        #expect(SwiftNesting.excess(in: code)?.description.contains("'['") == true)
    }

    @Test(arguments: ["(", "{", "\"\\(", "#if X\n"])
    func deepNestingOfEveryKindIsFound(_ opener: String) {
        #expect(SwiftNesting.excess(in: String(repeating: opener, count: 65)) != nil)
        #expect(SwiftNesting.excess(in: String(repeating: opener, count: 30)) == nil)
    }

    @Test func textCannotHideNesting() {
        // Closers inside strings and comments, or of another kind, do not close anything.
        let hidden = String(repeating: "[ \")\" /* ] */ // ]\n ) ", count: 11)
        #expect(SwiftNesting.excess(in: hidden) != nil)
    }

    @Test func textDoesNotCountAsNesting() {
        let text = "let s = \"" + String(repeating: "[", count: 100) + "\"\n// " + String(repeating: "(", count: 100)
            + "\nlet r = #\"" + String(repeating: "{", count: 100) + "\"#\n/* " + String(repeating: "[", count: 100) + " */"
            + "\nlet m = \"\"\"\n" + String(repeating: "(", count: 100) + "\n\"\"\""
        #expect(SwiftNesting.excess(in: text) == nil)
    }

    @Test func aScenarioThatNestsTooDeeplyIsAnErrorAtItsLineAndIsNeverParsed() {
        let deep = String(repeating: "[", count: 5_000) + "1" + String(repeating: "]", count: 5_000)
        let text = "Intro.\n\n```swift scenario=deep\nlet fine = 1\nlet x = \(deep)\n```\n\n```swift steps=deep\nlaunch(EmptyView())\n```\n"
        let article = ArticleSource(path: "Content/en/deep.md", text: text)
        let result = ScenarioExtractor.extract(from: article.makeDocument(), file: article.path)
        #expect(result.scenarios.isEmpty)
        #expect(result.diagnostics.map(\.description) == ["Content/en/deep.md:5: error: scenario code nests too deeply: '[' nests more than 10 deep"])
    }
}
