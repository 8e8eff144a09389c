/// Turns each page's input (`PageInputs.swift`) and rendered article bodies into the site's
/// HTML pages through the theme. It reads nothing but its inputs and what every page shares
/// (site.yml, the theme, the asset paths), which is what `InputKeys.pages` holds.
struct PageRenderer: Sendable {
    let config: SiteConfig
    let theme: Theme
    /// Site-relative asset paths: `style.css` -> `assets/style.1a2b3c4d.css`.
    let assetPaths: [String: String]
    /// The interface words of each language, made once: every page needs them several times.
    private let words: [String: UIStrings]

    init(config: SiteConfig, theme: Theme, assetPaths: [String: String]) {
        self.config = config
        self.theme = theme
        self.assetPaths = assetPaths
        words = Dictionary(uniqueKeysWithValues: config.languages.map { ($0.code, UIStrings($0, site: config.interfaceStrings)) })
    }

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

    /// An article's page around its body (whose headings make the table of contents).
    func article(_ input: ArticlePageInput, body: ArticleBody) -> Page {
        let language = input.language
        let path = input.path
        let toc = body.headings.filter { $0.level == 2 || $0.level == 3 }
        var context: TemplateObject = [
            "title": .text(input.title),
            "date": .text(input.date),
            "summary": .text(input.summary),
            "dateText": .text(input.date),
            "tags": .list(input.tags.map {
                ["name": .text($0.name), "href": .text(LinkResolver.relativePath(from: path, to: SitePlan.tagPagePath(language, $0.slug)))]
            }),
            "toc": .list(Self.tableOfContents(toc)),
            "hasTOC": .flag(toc.count >= 2),
            "t": strings(language).values,
        ]
        if !input.updated.isEmpty && input.updated != input.date {
            context["lastUpdated"] = .text(input.updated)
            context["lastUpdatedText"] = .text(input.updated)
        }
        if let editURL = config.editURL {
            context["editURL"] = .text(editURL + input.sourcePath)
        }
        let versions = zip(config.languages, input.translations).map { (language: $0, path: $1) }
        let missing = versions.filter { $0.language != language && $0.path == nil }.map(\.language)
        if !missing.isEmpty { context["translationNote"] = .text(missing.map { strings(language).notTranslated(into: $0) }.joined(separator: " ")) }
        for (key, neighbour) in [("previous", input.previous), ("next", input.next)] {
            guard let neighbour else { continue }
            context[key] = .object(["title": .text(neighbour.title), "href": .text(LinkResolver.relativePath(from: path, to: neighbour.path))])
        }

        var alternates: [TemplateValue] = []
        var switcher: [TemplateValue] = []
        for (other, target) in versions {
            if let target {
                alternates.append(["hreflang": .text(other.tag), "href": .text(config.absoluteURL(target))])
                switcher.append(["name": .text(other.name), "tag": .text(other.tag), "current": .flag(other == language), "href": .text(LinkResolver.relativePath(from: path, to: target))])
            } else {
                switcher.append(["name": .text(other.name), "tag": .text(other.tag), "current": false, "missing": true,
                                 "note": .text(strings(language).notTranslated(into: other)),
                                 "href": .text(LinkResolver.relativePath(from: path, to: SitePlan.indexPath(other)))])
            }
        }
        alternates.append(["hreflang": "x-default", "href": .text(config.absoluteURL(input.defaultVersion))])
        return layout(
            language: language, path: path, pageTitle: input.title + " · " + config.title(for: language),
            description: InlineMarkdown.plain(input.summary), alternates: alternates, switcher: switcher,
            template: "article", values: context, ogTitle: input.title, ogType: "article")
    }

    func languageIndex(_ input: ListPageInput) -> Page {
        let language = input.language
        let path = SitePlan.indexPath(language)
        let context: TemplateObject = [
            "heading": .text(config.title(for: language)),
            "articles": .list(input.entries.map { listEntry($0.value, from: path, in: language) }),
            "hasArticles": .flag(!input.entries.isEmpty),
            "t": strings(language).values,
        ]
        return layout(language: language, path: path, pageTitle: config.title(for: language), description: "",
                      alternates: sectionAlternates { SitePlan.indexPath($0) }, switcher: sectionSwitcher(from: path, language) { SitePlan.indexPath($0) },
                      template: "index", values: context)
    }

    func tagPage(_ input: TagPageInput) -> Page {
        let language = input.language
        let path = SitePlan.tagPagePath(language, input.slug)
        let context: TemplateObject = [
            "tag": .text(input.name),
            "heading": .text(strings(language).tagHeading(input.name)),
            "articles": .list(input.entries.map { listEntry($0.value, from: path, in: language) }),
            "t": strings(language).values,
        ]
        // The same tag in another language when that language uses it, else that language's tag list.
        let counterpart = { (other: Language) -> String in
            input.sharedBy.contains(other.code) ? SitePlan.tagPagePath(other, input.slug) : SitePlan.tagsIndexPath(other)
        }
        let shared = config.languages.filter { input.sharedBy.contains($0.code) }
        let alternates: [TemplateValue] = shared.count > 1 ? shared.map { ["hreflang": .text($0.tag), "href": .text(config.absoluteURL(SitePlan.tagPagePath($0, input.slug)))] } : []
        return layout(language: language, path: path, pageTitle: strings(language).tagHeading(input.name) + " · " + config.title(for: language), description: "",
                      alternates: alternates, switcher: sectionSwitcher(from: path, language, counterpart),
                      template: "tag", values: context)
    }

