import Diagnostics
import Foundation

/// Builds the site: Content/ in, a complete Site/ out, or diagnostics and Site/ untouched.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Throws `DiagnosticsError` (errors and warnings, sorted) when the site cannot be built.
    public func build(progress: (@Sendable (BuildProgress) -> Void)? = nil) throws -> BuildReport {
        progress?(.loading)
        let content = try ContentLoader.load(contentDirectory: options.contentDirectory)
        var warnings = content.warnings
        let theme: Theme
        do {
            theme = try Theme.load(overrides: options.themeDirectory ?? content.themeDirectory)
        } catch let error as DiagnosticsError {
            throw DiagnosticsError((warnings + error.diagnostics).sorted())
        }
        let articles = content.articles.filter { options.includeDrafts || !$0.isDraft }
        let plan = SitePlan(config: content.config, articles: articles)

        let cache = options.cacheDirectory.map(BuildCache.init(directory:))
        let fingerprint = inputFingerprint(content: content, theme: theme)
        if let cache, let fingerprint, let state = cache.load(), state.fingerprint == fingerprint,
           BuildCache.outputMatches(state, output: options.outputDirectory) {
            return BuildReport(diagnostics: (warnings + state.renderWarnings).sorted(), articleCount: state.articleCount,
                               fileCount: state.files.count, upToDate: true)
        }
        cache?.invalidate()

        // Bodies depend only on their own article: render them side by side.
        let bodies = Parallel.map(articles.indices) { index -> ArticleBody in
            ArticleBody.render(articles[index], allowRawHTML: content.config.allowRawHTML, scenarios: options.scenarios)
        } progress: { done in progress?(.rendering(done: done, total: articles.count)) }

        let resolver = LinkResolver(
            articles: Dictionary(articles.map { ("\($0.language.code)/\($0.fileName).md", $0) }, uniquingKeysWith: { first, _ in first }),
            drafts: Set(content.articles.filter { $0.isDraft && !options.includeDrafts }.map { "\($0.language.code)/\($0.fileName).md" }),
            staticPaths: Set(content.staticFiles.map(\.outputPath)),
            anchors: Dictionary(uniqueKeysWithValues: zip(articles, bodies).map { ($0.outputPath, Set($1.headings.map(\.anchor))) }))
        let resolved = Parallel.map(articles.indices) { resolver.apply(to: bodies[$0], of: articles[$0]) }

        var renderDiagnostics = bodies.flatMap(\.diagnostics)
        renderDiagnostics += resolved.flatMap(\.diagnostics)
        let all = (warnings + renderDiagnostics).sorted()
        if all.contains(where: { $0.severity == .error }) { throw DiagnosticsError(all) }
        warnings = all

        // Everything below only writes files; a failure leaves the previous site in place.
        let output = try AtomicOutput(output: options.outputDirectory)
        do {
            let written = try write(plan: plan, theme: theme, bodies: bodies, html: resolved.map(\.html),
                                    content: content, to: output, progress: progress)
            try output.commit()
            if let cache, let fingerprint {
                cache.save(.init(fingerprint: fingerprint, articleCount: articles.count, files: written,
                                 renderWarnings: renderDiagnostics.filter { $0.severity == .warning }))
            }
            return BuildReport(diagnostics: warnings, articleCount: articles.count, fileCount: written.count, upToDate: false)
        } catch {
            output.discard()
            if let error = error as? DiagnosticsError { throw DiagnosticsError((warnings + error.diagnostics).sorted()) }
            throw DiagnosticsError(warnings + [.error("cannot write the site: \(error.localizedDescription)", file: DisplayPath.of(options.outputDirectory), id: "output.write")])
        }
    }

    /// Writes every page and asset into the staging folder; returns paths and sizes.
    private func write(plan: SitePlan, theme: Theme, bodies: [ArticleBody], html: [String], content: SiteContent,
                       to output: AtomicOutput, progress: (@Sendable (BuildProgress) -> Void)?) throws -> [String: Int] {
        var files: [(path: String, text: String)] = []
        var assetPaths: [String: String] = [:]
        for name in theme.assets.keys.sorted() {
            var text = theme.assets[name]!
            if name == "style.css", let extra = options.scenarios?.stylesheet, !extra.isEmpty { text += "\n" + extra }
            let path = "assets/" + Self.hashedName(name, content: text)
            assetPaths[name] = path
            files.append((path, text))
        }
        let pages = PageRenderer(plan: plan, theme: theme, assetPaths: assetPaths)
        for language in plan.config.languages {
            files.append((SitePlan.indexPath(language), pages.languageIndex(language)))
            files.append((SitePlan.tagsIndexPath(language), pages.tagsIndex(language)))
            for tag in plan.tags[language.code] ?? [] {
                files.append((SitePlan.tagPagePath(language, tag.slug), pages.tagPage(tag, language)))
            }
            let newest = plan.newestFirst(language)
            files.append((SitePlan.feedPath(language), AtomFeed.xml(
                title: plan.config.title(for: language), language: language,
                feedURL: plan.config.baseURL + SitePlan.feedPath(language),
                siteURL: plan.absoluteURL(SitePlan.indexPath(language)),
                entries: newest.map { index in
                    let article = plan.articles[index]
                    return AtomFeed.Entry(title: article.title, url: plan.absoluteURL(article.outputPath), date: article.frontMatter.date, summary: article.frontMatter.summary)
                })))
            files.append((SitePlan.searchIndexPath(language), SearchIndex.script(language: language, pages: newest.map { index in
                let article = plan.articles[index]
                return SearchIndex.Page(title: article.title, href: "\(article.slug).html", summary: article.frontMatter.summary, text: bodies[index].plainText)
            })))
        }
        files.append(("index.html", pages.landing()))
        files.append(("404.html", pages.notFound()))
        files.append(("sitemap.xml", sitemap(plan)))

        let articlePaths = plan.articles.map(\.outputPath)
        try output.makeDirectories(for: files.map(\.path) + articlePaths + content.staticFiles.map(\.outputPath))
        for file in files { try output.write(file.text, to: file.path) }
        for file in content.staticFiles {
            try FileManager.default.copyItem(at: file.source, to: output.url(for: file.outputPath))
        }
        progress?(.writing(files: files.count + articlePaths.count))
        // Article pages are the bulk of the work: render and write them side by side.
        let sizes = try Parallel.map(plan.articles.indices) { index -> Result<Int, Error> in
            Result {
                let page = pages.articlePage(index, body: bodies[index], html: html[index])
                try output.write(page, to: articlePaths[index])
                return page.utf8.count
            }
        }.map { try $0.get() }

        var written: [String: Int] = [:]
        for file in files { written[file.path] = file.text.utf8.count }
        for (path, size) in zip(articlePaths, sizes) { written[path] = size }
        for file in content.staticFiles {
            written[file.outputPath] = ((try? FileManager.default.attributesOfItem(atPath: file.source.path))?[.size] as? Int) ?? 0
        }
        return written
    }

    private func sitemap(_ plan: SitePlan) -> String {
        var pages: [Sitemap.Page] = []
        let config = plan.config
        for language in config.languages {
            pages.append(Sitemap.Page(
                url: plan.absoluteURL(SitePlan.indexPath(language)),
                alternates: config.languages.map { ($0.tag, plan.absoluteURL(SitePlan.indexPath($0))) }
                    + [("x-default", plan.absoluteURL(SitePlan.indexPath(config.defaultLanguage)))],
                lastModified: plan.newestFirst(language).first.map { plan.articles[$0].frontMatter.date }))
            for index in plan.readingOrder[language.code] ?? [] {
                let article = plan.articles[index]
                var alternates: [(String, String)] = []
                for other in config.languages {
                    if let translated = plan.translation(of: index, in: other) { alternates.append((other.tag, plan.absoluteURL(plan.articles[translated].outputPath))) }
                }
                if alternates.count > 1 {
                    let defaultVersion = plan.translation(of: index, in: config.defaultLanguage) ?? index
                    alternates.append(("x-default", plan.absoluteURL(plan.articles[defaultVersion].outputPath)))
                } else {
                    alternates = []
                }
                pages.append(Sitemap.Page(url: plan.absoluteURL(article.outputPath), alternates: alternates, lastModified: article.frontMatter.date))
            }
        }
        return Sitemap.xml(pages: pages)
    }

    /// `style.css` -> `style.1a2b3c4d5e6f7a8b.css`.
    static func hashedName(_ name: String, content: String) -> String {
        let hash = StableHash.hex(of: content)
        guard let dot = name.lastIndex(of: ".") else { return name + "." + hash }
        return name[..<dot] + "." + hash + name[dot...]
    }

    /// Everything the output depends on; nil when it cannot be known (an uncacheable renderer).
    private func inputFingerprint(content: SiteContent, theme: Theme) -> String? {
        var hash = StableHash()
        if let scenarios = options.scenarios {
            guard let key = scenarios.cacheKey else { return nil }
            hash.combine("scenarios " + key)
        }
        // A rebuilt statedocs may render differently from the same input.
        if let executable = Bundle.main.executableURL, let attributes = try? FileManager.default.attributesOfItem(atPath: executable.path) {
            hash.combine("tool \(attributes[.size] ?? "") \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        }
        let config = content.config
        hash.combine("config \(config.baseURL) \(config.allowRawHTML) \(config.defaultLanguage.code) \(config.languages.map(\.code))")
        for code in config.titles.keys.sorted() { hash.combine("title \(code) \(config.titles[code]!)") }
        hash.combine("drafts \(options.includeDrafts) output \(options.outputDirectory.path)")
        hash.combine("theme \(theme.fingerprint)")
        for article in content.articles { hash.combine("article \(article.displayPath) \(article.sourceHash)") }
        for file in content.staticFiles {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.source.path)
            hash.combine("static \(file.outputPath) \(attributes?[.size] ?? "") \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        }
        return hash.hex
    }
}
