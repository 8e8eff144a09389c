import Testing
import MarkdownKit

@Suite struct WalkTests {
    let markdown = "# Head\n\n> quote *em*\n\nlast `c`\n"

    @Test func visitsInDocumentOrder() {
        var kinds: [MarkdownNode.Kind] = []
        MarkdownDocument(parsing: markdown).walk { kinds.append($0.kind); return .continue }
        #expect(kinds == [.document, .heading, .text, .blockQuote, .paragraph, .text, .emphasis, .text,
                          .paragraph, .text, .code])
    }

    @Test func skipChildrenAndStop() {
        var kinds: [MarkdownNode.Kind] = []
        MarkdownDocument(parsing: markdown).walk { node in
            kinds.append(node.kind)
            if node.kind == .blockQuote { return .skipChildren }
            if node.kind == .code { return .stop }
            return .continue
        }
        #expect(kinds == [.document, .heading, .text, .blockQuote, .paragraph, .text, .code])
        var count = 0
        MarkdownDocument(parsing: markdown).walk { _ in count += 1; return .stop }
        #expect(count == 1)
    }

    @Test func nodesCarryTypedFacts() throws {
        let document = MarkdownDocument(parsing: "## Two\n\n3. x\n4. y\n\n[l](u \"t\")\n\n```swift k=v\nc\n```\n",
                                        options: MarkdownOptions(lineOffset: 2))
        let root = document.root
        let heading = try #require(root.first { $0.kind == .heading })
        #expect(heading.content == .heading(level: 2))
        #expect(heading.range == SourceRange(start: SourcePosition(line: 3, column: 1), end: SourcePosition(line: 3, column: 6)))
        let list = try #require(root.first { $0.kind == .list })
        guard case .list(let facts) = list.content else { Issue.record("not a list"); return }
        #expect(facts.type == .ordered && facts.start == 3 && facts.isTight)
        #expect(list.children.count == 2)
        let link = try #require(root.first { $0.kind == .link })
        #expect(link.content == .link(destination: "u", title: "t"))
        let code = try #require(root.first { $0.kind == .codeBlock })
        guard case .codeBlock(let block) = code.content else { Issue.record("not a code block"); return }
        #expect(block.info["k"] == "v")
        #expect(block.fenceInfo == "swift k=v")
        #expect(block.isFenced)
        #expect(code.literal == "c\n")
    }

    @Test func deeplyNestedInputDoesNotExhaustTheStack() {
        let markdown = String(repeating: ">", count: 20_000) + " deep\n"
        let document = MarkdownDocument(parsing: markdown)
        var depth = 0
        document.walk { node in
            if node.kind == .blockQuote { depth += 1 }
            return .continue
        }
        #expect(depth == 20_000)
        #expect(document.plainText == "deep")
    }
}