    func tagsIndex(_ input: TagsIndexInput) -> Page {
        let language = input.language
        let path = SitePlan.tagsIndexPath(language)
        let context: TemplateObject = [
            "tags": .list(input.tags.map { ["name": .text($0.name), "href": .text("\($0.slug).html"), "count": .number($0.count)] }),
            "t": strings(language).values,
        ]
        return layout(language: language, path: path, pageTitle: strings(language)["tags"] + " · " + config.title(for: language), description: "",
                      alternates: sectionAlternates { SitePlan.tagsIndexPath($0) }, switcher: sectionSwitcher(from: path, language) { SitePlan.tagsIndexPath($0) },
                      template: "tags", values: context)
    }

    func landing(_ input: LandingInput) -> Page {
        let path = "index.html"
        let language = config.defaultLanguage
        var context = searchContext(language: language, root: "", id: "landing")
        context["siteTitle"] = .text(config.title(for: language))
        context["t"] = strings(language).values
        if let tagline = config.tagline(for: language) { context["tagline"] = .text(tagline) }
        context["languages"] = .list(zip(config.languages, input.articleCounts).map { other, count -> TemplateValue in
            ["name": .text(other.name), "tag": .text(other.tag), "href": .text(SitePlan.indexPath(other)), "siteTitle": .text(config.title(for: other)),
             "countText": .text(strings(other).articleCount(count))]
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

    // MARK: Files that are not templates

    /// A language's Atom feed.
    func feed(_ input: ListPageInput) -> String {
        let language = input.language
        return AtomFeed.xml(
            title: config.title(for: language), language: language,
            feedURL: config.baseURL + SitePlan.feedPath(language),
            siteURL: config.absoluteURL(SitePlan.indexPath(language)),
            entries: input.entries.map { AtomFeed.Entry(title: $0.title, url: config.absoluteURL($0.path), date: $0.date, summary: $0.summary) })
    }

    /// Every language's index and articles, with their translations as alternates.
    func sitemap(_ input: SitemapInput) -> String {
        var pages: [Sitemap.Page] = []
        for section in input.sections {
            pages.append(Sitemap.Page(
                url: config.absoluteURL(SitePlan.indexPath(section.language)),
                alternates: config.languages.map { ($0.tag, config.absoluteURL(SitePlan.indexPath($0))) }
                    + [("x-default", config.absoluteURL(SitePlan.indexPath(config.defaultLanguage)))],
                lastModified: section.newest))
            for page in section.pages {
                var alternates = zip(config.languages, page.translations).compactMap { other, path in path.map { (other.tag, config.absoluteURL($0)) } }
                if alternates.count > 1 {
                    alternates.append(("x-default", config.absoluteURL(page.defaultVersion)))
                } else {
                    alternates = []
                }
                pages.append(Sitemap.Page(url: config.absoluteURL(page.path), alternates: alternates, lastModified: page.date))
            }
        }
        return Sitemap.xml(pages: pages)
    }

    // MARK: Shared parts

    private func listEntry(_ entry: ListEntryInput, from path: String, in language: Language) -> TemplateValue {
        var object: TemplateObject = [
            "title": .text(entry.title),
            "href": .text(LinkResolver.relativePath(from: path, to: entry.path)),
            "date": .text(String(entry.date.prefix(10))),
            "summary": .text(InlineMarkdown.html(entry.summary)),
        ]
        if entry.language != language {
            object["note"] = .text(strings(language).onlyIn(entry.language))
            object["foreign"] = .text(entry.language.tag)
        }
        return .object(object.droppingEmptyText())
    }

    private func sectionAlternates(_ pathIn: (Language) -> String) -> [TemplateValue] {
        config.languages.map { ["hreflang": .text($0.tag), "href": .text(config.absoluteURL(pathIn($0)))] }
            + [["hreflang": "x-default", "href": .text(config.absoluteURL(pathIn(config.defaultLanguage)))]]
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
        if absoluteRoot == nil { context["canonical"] = .text(config.absoluteURL(path)) }
        return context
    }

    /// What the `search-form` partial needs; `id` keeps two forms on one page apart.
    private func searchContext(language: Language, root: String, id: String) -> TemplateObject {
        ["searchIndex": .text(root + SitePlan.searchIndexPath(language)), "languageRoot": .text(root + language.code + "/"),
         "langCode": .text(language.code), "searchID": .text(id)]
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
