import Testing
import MarkdownKit

@Suite struct LinkTests {
    @Test func findsLinksAndImagesWithFilePositions() {
        let markdown = """
        Intro with [a link](other.md#setup "Title") and
        an image ![diagram](img/graph.png) on line two.

        - Item with [ref][r]
        > [quoted](#top)

        [r]: https://example.com/ref
        """
        let links = MarkdownDocument(parsing: markdown, options: MarkdownOptions(lineOffset: 5)).links
        #expect(links.map(\.destination) == ["other.md#setup", "img/graph.png", "https://example.com/ref", "#top"])
        #expect(links.map(\.isImage) == [false, true, false, false])
        #expect(links.map(\.position) == [
            SourcePosition(line: 6, column: 12),
            SourcePosition(line: 7, column: 10),
            SourcePosition(line: 9, column: 13),
            SourcePosition(line: 10, column: 3),
        ])
        #expect(links[0].title == "Title")
        #expect(links[0].text == "a link")
        #expect(links[1].text == "diagram")
    }

    @Test func columnsOnIndentedAndLazyContinuationLines() {
        // cmark counts later lines of a paragraph from the first line's column; MarkdownKit
        // reports where the link really is.
        let cases: [(markdown: String, position: SourcePosition)] = [
            ("para one\n  continued [a](b)\n", SourcePosition(line: 2, column: 13)),
            ("- item\nlazy [a](b)\n", SourcePosition(line: 2, column: 6)),
            ("> quote\nlazy [a](b)\n", SourcePosition(line: 2, column: 6)),
            (">   deep\n> [a](b)\n", SourcePosition(line: 2, column: 3)),
            ("中文\n  [链接](b)\n", SourcePosition(line: 2, column: 3)),
        ]
        for (markdown, position) in cases {
            #expect(MarkdownDocument(parsing: markdown).links.first?.position == position, "\(markdown.debugDescription)")
        }
    }

    @Test func imageInsideALinkComesAfterIt() {
        let links = MarkdownDocument(parsing: "[![badge](b.svg)](https://ci)\n").links
        #expect(links.map(\.destination) == ["https://ci", "b.svg"])
        #expect(links[0].text == "badge")
    }
}
