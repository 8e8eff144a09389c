import Diagnostics
import Foundation
import MarkdownKit

/// One Markdown article as read from `Content/<language>/<file>.md`: what the site build
/// renders and what `verify` checks (its scenarios, its translation's `source-hash`).
///
/// The fields live in one copy-on-write box: a build copies articles into plans, lists and
/// resolvers thousands of times, and a copy is then one reference instead of some twenty.
public struct ArticleSource: Sendable {
    private struct Fields {
        var language: Language { didSet { outputPath = Self.outputPath(language, slug) } }
        var fileName: String
        var slug: String { didSet { outputPath = Self.outputPath(language, slug) } }
        var path: String
        var displayPath: String
        var frontMatter: FrontMatter
        var markdown: String
        /// The text before `markdown` (the front matter with its fences).
        var header = ""
        var bodyLineOffset: Int
        var sourceHash: String
        var loadWarnings: [Diagnostic] = []
        var markdownUnread = false
        var markdownByteOffset = 0
        /// Kept with the two it is made of: every list, key and link of a build asks for it.
        var outputPath = ""

        static func outputPath(_ language: Language, _ slug: String) -> String { "\(language.code)/\(slug).html" }
    }

    /// Mutated only while uniquely referenced (see `update`), so sharing it across threads is safe.
    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    public init(language: Language, fileName: String, slug: String, path: String, displayPath: String, frontMatter: FrontMatter,
                markdown: String, bodyLineOffset: Int, sourceHash: String) {
        box = Box(Fields(language: language, fileName: fileName, slug: slug, path: path, displayPath: displayPath, frontMatter: frontMatter,
                         markdown: markdown, bodyLineOffset: bodyLineOffset, sourceHash: sourceHash,
                         outputPath: Fields.outputPath(language, slug)))
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        change(&box.fields)
    }

    public var language: Language {
        _read { yield box.fields.language }
        set { update { $0.language = newValue } }
    }
    /// The file name without `.md`: articles with the same file name are translations of each other.
    public var fileName: String {
        _read { yield box.fields.fileName }
        set { update { $0.fileName = newValue } }
    }
    /// The page's name in URLs: front matter `slug`, else the file name.
    public var slug: String {
        _read { yield box.fields.slug }
        set { update { $0.slug = newValue } }
    }
    /// The file's absolute path (kept as a string: memo lookups and git dates go by path).
    public var path: String {
        _read { yield box.fields.path }
        set { update { $0.path = newValue } }
    }
    public var url: URL { URL(fileURLWithPath: path) }
    /// Path for diagnostics, relative to the working directory where possible.
    public var displayPath: String {
        _read { yield box.fields.displayPath }
        set { update { $0.displayPath = newValue } }
    }
    public var frontMatter: FrontMatter {
        _read { yield box.fields.frontMatter }
        set { update { $0.frontMatter = newValue } }
    }
    /// The Markdown after the front matter.
    public var markdown: String {
        _read { yield box.fields.markdown }
        set { update { $0.markdown = newValue } }
    }
    /// Lines of the file before `markdown`, so parser lines can be reported as file lines.
    public var bodyLineOffset: Int {
        _read { yield box.fields.bodyLineOffset }
        set { update { $0.bodyLineOffset = newValue } }
    }
    /// Hash of the whole file's bytes.
    public var sourceHash: String {
        _read { yield box.fields.sourceHash }
        set { update { $0.sourceHash = newValue } }
    }
    /// Non-fatal findings from reading the file (unknown front matter keys).
    public var loadWarnings: [Diagnostic] {
        _read { yield box.fields.loadWarnings }
        set { update { $0.loadWarnings = newValue } }
    }
    /// `markdown` is not held (empty) until `withMarkdown()` reads it: an article taken from
    /// the build cache by its file's stamp, or one read by a build that renders each body once
    /// and so need not hold every article's Markdown at the same time.
    public var markdownUnread: Bool {
        _read { yield box.fields.markdownUnread }
        set { update { $0.markdownUnread = newValue } }
    }
    /// Where the Markdown starts in the file, in bytes.
    public var markdownByteOffset: Int {
        _read { yield box.fields.markdownByteOffset }
        set { update { $0.markdownByteOffset = newValue } }
    }

