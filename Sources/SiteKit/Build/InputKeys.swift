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
        pages.combine("pages 2")
        pages.combine(Self.toolStamp)
        pages.combine(theme.fingerprint)
        for code in config.interfaceStrings.keys.sorted() {
            pages.combine(code)
            pages.combine(templateValue: .object(config.interfaceStrings[code]!.mapValues(TemplateValue.text)))
        }
        // What the renderer reads from site.yml beside each page's input.
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

    /// A page, feed, sitemap or search index (`kind`) made from `input` (`PageInputs.swift`)
    /// and what every page shares: the renderer reads nothing else, so this is all its key needs.
    func page<Input: Encodable>(_ kind: String, _ input: Input) -> String {
        var hash = StableHash()
        hash.combine(pages)
        hash.combine(kind)
        hash.combine(encoding: input)
        return hash.hex
    }

    /// A file copied from Content/: its source's size and modification time, as the no-change
    /// check sees it.
    static func staticFile(_ file: StaticFile) -> String {
        let stamp = FileStamp.of(file.source.path)
        return StableHash.hex(of: "static \(file.source.path) \(stamp?.size ?? -1) \(stamp.map { "\($0.modified)" } ?? "missing")")
    }
}
