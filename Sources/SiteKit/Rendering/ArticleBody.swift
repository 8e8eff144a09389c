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
    /// Distinct search terms of the title, summary and text (see `SearchIndex`).
    var searchTerms: SearchTerms
    var diagnostics: [Diagnostic]

    static func render(_ article: ArticleSource, allowRawHTML: Bool, decoration: Decoration? = nil, memo: HighlightMemo? = nil) -> ArticleBody {
        let document = StepClock.shared.measure("md parse") { article.makeDocument(allowRawHTML: allowRawHTML) }
        return render(article, document: document, decoration: decoration, memo: memo)
    }

    /// Renders a document already parsed from `article` (consuming it: blocks are replaced).
    static func render(_ article: ArticleSource, document: MarkdownDocument, decoration: Decoration?, memo: HighlightMemo? = nil) -> ArticleBody {
        var diagnostics: [Diagnostic] = decoration?.diagnostics ?? []
        let decorated = decoration?.blocks ?? [:]
        let blocks = StepClock.shared.measure("md blocks") { document.codeBlocks }
        let changed = ChangedLines(blocks: blocks, file: article.displayPath)
        diagnostics += changed.diagnostics
        for (index, block) in blocks.enumerated() {
            if decorated[index] == nil, let code = CodeBlockHTML.swiftCode(of: block), let excess = SwiftNesting.excess(in: code) {
                // `SwiftHighlighter` shows it as plain text; a scenario block is refused instead (`ScenarioExtractor`).
                diagnostics.append(.warning("this Swift block is shown without highlighting: \(excess.description)",
                                            file: article.displayPath, line: block.info["scenario"] == nil ? block.fileLine(ofCodeLine: excess.line) : block.fenceLine,
                                            id: .codeNesting))
            }
            let code = { StepClock.shared.measure("highlight") { CodeBlockHTML.html(for: block, memo: memo, changed: changed.marked[index] ?? []) } }
            let html = switch decorated[index] {
            case .replaced(let html): html
            case .codeThen(let html): code() + html
            case nil: code()
            }
            document.replace(block, withHTML: html)
        }
        let html = StepClock.shared.measure("md render") { EastAsianLineBreaks.join(document.renderHTML()) }
        return ArticleBody(
            html: html,
            headings: document.headings.map { Heading(level: $0.level, text: $0.text, anchor: $0.anchor) },
            links: document.links.map { LinkReference(destination: $0.destination, line: $0.position.line, column: $0.position.column) },
            searchTerms: .terms(StepClock.shared.measure("search terms") {
                var terms = SearchIndex.terms(title: article.title, summary: article.frontMatter.summary, text: document.plainText)
                terms.headings = document.headings.filter { $0.level == 2 || $0.level == 3 }.map { ($0.text, $0.anchor) }
                terms.passages = SearchIndex.passages(document.passages, headings: document.headings)
                return terms
            }),
            diagnostics: diagnostics)
    }
}

/// An article's search terms: in memory, or still in the body store (a body taken from the
/// last build), read only when an index needs them. A one-page edit splices one page into the
/// index (`SearchIndexLayout`) and needs no other page's terms, whose passages alone are some
/// 6 KB of text per page: kept apart from the body index, they are not read at all (issue #32).
enum SearchTerms: Sendable {
    case terms(SearchIndex.Terms)
    /// In the body store's terms log, under the body's key (`BodyStore.searchTerms(forKey:)`).
    case stored(key: String)
}
