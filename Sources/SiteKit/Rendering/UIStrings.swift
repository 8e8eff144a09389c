/// The theme's own words, per language; templates reach them as `{{t.name}}`.
enum UIStrings {
    static func table(for language: Language) -> [String: String] {
        language.code == "zh" ? chinese : english
    }

    static let english: [String: String] = [
        "site": "Site", "contents": "Contents", "previous": "Previous", "next": "Next", "morePages": "More articles",
        "tags": "Tags", "tag": "Tag", "allTags": "All tags", "search": "Search", "searchPlaceholder": "Search",
        "noResults": "No matching articles", "language": "Language", "feed": "Atom feed",
        "noArticles": "No articles yet.",
    ]

    static let chinese: [String: String] = [
        "site": "站点", "contents": "目录", "previous": "上一篇", "next": "下一篇", "morePages": "更多文章",
        "tags": "标签", "tag": "标签", "allTags": "全部标签", "search": "搜索", "searchPlaceholder": "搜索",
        "noResults": "没有匹配的文章", "language": "语言", "feed": "Atom 订阅",
        "noArticles": "还没有文章。",
    ]

    /// Shown in `language`'s lists next to an article that exists only in `original`.
    static func onlyIn(_ original: Language, listedIn language: Language) -> String {
        language.code == "zh" ? "（仅有\(original.name)版本）" : "(in \(original.name) only)"
    }

    /// Shown on an article that has no translation into `missing`.
    static func notTranslated(into missing: Language, on language: Language) -> String {
        language.code == "zh" ? "本文尚无\(missing.name)版本。" : "This article is not yet available in \(missing.name)."
    }

    static func articleCount(_ count: Int, in language: Language) -> String {
        language.code == "zh" ? "\(count) 篇文章" : (count == 1 ? "1 article" : "\(count) articles")
    }

    static func notFound(in language: Language) -> (message: String, link: String) {
        language.code == "zh" ? ("找不到这个页面。", "返回首页") : ("This page does not exist.", "Go to the articles")
    }
}
