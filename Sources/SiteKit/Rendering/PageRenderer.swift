/// Turns the plan and rendered article bodies into the site's HTML pages through the theme.
struct PageRenderer: Sendable {
    let plan: SitePlan
    let theme: Theme
    /// Site-relative asset paths: `style.css` -> `assets/style.1a2b3c4d.css`.
    let assetPaths: [String: String]
    /// Standardized article file path to the date of its last commit (see `GitHistory`).
    var lastCommitDates: [String: String] = [:]
    /// The interface words of each language, made once: every page needs them several times.
    private let words: [String: UIStrings]

    init(plan: SitePlan, theme: Theme, assetPaths: [String: String]) {
        self.plan = plan
        self.theme = theme
        self.assetPaths = assetPaths
        words = Dictionary(uniqueKeysWithValues: plan.config.languages.map { ($0.code, UIStrings($0, site: plan.config.interfaceStrings)) })
    }

    private var config: SiteConfig { plan.config }

    // MARK: Pages

    /// What a page shows: its template and that template's values, and the layout's values
    /// (without `content`). A page is a function of these, the theme and (for an article) its
    /// body HTML, which is what lets a build skip pages whose inputs are unchanged.
    struct Page {
        var template: String
        var values: [String: Any]
        var layout: [String: Any]
    }

    /// The page's HTML; an article's `body` is passed here, apart from its other values.
    func render(_ page: Page, body: String? = nil) -> String {
        var values = page.values
        if let body {
            values["body"] = body
            values = Self.compact(values)
        }
        var layout = page.layout
        layout["content"] = theme.render(page.template, values)
        return theme.render("layout", layout)
    }

    func article(_ index: Int, body: ArticleBody) -> Page {
        let article = plan.articles[index]
        let language = article.language
        let path = article.outputPath
        let order = plan.readingOrder[language.code] ?? []
        let position = plan.readingPosition[index]
        func neighbour(_ offset: Int) -> [String: Any]? {
            guard let position, order.indices.contains(position + offset) else { return nil }
            let other = plan.articles[order[position + offset]]
            return ["title": other.title, "href": LinkResolver.relativePath(from: path, to: other.outputPath)]
        }
        let missing = config.languages.filter { $0 != language && plan.translation(of: index, in: $0) == nil }
        let toc = body.headings.filter { $0.level == 2 || $0.level == 3 }
        var context: [String: Any] = [
            "title": article.title,
            "date": String(article.frontMatter.date.prefix(10)),
            "summary": article.frontMatter.summary,
            "dateText": String(article.frontMatter.date.prefix(10)),
            "tags": article.frontMatter.tags.map { ["name": tagName($0, in: language), "href": LinkResolver.relativePath(from: path, to: SitePlan.tagPagePath(language, TagName.slug($0)))] },
            "toc": toc.map { ["level": $0.level, "text": $0.text, "anchor": $0.anchor] as [String: Any] },
            "hasTOC": toc.count >= 2,
            "t": strings(language).table,
        ]
        let updated = String((article.frontMatter.lastmod.isEmpty ? lastCommitDates[article.url.standardizedFileURL.path] ?? "" : article.frontMatter.lastmod).prefix(10))
        if !updated.isEmpty && updated != context["date"] as? String {
            context["lastUpdated"] = updated
            context["lastUpdatedText"] = updated
        }
        if let editURL = config.editURL {
            context["editURL"] = editURL + article.language.code + "/" + article.fileName + ".md"
        }
        if !missing.isEmpty { context["translationNote"] = missing.map { strings(language).notTranslated(into: $0) }.joined(separator: " ") }
        if let previous = neighbour(-1) { context["previous"] = previous }
        if let next = neighbour(1) { context["next"] = next }

        var alternates: [[String: Any]] = []
        var switcher: [[String: Any]] = []
        for other in config.languages {
            if let translated = plan.translation(of: index, in: other) {
                let target = plan.articles[translated].outputPath
                alternates.append(["hreflang": other.tag, "href": plan.absoluteURL(target)])
                switcher.append(["name": other.name, "tag": other.tag, "current": other == language, "href": LinkResolver.relativePath(from: path, to: target)])
            } else {
                switcher.append(["name": other.name, "tag": other.tag, "current": false, "missing": true,
                                 "note": strings(language).notTranslated(into: other),
                                 "href": LinkResolver.relativePath(from: path, to: SitePlan.indexPath(other))])
            }
        }
        let defaultVersion = plan.translation(of: index, in: config.defaultLanguage).map { plan.articles[$0].outputPath } ?? path
        alternates.append(["hreflang": "x-default", "href": plan.absoluteURL(defaultVersion)])
        return layout(
            language: language, path: path, pageTitle: article.title + " · " + config.title(for: language),
            description: InlineMarkdown.plain(article.frontMatter.summary), alternates: alternates, switcher: switcher,
            template: "article", values: context, ogTitle: article.title, ogType: "article")
    }

