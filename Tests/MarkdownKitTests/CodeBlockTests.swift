import Testing
import MarkdownKit

@Suite struct CodeBlockTests {
    let article = """
    # Title

    Some prose.

    ```swift scenario=a
    let x = 1
    ```

    ~~~~ output scenario=a
    x
    ~~~~

        indented code
        second line

    > ```sh
    > echo quoted
    > ```

    - item

      ```json
      {}
      ```
    """

    @Test func reportsFenceAndFirstCodeLinesAsFileLines() {
        let document = MarkdownDocument(parsing: article, options: MarkdownOptions(lineOffset: 4))
        let blocks = document.codeBlocks
        #expect(blocks.map(\.fenceLine) == [5 + 4, 9 + 4, 13 + 4, 16 + 4, 22 + 4])
        #expect(blocks.map(\.firstCodeLine) == [6 + 4, 10 + 4, 13 + 4, 17 + 4, 23 + 4])
        #expect(blocks.map(\.isFenced) == [true, true, false, true, true])
        #expect(blocks[0].range.start == SourcePosition(line: 9, column: 1))
        #expect(blocks[0].range.end.line == 11)
        #expect(blocks[0].fileLine(ofCodeLine: 0) == 10)
    }

    @Test func withoutOffsetLinesAreMarkdownLines() {
        let blocks = MarkdownDocument(parsing: article).codeBlocks
        #expect(blocks[0].fenceLine == 5)
        #expect(blocks[0].firstCodeLine == 6)
    }

    @Test func carriesLiteralAndInfo() {
        let blocks = MarkdownDocument(parsing: article).codeBlocks
        #expect(blocks.map(\.literal) == ["let x = 1\n", "x\n", "indented code\nsecond line\n", "echo quoted\n", "{}\n"])
        #expect(blocks.map(\.info.language) == ["swift", "output", nil, "sh", "json"])
        #expect(blocks[1]["scenario"] == "a")
        #expect(blocks[2].info.isEmpty)
    }

    @Test func indentedCodeThatLooksLikeAFenceIsNotFenced() {
        let markdown = "Prose.\n\n    ```swift\n    code\n"
        let block = MarkdownDocument(parsing: markdown).codeBlocks[0]
        #expect(!block.isFenced)
        #expect(block.literal == "```swift\ncode\n")
        #expect(block.firstCodeLine == 3)
    }

    @Test func crlfLineEndingsCountOnce() {
        let markdown = "a\r\n\r\n```swift x=1\r\ncode\r\n```\r\n"
        let block = MarkdownDocument(parsing: markdown).codeBlocks[0]
        #expect(block.fenceLine == 3)
        #expect(block.info["x"] == "1")
    }
}

extension CodeBlock {
    subscript(_ key: String) -> String? { info[key] }
}
