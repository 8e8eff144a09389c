import ConcurrentMap
import Diagnostics
import Foundation
import MarkdownKit

/// Builds the site: Content/ in, a complete Site/ out, or diagnostics and Site/ untouched.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Throws `DiagnosticsError` (errors and warnings, sorted) when the site cannot be built.
    public func build(progress: (@Sendable (BuildProgress) -> Void)? = nil) throws -> BuildReport {
        var timer = PhaseTimer()
        progress?(.loading)
        // Nothing changed since the last good build: leave Site/ alone, report what it reported.
        let cache = options.cacheDirectory.map(BuildCache.init(directory:))
        let fingerprint = cache == nil ? nil : inputFingerprint()
        if let cache, let fingerprint, let state = cache.load(), state.fingerprint == fingerprint,
           BuildCache.outputMatches(state, output: options.outputDirectory) {
            timer.mark("up to date")
            return BuildReport(diagnostics: state.warnings, articleCount: state.articleCount, fileCount: state.files.count, upToDate: true)
        }
        cache?.invalidate()
        timer.mark("fingerprint")

        let content = try ContentLoader.load(contentDirectory: options.contentDirectory)
        timer.mark("load")
        let warnings = content.warnings
        let theme: Theme
        do {
            theme = try Theme.load(overrides: options.themeDirectory ?? content.themeDirectory)
        } catch let error as DiagnosticsError {
            throw DiagnosticsError((warnings + error.diagnostics).sorted())
        }
        timer.mark("theme")
        let articles = content.articles.filter { options.includeDrafts || !$0.isDraft }
        let plan = SitePlan(config: content.config, articles: articles)

        let bodies = renderBodies(articles, allowRawHTML: content.config.allowRawHTML, progress: progress, timer: &timer)
        let renderDiagnostics = bodies.flatMap(\.diagnostics)
        if renderDiagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError((warnings + renderDiagnostics).sorted()) }
        let resolver = LinkResolver(
            articles: Dictionary(articles.map { ("\($0.language.code)/\($0.fileName).md", $0) }, uniquingKeysWith: { first, _ in first }),
            drafts: Set(content.articles.filter { $0.isDraft && !options.includeDrafts }.map { "\($0.language.code)/\($0.fileName).md" }),
            staticPaths: Set(content.staticFiles.map(\.outputPath)),
            anchors: Dictionary(uniqueKeysWithValues: zip(articles, bodies).map { ($0.outputPath, Set($1.headings.map(\.anchor))) }))

        // Pages are written to a staging folder as they are rendered; links are checked on the
        // way, and any broken one discards the staging folder, so Site/ is left as it was.
        let output = try AtomicOutput(output: options.outputDirectory,
                                      spare: options.cacheDirectory?.appendingPathComponent("spare-" + options.outputDirectory.lastPathComponent))
        do {
            let (written, linkDiagnostics) = try write(plan: plan, theme: theme, bodies: bodies, resolver: resolver,
                                                       content: content, to: output, progress: progress)
            let all = (warnings + renderDiagnostics + linkDiagnostics).sorted()
            if all.contains(where: { $0.severity == .error }) { throw DiagnosticsError(all) }
            timer.mark("write")
            try output.commit()
            timer.mark("commit")
            StepClock.shared.report()
            if let cache, let fingerprint {
                cache.save(.init(fingerprint: fingerprint, articleCount: articles.count, files: written, warnings: all))
            }
            return BuildReport(diagnostics: all, articleCount: articles.count, fileCount: written.count, upToDate: false)
        } catch {
            output.discard()
            if let error = error as? DiagnosticsError { throw error }
            throw DiagnosticsError(warnings + [.error("cannot write the site: \(SystemError.reason(error))", file: DisplayPath.of(options.outputDirectory), id: "output.write")])
        }
    }

    /// Bodies depend only on their own article (and the scenario checks): each article is
    /// parsed once, side by side; those without scenario claims are rendered at once, the
    /// others after every claim was checked.
    private func renderBodies(_ articles: [ArticleSource], allowRawHTML: Bool, progress: (@Sendable (BuildProgress) -> Void)?,
                              timer: inout PhaseTimer) -> [ArticleBody] {
        enum Stage: Sendable {
            case rendered(ArticleBody)
            case waiting(HandedOver<MarkdownDocument>, claims: any Sendable)
        }
        let memo = HighlightMemo()
        let scenarios = options.scenarios
        let stages = articles.indices.concurrentMap(progress: { done in progress?(.rendering(done: done, total: articles.count)) }) { index -> Stage in
            let article = articles[index]
            let document = StepClock.shared.measure("md parse") { article.makeDocument(allowRawHTML: allowRawHTML) }
            if let scenarios, let claims = StepClock.shared.measure("claims", { scenarios.claims(of: article, document: document) }) {
                return .waiting(HandedOver(document), claims: claims)
            }
            return .rendered(ArticleBody.render(article, document: document, scenarios: nil, memo: memo))
        }
        timer.mark("render")

        let waiting: [(index: Int, document: HandedOver<MarkdownDocument>, claims: any Sendable)] = stages.enumerated().compactMap { index, stage in
            if case let .waiting(document, claims) = stage { (index, document, claims) } else { nil }
        }
        guard let scenarios, !waiting.isEmpty else {
            return stages.compactMap { if case let .rendered(body) = $0 { body } else { nil } }
        }
        let checked = scenarios.check(
            waiting.map { ArticleClaims(article: articles[$0.index], claims: $0.claims) }
                .sorted { $0.article.displayPath < $1.article.displayPath })
        timer.mark("scenarios")
        let rendered = waiting.indices.concurrentMap { position -> ArticleBody in
            let (index, document, _) = waiting[position]
            return ArticleBody.render(articles[index], document: document.value, scenarios: checked, memo: memo)
        }
        var bodies: [ArticleBody?] = stages.map { if case let .rendered(body) = $0 { body } else { nil } }
        for (position, entry) in waiting.enumerated() { bodies[entry.index] = rendered[position] }
        timer.mark("scenario pages")
        return bodies.map { $0! }
    }

    /// One file of the site.
    private enum OutputFile: Sendable {
        case article(Int)
        case languageIndex(Language)
        case tagsIndex(Language)
        case tag(Language, SitePlan.Tag)
        case feed(Language)
        case searchIndex(Language)
        case landing
        case notFound
        case sitemap
        case asset(path: String, text: String)
    }

    /// Renders and writes every page and asset into the staging folder, side by side.
    /// Returns paths and sizes, and the link diagnostics.
    /// Where an output file comes from, for a collision diagnostic: its article, or the first
    /// article carrying its tag; nil for pages the site generates on its own.
    private func source(of job: OutputFile, plan: SitePlan) -> (file: String, line: Int?)? {
        switch job {
        case .article(let index): return (plan.articles[index].displayPath, plan.articles[index].frontMatter.slugLine)
        case .tag(_, let tag): return tag.articles.first.map { (plan.articles[$0].displayPath, nil) }
        default: return nil
        }
    }

    private func write(plan: SitePlan, theme: Theme, bodies: [ArticleBody], resolver: LinkResolver, content: SiteContent,
                       to output: AtomicOutput, progress: (@Sendable (BuildProgress) -> Void)?) throws -> ([String: Int], [Diagnostic]) {
        var assetPaths: [String: String] = [:]
        // The long jobs (search indexes, lists) go first so that they overlap the pages.
        var jobs: [OutputFile] = []
        for name in theme.assets.keys.sorted() {
            var text = theme.assets[name]!
            if name == "style.css", let extra = options.scenarios?.stylesheet, !extra.isEmpty { text += "\n" + extra }
            let path = "assets/" + Self.hashedName(name, content: text)
            assetPaths[name] = path
            jobs.append(.asset(path: path, text: text))
        }
        for language in plan.config.languages {
            jobs += [.searchIndex(language), .languageIndex(language), .feed(language), .tagsIndex(language)]
            jobs += (plan.tags[language.code] ?? []).map { .tag(language, $0) }
        }
        jobs += [.sitemap, .landing, .notFound]
        jobs += Self.alternatingFolders(plan.articles.indices.map { ($0, plan.articles[$0].language.code) }).map { .article($0) }

        let pages = PageRenderer(plan: plan, theme: theme, assetPaths: assetPaths)
        func path(of job: OutputFile) -> String {
            switch job {
            case .article(let index): plan.articles[index].outputPath
            case .languageIndex(let language): SitePlan.indexPath(language)
            case .tagsIndex(let language): SitePlan.tagsIndexPath(language)
            case .tag(let language, let tag): SitePlan.tagPagePath(language, tag.slug)
            case .feed(let language): SitePlan.feedPath(language)
            case .searchIndex(let language): SitePlan.searchIndexPath(language)
            case .landing: "index.html"
            case .notFound: "404.html"
            case .sitemap: "sitemap.xml"
            case .asset(let path, _): path
            }
        }
        @Sendable func render(_ job: OutputFile) -> (text: String, diagnostics: [Diagnostic]) {
            switch job {
            case .article(let index):
                let (html, diagnostics) = resolver.apply(to: bodies[index], of: plan.articles[index])
                return (StepClock.shared.measure("mustache") { pages.articlePage(index, body: bodies[index], html: html) }, diagnostics)
            case .languageIndex(let language): return (pages.languageIndex(language), [])
            case .tagsIndex(let language): return (pages.tagsIndex(language), [])
            case .tag(let language, let tag): return (pages.tagPage(tag, language), [])
            case .feed(let language): return (feed(plan, language), [])
            case .searchIndex(let language):
                return (StepClock.shared.measure("search") {
                    SearchIndex.script(language: language, pages: plan.newestFirst(language).map { index in
                        let article = plan.articles[index]
                        return SearchIndex.Page(title: article.title, href: "\(article.slug).html", summary: article.frontMatter.summary, terms: bodies[index].searchTerms)
                    })
                }, [])
            case .landing: return (pages.landing(), [])
            case .notFound: return (pages.notFound(), [])
            case .sitemap: return (sitemap(plan), [])
            case .asset(_, let text): return (text, [])
            }
        }

        let paths = jobs.map(path(of:))
        let collisions = OutputCollisions.find(
            generated: zip(jobs, paths).map { job, path in (path, source(of: job, plan: plan)) },
            staticFiles: content.staticFiles)
        if !collisions.isEmpty { throw DiagnosticsError(collisions) }
        try output.makeDirectories(for: paths + content.staticFiles.map(\.outputPath))
        for file in content.staticFiles {
            try output.copy(file.source, to: file.outputPath)
        }
        progress?(.writing(files: jobs.count))
        let work = jobs
        let results = work.indices.concurrentMap { index -> Result<(Int, [Diagnostic]), Error> in
            Result {
                let (text, diagnostics) = render(work[index])
                try StepClock.shared.measure("file write") { try output.write(text, to: paths[index]) }
                return (text.utf8.count, diagnostics)
            }
        }
        var written: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for (path, result) in zip(paths, results) {
            let (size, found) = try result.get()
            written[path] = size
            diagnostics += found
        }
        for file in content.staticFiles {
            written[file.outputPath] = ((try? FileManager.default.attributesOfItem(atPath: file.source.path))?[.size] as? Int) ?? 0
        }
        output.prune(keeping: Set(written.keys))
        return (written, diagnostics)
    }

    private func feed(_ plan: SitePlan, _ language: Language) -> String {
        AtomFeed.xml(
            title: plan.config.title(for: language), language: language,
            feedURL: plan.config.baseURL + SitePlan.feedPath(language),
            siteURL: plan.absoluteURL(SitePlan.indexPath(language)),
            entries: plan.newestFirst(language).map { index in
                let article = plan.articles[index]
                return AtomFeed.Entry(title: article.title, url: plan.absoluteURL(article.outputPath), date: article.frontMatter.date, summary: article.frontMatter.summary)
            })
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

    /// Items round-robin by folder: creating a file locks its folder, so the threads writing
    /// side by side are better off in different folders (one language each) than in the same.
    static func alternatingFolders(_ items: [(index: Int, folder: String)]) -> [Int] {
        var queues: [String: [Int]] = [:]
        var order: [String] = []
        for item in items {
            if queues[item.folder] == nil { order.append(item.folder) }
            queues[item.folder, default: []].append(item.index)
        }
        var result: [Int] = []
        result.reserveCapacity(items.count)
        var position = 0
        while result.count < items.count {
            for folder in order where position < queues[folder]!.count { result.append(queues[folder]![position]) }
            position += 1
        }
        return result
    }

    /// `style.css` -> `style.1a2b3c4d5e6f7a8b.css`.
    static func hashedName(_ name: String, content: String) -> String {
        let hash = StableHash.hex(of: content)
        guard let dot = name.lastIndex(of: ".") else { return name + "." + hash }
        return name[..<dot] + "." + hash + name[dot...]
    }

    /// Everything the output depends on, from the files themselves (nothing is parsed, so
    /// the check stays cheap); nil when it cannot be known (a renderer without a cache key).
    private func inputFingerprint() -> String? {
        var hash = StableHash()
        if let scenarios = options.scenarios {
            guard let key = scenarios.cacheKey else { return nil }
            hash.combine("scenarios " + key)
        }
        // A rebuilt statedocs may render differently from the same input.
        if let executable = Bundle.main.executableURL, let attributes = try? FileManager.default.attributesOfItem(atPath: executable.path) {
            hash.combine("tool \(attributes[.size] ?? "") \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        }
        hash.combine("drafts \(options.includeDrafts) output \(options.outputDirectory.path)")
        var folders = [("content", options.contentDirectory)]
        if let theme = options.themeDirectory { folders.append(("theme", theme)) }
        if let builtIn = Theme.builtInDirectory { folders.append(("built-in theme", builtIn)) }
        for (name, folder) in folders {
            let scan = ContentTree.scan(folder, within: folder)
            let files = scan.files
            // A refused symlink changes no file, but must not let the build pass as up to date.
            hash.combine("\(name) \(folder.path) \(files.count) \(scan.diagnostics.map(\.description))")
            let digests = files.indices.concurrentMap { index -> String in
                let path = folder.path + "/" + files[index]
                // Text inputs by content; other files (images) by size and modification time.
                if path.hasSuffix(".md") || path.hasSuffix(".yml") || path.hasSuffix(".mustache") || path.hasSuffix(".css") || path.hasSuffix(".js") {
                    return StableHash.hex(ofBytes: FileManager.default.contents(atPath: path) ?? Data())
                }
                var info = stat()
                guard stat(path, &info) == 0 else { return "missing" }
                return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            }
            for (file, digest) in zip(files, digests) { hash.combine(file + " " + digest) }
        }
        return hash.hex
    }
}

/// A value that moves from one worker to another and is never used by two at once.
///
/// `@unchecked Sendable` without a lock: the first `concurrentMap` creates each value on one
/// worker and returns before the second `concurrentMap` hands it to exactly one other worker;
/// `concurrentPerform`'s completion orders the two uses.
struct HandedOver<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
