import Diagnostics
import Foundation
import Yams

/// The theme's own words, per language; templates reach them as `{{t.name}}`. English and
/// Chinese are built in; any language can take its words from `Content/i18n/<code>.yml`
/// (as Hugo's `i18n/` folder), which may also replace single built-in ones. A key the file
/// lacks is English, with a warning. `{placeholders}` are filled in by the renderer.
struct UIStrings: Sendable {
    let table: [String: String]
    /// The table as templates see it, made once per language.
    let values: TemplateValue

    init(_ language: Language, site: [String: [String: String]] = [:]) {
        let builtIn = Self.builtIn[language.code] ?? [:]
        table = Self.english.merging(builtIn) { _, own in own }.merging(site[language.code] ?? [:]) { _, own in own }
        values = .object(table.mapValues(TemplateValue.text))
    }

    subscript(_ key: String) -> String { table[key] ?? Self.english[key] ?? key }

    func filled(_ key: String, _ values: [String: String]) -> String {
        var text = self[key]
        for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    /// Shown in a language's lists next to an article that exists only in `original`.
    func onlyIn(_ original: Language) -> String { filled("onlyIn", ["language": original.name]) }

    /// Shown on an article that has no translation into `missing`.
    func notTranslated(into missing: Language) -> String { filled("notTranslated", ["language": missing.name]) }

    func articleCount(_ count: Int) -> String { count == 1 ? self["articleCountOne"] : filled("articleCountMany", ["n": String(count)]) }

    /// The heading of a tag's page, as a sentence.
    func tagHeading(_ tag: String) -> String { filled("tagHeading", ["tag": tag]) }

    static let builtIn: [String: [String: String]] = ["en": english, "zh": chinese]

    static let english: [String: String] = [
        "site": "Site", "contents": "Contents", "previous": "Previous", "next": "Next", "morePages": "More articles",
        "tags": "Tags", "tag": "Tag", "allTags": "All tags", "search": "Search", "searchPlaceholder": "Search",
        "noResults": "No matching articles", "language": "Language", "feed": "Atom feed",
        "noArticles": "No articles yet.", "skipToContent": "Skip to content", "lastUpdated": "Last updated",
        "editPage": "Edit this page", "resultCountOne": "1 result", "resultCountMany": "{n} results",
        "copy": "Copy", "copied": "Copied", "copyCode": "Copy code to clipboard", "headingLink": "Link to this section",
        "onlyIn": "(in {language} only)", "notTranslated": "This article is not yet available in {language}.",
        "articleCountOne": "1 article", "articleCountMany": "{n} articles", "tagHeading": "Articles tagged “{tag}”",
        "notFound": "This page does not exist.", "notFoundLink": "Go to the articles",
        "foldFigure": "Fold", "unfoldFigure": "Unfold",
        "foldAllFigures": "Fold all run figures", "unfoldAllFigures": "Unfold all run figures",
        "onThisPage": "On this page", "searchResults": "Search results",
    ]

    static let chinese: [String: String] = [
        "site": "站点", "contents": "目录", "previous": "上一篇", "next": "下一篇", "morePages": "更多文章",
        "tags": "标签", "tag": "标签", "allTags": "全部标签", "search": "搜索", "searchPlaceholder": "搜索",
        "noResults": "没有匹配的文章", "language": "语言", "feed": "Atom 订阅",
        "noArticles": "还没有文章。", "skipToContent": "跳到正文", "lastUpdated": "最后更新于",
        "editPage": "编辑此页", "resultCountOne": "1 个结果", "resultCountMany": "{n} 个结果",
        "copy": "复制", "copied": "已复制", "copyCode": "复制代码", "headingLink": "链接到本节",
        "onlyIn": "（仅有{language}版本）", "notTranslated": "本文尚无{language}版本。",
        "articleCountOne": "1 篇文章", "articleCountMany": "{n} 篇文章", "tagHeading": "标签为“{tag}”的文章",
        "notFound": "找不到这个页面。", "notFoundLink": "返回首页",
        "foldFigure": "折叠", "unfoldFigure": "展开",
        "foldAllFigures": "折叠全部运行图", "unfoldAllFigures": "展开全部运行图",
        "onThisPage": "本页内容", "searchResults": "搜索结果",
    ]
}

/// `Content/i18n/<code>.yml`: a flat mapping from the keys of `UIStrings.english` to text.
public enum InterfaceStringsFile {
    public static let folder = "i18n"

    /// The site's strings per language code, and warnings: a language with no words of its
    /// own, a key missing from a file (English is used), an unknown key (with a suggestion).
    /// `decoratorKeys`: the words a decorator adds (`ArticleDecorator.interfaceWords`), which a
    /// file may give too; one that lacks them is not warned about (the decorator has English).
    public static func load(content: URL, languages: [Language], decoratorKeys: Set<String> = []) -> (strings: [String: [String: String]], diagnostics: [Diagnostic]) {
        var strings: [String: [String: String]] = [:]
        var diagnostics: [Diagnostic] = []
        let keys = UIStrings.english.keys.sorted()
        for language in languages {
            let url = content.appendingPathComponent(folder).appendingPathComponent(language.code + ".yml")
            let display = DisplayPath.of(url)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                if UIStrings.builtIn[language.code] == nil {
                    diagnostics.append(.warning(
                        "no interface strings for '\(language.code)': its pages use English words; translate them in \(display) (keys: \(keys.joined(separator: ", ")))",
                        file: DisplayPath.of(content.appendingPathComponent("site.yml")), id: .stringsMissing))
                }
                continue
            }
            let node: Node?
            do {
                node = try YAMLFile.compose(data, file: display, kind: .strings)
            } catch let error as DiagnosticsError {
                diagnostics += error.diagnostics
                continue
            } catch {
                continue
            }
            guard let mapping = node?.mapping else {
                diagnostics.append(.error("a strings file is a mapping of 'key: text'", file: display, line: 1, id: .stringsShape))
                continue
            }
            var table: [String: String] = [:]
            for (key, value) in mapping {
                guard let name = key.string else { continue }
                guard UIStrings.english[name] != nil || decoratorKeys.contains(name) else {
                    let message = Suggestion.closest(to: name, among: keys).map { "unknown key '\(name)' is ignored; did you mean '\($0)'?" }
                        ?? "unknown key '\(name)' is ignored"
                    diagnostics.append(.warning(message, file: display, line: key.mark?.line, column: key.mark?.column, id: .stringsUnknown))
                    continue
                }
                guard let text = value.string else {
                    diagnostics.append(.error("'\(name)' must be text", file: display, line: value.mark?.line, column: value.mark?.column, id: .stringsValue))
                    continue
                }
                table[name] = text
            }
            let missing = keys.filter { table[$0] == nil && UIStrings.builtIn[language.code]?[$0] == nil }
            if !missing.isEmpty {
                diagnostics.append(.warning("missing \(missing.joined(separator: ", ")); English is used for them", file: display, id: .stringsIncomplete))
            }
            strings[language.code] = table
        }
        return (strings, diagnostics)
    }

    /// Each language's table with a decorator's built-in words beneath the site's: the
    /// language's own built-in words, else English ones.
    static func merging(_ decoratorWords: [String: [String: String]], under site: [String: [String: String]], languages: [Language]) -> [String: [String: String]] {
        guard !decoratorWords.isEmpty else { return site }
        var merged = site
        for language in languages {
            let builtIn = (decoratorWords["en"] ?? [:]).merging(decoratorWords[language.code] ?? [:]) { _, own in own }
            merged[language.code] = builtIn.merging(site[language.code] ?? [:]) { _, own in own }
        }
        return merged
    }
}
