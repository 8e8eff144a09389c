import Diagnostics
import Foundation

/// Checks every relative link and `#anchor` of an article and rewrites links to Markdown
/// files into links to the pages they become.
///
/// Authors link the way their editor resolves files: `other.md`, `other.md#a-heading`,
/// `../zh/other.md`, `#a-heading`, `images/figure.png` (relative to the Markdown file).
struct LinkResolver: Sendable {
    enum Resolution: Equatable {
        case external
        case href(String)
        case broken(String)
    }

    /// Published articles by their path inside Content/ (`en/foo.md`).
    let articles: [String: ArticleSource]
    let drafts: Set<String>
    /// Paths inside Content/ of files copied as they are; the same path inside Site/.
    let staticPaths: Set<String>
    /// Heading anchors by article output path (a few per page: an array is searched faster
    /// than thousands of sets are built).
    let anchors: [String: [String]]
    /// The stable hash of everything above that a resolution reads: with an article's own
    /// links (its body's key), it decides the article's rewrites (`SiteFiles.sourceKey(of:)`).
    let digest: UInt64

    /// `published` in the build's order, with each one's heading anchors.
    init(published: [(article: ArticleSource, anchors: [String])], drafts: Set<String>, staticPaths: Set<String>) {
        var hash = StableHash()
        hash.combine("links 1")
        var articles: [String: ArticleSource] = [:], anchors: [String: [String]] = [:]
        articles.reserveCapacity(published.count)
        anchors.reserveCapacity(published.count)
        for (article, headings) in published {
            let path = article.language.code + "/" + article.fileName + ".md"
            // The first article of a path wins, as the path's diagnostics say (`duplicateSlugs`).
            if articles[path] == nil { articles[path] = article }
            anchors[article.outputPath] = headings
            for part in [path, article.language.code, article.outputPath] { hash.combine(part) }
            hash.combine(word: UInt64(headings.count))
            for anchor in headings { hash.combine(anchor) }
        }
        for set in [drafts, staticPaths] {
            hash.combine(word: UInt64(set.count))
            for path in set.sorted() { hash.combine(path) }
        }
        self.articles = articles
        self.anchors = anchors
        self.drafts = drafts
        self.staticPaths = staticPaths
        digest = hash.value
    }

