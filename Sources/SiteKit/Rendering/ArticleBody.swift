import Diagnostics
import MarkdownKit

/// An article's Markdown rendered to HTML, with what the rest of the build needs from it.
///
/// Depends only on the article's own source (and the scenario renderer), which is what lets
/// the build cache it by the source's hash.
struct ArticleBody: Sendable {
    struct Heading: Sendable, Hashable {
        var level: Int
        var text: String
        var anchor: String
    }

    struct LinkReference: Sendable, Hashable {
        var destination: String
        var line: Int
        var column: Int
    }

    /// Links still point at Markdown files here; `LinkResolver` rewrites them per build.
    var html: String
    var headings: [Heading]
    var links: [LinkReference]
    /// Words of the article for the search index.
    var plainText: String
    var diagnostics: [Diagnostic]

    static func render(_ article: ArticleSource, allowRawHTML: Bool, scenarios: ScenarioRendering?) -> ArticleBody {
        let options = MarkdownOptions(allowRawHTML: allowRawHTML, headingAnchors: true, lineOffset: article.bodyLineOffset)
        let document = MarkdownDocument(parsing: article.markdown, options: options)
        var diagnostics: [Diagnostic] = []
        var custom: [Int: String] = [:]
        if let scenarios {
            let result = scenarios.render(article: article, document: document)
            custom = result.html
            diagnostics = result.diagnostics
        }
        for (index, block) in document.codeBlocks.enumerated() {
            document.replace(block, withHTML: custom[index] ?? CodeBlockHTML.html(for: block))
        }
        return ArticleBody(
            html: document.renderHTML(),
            headings: document.headings.map { Heading(level: $0.level, text: $0.text, anchor: $0.anchor) },
            links: document.links.map { LinkReference(destination: $0.destination, line: $0.position.line, column: $0.position.column) },
            plainText: document.plainText,
            diagnostics: diagnostics)
    }
}
