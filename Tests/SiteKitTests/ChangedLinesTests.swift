import Foundation
@testable import SiteKit
import Testing

/// Issue #31: a scenario that repeats an earlier one with a change marks its changed lines, as
/// DocC marks the lines a tutorial step changed.
@Suite("Changed lines")
struct ChangedLinesTests {
    /// The marked lines of the first `<pre>` of a page, as the reader sees their text.
    func markedLines(_ html: String, block: Int = 0) -> [String] {
        let pre = html.components(separatedBy: "<pre class=\"code")[block + 1].components(separatedBy: "</pre>")[0]
        return pre.components(separatedBy: "<mark class=\"changed\">").dropFirst().map { piece in
            piece.components(separatedBy: "</mark>")[0].replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "&quot;", with: "\"")
        }
    }

    @Test func namedLinesAreMarked() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: "```swift changed=2,4-5\nlet a = 1\nlet b = 2\nlet c = 3\nlet d = 4\nlet e = 5\n```")
        try site.build()
        #expect(markedLines(try site.read("Site/en/a.html")) == ["let b = 2", "let d = 4", "let e = 5"])
    }

    /// `changed-from=` marks what the earlier scenario does not have; the hidden setup line is
    /// neither shown nor compared.
    @Test func aDiffAgainstAnEarlierScenarioMarksWhatIsNew() throws {
        let site = try Fixture()
        defer { site.remove() }
        let first = "# import SwiftUI\nstruct Counter: View {\n    @State var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}"
        let second = "# import SwiftUI\nstruct Counter: View {\n    @State private var count = 0\n    var body: some View { Text(\"\\(count)\") }\n    func reset() { count = 0 }\n}"
        try site.article("en/a.md", title: "A", body: "```swift scenario=before\n\(first)\n```\n\nThen:\n\n```swift scenario=after changed-from=before\n\(second)\n```")
        try site.build()
        #expect(markedLines(try site.read("Site/en/a.html"), block: 1) == ["    @State private var count = 0", "    func reset() { count = 0 }"])
        #expect(markedLines(try site.read("Site/en/a.html"), block: 0) == [])
    }

    /// A comment over several lines keeps its colour on every line, and each mark holds
    /// balanced HTML.
    @Test func aHighlightSpanningLinesStaysBalanced() {
        let html = CodeBlockHTML.marking([1], in: "<span class=\"hl-com\">/* one\ntwo\nthree */</span> x")
        #expect(html == "<span class=\"hl-com\">/* one</span>\n<mark class=\"changed\"><span class=\"hl-com\">two</span></mark>\n<span class=\"hl-com\">three */</span> x")
    }

    @Test(arguments: [
        ("```swift changed=2-x\nlet a = 1\n```", "en/a.md:6: error: changed= takes line numbers and ranges like 3-5,9, not '2-x'"),
        ("```swift changed=3\nlet a = 1\n```", "en/a.md:6: error: changed= names line 3, but the block has 1 lines"),
        ("```swift scenario=s changed=1\n# import SwiftUI\nlet a = 1\n```", "en/a.md:6: error: changed= names line 1, which is hidden"),
        ("```swift changed-from=missing\nlet a = 1\n```", "en/a.md:6: error: changed-from=missing names no scenario of this article"),
        ("```swift changed=1 changed-from=s\nlet a = 1\n```", "en/a.md:6: error: use changed= or changed-from=, not both"),
        ("```text changed=1\nplain\n```", "en/a.md:6: error: changed= and changed-from= apply to Swift blocks only"),
    ])
    func aMarkThatCannotApplyFailsTheBuildAtItsFence(body: String, expected: String) throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: body)
        let errors = buildErrors(site)
        #expect(errors.contains { $0.contains(expected) }, "\(errors)")
    }

    /// The page hides by the rule the compiler sees (`HiddenLine`): a `# ` line inside a
    /// multi-line string is the string's own text, compiled and so shown.
    @Test func aMarkdownHeadingInAStringIsShown() {
        let code = "# import SwiftUI\nlet help = \"\"\"\n# Usage\n\"\"\"\n#"
        #expect(CodeBlockHTML.withoutHiddenLines(code) == "let help = \"\"\"\n# Usage\n\"\"\"")
    }

    /// Code nested past what Swift's parser handles in time (the fuzz test found one) is hidden
    /// by shape alone: the extractor refuses it anyway.
    @Test(.timeLimit(.minutes(1))) func deeplyNestedCodeIsNotParsedForHiddenLines() {
        let code = "# let secret = 1\nlet x = " + String(repeating: "[", count: 400) + "1" + String(repeating: "]", count: 400)
        #expect(CodeBlockHTML.withoutHiddenLines(code).hasPrefix("let x = [[["))
    }
}
