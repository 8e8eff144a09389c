import Diagnostics
import Foundation
import Yams

/// `Content/site.yml`: what the whole site shares.
///
/// ```yaml
/// title:
///   en: StateDocs
///   zh: StateDocs 中文版
/// baseURL: https://example.org/statedocs/
/// languages: [en, zh]
/// defaultLanguage: en
/// allowRawHTML: false
/// requireCoverage: true    # verify fails unless every phenomenon is proven in every language
/// ```
public struct SiteConfig: Hashable, Sendable, Encodable {
    /// The site title per language code.
    public var titles: [String: String]
    /// Absolute URL the site is published under, ending in `/`; used by the feeds and sitemap.
    public var baseURL: String
    /// In the order site.yml lists them; the first is the default unless `defaultLanguage` says otherwise.
    public var languages: [Language]
    public var defaultLanguage: Language
    /// Off by default: raw HTML in an article is escaped rather than passed through.
    public var allowRawHTML: Bool
    /// Whether `verify` of the whole site requires every phenomenon id to be covered by a
    /// passing scenario in every language (off: only one-language coverage is an error).
    public var requireCoverage = false
    /// Prefix of "Edit this page" links, ending in `/`; the article's path in the content folder follows.
    public var editURL: String?
    /// Interface words per language code from `Content/i18n/<code>.yml` (see `InterfaceStringsFile`).
    public var interfaceStrings: [String: [String: String]] = [:]
    /// One line under the landing page's heading, per language code (optional).
    public var taglines: [String: String] = [:]

    public func tagline(for language: Language) -> String? {
        taglines[language.code] ?? taglines[defaultLanguage.code]
    }

    /// A page's address under `baseURL`; an index page is addressed by its folder.
    func absoluteURL(_ path: String) -> String {
        baseURL + (path.hasSuffix("index.html") ? String(path.dropLast("index.html".count)) : path)
    }

    public init(
        titles: [String: String], baseURL: String, languages: [Language], defaultLanguage: Language,
        allowRawHTML: Bool = false
    ) {
        self.titles = titles
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.languages = languages
        self.defaultLanguage = defaultLanguage
        self.allowRawHTML = allowRawHTML
    }

    public func title(for language: Language) -> String {
        titles[language.code] ?? titles[defaultLanguage.code] ?? titles.values.sorted().first ?? "StateDocs"
    }

    public func language(code: String) -> Language? { languages.first { $0.code == code } }

