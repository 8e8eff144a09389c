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
}
