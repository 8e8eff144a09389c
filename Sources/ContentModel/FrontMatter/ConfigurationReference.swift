/// Every key StateDocs reads from site.yml and from an article's front matter: the one list
/// the loaders check names against and the guide's configuration article (Content/en/guide-configuration.md) is tested against.
public enum ConfigurationReference {
    public struct Key: Sendable, Hashable {
        public var name: String
        public var type: String
        /// As the guide shows it; "required" for a key without a default.
        public var defaultValue: String
        public var meaning: String
    }

    public static let site: [Key] = [
        Key(name: "title", type: "text, or a mapping from language to text", defaultValue: "required",
            meaning: "The site's title; one text for every language or one per language."),
        Key(name: "tagline", type: "text, or a mapping from language to text", defaultValue: "none",
            meaning: "One line under the landing page's heading."),
        Key(name: "baseURL", type: "absolute http(s) URL", defaultValue: "required",
            meaning: "Where the site is published; feeds, the sitemap, canonical and hreflang links use it."),
        Key(name: "languages", type: "list of language codes", defaultValue: "[en]",
            meaning: "One folder of articles per language, in this order."),
        Key(name: "defaultLanguage", type: "language code", defaultValue: "the first language",
            meaning: "The language of the landing page, the 404 page and x-default links."),
        Key(name: "allowRawHTML", type: "true or false", defaultValue: "false",
            meaning: "Pass raw HTML in articles through instead of escaping it."),
        Key(name: "requireCoverage", type: "true or false", defaultValue: "false",
            meaning: "verify fails unless every id of Content/phenomena.yml is proven in every language."),
        Key(name: "editURL", type: "absolute http(s) URL", defaultValue: "none",
            meaning: "Adds an \"Edit this page\" link: this URL followed by the article's path inside the content folder."),
        Key(name: "limits", type: "mapping: memory, cpu, processes, openFiles, fileSize, compileTime, compileMemory", defaultValue: "the operator's ceilings: {memory: 1 GiB, cpu: 30, processes: 64, openFiles: 256, fileSize: 64 MiB, compileTime: 120, compileMemory: 4 GiB} unless `--limit` or `STATEDOCS_LIMITS` sets others",
            meaning: "Limits on every scenario program and compiler job; may only lower the ceilings (a value above one is an error at its line); a scenario over one fails at its line."),
    ]

    public static let frontMatter: [Key] = [
        Key(name: "title", type: "text", defaultValue: "required", meaning: "The article's title."),
        Key(name: "summary", type: "text (inline Markdown)", defaultValue: "none",
            meaning: "One sentence for lists, feeds, search results and the description meta tags."),
        Key(name: "date", type: "YYYY-MM-DD, optionally with a time", defaultValue: "none",
            meaning: "Publication date; lists and feeds are newest first."),
        Key(name: "lastmod", type: "YYYY-MM-DD, optionally with a time", defaultValue: "the last git commit of the file",
            meaning: "Shown as \"Last updated\"; without it, git history gives the date when the content is in a git repository."),
        Key(name: "tags", type: "list of words", defaultValue: "[]", meaning: "Tags; case is ignored (State and state are one tag)."),
        Key(name: "draft", type: "true or false", defaultValue: "false", meaning: "A draft is published only by build --drafts."),
        Key(name: "slug", type: "letters, digits, - and _", defaultValue: "the file name", meaning: "The page's file name in the site."),
        Key(name: "source-hash", type: "text", defaultValue: "none",
            meaning: "Written by verify --bless in a translation: the hash of the original it was checked against."),
    ]

    /// The warning text for an unknown key: a suggestion when one known key is close.
    public static func unknownKeyMessage(_ name: String, kind: String, known: [Key]) -> String {
        let names = known.map(\.name)
        if let close = Suggestion.closest(to: name, among: names) {
            return "unknown \(kind) '\(name)' is ignored; did you mean '\(close)'?"
        }
        return "unknown \(kind) '\(name)' is ignored (known: \(names.joined(separator: ", ")))"
    }
}

/// "Did you mean": the known name nearest to a misspelt one, when it is near enough.
public enum Suggestion {
    /// Case-insensitive edit distance at most a third of the name's length (at least 1).
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        let limit = max(1, lowered.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance, where swapping two neighbours counts once (a common typo).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
