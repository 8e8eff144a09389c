import ConcurrentMap
import Diagnostics
import Foundation

/// Everything under Content/, read and checked, ready to render.
public struct SiteContent: Sendable {
    public var config: SiteConfig
    public var contentDirectory: URL
    /// Sorted by language (site.yml order), then file name. Drafts included; see `isDraft`.
    public var articles: [ArticleSource]
    public var staticFiles: [StaticFile]
    /// `Content/theme` when it exists: templates and assets there override the built-in theme.
    public var themeDirectory: URL?
    public var warnings: [Diagnostic]

    /// The article with this file name in another language, if one was written.
    public func translation(of article: ArticleSource, in language: Language) -> ArticleSource? {
        articles.first { $0.language == language && $0.fileName == article.fileName && !$0.isDraft }
    }
}

/// Reads Content/: site.yml, one folder per language, articles with front matter.
public enum ContentLoader {
    /// Folders under Content/ that are not languages.
    public static let reservedFolders: Set<String> = ["theme", "static", InterfaceStringsFile.folder]
    /// Slugs that would collide with pages the site generates.
    static let reservedSlugs: Set<String> = ["index", "tags", "search-index", "feed"]

    /// `memo`, when given, holds the articles of the last load: a file whose bytes did not
    /// change is not parsed again (`serve` keeps one between rebuilds), nor read when `stamps`
    /// vouch for its hash and the memo holds its Markdown. `hashes`: files hashed a moment ago
    /// by path (the build's up-to-date check), taken as they are, without asking `stamps`.
    /// `holdingMarkdown: false` leaves every article's Markdown unread (`withMarkdown()`), so
    /// that a build rendering each body once never holds all of it at the same time.
    /// `decoratorWords`: a decorator's built-in interface words per language code, under the
    /// site's own (`ArticleDecorator.interfaceWords`).
    static func load(contentDirectory: URL, memo: ArticleMemo? = nil, stamps: SourceStamps? = nil, hashes: [String: String] = [:],
                     holdingMarkdown: Bool = true, decoratorWords: [String: [String: String]] = [:]) throws -> SiteContent {
        let fileManager = FileManager.default
        let root = contentDirectory.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticsError([.error("content folder not found (pass --content DIR, or run in a folder that has Content/)", file: DisplayPath.of(root), id: .contentMissing)])
        }
        var config = try SiteConfig.load(from: root.appendingPathComponent("site.yml"), displayPath: DisplayPath.of(root.appendingPathComponent("site.yml")))
        var diagnostics = config.warnings
        let strings = InterfaceStringsFile.load(content: root, languages: config.languages, decoratorKeys: Set(decoratorWords["en"].map { Array($0.keys) } ?? []))
        config.interfaceStrings = InterfaceStringsFile.merging(decoratorWords, under: strings.strings, languages: config.languages)
        diagnostics += strings.diagnostics

        let listing = ArticleFiles.list(root: root, config: config)
        diagnostics += listing.diagnostics
        let articleFiles = listing.articles, staticFiles = listing.staticFiles, themeDirectory = listing.themeDirectory