    func languageIndex(_ language: Language) -> Page {
        let path = SitePlan.indexPath(language)
        let own = plan.newestFirst(language)
        let foreign = plan.untranslated(into: language)
        let entries = (own + foreign).sorted {
            (plan.articles[$1].frontMatter.date, plan.articles[$0].fileName) < (plan.articles[$0].frontMatter.date, plan.articles[$1].fileName)
        }
        let context: [String: Any] = [
            "heading": config.title(for: language),
            "articles": entries.map { listEntry($0, from: path, in: language) },
            "hasArticles": !entries.isEmpty,
            "t": strings(language).table,
        ]
        return layout(language: language, path: path, pageTitle: config.title(for: language), description: "",
                      alternates: sectionAlternates { SitePlan.indexPath($0) }, switcher: sectionSwitcher(from: path, language) { SitePlan.indexPath($0) },
                      template: "index", values: context)
    }

    func tagPage(_ tag: SitePlan.Tag, _ language: Language) -> Page {
        let path = SitePlan.tagPagePath(language, tag.slug)
        let context: [String: Any] = [
            "tag": tag.name,
            "heading": strings(language).tagHeading(tag.name),
            "articles": tag.articles.map { listEntry($0, from: path, in: language) },
            "t": strings(language).table,
        ]
        // The same tag in another language when that language uses it, else that language's tag list.
        let counterpart = { (other: Language) -> String in
            (plan.tags[other.code] ?? []).contains { $0.slug == tag.slug }
                ? SitePlan.tagPagePath(other, tag.slug) : SitePlan.tagsIndexPath(other)
        }
        let shared = config.languages.filter { other in (plan.tags[other.code] ?? []).contains { $0.slug == tag.slug } }
        let alternates: [[String: Any]] = shared.count > 1 ? shared.map { ["hreflang": $0.tag, "href": plan.absoluteURL(SitePlan.tagPagePath($0, tag.slug))] } : []
        return layout(language: language, path: path, pageTitle: strings(language).tagHeading(tag.name) + " · " + config.title(for: language), description: "",
                      alternates: alternates, switcher: sectionSwitcher(from: path, language, counterpart),
                      template: "tag", values: context)
    }

    func tagsIndex(_ language: Language) -> Page {
        let path = SitePlan.tagsIndexPath(language)
        let tags = plan.tags[language.code] ?? []
        let context: [String: Any] = [
            "tags": tags.map { ["name": $0.name, "href": "\($0.slug).html", "count": $0.articles.count] as [String: Any] },
            "t": strings(language).table,
        ]
        return layout(language: language, path: path, pageTitle: strings(language)["tags"] + " · " + config.title(for: language), description: "",
                      alternates: sectionAlternates { SitePlan.tagsIndexPath($0) }, switcher: sectionSwitcher(from: path, language) { SitePlan.tagsIndexPath($0) },
                      template: "tags", values: context)
    }

    func landing() -> Page {
        let path = "index.html"
        let language = config.defaultLanguage
        var context = searchContext(language: language, root: "", id: "landing")
        context["siteTitle"] = config.title(for: language)
        context["t"] = strings(language).table
        if let tagline = config.tagline(for: language) { context["tagline"] = tagline }
        context["languages"] = config.languages.map { other -> [String: Any] in
            ["name": other.name, "tag": other.tag, "href": SitePlan.indexPath(other), "siteTitle": config.title(for: other),
             "countText": strings(other).articleCount(plan.readingOrder[other.code]?.count ?? 0)]
        }
        return layout(language: language, path: path, pageTitle: config.title(for: language), description: config.tagline(for: language) ?? "",
                      alternates: sectionAlternates { SitePlan.indexPath($0) }, switcher: sectionSwitcher(from: path, nil) { SitePlan.indexPath($0) },
                      template: "landing", values: context, search: false, loadsSearch: true)
    }

    /// Served by static hosts for any missing path, so its links are absolute (from baseURL's path).
    func notFound() -> Page {
        let language = config.defaultLanguage
        let root = Self.path(ofURL: config.baseURL)
        let context: [String: Any] = [
            "languages": config.languages.map { other -> [String: Any] in
                let words = strings(other)
                return ["tag": other.tag, "message": words["notFound"], "linkText": words["notFoundLink"], "href": root + SitePlan.indexPath(other)]
            },
        ]
        return layout(language: language, path: "404.html", pageTitle: "404 · " + config.title(for: language), description: "",
                      alternates: [], switcher: [], template: "404", values: context, search: false, absoluteRoot: root)
    }

    // MARK: Shared parts

