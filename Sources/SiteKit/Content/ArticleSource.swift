import Diagnostics
import Foundation
import MarkdownKit

/// One Markdown article as read from `Content/<language>/<file>.md`, before rendering.
public struct ArticleSource: Sendable {
    public var language: Language
    /// The file name without `.md`: articles with the same file name are translations of each other.
    public var fileName: String
    /// The page's name in URLs: front matter `slug`, else the file name.
    public var slug: String
    public var url: URL
    /// Path for diagnostics, relative to the working directory where possible.
    public var displayPath: String
    public var frontMatter: FrontMatter
    /// The Markdown after the front matter.
    public var markdown: String
    /// Lines of the file before `markdown`, so parser lines can be reported as file lines.
    public var bodyLineOffset: Int
    /// Hash of the whole file's bytes.
    public var sourceHash: String
    /// Non-fatal findings from reading the file (unknown front matter keys).
    public var loadWarnings: [Diagnostic] = []
    /// The article came from the build cache by its file's stamp, without reading the file:
    /// `markdown` is empty until `withMarkdown()` reads it, which only a body that has to be
    /// rendered again needs.
    var markdownUnread = false

    /// This article with its Markdown read from its file, which must still hash to `sourceHash`.
    func withMarkdown() throws -> ArticleSource {
        guard markdownUnread else { return self }
        let read = try ContentLoader.readArticle(url: url, language: language)
        guard read.sourceHash == sourceHash else {
            throw DiagnosticsError([.error("the file changed while the site was built; build again", file: displayPath, id: "content.read")])
        }
        return read
    }

    public var title: String { frontMatter.title }
    public var isDraft: Bool { frontMatter.draft }

    /// The Markdown parsed the way the site build parses it, with file line numbers.
    public func makeDocument(allowRawHTML: Bool = false) -> MarkdownDocument {
        MarkdownDocument(parsing: markdown, options: MarkdownOptions(allowRawHTML: allowRawHTML, headingAnchors: true, lineOffset: bodyLineOffset))
    }

    /// Where the page lands inside Site/, e.g. `en/stale-sheet.html`.
    public var outputPath: String { "\(language.code)/\(slug).html" }
}

/// A non-Markdown file copied into the site as it is (an image next to an article).
public struct StaticFile: Sendable, Hashable {
    public var source: URL
    /// Relative to Site/.
    public var outputPath: String
}