    /// This article with its Markdown read from its file, which must still hash to `sourceHash`.
    public func withMarkdown() throws -> ArticleSource {
        guard markdownUnread else { return self }
        guard let bytes = FastFiles.readBytes(path), StableHash.hex(ofBytes: bytes) == sourceHash,
              markdownByteOffset <= bytes.count else {
            throw DiagnosticsError([.error("the file changed while the site was built; build again", file: displayPath, id: .contentRead)])
        }
        var article = self
        article.markdown = String(decoding: bytes[markdownByteOffset...], as: UTF8.self)
        article.header = String(decoding: bytes[..<markdownByteOffset], as: UTF8.self)
        article.markdownUnread = false
        return article
    }

    /// This article without its Markdown, which `withMarkdown()` reads again.
    public func droppingMarkdown() -> ArticleSource {
        var article = self
        article.markdown = ""
        article.markdownUnread = true
        return article
    }

    /// The text before the Markdown: the front matter and its fences (empty without them).
    public var header: String {
        _read { yield box.fields.header }
        set { update { $0.header = newValue } }
    }

    /// The whole file's text, when its Markdown is held.
    public var text: String { header + markdown }

    /// File lines of the front matter's fences, when it has front matter.
    public var frontMatterLines: ClosedRange<Int>? { bodyLineOffset > 0 ? 1...bodyLineOffset : nil }

    /// `source-hash:` of a translation, when its front matter records one.
    public var recordedSourceHash: RecordedSourceHash? { frontMatter.recordedSourceHash }

    public var title: String { frontMatter.title }
    public var isDraft: Bool { frontMatter.draft }

    /// An article as `verify` reads it: any Markdown file, with or without front matter. Front
    /// matter is read by the same reader as the site's, but not validated: a page's title or
    /// date is the build's concern; verify needs only the fences and `source-hash`.
    public init(path: String, text: String) {
        let fileName = String((path.split(separator: "/").last ?? Substring(path)).dropLast(path.hasSuffix(".md") ? 3 : 0))
        var frontMatter = FrontMatter(title: "")
        var markdown = text
        var header = ""
        var bodyLineOffset = 0
        var byteOffset = 0
        if case .fenced(let fenced) = FrontMatterFences.scan(text) {
            markdown = String(Substring(text.utf8[fenced.bodyStart...]))
            header = String(Substring(text.utf8[..<fenced.bodyStart]))
            bodyLineOffset = fenced.closingLine
            byteOffset = fenced.bodyByteOffset
            if case .fields(let fields)? = try? FrontMatterFields.read(fenced.yamlLines, file: path) {
                frontMatter.title = fields.values["title"]?.text ?? ""
                frontMatter.recordedSourceHash = fields.recordedSourceHash(lineOffset: 1)
            }
        }
        self.init(language: Language(code: ContentLanguages.language(ofPath: path)), fileName: fileName, slug: fileName, path: path,
                  displayPath: path, frontMatter: frontMatter, markdown: markdown, bodyLineOffset: bodyLineOffset,
                  sourceHash: StableHash.hex(of: text))
        self.header = header
        markdownByteOffset = byteOffset
    }

    /// The Markdown parsed the way the site build parses it, with file line numbers.
    public func makeDocument(allowRawHTML: Bool = false) -> MarkdownDocument {
        MarkdownDocument(parsing: markdown, options: MarkdownOptions(allowRawHTML: allowRawHTML, headingAnchors: true, lineOffset: bodyLineOffset))
    }

    /// Where the page lands inside Site/, e.g. `en/stale-sheet.html`.
    public var outputPath: String { box.fields.outputPath }
}

/// A non-Markdown file copied into the site as it is (an image next to an article).
public struct StaticFile: Sendable, Hashable {
    public var source: URL
    /// Relative to Site/.
    public var outputPath: String

    public init(source: URL, outputPath: String) {
        self.source = source
        self.outputPath = outputPath
    }
}
