import SiteKit
import Testing

@Suite("Swift highlighting at build time")
struct HighlighterTests {
    static let samples = [
        "struct A: View {\n    @State private var n = 1\n    var body: some View { Text(\"n = \\(n)\") }\n}\n",
        "// a comment\nlet x = 0x1F + 2.5 // trailing\n/* block */ func f(label y: Int) -> Int { y }\n",
        "let s = \"\"\"\n  multi <line> & \"quotes\"\n  \"\"\"\n",
        "func broken( { let = \n}}} @@ <#placeholder#>\n",
        "let 中文 = \"汉字 ✓\"; print(中文)\n",
    ]

    @Test(arguments: samples)
    func textIsPreservedExactly(source: String) {
        let html = SwiftHighlighter.html(for: source)
        #expect(Self.unescape(Self.stripTags(html)) == source)
        #expect(!html.contains("<script"))
    }

    @Test func keywordsStringsCommentsAndAttributesAreMarked() {
        let html = SwiftHighlighter.html(for: "@State var s = \"x\" // note\n")
        #expect(html.contains("<span class=\"hl-kw\">var</span>"))
        #expect(html.contains("<span class=\"hl-str\">&quot;x&quot;</span>"))
        #expect(html.contains("<span class=\"hl-com\">// note</span>"))
        #expect(html.contains("<span class=\"hl-attr\">@State</span>"))
    }

    @Test func otherLanguagesAreEscapedPlainText() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: "```python\nif a < b: print('<b>')\n```\n\n```swift\nlet a = 1\n```")
        try site.build()
        let page = try site.read("Site/en/a.html")
        #expect(page.contains("<pre class=\"code lang-python\"><code>if a &lt; b: print(&#39;&lt;b&gt;&#39;)\n</code></pre>"))
        #expect(page.contains("<span class=\"hl-kw\">let</span> a = <span class=\"hl-num\">1</span>"))
    }

    @Test func scenarioBlocksHideTheirHiddenLines() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: "```swift scenario=demo\nlet shown = 1\n# let secretSetup = 2\n    #\n```")
        try site.build()
        let page = try site.read("Site/en/a.html")
        #expect(page.contains("shown"))
        #expect(!page.contains("secretSetup"))
        #expect(page.contains("data-scenario=\"demo\""))
    }

    static func stripTags(_ html: String) -> String {
        var out = "", inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { out.append(character) }
        }
        return out
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

import Foundation