        // Reading and front matter are independent per file.
        let files = articleFiles
        let results = files.indices.concurrentMap { index -> Result<ArticleSource, DiagnosticsError> in
            let (language, path) = files[index]
            if let memo, let hash = hashes[path] ?? stamps?.trustedHash(ofFile: path),
               let known = memo.article(at: path, language: language, sourceHash: hash) {
                return .success(known)
            }
            return Result { try readArticle(path: path, language: language, memo: memo) }
                .map { holdingMarkdown ? $0 : $0.droppingMarkdown() }
                .mapError { error in
                (error as? DiagnosticsError) ?? DiagnosticsError([.error("\(error)", file: DisplayPath.of(standardizedPath: path), id: .contentRead)])
            }
        }
        memo?.keep(only: Set(files.map(\.path)))
        var articles: [ArticleSource] = []
        for result in results {
            switch result {
            case .success(let article):
                articles.append(article)
                diagnostics += article.loadWarnings
            case .failure(let error): diagnostics += error.diagnostics
            }
        }
        articles.sort { lhs, rhs in
            let left = config.languages.firstIndex(of: lhs.language) ?? 0, right = config.languages.firstIndex(of: rhs.language) ?? 0
            return (left, lhs.fileName) < (right, rhs.fileName)
        }
        diagnostics += duplicateSlugs(in: articles)
        diagnostics += missingTranslations(in: articles, config: config)

        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(diagnostics.sorted()) }
        return SiteContent(config: config, contentDirectory: root, articles: articles, staticFiles: staticFiles.sorted { $0.outputPath < $1.outputPath },
                           themeDirectory: themeDirectory, warnings: diagnostics.sorted())
    }

    /// `path`: standardized, as the content walk makes them.
    static func readArticle(path: String, language: Language, memo: ArticleMemo? = nil) throws -> ArticleSource {
        let display = DisplayPath.of(standardizedPath: path)
        guard let bytes = StepClock.shared.measure("read", { FastFiles.readBytes(path) }) else {
            throw DiagnosticsError([.error("cannot read the file", file: display, id: .contentRead)])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let (line, column) = firstInvalidUTF8(in: bytes)
            throw DiagnosticsError([.error("file is not valid UTF-8 (save it as UTF-8)", file: display, line: line, column: column, id: .contentEncoding)])
        }
        let sourceHash = StepClock.shared.measure("hash") { StableHash.hex(ofBytes: bytes) }
        if let known = memo?.article(at: path, language: language, sourceHash: sourceHash, bytes: bytes) { return known }
        if text.allSatisfy(\.isWhitespace) {
            throw DiagnosticsError([.error("file is empty: an article needs front matter with a title, then Markdown", file: display, id: .contentEmpty)])
        }
        let split = try StepClock.shared.measure("front matter") { try FrontMatterSplit.parse(text, file: display) }
        let fileName = ArticleFiles.fileName(ofPath: path)
        let slug = split.frontMatter.slug ?? fileName
        if let refused = ArticleFiles.slugDiagnostic(fileName: fileName, frontMatter: split.frontMatter, file: display) {
            throw DiagnosticsError([refused])
        }
        var article = ArticleSource(language: language, fileName: fileName, slug: slug, path: path, displayPath: display,
                                    frontMatter: split.frontMatter, markdown: split.body, bodyLineOffset: split.bodyLineOffset,
                                    sourceHash: sourceHash)
        article.loadWarnings = split.warnings
        article.markdownByteOffset = split.bodyByteOffset
        article.header = String(decoding: bytes[..<split.bodyByteOffset], as: UTF8.self)
        memo?.remember(article)
        return article
    }

    /// Bytes a slug or tag may use (see `FrontMatter.longestName`).
    static let longestName = FrontMatter.longestName

    /// Why a slug cannot name a page inside Site/<language>/, or nil when it can.
    public static func slugProblem(_ slug: String) -> String? {
        if slug.isEmpty { return "is empty" }
        // Most slugs are file names in lowercase ASCII: no Unicode properties to look up.
        if slug.utf8.count <= longestName, slug.utf8.first != UInt8(ascii: "."), !slug.utf8.contains(where: { !isPlainSlugByte($0) }),
           !slug.contains(".."), !reservedSlugs.contains(slug) {
            return nil
        }
        return slugProblemByCharacters(slug)
    }

    /// The definition, on Unicode characters; `slugProblem(_:)` takes a shortcut for plain slugs.
    static func slugProblemByCharacters(_ slug: String) -> String? {
        if slug.isEmpty { return "is empty" }
        if slug.contains("/") || slug.contains("\\") || slug.contains("..") {
            return "would write outside its language folder in Site/ (use letters, digits, '-' and '_' only)"
        }
        if slug.hasPrefix(".") { return "must not start with '.'" }
        if slug.utf8.count > longestName { return "is \(slug.utf8.count) bytes long; a page's file name allows at most \(longestName)" }
        if reservedSlugs.contains(slug.lowercased()) { return "is reserved for a page the site generates" }
        if let bad = slug.first(where: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }) {
            return "contains '\(bad)': use letters, digits, '-' and '_' only"
        }
        return nil
    }

    private static func isPlainSlugByte(_ byte: UInt8) -> Bool {
        byte.isASCIILowercaseOrDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    static func duplicateSlugs(in articles: [ArticleSource]) -> [Diagnostic] {
        var seen: [String: ArticleSource] = [:]
        var diagnostics: [Diagnostic] = []
        for article in articles {
            let key = article.language.code + "/" + article.slug.lowercased()
            if let first = seen[key] {
                // Reported where the author chose the slug, when one of the two did.
                let (here, other) = article.frontMatter.slugLine == nil && first.frontMatter.slugLine != nil ? (first, article) : (article, first)
                diagnostics.append(.error(
                    "duplicate slug '\(here.slug)': \(other.displayPath) already uses it, so both would be written to Site/\(here.outputPath)",
                    file: here.displayPath, line: here.frontMatter.slugLine ?? 1, id: .contentDuplicate,
                    notes: [.init("'\(other.slug)' is also the slug of this article", file: other.displayPath, line: other.frontMatter.slugLine ?? 1)]))
            } else {
                seen[key] = article
            }
        }
        return diagnostics
    }

    static func missingTranslations(in articles: [ArticleSource], config: SiteConfig) -> [Diagnostic] {
        let published = articles.filter { !$0.isDraft }
        let languages = config.languages
        // Per file name, which of site.yml's languages have it (by position: no set of languages to hash).
        var byFile: [String: [Bool]] = [:]
        for article in published {
            guard let position = languages.firstIndex(where: { $0.code == article.language.code }) else { continue }
            byFile[article.fileName, default: Array(repeating: false, count: languages.count)][position] = true
        }
        var diagnostics: [Diagnostic] = []
        for article in published {
            guard let present = byFile[article.fileName] else { continue }
            let missing = languages.indices.filter { !present[$0] }.map { languages[$0] }
            // Reported once, on the article that exists, naming the file to write.
            for language in missing {
                let expected = DisplayPath.of(article.url.deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent(language.code).appendingPathComponent(article.fileName + ".md"))
                diagnostics.append(.warning("no \(language.name) translation (\(expected)); the \(language.name) pages link to this one with a note",
                                            file: article.displayPath, id: .contentTranslation))
            }
        }
        return diagnostics
    }

    /// Relative paths of the regular files below a folder, skipping hidden ones, sorted;
    /// symlinks leading out of the folder and loops are left out (see `ContentTree`).
    static func filesBelow(_ folder: URL) -> [String] {
        ContentTree.scan(folder, within: folder).files
    }

    static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            let valid = length > 0 && index + length <= bytes.count && bytes[(index + 1)..<(index + length)].allSatisfy { $0 >> 6 == 0b10 }
                && String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
            if !valid {
                let column = (String(validating: bytes[lineStart..<index], as: UTF8.self)?.count ?? (index - lineStart)) + 1
                return (line, column)
            }
            if byte == 0x0A { line += 1; lineStart = index + 1 }
            index += length
        }
        return (line, 1)
    }
}
