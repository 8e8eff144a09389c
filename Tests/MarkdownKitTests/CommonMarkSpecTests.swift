import Foundation
import Testing
import MarkdownKit

/// With nothing transformed, MarkdownKit's HTML is cmark's: every example of the
/// CommonMark 0.30 spec must render to the spec's expected HTML.
@Suite struct CommonMarkSpecTests {
    struct Example: Decodable {
        var markdown: String
        var html: String
        var example: Int
        var section: String
    }

    /// The 652 examples of the CommonMark 0.30 specification, dumped by the spec's own test
    /// tool, shipped as a resource of this test target.
    static let specURL = Bundle.module.url(forResource: "commonmark-spec-0.30", withExtension: "json")

    static func examples() throws -> [Example] {
        let url = try #require(specURL, "commonmark-spec-0.30.json is missing from the test target's resources")
        return try JSONDecoder().decode([Example].self, from: Data(contentsOf: url))
    }

    @Test func everySpecExampleRendersAsCMarkDoes() throws {
        let examples = try Self.examples()
        #expect(examples.count == 652)
        let options = MarkdownOptions(allowRawHTML: true, headingAnchors: false)
        var failures: [String] = []
        for example in examples {
            let html = MarkdownDocument(parsing: example.markdown, options: options).renderHTML()
            if html != example.html {
                failures.append("example \(example.example) (\(example.section)): got \(html.debugDescription), expected \(example.html.debugDescription)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(examples.count) examples differ:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    @Test func anchoredHeadingsDifferFromCMarkOnlyByTheirIDs() throws {
        // Heading anchors re-render each heading; apart from the id, nothing may change.
        let examples = try Self.examples()
        let idAttribute = try Regex(#"(<h[1-6]) id="[^"<>]*">"#)
        var failures: [Int] = []
        for example in examples {
            let options = MarkdownOptions(allowRawHTML: true, headingAnchors: true)
            let anchored = MarkdownDocument(parsing: example.markdown, options: options).renderHTML()
            let stripped = anchored.replacing(idAttribute) { match in "\(match.output[1].substring ?? "")>" }
            if stripped != example.html { failures.append(example.example) }
        }
        #expect(failures.isEmpty, "examples that differ beyond heading ids: \(failures)")
    }

    @Test func everySpecExampleSurvivesEveryAccessor() throws {
        // The accessors walk trees cmark built from odd input; none may trap or lose nodes.
        let examples = try Self.examples()
        for example in examples {
            let document = MarkdownDocument(parsing: example.markdown, options: MarkdownOptions(lineOffset: 3))
            var visited = 0
            document.walk { _ in visited += 1; return .continue }
            let codeNodes = countNodes(document.root) { $0.kind == .codeBlock }
            #expect(document.codeBlocks.count == codeNodes, "example \(example.example)")
            #expect(document.headings.count == countNodes(document.root) { $0.kind == .heading })
            #expect(document.links.count == countNodes(document.root) { $0.kind == .link || $0.kind == .image })
            #expect(visited == countNodes(document.root) { _ in true })
            _ = document.plainText
            _ = document.renderHTML()
        }
    }

    private func countNodes(_ node: MarkdownNode, _ match: (MarkdownNode) -> Bool) -> Int {
        node.children.reduce(match(node) ? 1 : 0) { $0 + countNodes($1, match) }
    }
}
