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
    /// Per article, the hash of what a list shows of it: the language index, its tag pages and
    /// its feed each list it, so it is hashed once instead of on each of them.
    private let listEntryDigests: [UInt64]

    init(plan: SitePlan, theme: Theme, assetPaths: [String: String]) {
        self.plan = plan
        self.theme = theme
        self.assetPaths = assetPaths
        words = Dictionary(uniqueKeysWithValues: plan.config.languages.map { ($0.code, UIStrings($0, site: plan.config.interfaceStrings)) })
        listEntryDigests = plan.articles.map { article in
            var hash = StableHash()
            hash.combine(article.title)
            hash.combine(article.outputPath)
            hash.combine(article.frontMatter.date)
            hash.combine(article.frontMatter.summary)
            hash.combine(article.language.code)
            return hash.value
        }
    }

    private var config: SiteConfig { plan.config }

    // MARK: Pages

    /// What a page shows: its template and that template's values, and the layout's values
    /// (without `content`). A page is a function of these, the theme and (for an article) its
    /// body HTML, which is what lets a build skip pages whose inputs are unchanged.
    struct Page {
        var template: String
        var values: TemplateObject
        var layout: TemplateObject
    }

    /// The page's HTML; an article's `body` is passed here, apart from its other values.
    func render(_ page: Page, body: String? = nil) -> String {
        var values = page.values
        if let body {
            values["body"] = .text(body)
            values = values.droppingEmptyText()
        }
        var layout = page.layout
        let content = theme.render(page.template, values, capacity: (body?.utf8.count ?? 0) + 4096)
        layout["content"] = .text(content)
        return theme.render("layout", layout, capacity: content.utf8.count + 4096)
    }

    func article(_ index: Int, body: ArticleBody) -> Page {
        let article = plan.articles[index]
        let language = article.language
        let path = article.outputPath
        let order = plan.readingOrder[language.code] ?? []
        let position = plan.readingPosition[index]
        func neighbour(_ offset: Int) -> TemplateObject? {
            guard let position, order.indices.contains(position + offset) else { return nil }
            let other = plan.articles[order[position + offset]]
            return ["title": .text(other.title), "href": .text(LinkResolver.relativePath(from: path, to: other.outputPath))]
        }
        let missing = config.languages.filter { $0 != language && plan.translation(of: index, in: $0) == nil }
        let toc = body.headings.filter { $0.level == 2 || $0.level == 3 }
        let date = String(article.frontMatter.date.prefix(10))
        var context: TemplateObject = [
            "title": .text(article.title),
            "date": .text(date),
            "summary": .text(article.frontMatter.summary),
            "dateText": .text(date),
            "tags": .list(article.frontMatter.tags.map {
                ["name": .text(plan.tagName($0, in: language)), "href": .text(LinkResolver.relativePath(from: path, to: SitePlan.tagPagePath(language, TagName.slug($0))))]
            }),
            "toc": .list(Self.tableOfContents(toc)),
            "hasTOC": .flag(toc.count >= 2),
            "t": strings(language).values,
        ]
        let updated = String((article.frontMatter.lastmod.isEmpty ? lastCommitDate(of: article) : article.frontMatter.lastmod).prefix(10))
        if !updated.isEmpty && updated != date {
            context["lastUpdated"] = .text(updated)
            context["lastUpdatedText"] = .text(updated)
        }
        if let editURL = config.editURL {
            context["editURL"] = .text(editURL + article.language.code + "/" + article.fileName + ".md")
        }
        if !missing.isEmpty { context["translationNote"] = .text(missing.map { strings(language).notTranslated(into: $0) }.joined(separator: " ")) }
        if let previous = neighbour(-1) { context["previous"] = .object(previous) }
        if let next = neighbour(1) { context["next"] = .object(next) }

        var alternates: [TemplateValue] = []
        var switcher: [TemplateValue] = []
        for other in config.languages {
            if let translated = plan.translation(of: index, in: other) {
                let target = plan.articles[translated].outputPath
                alternates.append(["hreflang": .text(other.tag), "href": .text(plan.absoluteURL(target))])
                switcher.append(["name": .text(other.name), "tag": .text(other.tag), "current": .flag(other == language), "href": .text(LinkResolver.relativePath(from: path, to: target))])
            } else {
                switcher.append(["name": .text(other.name), "tag": .text(other.tag), "current": false, "missing": true,
                                 "note": .text(strings(language).notTranslated(into: other)),
                                 "href": .text(LinkResolver.relativePath(from: path, to: SitePlan.indexPath(other)))])
            }
        }
        let defaultVersion = plan.translation(of: index, in: config.defaultLanguage).map { plan.articles[$0].outputPath } ?? path
        alternates.append(["hreflang": "x-default", "href": .text(plan.absoluteURL(defaultVersion))])
        return layout(
            language: language, path: path, pageTitle: article.title + " · " + config.title(for: language),
            description: InlineMarkdown.plain(article.frontMatter.summary), alternates: alternates, switcher: switcher,
            template: "article", values: context, ogTitle: article.title, ogType: "article")
    }

    /// Adds everything `article(_:body:)` reads but the body (keyed apart) and what every page
    /// shares (`InputKeys.pages`): keying a page this way costs no values, so one edit in a
    /// large site does not build every page's values to find the pages it changed. Keep it in
    /// step with `article(_:body:)`; `IncrementalBuildTests` compare random edits with a clean build.
    func articleInputs(_ index: Int, into hash: inout StableHash) {
        let article = plan.articles[index]
        hash.combine(article.sourceHash)
        hash.combine(article.displayPath)
        hash.combine(article.outputPath)
        hash.combine(lastCommitDate(of: article))
        let order = plan.readingOrder[article.language.code] ?? []
        for offset in [-1, 1] {
            if let position = plan.readingPosition[index], order.indices.contains(position + offset) {
                let other = plan.articles[order[position + offset]]
                hash.combine(other.title)
                hash.combine(other.outputPath)
            } else {
                hash.combine("no neighbour")
            }
        }
        for other in config.languages {
            hash.combine(plan.translation(of: index, in: other).map { plan.articles[$0].outputPath } ?? "untranslated")
        }
        for tag in article.frontMatter.tags { hash.combine(plan.tagName(tag, in: article.language)) }
    }

    /// A language's articles and the untranslated ones of other languages, newest first.
    private func indexEntries(_ language: Language) -> [Int] {
        let untranslated = plan.untranslated(into: language)
        // Already in order when every article is in this language.
        if untranslated.isEmpty { return plan.newestFirst(language) }
        return (plan.newestFirst(language) + untranslated).sorted {
            (plan.articles[$1].frontMatter.date, plan.articles[$0].fileName) < (plan.articles[$0].frontMatter.date, plan.articles[$1].fileName)
        }
    }

    /// What `languageIndex` reads beyond `InputKeys.pages`, as `articleInputs` is for articles.
    func languageIndexInputs(_ language: Language, into hash: inout StableHash) {
        hash.combine("index \(language.code)")
        for index in indexEntries(language) { listEntryInputs(index, into: &hash) }
    }

    func languageIndex(_ language: Language) -> Page {
        let path = SitePlan.indexPath(language)
        let entries = indexEntries(language)
        let context: TemplateObject = [
            "heading": .text(config.title(for: language)),
            "articles": .list(entries.map { listEntry($0, from: path, in: language) }),
            "hasArticles": .flag(!entries.isEmpty),
            "t": strings(language).values,
        ]
        return layout(language: language, path: path, pageTitle: config.title(for: language), description: "",
                      alternates: sectionAlternates { SitePlan.indexPath($0) }, switcher: sectionSwitcher(from: path, language) { SitePlan.indexPath($0) },
                      template: "index", values: context)
    }

    /// What `tagPage` reads beyond `InputKeys.pages`: the tag, its articles, and which
    /// languages use it too.
    func tagPageInputs(_ tag: SitePlan.Tag, _ language: Language, into hash: inout StableHash) {
        hash.combine("tag \(language.code) \(tag.slug) \(tag.name)")
        for other in config.languages where (plan.tags[other.code] ?? []).contains(where: { $0.slug == tag.slug }) { hash.combine(other.code) }
        for index in tag.articles { listEntryInputs(index, into: &hash) }
    }

    func tagPage(_ tag: SitePlan.Tag, _ language: Language) -> Page {
        let path = SitePlan.tagPagePath(language, tag.slug)
        let context: TemplateObject = [
            "tag": .text(tag.name),
            "heading": .text(strings(language).tagHeading(tag.name)),
            "articles": .list(tag.articles.map { listEntry($0, from: path, in: language) }),
            "t": strings(language).values,
        ]
        // The same tag in another language when that language uses it, else that language's tag list.
        let counterpart = { (other: Language) -> String in
            (plan.tags[other.code] ?? []).contains { $0.slug == tag.slug }
                ? SitePlan.tagPagePath(other, tag.slug) : SitePlan.tagsIndexPath(other)
        }
        let shared = config.languages.filter { other in (plan.tags[other.code] ?? []).contains { $0.slug == tag.slug } }
        let alternates: [TemplateValue] = shared.count > 1 ? shared.map { ["hreflang": .text($0.tag), "href": .text(plan.absoluteURL(SitePlan.tagPagePath($0, tag.slug)))] } : []
        return layout(language: language, path: path, pageTitle: strings(language).tagHeading(tag.name) + " · " + config.title(for: language), description: "",
                      alternates: alternates, switcher: sectionSwitcher(from: path, language, counterpart),
                      template: "tag", values: context)
    }

    func tagsIndex(_ language: Language) -> Page {
        let path = SitePlan.tagsIndexPath(language)
        let tags = plan.tags[language.code] ?? []
        let context: TemplateObject = [
            "tags": .list(tags.map { ["name": .text($0.name), "href": .text("\($0.slug).html"), "count": .number($0.articles.count)] }),
            "t": strings(language).values,
        ]
        return layout(language: language, path: path, pageTitle: strings(language)["tags"] + " · " + config.title(for: language), description: "",
                      alternates: sectionAlternates { SitePlan.tagsIndexPath($0) }, switcher: sectionSwitcher(from: path, language) { SitePlan.tagsIndexPath($0) },
                      template: "tags", values: context)
    }

    func landing() -> Page {
        let path = "index.html"
        let language = config.defaultLanguage
        var context = searchContext(language: language, root: "", id: "landing")
        context["siteTitle"] = .text(config.title(for: language))
        context["t"] = strings(language).values
        if let tagline = config.tagline(for: language) { context["tagline"] = .text(tagline) }
        context["languages"] = .list(config.languages.map { other -> TemplateValue in
            ["name": .text(other.name), "tag": .text(other.tag), "href": .text(SitePlan.indexPath(other)), "siteTitle": .text(config.title(for: other)),
             "countText": .text(strings(other).articleCount(plan.readingOrder[other.code]?.count ?? 0))]
        })
        return layout(language: language, path: path, pageTitle: config.title(for: language), description: config.tagline(for: language) ?? "",
                      alternates: sectionAlternates { SitePlan.indexPath($0) }, switcher: sectionSwitcher(from: path, nil) { SitePlan.indexPath($0) },
                      template: "landing", values: context, search: false, loadsSearch: true)
    }

    /// Served by static hosts for any missing path, so its links are absolute (from baseURL's path).
    func notFound() -> Page {
        let language = config.defaultLanguage
        let root = Self.path(ofURL: config.baseURL)
        let context: TemplateObject = [
            "languages": .list(config.languages.map { other -> TemplateValue in
                let words = strings(other)
                return ["tag": .text(other.tag), "message": .text(words["notFound"]), "linkText": .text(words["notFoundLink"]), "href": .text(root + SitePlan.indexPath(other))]
            }),
        ]
        return layout(language: language, path: "404.html", pageTitle: "404 · " + config.title(for: language), description: "",
                      alternates: [], switcher: [], template: "404", values: context, search: false, absoluteRoot: root)
    }

    // MARK: Shared parts

    /// What `listEntry` reads of an article (its title, page, date, summary and language),
    /// and so also what a feed entry reads.
    func listEntryInputs(_ index: Int, into hash: inout StableHash) {
        hash.combine(word: listEntryDigests[index])
    }

    private func listEntry(_ index: Int, from path: String, in language: Language) -> TemplateValue {
        let article = plan.articles[index]
        var entry: TemplateObject = [
            "title": .text(article.title),
            "href": .text(LinkResolver.relativePath(from: path, to: article.outputPath)),
            "date": .text(String(article.frontMatter.date.prefix(10))),
            "summary": .text(InlineMarkdown.html(article.frontMatter.summary)),
        ]
        if article.language != language {
            entry["note"] = .text(strings(language).onlyIn(article.language))
            entry["foreign"] = .text(article.language.tag)
        }
        return .object(entry.droppingEmptyText())
    }

    private func sectionAlternates(_ pathIn: (Language) -> String) -> [TemplateValue] {
        config.languages.map { ["hreflang": .text($0.tag), "href": .text(plan.absoluteURL(pathIn($0)))] }
            + [["hreflang": "x-default", "href": .text(plan.absoluteURL(pathIn(config.defaultLanguage)))]]
    }

    private func sectionSwitcher(from path: String, _ current: Language?, _ pathIn: (Language) -> String) -> [TemplateValue] {
        config.languages.map { ["name": .text($0.name), "tag": .text($0.tag), "current": .flag($0 == current), "href": .text(LinkResolver.relativePath(from: path, to: pathIn($0)))] }
    }

    private func layout(language: Language, path: String, pageTitle: String, description: String,
                        alternates: [TemplateValue], switcher: [TemplateValue], template: String, values: TemplateObject,
                        search: Bool = true, loadsSearch: Bool = false, absoluteRoot: String? = nil,
                        ogTitle: String? = nil, ogType: String = "website") -> Page {
        Page(template: template, values: values, layout: layoutContext(
            language: language, path: path, pageTitle: pageTitle, description: description, alternates: alternates, switcher: switcher,
            search: search, loadsSearch: loadsSearch, absoluteRoot: absoluteRoot, ogTitle: ogTitle, ogType: ogType))
    }

    /// The layout's values but its `content`.
    private func layoutContext(language: Language, path: String, pageTitle: String, description: String,
                               alternates: [TemplateValue], switcher: [TemplateValue],
                               search: Bool = true, loadsSearch: Bool = false, absoluteRoot: String? = nil,
                               ogTitle: String? = nil, ogType: String = "website") -> TemplateObject {
        let root = absoluteRoot ?? String(repeating: "../", count: path.split(separator: "/").count - 1)
        var context = searchContext(language: language, root: root, id: "header")
        context.merge([
            "lang": .text(language.tag),
            "pageTitle": .text(pageTitle),
            "siteTitle": .text(config.title(for: language)),
            "ogTitle": .text(ogTitle ?? pageTitle),
            "ogType": .text(ogType),
            "ogLocale": .text(language.tag.replacingOccurrences(of: "-", with: "_")),
            "stylesheet": .text(root + assetPaths["style.css"]!),
            "searchScript": .text(root + assetPaths["search.js"]!),
            "pageScript": .text(root + assetPaths["page.js"]!),
            "favicon": .text(root + assetPaths["favicon.svg"]!),
            "home": .text(root + SitePlan.indexPath(language)),
            "tagsIndex": .text(root + SitePlan.tagsIndexPath(language)),
            "feed": .text(root + SitePlan.feedPath(language)),
            "hasSearch": .flag(search),
            "loadsSearch": .flag(search || loadsSearch),
            "alternates": .list(alternates),
            "languages": .list(switcher),
            "t": strings(language).values,
        ]) { _, new in new }
        if !description.isEmpty { context["description"] = .text(description) }
        if absoluteRoot == nil { context["canonical"] = .text(plan.absoluteURL(path)) }
        return context
    }

    /// What the `search-form` partial needs; `id` keeps two forms on one page apart.
    private func searchContext(language: Language, root: String, id: String) -> TemplateObject {
        ["searchIndex": .text(root + SitePlan.searchIndexPath(language)), "languageRoot": .text(root + language.code + "/"),
         "langCode": .text(language.code), "searchID": .text(id)]
    }

    /// The content loader's article URLs are standardized, as `GitHistory`'s keys are.
    private func lastCommitDate(of article: ArticleSource) -> String {
        lastCommitDates[article.path] ?? ""
    }

    /// The interface words of `language` (built in, or from the site's strings file).
    private func strings(_ language: Language) -> UIStrings { words[language.code] ?? UIStrings(language, site: config.interfaceStrings) }

    /// The path part of an absolute URL: `https://example.org/docs/` -> `/docs/`.
    static func path(ofURL url: String) -> String {
        guard let scheme = url.range(of: "://") else { return "/" }
        let rest = url[scheme.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        return String(rest[slash...])
    }
}

extension PageRenderer {
    /// Sections with their sub-sections nested under them, so the list's structure is the
    /// article's (screen readers announce the levels; the numbering follows it). A sub-section
    /// before the first section stands at the top level.
    static func tableOfContents(_ headings: [ArticleBody.Heading]) -> [TemplateValue] {
        var sections: [(heading: ArticleBody.Heading, children: [ArticleBody.Heading])] = []
        for heading in headings {
            if heading.level > 2, !sections.isEmpty, sections[sections.count - 1].heading.level == 2 {
                sections[sections.count - 1].children.append(heading)
            } else {
                sections.append((heading, []))
            }
        }
        func entry(_ heading: ArticleBody.Heading) -> TemplateObject { ["text": .text(heading.text), "anchor": .text(heading.anchor)] }
        return sections.map { section in
            var object = entry(section.heading)
            object["children"] = .list(section.children.map { .object(entry($0)) })
            object["hasChildren"] = .flag(!section.children.isEmpty)
            return .object(object)
        }
    }
}