    private func listEntry(_ index: Int, from path: String, in language: Language) -> [String: Any] {
        let article = plan.articles[index]
        var entry: [String: Any] = [
            "title": article.title,
            "href": LinkResolver.relativePath(from: path, to: article.outputPath),
            "date": String(article.frontMatter.date.prefix(10)),
            "summary": InlineMarkdown.html(article.frontMatter.summary),
        ]
        if article.language != language {
            entry["note"] = strings(language).onlyIn(article.language)
            entry["foreign"] = article.language.tag
        }
        return Self.compact(entry)
    }

    private func sectionAlternates(_ pathIn: (Language) -> String) -> [[String: Any]] {
        config.languages.map { ["hreflang": $0.tag, "href": plan.absoluteURL(pathIn($0))] }
            + [["hreflang": "x-default", "href": plan.absoluteURL(pathIn(config.defaultLanguage))]]
    }

    private func sectionSwitcher(from path: String, _ current: Language?, _ pathIn: (Language) -> String) -> [[String: Any]] {
        config.languages.map { ["name": $0.name, "tag": $0.tag, "current": $0 == current, "href": LinkResolver.relativePath(from: path, to: pathIn($0))] }
    }

    private func layout(language: Language, path: String, pageTitle: String, description: String,
                        alternates: [[String: Any]], switcher: [[String: Any]], template: String, values: [String: Any],
                        search: Bool = true, loadsSearch: Bool = false, absoluteRoot: String? = nil,
                        ogTitle: String? = nil, ogType: String = "website") -> Page {
        Page(template: template, values: values, layout: layoutContext(
            language: language, path: path, pageTitle: pageTitle, description: description, alternates: alternates, switcher: switcher,
            search: search, loadsSearch: loadsSearch, absoluteRoot: absoluteRoot, ogTitle: ogTitle, ogType: ogType))
    }

    /// The layout's values but its `content`.
    private func layoutContext(language: Language, path: String, pageTitle: String, description: String,
                               alternates: [[String: Any]], switcher: [[String: Any]],
                               search: Bool = true, loadsSearch: Bool = false, absoluteRoot: String? = nil,
                               ogTitle: String? = nil, ogType: String = "website") -> [String: Any] {
        let root = absoluteRoot ?? String(repeating: "../", count: path.split(separator: "/").count - 1)
        var context = searchContext(language: language, root: root, id: "header")
        context.merge([
            "lang": language.tag,
            "pageTitle": pageTitle,
            "siteTitle": config.title(for: language),
            "ogTitle": ogTitle ?? pageTitle,
            "ogType": ogType,
            "ogLocale": language.tag.replacingOccurrences(of: "-", with: "_"),
            "stylesheet": root + assetPaths["style.css"]!,
            "searchScript": root + assetPaths["search.js"]!,
            "pageScript": root + assetPaths["page.js"]!,
            "favicon": root + assetPaths["favicon.svg"]!,
            "home": root + SitePlan.indexPath(language),
            "tagsIndex": root + SitePlan.tagsIndexPath(language),
            "feed": root + SitePlan.feedPath(language),
            "hasSearch": search,
            "loadsSearch": search || loadsSearch,
            "alternates": alternates,
            "languages": switcher,
            "t": strings(language).table,
        ]) { _, new in new }
        if !description.isEmpty { context["description"] = description }
        if absoluteRoot == nil { context["canonical"] = plan.absoluteURL(path) }
        return context
    }

    /// What the `search-form` partial needs; `id` keeps two forms on one page apart.
    private func searchContext(language: Language, root: String, id: String) -> [String: Any] {
        ["searchIndex": root + SitePlan.searchIndexPath(language), "languageRoot": root + language.code + "/",
         "langCode": language.code, "searchID": id]
    }

    /// A tag as the site shows it everywhere: the spelling of its tag page (tags differ only in case).
    private func tagName(_ name: String, in language: Language) -> String {
        let slug = TagName.slug(name)
        return (plan.tags[language.code] ?? []).first { $0.slug == slug }?.name ?? name
    }

    /// The interface words of `language` (built in, or from the site's strings file).
    private func strings(_ language: Language) -> UIStrings { words[language.code] ?? UIStrings(language, site: config.interfaceStrings) }

    /// Mustache treats an empty string as true; leaving it out makes `{{#summary}}` skip it.
    static func compact(_ context: [String: Any]) -> [String: Any] {
        context.filter { !(($0.value as? String)?.isEmpty ?? false) }
    }

    /// The path part of an absolute URL: `https://example.org/docs/` -> `/docs/`.
    static func path(ofURL url: String) -> String {
        guard let scheme = url.range(of: "://") else { return "/" }
        let rest = url[scheme.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        return String(rest[slash...])
    }
}
