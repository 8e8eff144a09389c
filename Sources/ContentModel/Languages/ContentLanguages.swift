/// The languages a site is written in and how an article finds its translations: the same
/// file name in another language's folder (`Content/en/x.md` and `Content/zh/x.md`).
///
/// Which languages there are is the site's configuration (site.yml's `languages:`, and every
/// language that has interface strings in `Content/i18n/<code>.yml`), never a fixed list.
public struct ContentLanguages: Hashable, Sendable {
    /// In the site's order, without repeats.
    public private(set) var all: [Language]
    /// The language translations are made from and checked against.
    public var source: Language

    public init(_ languages: [Language], source: Language) {
        var seen = Set<String>()
        all = languages.filter { seen.insert($0.code).inserted }
        if !seen.contains(source.code) { all.insert(source, at: 0) }
        self.source = source
    }

    /// Adds languages found elsewhere (an i18n file) after the configured ones.
    public mutating func add(_ languages: [Language]) {
        for language in languages where !all.contains(where: { $0.code == language.code }) { all.append(language) }
    }

    public var codes: [String] { all.map(\.code) }

    /// The other-language versions of the article at `path` that `exists` says are there.
    public func translations(of path: String, exists: (String) -> Bool) -> [String] {
        all.map { Self.path(path, inLanguage: $0.code) }.filter { $0 != path && exists($0) }
    }

    /// The article's language: the folder under `Content/` (or the file's folder).
    public static func language(ofPath path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        if let index = parts.lastIndex(of: "Content"), index + 2 < parts.count {
            return parts[index + 1]
        }
        return parts.count >= 2 ? parts[parts.count - 2] : ""
    }

    /// The path of the same article in `language`.
    public static func path(_ path: String, inLanguage language: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let current = Self.language(ofPath: path)
        if let index = parts.dropLast().lastIndex(of: current) { parts[index] = language }
        return parts.joined(separator: "/")
    }
}