    func resolve(_ destination: String, from article: ArticleSource) -> Resolution {
        if destination.isEmpty || Self.hasScheme(destination) || destination.hasPrefix("//") { return .external }
        var path = destination
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        var query = ""
        if let mark = path.firstIndex(of: "?") {
            query = String(path[mark...])
            path = String(path[..<mark])
        }
        let decodedFragment = fragment.map(Self.percentDecoded)
        if path.isEmpty {
            if let decodedFragment, !decodedFragment.isEmpty, !(anchors[article.outputPath]?.contains(decodedFragment) ?? false) {
                return .broken("no heading with anchor '#\(decodedFragment)' in this article\(suggestion(decodedFragment, in: anchors[article.outputPath]))")
            }
            return .external
        }
        let decoded = Self.percentDecoded(path)
        var components = decoded.hasPrefix("/") ? [] : [article.language.code]
        for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if components.isEmpty { return .broken("'\(destination)' points outside the content folder") }
                components.removeLast()
            default: components.append(String(part))
            }
        }
        let target = components.joined(separator: "/")
        let suffix = query + (fragment.map { "#" + $0 } ?? "")
        if let linked = articles[target] {
            if let decodedFragment, !decodedFragment.isEmpty, !(anchors[linked.outputPath]?.contains(decodedFragment) ?? false) {
                return .broken("\(linked.displayPath) has no heading with anchor '#\(decodedFragment)'\(suggestion(decodedFragment, in: anchors[linked.outputPath]))")
            }
            return .href(Self.relativePath(from: article.outputPath, to: linked.outputPath) + suffix)
        }
        if drafts.contains(target) { return .broken("'\(destination)' links to a draft, which is not published") }
        if staticPaths.contains(target) {
            return .href(Self.relativePath(from: article.outputPath, to: target) + suffix)
        }
        if target.hasSuffix(".md") { return .broken("no article at '\(destination)' (looked for Content/\(target))") }
        return .broken("no file at '\(destination)' (looked for Content/\(target); link to articles by their .md file)")
    }

    private func suggestion(_ anchor: String, in known: [String]?) -> String {
        guard let known, !known.isEmpty else { return "" }
        let close = known.sorted().filter { $0.hasPrefix(String(anchor.prefix(3))) }.prefix(3)
        if close.isEmpty { return "" }
        return " (did you mean \(close.map { "#" + $0 }.joined(separator: ", "))?)"
    }

    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// `en/a.html` to `zh/b.html` is `../zh/b.html`.
    /// On UTF-8 bytes: every page asks for a few dozen of these, and splitting by `Character`
    /// was 3% of a full build. The components compared are the folders StateDocs names
    /// (language codes, `tags`), so byte equality is the `String` equality it replaced.
    static func relativePath(from page: String, to target: String) -> String {
        let slash = UInt8(ascii: "/")
        var from = page.utf8.split(separator: slash).dropLast()[...]
        var to = target.utf8.split(separator: slash)[...]
        while let first = from.first, to.count > 1, first.elementsEqual(to.first!) {
            from = from.dropFirst()
            to = to.dropFirst()
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(from.count * 3 + target.utf8.count)
        for _ in 0..<from.count { bytes += [UInt8(ascii: "."), UInt8(ascii: "."), slash] }
        for (position, component) in to.enumerated() {
            if position > 0 { bytes.append(slash) }
            bytes += component
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Returns the body HTML with link targets replaced and the diagnostics for broken ones.
    func apply(to body: ArticleBody, of article: ArticleSource) -> (html: String, diagnostics: [Diagnostic]) {
        let (rewrites, diagnostics) = rewrites(for: body, of: article)
        return (Self.apply(rewrites, to: body.html), diagnostics)
    }

    /// What `apply` replaces (decoded link destination to href), and the broken links; known
    /// from the body's links alone, before its HTML is needed.
    func rewrites(for body: ArticleBody, of article: ArticleSource) -> (rewrites: [String: String], diagnostics: [Diagnostic]) {
        var rewrites: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for link in body.links {
            switch resolve(link.destination, from: article) {
            case .external: continue
            case .href(let href):
                let key = Self.normalized(link.destination)
                if key != Self.normalized(href) { rewrites[key] = href }
            case .broken(let message):
                diagnostics.append(.error("broken link: \(message)", file: article.displayPath, line: link.line, column: link.column, id: .linkBroken))
            }
        }
        return (rewrites, diagnostics)
    }

    static func apply(_ rewrites: [String: String], to html: String) -> String {
        rewrites.isEmpty ? html : rewriteAttributes(in: html, rewrites)
    }

    static func normalized(_ destination: String) -> String {
        percentDecoded(destination)
    }

    /// `text` with its percent escapes decoded (as written when one is malformed). Most
    /// destinations have none, and every build decodes every article's links several times.
    static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }

    /// Replaces `href="…"` and `src="…"` values whose decoded form has a rewrite.
    static func rewriteAttributes(in html: String, _ rewrites: [String: String]) -> String {
        var out = ""
        out.reserveCapacity(html.utf8.count + 64)
        var rest = Substring(html)
        while let range = nextAttribute(in: rest) {
            out += rest[..<range.lowerBound]
            let value = rest[range]
            let key = normalized(HTML.unescapeAttribute(String(value)))
            if let replacement = rewrites[key] {
                out += HTML.escape(replacement).replacingAll(" ", with: "%20")
            } else {
                out += value
            }
            rest = rest[range.upperBound...]
        }
        out += rest
        return out
    }

    private static func nextAttribute(in text: Substring) -> Range<Substring.Index>? {
        var search = text
        while let quote = search.firstRange(of: "=\"") {
            let nameEnd = quote.lowerBound
            let before = text[..<nameEnd]
            if before.hasSuffix(" href") || before.hasSuffix(" src") {
                let valueStart = quote.upperBound
                guard let close = text[valueStart...].firstIndex(of: "\"") else { return nil }
                return valueStart..<close
            }
            search = text[quote.upperBound...]
        }
        return nil
    }
}
