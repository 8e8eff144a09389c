import Foundation

/// Articles as read last time, by file: reading one again whose bytes are the same returns
/// what was read then, without parsing its front matter again. Only articles that read
/// without findings are kept. `serve` keeps one in memory, Markdown included, so that a file
/// whose stamp is unchanged is not even read; `build` keeps one in the build cache, without
/// the Markdown. `@unchecked Sendable`: `lock` guards `articles`.
public final class ArticleMemo: @unchecked Sendable {
    struct Entry: Sendable {
        /// Its Markdown is empty when the entry came from the build cache; where the Markdown
        /// starts in the file is `article.markdownByteOffset`.
        var article: ArticleSource
        var keepsMarkdown: Bool
    }

    private let lock = NSLock()
    private var articles: [String: Entry] = [:]
    /// Entries as the build cache holds them, and what changed since they were read or saved.
    private var records: [String: ArraySlice<UInt8>] = [:]
    private var changed = Set<String>(), removed = Set<String>()

    public init() {}

    /// The article at `path` as read before, when its bytes are the same.
    func article(at path: String, language: Language, sourceHash: String, bytes: [UInt8]) -> ArticleSource? {
        lock.lock()
        let known = articles[path]
        lock.unlock()
        guard let known, known.article.sourceHash == sourceHash, known.article.language.code == language.code,
              known.article.markdownByteOffset <= bytes.count else { return nil }
        var article = known.article
        article.language = language
        // Paths here are the content loader's, which are standardized.
        article.displayPath = DisplayPath.of(standardizedPath: path)
        article.markdown = String(decoding: bytes[known.article.markdownByteOffset...], as: UTF8.self)
        article.header = String(decoding: bytes[..<known.article.markdownByteOffset], as: UTF8.self)
        article.markdownUnread = false
        if !known.keepsMarkdown {
            // Read once: from now on the memo can stand in for the file (see `keepsMarkdown`).
            lock.lock()
            articles[path] = Entry(article: article, keepsMarkdown: true)
            lock.unlock()
        }
        return article
    }

    /// The article at `path` as read before, when its file's hash is `sourceHash` (known from
    /// its stamp); without its Markdown (`markdownUnread`) when the memo came from the cache.
    func article(at path: String, language: Language, sourceHash: String) -> ArticleSource? {
        lock.lock()
        let known = articles[path]
        lock.unlock()
        guard let known, known.article.sourceHash == sourceHash, known.article.language.code == language.code else { return nil }
        var article = known.article
        // Set only where they differ: the first change copies the article's fields, which for
        // 2,000 unchanged articles is most of what taking them from the memo costs.
        if article.markdownUnread == known.keepsMarkdown { article.markdownUnread = !known.keepsMarkdown }
        if article.language != language { article.language = language }
        let displayPath = DisplayPath.of(standardizedPath: path)
        if article.displayPath != displayPath { article.displayPath = displayPath }
        return article
    }

    func remember(_ article: ArticleSource) {
        guard article.loadWarnings.isEmpty else { return }
        let entry = Entry(article: article, keepsMarkdown: true)
        lock.lock()
        articles[article.path] = entry
        changed.insert(article.path)
        removed.remove(article.path)
        lock.unlock()
    }

    /// Forgets files that are gone.
    func keep(only paths: Set<String>) {
        lock.lock()
        for path in articles.keys where !paths.contains(path) {
            removed.insert(path)
            changed.remove(path)
        }
        articles = articles.filter { paths.contains($0.key) }
        lock.unlock()
    }

    // MARK: In the build cache

    /// Another statedocs may read front matter differently: its memo is not used.
    static let version = "articles 3 " + InputKeys.toolStamp

    private static func log(in cacheDirectory: URL) -> RecordLog {
        RecordLog(path: cacheDirectory.appendingPathComponent("site-articles").path, version: version)
    }

    /// Reads the memo a build left in `cacheDirectory` (nothing when it is missing or damaged).
    func load(from cacheDirectory: URL) {
        guard let records = Self.log(in: cacheDirectory).load() else { return }
        var loaded: [String: Entry] = [:]
        loaded.reserveCapacity(records.count)
        for (path, record) in records {
            var reader = ByteReader(record)
            guard var article = Self.decode(&reader, path: path) else { return }
            article.markdownUnread = true
            loaded[path] = Entry(article: article, keepsMarkdown: false)
        }
        lock.lock()
        articles = loaded
        self.records = records
        changed = []
        removed = []
        lock.unlock()
    }

    /// Saves into `cacheDirectory` what changed since the memo was loaded or saved.
    func save(to cacheDirectory: URL) {
        lock.lock()
        defer { lock.unlock() }
        guard !changed.isEmpty || !removed.isEmpty else { return }
        for path in changed {
            guard let entry = articles[path] else { continue }
            var writer = ByteWriter()
            Self.encode(entry.article, into: &writer)
            records[path] = writer.bytes[...]
        }
        for path in removed { records[path] = nil }
        Self.log(in: cacheDirectory).save(records, changed: changed, removed: removed)
        changed = []
        removed = []
    }

    private static func encode(_ article: ArticleSource, into writer: inout ByteWriter) {
        let front = article.frontMatter
        writer.string(article.language.code)
        writer.string(article.fileName)
        writer.string(article.slug)
        writer.string(article.sourceHash)
        writer.int(article.markdownByteOffset)
        writer.int(article.bodyLineOffset)
        writer.string(front.title)
        writer.string(front.summary)
        writer.string(front.date)
        writer.string(front.lastmod)
        writer.int(front.draft ? 1 : 0)
        writer.string(front.slug ?? "")
        writer.int(front.slugLine ?? -1)
        writer.int(front.tags.count)
        for tag in front.tags { writer.string(tag) }
        writer.string(article.header)
        writer.string(front.recordedSourceHash?.value ?? "")
        writer.int(front.recordedSourceHash?.line ?? -1)
    }

    private static func decode(_ reader: inout ByteReader, path: String) -> ArticleSource? {
        guard let code = reader.string(), let fileName = reader.string(), let slug = reader.string(),
              let sourceHash = reader.string(), let bodyOffset = reader.int(), let bodyLineOffset = reader.int(),
              let title = reader.string(), let summary = reader.string(), let date = reader.string(), let lastmod = reader.string(),
              let draft = reader.int(), let frontSlug = reader.string(), let slugLine = reader.int(), let tagCount = reader.int()
        else { return nil }
        var tags: [String] = []
        for _ in 0..<max(0, tagCount) {
            guard let tag = reader.string() else { return nil }
            tags.append(tag)
        }
        guard let header = reader.string(), let recordedHash = reader.string(), let recordedHashLine = reader.int() else { return nil }
        var front = FrontMatter(title: title, summary: summary, date: date, tags: tags, draft: draft != 0, slug: frontSlug.isEmpty ? nil : frontSlug)
        front.lastmod = lastmod
        front.slugLine = slugLine < 0 ? nil : slugLine
        front.recordedSourceHash = recordedHashLine < 0 ? nil : RecordedSourceHash(value: recordedHash, line: recordedHashLine)
        var article = ArticleSource(language: Language(code: code), fileName: fileName, slug: slug, path: path, displayPath: "",
                                    frontMatter: front, markdown: "", bodyLineOffset: bodyLineOffset, sourceHash: sourceHash)
        article.markdownByteOffset = bodyOffset
        article.header = header
        return article
    }
}
