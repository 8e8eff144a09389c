import Testing
import MarkdownKit

@Suite struct PlainTextTests {
    @Test func keepsTextAndCodeWithoutMarkup() {
        let markdown = """
        # The *body* runs

        A [link](x.md) with `code` and <b>html</b>.

        ```swift
        let n = 1
        ```

        - one
        - two
        """
        let text = MarkdownDocument(parsing: markdown, options: MarkdownOptions(allowRawHTML: true)).plainText
        #expect(text == "The body runs\nA link with code and html.\nlet n = 1\none\ntwo")
    }

    @Test func joinsChineseAcrossSourceLinesButSpacesEnglish() {
        let text = MarkdownDocument(parsing: "状态\n管理\n\nstate\nmachine\n").plainText
        #expect(text == "状态管理\nstate machine")
    }

    @Test func nodePlainTextMatchesDocument() {
        let document = MarkdownDocument(parsing: "Para *one*\nline\n\n> quote\n")
        #expect(document.root.plainText == document.plainText)
    }

    /// Search results quote paragraphs (issue #31): prose only, markup dropped, each with the
    /// heading it sits under; code blocks and headings are not passages.
    @Test func passagesAreParagraphsWithTheirSection() {
        let markdown = "Lead *in*.\n\n## First\n\n- item `code`\n\n```swift\nlet x = 1\n```\n\n### Deeper\n\n> quoted\n> line\n"
        let passages = MarkdownDocument(parsing: markdown).passages
        #expect(passages == [Passage(text: "Lead in.", heading: nil), Passage(text: "item code", heading: 0),
                             Passage(text: "quoted line", heading: 1)])
    }
}
