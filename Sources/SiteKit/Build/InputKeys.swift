import Foundation

/// The hashes that decide what a build may take over from the last one: an article body, a
/// page or a file is reused only when the hash of everything it is made from is unchanged.
struct InputKeys: Sendable {
    /// A rebuilt statedocs may render differently from the same input.
    static let toolStamp: String = {
        guard let executable = Bundle.main.executableURL, let stamp = FileStamp.of(executable.path) else { return "tool unknown" }
        return "tool \(stamp.size) \(stamp.modified)"
    }()

    /// What every page depends on beyond the values its template receives: this statedocs,
    /// the theme's templates and assets, the interface words (`t`, left out of page values).
    let pages: String
    /// What every body depends on beyond its article's file; nil when bodies cannot be reused
    /// (a scenario renderer that cannot say when its output changes).
    let bodies: String?

    init(options: BuildOptions, config: SiteConfig, theme: Theme) {
        var pages = StableHash()
        pages.combine("pages 1")
        pages.combine(Self.toolStamp)
        pages.combine(theme.fingerprint)
        for code in config.interfaceStrings.keys.sorted() {
            pages.combine(code)
            pages.combine(templateValue: .object(config.interfaceStrings[code]!.mapValues(TemplateValue.text)))
        }
        // What pages keyed by their inputs read from site.yml (`page(_:inputs:)` leaves out the values).
        pages.combine("base \(config.baseURL) edit \(config.editURL ?? "-") default \(config.defaultLanguage.code)")
        for language in config.languages {
            pages.combine("language \(language.code) \(language.tag) \(language.name) \(config.title(for: language)) \(config.tagline(for: language) ?? "-")")
        }
        self.pages = pages.hex
        var bodies = StableHash()
        bodies.combine("bodies 1")
        bodies.combine(Self.toolStamp)
        bodies.combine("raw html \(config.allowRawHTML)")
        if let decorator = options.decorator {
            guard let key = decorator.cacheKey else {
                self.bodies = nil
                return
            }
            bodies.combine("scenarios " + key)
            // A decorated body holds interface words (a run figure's labels).
            for code in config.interfaceStrings.keys.sorted() {
                bodies.combine(code)
                bodies.combine(templateValue: .object(config.interfaceStrings[code]!.mapValues(TemplateValue.text)))
            }
        }
        self.bodies = bodies.hex
    }

    /// An article body depends on its file (front matter included: the search terms hold the
    /// title and summary), where it is (diagnostics name it; scenarios run per language).
    func body(of article: ArticleSource) -> String? {
        guard let bodies else { return nil }
        var hash = StableHash()
        hash.combine(bodies)
        hash.combine(article.sourceHash)
        hash.combine(article.displayPath)
        hash.combine(article.language.code)
        hash.combine(article.slug)
        return hash.hex
    }

    /// A page other than an article's: the values of its templates.
    func page(_ page: PageRenderer.Page) -> String? {
        var hash = StableHash()
        hash.combine(pages)
        hash.combine(page.template)
        hash.combine(templateValue: .object(page.values), skipping: ["t"])
        hash.combine(templateValue: .object(page.layout), skipping: ["t"])
        return hash.hex
    }

    /// A page whose values the renderer adds as inputs (`PageRenderer.articleInputs` and the
    /// like) instead of making them: what every page shares, the template, then those inputs.
    func page(_ template: String, inputs: (inout StableHash) -> Void) -> String {
        var hash = StableHash()
        hash.combine(pages)
        hash.combine("inputs of " + template)
        inputs(&hash)
        return hash.hex
    }

    /// An article's page: its body and where its links lead, and its other inputs as
    /// `PageRenderer.articleInputs` adds them.
    func articlePage(_ index: Int, renderer: PageRenderer, body: (key: String?, rewrites: [String: String])) -> String? {
        guard let bodyKey = body.key else { return nil }
        return page("article") { hash in
            hash.combine(bodyKey)
            for destination in body.rewrites.keys.sorted() {
                hash.combine(destination)
                hash.combine(body.rewrites[destination]!)
            }
            renderer.articleInputs(index, into: &hash)
        }
    }

    /// A language's search index: its pages, and each one's terms (by its body's key).
    func searchIndex(_ language: Language, pages: [(page: SearchIndex.Page, body: String?)]) -> String? {
        var hash = StableHash()
        hash.combine("search 1")
        hash.combine(Self.toolStamp)
        hash.combine(language.code)
        for (page, body) in pages {
            guard let body else { return nil }
            hash.combine(page.title)
            hash.combine(page.href)
            hash.combine(page.summary)
            hash.combine(body)
        }
        return hash.hex
    }

    /// A file copied from Content/: its source's size and modification time, as the no-change
    /// check sees it.
    static func staticFile(_ file: StaticFile) -> String {
        let stamp = FileStamp.of(file.source.path)
        return StableHash.hex(of: "static \(file.source.path) \(stamp?.size ?? -1) \(stamp.map { "\($0.modified)" } ?? "missing")")
    }
}
