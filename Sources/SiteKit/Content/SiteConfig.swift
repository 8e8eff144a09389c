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
public struct SiteConfig: Hashable, Sendable {
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
    /// Resource and compile limits for scenario programs (`limits:`).
    public var scenarioLimits = ScenarioLimitsConfig()

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
                file: displayPath, id: "config.missing")])
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw DiagnosticsError([.error("file is not valid UTF-8", file: displayPath, id: "config.encoding")])
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw DiagnosticsError([YAMLDiagnostics.diagnostic(for: error, file: displayPath, lineOffset: 0, id: "config.yaml")])
        }
        guard let mapping = node?.mapping else {
            throw DiagnosticsError([.error("site.yml must be a mapping of settings (title, baseURL, languages, ...)", file: displayPath, line: 1, id: "config.shape")])
        }
        var diagnostics: [Diagnostic] = []
        func fail(_ message: String, _ node: Node?) {
            diagnostics.append(.error(message, file: displayPath, line: node?.mark?.line ?? 1, column: node?.mark?.column, id: "config.value"))
        }
        let known: Set<String> = ["title", "baseURL", "languages", "defaultLanguage", "allowRawHTML", "requireCoverage", "limits"]
        for (key, _) in mapping {
            if let name = key.string, !known.contains(name) {
                diagnostics.append(.warning("unknown setting '\(name)' is ignored (known: \(known.sorted().joined(separator: ", ")))",
                                            file: displayPath, line: key.mark?.line, column: key.mark?.column, id: "config.unknown"))
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
            languages = [Language(code: "en"), Language(code: "zh")]
        }
        if languages.isEmpty && diagnostics.isEmpty { fail("'languages' must name at least one language", mapping["languages"]) }

        var titles: [String: String] = [:]
        if let title = mapping["title"] {
            if let single = title.string {
                for language in languages { titles[language.code] = single }
            } else if let perLanguage = title.mapping {
                for (key, value) in perLanguage {
                    guard let code = key.string, let text = value.string else { fail("title entries are 'code: text'", key); continue }
                    if !languages.contains(where: { $0.code == code }) { fail("title given for '\(code)', which is not in 'languages'", key) }
                    titles[code] = text
                }
            } else {
                fail("'title' must be text or a mapping from language to text", title)
            }
        } else {
            diagnostics.append(.error("site.yml needs a 'title'", file: displayPath, line: 1, id: "config.value"))
        }

        var baseURL = "/"
        if let base = mapping["baseURL"] {
            if let text = base.string, text.hasPrefix("http://") || text.hasPrefix("https://") {
                baseURL = text
            } else {
                fail("'baseURL' must be an absolute http(s) URL, e.g. https://example.org/docs/", base)
            }
        } else {
            diagnostics.append(.error("site.yml needs a 'baseURL' (feeds and the sitemap use absolute URLs)", file: displayPath, line: 1, id: "config.value"))
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

        let limits = mapping["limits"].map { ScenarioLimitsConfig.parse($0, fail: fail) } ?? ScenarioLimitsConfig()

        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(diagnostics) }
        var config = SiteConfig(titles: titles, baseURL: baseURL, languages: languages, defaultLanguage: defaultLanguage, allowRawHTML: allowRawHTML)
        config.requireCoverage = requireCoverage
        config.scenarioLimits = limits
        config.warnings = diagnostics
        return config
    }

    /// Non-fatal findings while loading (unknown settings).
    public var warnings: [Diagnostic] = []

    /// Top-level folders of Content/ or Site/ that are not languages.
    static let reservedLanguageCodes: Set<String> = ["static", "assets", "theme", "tags"]

    static func isValidLanguageCode(_ code: String) -> Bool {
        !code.isEmpty && code.count <= 12 && code.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-") }
    }
}