    /// Reads and validates site.yml; every problem is a diagnostic at its line.
    public static func load(from url: URL, displayPath: String) throws -> SiteConfig {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw DiagnosticsError([.error(
                "cannot read the site configuration (every site needs Content/site.yml)",
                file: displayPath, id: .configMissing)])
        }
        // A build reads site.yml twice (its scenario limits, then the site), and `serve` on
        // every rebuild: the same bytes are parsed once.
        return try LastParsed.shared.result(data: data, displayPath: displayPath) { try parse(data, displayPath: displayPath) }.get()
    }

    /// The last site.yml parsed (its bytes and display path), and what it gave.
    /// `@unchecked Sendable`: `lock` guards `last`.
    private final class LastParsed: @unchecked Sendable {
        static let shared = LastParsed()
        private let lock = NSLock()
        private var last: (data: Data, displayPath: String, result: Result<SiteConfig, Error>)?

        func result(data: Data, displayPath: String, parse: () throws -> SiteConfig) -> Result<SiteConfig, Error> {
            lock.lock()
            defer { lock.unlock() }
            if let last, last.data == data, last.displayPath == displayPath { return last.result }
            let result = Result { try parse() }
            last = (data, displayPath, result)
            return result
        }
    }

    private static func parse(_ data: Data, displayPath: String) throws -> SiteConfig {
        let node = try YAMLFile.compose(data, file: displayPath, kind: .config)
        guard let mapping = node?.mapping else {
            throw DiagnosticsError([.error("site.yml must be a mapping of settings (title, baseURL, languages, ...)", file: displayPath, line: 1, id: .configShape)])
        }
        var diagnostics: [Diagnostic] = []
        func fail(_ message: String, _ node: Node?) {
            diagnostics.append(.error(message, file: displayPath, line: node?.mark?.line ?? 1, column: node?.mark?.column, id: .configValue))
        }
        let known = Set(ConfigurationReference.site.map(\.name))
        for (key, _) in mapping {
            if let name = key.string, !known.contains(name) {
                diagnostics.append(.warning(ConfigurationReference.unknownKeyMessage(name, kind: "setting", known: ConfigurationReference.site),
                                            file: displayPath, line: key.mark?.line, column: key.mark?.column, id: .configUnknown))
            }
        }

        var languages: [Language] = []
        if let list = mapping["languages"] {
            if let sequence = list.sequence {
                for item in sequence {
                    guard let code = item.string, isValidLanguageCode(code) else {
                        fail("a language is a short folder name like 'en' or 'zh'", item)
                        continue
                    }
                    if reservedLanguageCodes.contains(code.lowercased()) {
                        fail("'\(code)' cannot be a language: Site/\(code)/ is where the site's own \(code) files go", item)
                        continue
                    }
                    if languages.contains(where: { $0.code == code }) { fail("language '\(code)' is listed twice", item) }
                    else { languages.append(Language(code: code)) }
                }
            } else {
                fail("'languages' must be a list, e.g. [en, zh]", list)
            }
        } else {
            // One language unless site.yml lists more, as Hugo and mdBook default to one.
            languages = [Language(code: "en")]
        }
        if languages.isEmpty && diagnostics.isEmpty { fail("'languages' must name at least one language", mapping["languages"]) }

        /// `key: text` for every language, or `key: {en: text, zh: text}`.
        func perLanguage(_ key: String) -> [String: String] {
            guard let node = mapping[key] else { return [:] }
            var texts: [String: String] = [:]
            if let single = node.string {
                for language in languages { texts[language.code] = single }
            } else if let perLanguage = node.mapping {
                for (entry, value) in perLanguage {
                    guard let code = entry.string, let text = value.string else { fail("\(key) entries are 'code: text'", entry); continue }
                    if !languages.contains(where: { $0.code == code }) { fail("\(key) given for '\(code)', which is not in 'languages'", entry) }
                    texts[code] = text
                }
            } else {
                fail("'\(key)' must be text or a mapping from language to text", node)
            }
            return texts
        }
        let titles = perLanguage("title")
        let taglines = perLanguage("tagline")
        if mapping["title"] == nil {
            diagnostics.append(.error("site.yml needs a 'title'", file: displayPath, line: 1, id: .configValue))
        }

        var baseURL = "/"
        if let base = mapping["baseURL"] {
            if let text = base.string, text.hasPrefix("http://") || text.hasPrefix("https://") {
                baseURL = text
            } else {
                fail("'baseURL' must be an absolute http(s) URL, e.g. https://example.org/docs/", base)
            }
        } else {
            diagnostics.append(.error("site.yml needs a 'baseURL' (feeds and the sitemap use absolute URLs)", file: displayPath, line: 1, id: .configValue))
        }

        var defaultLanguage = languages.first ?? Language(code: "en")
        if let value = mapping["defaultLanguage"] {
            if let code = value.string, let language = languages.first(where: { $0.code == code }) {
                defaultLanguage = language
            } else {
                fail("'defaultLanguage' must be one of: \(languages.map(\.code).joined(separator: ", "))", value)
            }
        }

        var allowRawHTML = false
        if let value = mapping["allowRawHTML"] {
            if let flag = YAMLScalar.bool(value) { allowRawHTML = flag } else { fail("'allowRawHTML' must be true or false", value) }
        }

        var requireCoverage = false
        if let value = mapping["requireCoverage"] {
            if let flag = YAMLScalar.bool(value) { requireCoverage = flag } else { fail("'requireCoverage' must be true or false", value) }
        }

        var editURL: String?
        if let value = mapping["editURL"] {
            if let text = value.string, text.hasPrefix("http://") || text.hasPrefix("https://") {
                editURL = text.hasSuffix("/") ? text : text + "/"
            } else {
                fail("'editURL' must be an absolute http(s) URL, e.g. https://github.com/you/site/edit/main/Content/", value)
            }
        }

        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(diagnostics) }
        var config = SiteConfig(titles: titles, baseURL: baseURL, languages: languages, defaultLanguage: defaultLanguage, allowRawHTML: allowRawHTML)
        config.requireCoverage = requireCoverage
        config.editURL = editURL
        config.taglines = taglines
        config.warnings = diagnostics
        return config
    }

    /// Non-fatal findings while loading (unknown settings).
    public var warnings: [Diagnostic] = []

    /// Top-level folders of Content/ or Site/ that are not languages.
    static let reservedLanguageCodes: Set<String> = ["static", "assets", "theme", "tags", InterfaceStringsFile.folder]

    public static func isValidLanguageCode(_ code: String) -> Bool {
        !code.isEmpty && code.count <= 12 && code.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-") }
    }
}
