import Testing
import MarkdownKit

@Suite struct AnchorTests {
    @Test func slugsLikeGitHub() {
        #expect(Anchor.slug("Why @State resets: a 2nd look") == "why-state-resets-a-2nd-look")
        #expect(Anchor.slug("ObservableObject vs. @Observable") == "observableobject-vs-observable")
        #expect(Anchor.slug("snake_case and kebab-case") == "snake_case-and-kebab-case")
        #expect(Anchor.slug("Café à la carte") == "café-à-la-carte")
    }

    @Test func keepsChineseAndDropsFullWidthPunctuation() {
        #expect(Anchor.slug("状态与视图") == "状态与视图")
        #expect(Anchor.slug("为什么 @State 会重置？") == "为什么-state-会重置")
        #expect(Anchor.slug("第一步：启动") == "第一步启动")
    }

    @Test func documentAnchorsAreUniqueAndStable() {
        let markdown = """
        # Setup
        ## Setup
        ## Setup
        ## Setup-1
        ## 概述
        ## 概述
        ## !!!
        """
        let anchors = MarkdownDocument(parsing: markdown).headings.map(\.anchor)
        #expect(anchors == ["setup", "setup-1", "setup-2", "setup-1-1", "概述", "概述-1", "section"])
        #expect(MarkdownDocument(parsing: markdown).headings.map(\.anchor) == anchors)
    }

    @Test func headingsCarryLevelTextAndFileLine() {
        let markdown = "Intro\n\n## The `body` *runs* again\n\nSetext\n======\n"
        let headings = MarkdownDocument(parsing: markdown, options: MarkdownOptions(lineOffset: 10)).headings
        #expect(headings.map(\.level) == [2, 1])
        #expect(headings.map(\.text) == ["The body runs again", "Setext"])
        #expect(headings.map(\.line) == [13, 15])
        #expect(headings[0].anchor == "the-body-runs-again")
    }

    @Test func rendersAnchorsIntoHeadingTags() {
        let html = MarkdownDocument(parsing: "# A *b*\n\n## A b\n\n### 状态\n").renderHTML()
        #expect(html == "<h1 id=\"a-b\">A <em>b</em></h1>\n<h2 id=\"a-b-1\">A b</h2>\n<h3 id=\"状态\">状态</h3>\n")
    }

    @Test func anchorsOffRendersPlainCMarkHeadings() {
        let html = MarkdownDocument(parsing: "## Plain\n", options: MarkdownOptions(headingAnchors: false)).renderHTML()
        #expect(html == "<h2>Plain</h2>\n")
    }
}
