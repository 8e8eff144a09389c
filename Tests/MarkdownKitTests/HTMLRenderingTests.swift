import Testing
import MarkdownKit

@Suite struct HTMLRenderingTests {
    let noAnchors = MarkdownOptions(headingAnchors: false)

    @Test func rawHTMLOffLeavesOutAScript() {
        let markdown = "<script>alert(1)</script>\n\nHi <script>alert(2)</script> there <b>bold</b>\n"
        let html = MarkdownDocument(parsing: markdown).renderHTML()
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("Hi "))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test func rawHTMLOnPassesThrough() {
        let markdown = "<div class=\"note\">\nx\n</div>\n\nHi <b>bold</b>\n"
        let html = MarkdownDocument(parsing: markdown, options: MarkdownOptions(allowRawHTML: true)).renderHTML()
        #expect(html.contains("<div class=\"note\">"))
        #expect(html.contains("<b>bold</b>"))
    }

    @Test func dangerousURLsAreDroppedWhenRawHTMLIsOff() {
        let html = MarkdownDocument(parsing: "[x](javascript:alert(1))\n").renderHTML()
        #expect(!html.contains("javascript:"))
    }

    @Test func replacedBlockEmitsItsHTMLEvenWithRawHTMLOff() {
        let markdown = "Before\n\n```swift scenario=a\nlet x = 1\n```\n\nAfter <i>raw</i>\n"
        let document = MarkdownDocument(parsing: markdown, options: noAnchors)
        let figure = "<figure class=\"run\"><script>/* mine */</script></figure>\n"
        #expect(document.replace(document.codeBlocks[0], withHTML: figure))
        let html = document.renderHTML()
        #expect(html == "<p>Before</p>\n" + figure + "<p>After <!-- raw HTML omitted -->raw<!-- raw HTML omitted --></p>\n")
    }

    @Test func renderingTwiceGivesTheSameHTMLAndKeepsTheTree() {
        let markdown = "# T\n\n```swift\ncode\n```\n\n## T\n"
        let document = MarkdownDocument(parsing: markdown)
        document.replace(document.codeBlocks[0], withHTML: "<pre>replaced</pre>")
        let first = document.renderHTML()
        #expect(first == document.renderHTML())
        #expect(first.contains("<pre>replaced</pre>\n<h2 id=\"t-1\">T</h2>"))
        #expect(document.codeBlocks.count == 1)
        #expect(document.root.children.map(\.kind) == [.heading, .codeBlock, .heading])
    }

    @Test func laterReplacementOfTheSameBlockWins() {
        let document = MarkdownDocument(parsing: "```\na\n```\n", options: noAnchors)
        document.replace(document.codeBlocks[0], withHTML: "<p>one</p>")
        document.replace(document.codeBlocks[0], withHTML: "<p>two</p>")
        #expect(document.renderHTML() == "<p>two</p>\n")
    }

    @Test func replacesAnyBlockAndInlineNode() throws {
        let document = MarkdownDocument(parsing: "> quoted\n\nSee `code` here.\n\n- a\n- b\n", options: noAnchors)
        let quote = try #require(document.root.first { $0.kind == .blockQuote })
        let code = try #require(document.root.first { $0.kind == .code })
        let item = try #require(document.root.first { $0.kind == .item })
        document.replace(quote, withHTML: "<aside>q</aside>")
        document.replace(code, withHTML: "<kbd>k</kbd>")
        document.replace(item, withHTML: "A")
        #expect(document.renderHTML() == "<aside>q</aside>\n<p>See <kbd>k</kbd> here.</p>\n<ul>\n<li>A</li>\n<li>b</li>\n</ul>\n")
    }

    @Test func replacedItemOfALooseListStaysABlock() throws {
        let document = MarkdownDocument(parsing: "- a\n\n- b\n", options: noAnchors)
        let item = try #require(document.root.first { $0.kind == .item })
        document.replace(item, withHTML: "<div>A</div>")
        #expect(document.renderHTML() == "<ul>\n<li>\n<div>A</div>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n")
    }

    @Test func replacingTheDocumentReplacesThePage() {
        let document = MarkdownDocument(parsing: "# T\n\ntext\n")
        document.replace(document.root, withHTML: "<main>all</main>\n")
        #expect(document.renderHTML() == "<main>all</main>\n")
    }

    @Test func inlineReplacedInsideAHeadingShowsInTheAnchoredHeading() throws {
        let document = MarkdownDocument(parsing: "## Use `x`\n")
        let code = try #require(document.root.first { $0.kind == .code })
        document.replace(code, withHTML: "<code class=\"swift\">x</code>")
        #expect(document.renderHTML() == "<h2 id=\"use-x\">Use <code class=\"swift\">x</code></h2>\n")
    }

    @Test func aNodeOfAnotherDocumentIsRefused() {
        let one = MarkdownDocument(parsing: "```\na\n```\n", options: noAnchors)
        let other = MarkdownDocument(parsing: "```\nb\n```\n", options: noAnchors)
        #expect(!other.replace(one.codeBlocks[0], withHTML: "<p>x</p>"))
        #expect(other.renderHTML() == "<pre><code>b\n</code></pre>\n")
    }

    @Test func smartPunctuation() {
        let html = MarkdownDocument(parsing: "\"Hi\" -- it's...\n", options: MarkdownOptions(smartPunctuation: true)).renderHTML()
        #expect(html == "<p>“Hi” – it’s…</p>\n")
    }
}
