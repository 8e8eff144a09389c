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
    /// `markdown` is not held (empty) until `withMarkdown()` reads it: an article taken from
    /// the build cache by its file's stamp, or one read by a build that renders each body once
    /// and so need not hold every article's Markdown at the same time.
    var markdownUnread = false
    /// Where the Markdown starts in the file, in bytes.
    var markdownByteOffset = 0

    /// This article with its Markdown read from its file, which must still hash to `sourceHash`.
    func withMarkdown() throws -> ArticleSource {
        guard markdownUnread else { return self }
        guard let data = FileManager.default.contents(atPath: url.path), StableHash.hex(ofBytes: data) == sourceHash,
              markdownByteOffset <= data.count else {
            throw DiagnosticsError([.error("the file changed while the site was built; build again", file: displayPath, id: "content.read")])
        }
        var article = self
        article.markdown = String(decoding: data[(data.startIndex + markdownByteOffset)...], as: UTF8.self)
        article.markdownUnread = false
        return article
    }

    /// This article without its Markdown, which `withMarkdown()` reads again.
    func droppingMarkdown() -> ArticleSource {
        var article = self
        article.markdown = ""
        article.markdownUnread = true
        return article
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
