import ConcurrentMap
import Diagnostics
import Foundation

/// Every file of one build, and how each one is produced: taken over unchanged from the live
/// site when its inputs are the same as last time, else rendered, and written only when its
/// bytes differ from what the live site holds.
struct SiteFiles: Sendable {
    /// One file of the site.
    enum Job: Sendable {
        case article(Int)
        case languageIndex(Language)
        case tagsIndex(Language)
        case tag(Language, SitePlan.Tag)
        case feed(Language)
        case searchIndex(Language)
        case landing
        case notFound
        case sitemap
        case robots
        case asset(path: String, text: String)
    }

    let plan: SitePlan
    let content: SiteContent
    var bodies: [ArticleBody]
    let bodyKeys: [String?]
    let resolver: LinkResolver
    let keys: InputKeys
    let previous: SiteMemory.State
    let output: AtomicOutput
    let store: BodyStore?
    let jobs: [Job]
    let paths: [String]
    let renderer: PageRenderer

    init(plan: SitePlan, theme: Theme, content: SiteContent, bodies: [ArticleBody], bodyKeys: [String?], resolver: LinkResolver,
         keys: InputKeys, previous: SiteMemory.State, output: AtomicOutput, store: BodyStore?, scenarioStylesheet: String,
         lastCommitDates: [String: String]) {
        self.plan = plan
        self.content = content
        self.bodies = bodies
        self.bodyKeys = bodyKeys
        self.resolver = resolver
        self.keys = keys
        self.previous = previous
        self.output = output
        self.store = store
        var assetPaths: [String: String] = [:]
        // The long jobs (search indexes, lists) go first so that they overlap the pages.
        var jobs: [Job] = []
        for name in theme.assets.keys.sorted() {
            var text = theme.assets[name]!
            if name == "style.css", !scenarioStylesheet.isEmpty { text += "\n" + scenarioStylesheet }
            let path = "assets/" + SiteBuilder.hashedName(name, content: text)
            assetPaths[name] = path
            jobs.append(.asset(path: path, text: text))
        }
        for language in plan.config.languages {
            jobs += [.searchIndex(language), .languageIndex(language), .feed(language), .tagsIndex(language)]
            jobs += (plan.tags[language.code] ?? []).map { .tag(language, $0) }
        }
        jobs += [.sitemap, .landing, .notFound]
        // A robots.txt of the site's own (Content/static/robots.txt) replaces the generated one.
        if !content.staticFiles.contains(where: { $0.outputPath == RobotsTxt.path }) { jobs.append(.robots) }
        jobs += SiteBuilder.alternatingFolders(plan.articles.indices.map { ($0, plan.articles[$0].language.code) }).map { .article($0) }
        self.jobs = jobs
        paths = jobs.map { Self.path(of: $0, plan: plan) }
        var renderer = PageRenderer(plan: plan, theme: theme, assetPaths: assetPaths)
        renderer.lastCommitDates = lastCommitDates
        self.renderer = renderer
    }

    var jobCount: Int { jobs.count }

    static func path(of job: Job, plan: SitePlan) -> String {
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
        case .robots: RobotsTxt.path
        case .asset(let path, _): path
        }
    }

    /// Where an output file comes from, for a collision diagnostic: its article, or the first
    /// article carrying its tag; nil for pages the site generates on its own.
    private func source(of job: Job) -> (file: String, line: Int?)? {
        switch job {
        case .article(let index): return (plan.articles[index].displayPath, plan.articles[index].frontMatter.slugLine)
        case .tag(_, let tag): return tag.articles.first.map { (plan.articles[$0].displayPath, nil) }
        default: return nil
        }
    }

    typealias Links = [(rewrites: [String: String], diagnostics: [Diagnostic])]

    /// Per article: the link rewrites of its body, and the broken links.
    func links() -> Links {
        let resolver = resolver, plan = plan, bodies = bodies
        return plan.articles.indices.concurrentMap { resolver.rewrites(for: bodies[$0], of: plan.articles[$0]) }
    }

    private func searchPages(_ language: Language) -> [(page: SearchIndex.Page, body: String?)] {
        plan.newestFirst(language).map { index in
            let article = plan.articles[index]
            return (SearchIndex.Page(title: article.title, href: "\(article.slug).html", summary: article.frontMatter.summary, terms: bodies[index].searchTerms),
                    bodyKeys[index])
        }
    }

    /// Whether the body HTML of an article is still in the body store rather than in memory.
    private func htmlIsStored(_ index: Int) -> Bool {
        guard bodies[index].html.isEmpty, let key = bodyKeys[index] else { return false }
        return previous.storedBodies.contains(key)
    }

    /// What `plan` decided for every job.
    struct Decisions: Sendable {
        /// The hash of each job's inputs (nil: always rendered).
        var keys: [String?]
        /// Each job's live file when the last build wrote it from the same inputs and it is
        /// still there (its `stat`, for `AtomicOutput.keep`); nil when it must be rendered.
        var reusable: [stat?]

        static func none(count: Int) -> Decisions { Decisions(keys: Array(repeating: nil, count: count), reusable: Array(repeating: nil, count: count)) }
    }

    /// The decision for every job, and the articles whose page must be rendered but whose
    /// stored body HTML is gone (their bodies must be rendered again first).
    func plan(links: Links) -> (decisions: Decisions, unreadable: [Int]) {
        let planned = jobs.indices.concurrentMap { index -> (String?, stat?) in
            let key = self.key(of: index, links: links)
            return (key, reusableLiveFile(index, key: key))
        }
        let decisions = Decisions(keys: planned.map(\.0), reusable: planned.map(\.1))
        var unreadable: [Int] = []
        for (index, job) in jobs.enumerated() {
            guard case .article(let article) = job, htmlIsStored(article), decisions.reusable[index] == nil else { continue }
            if let store, store.hasHTML(forKey: bodyKeys[article]!) { continue }
            unreadable.append(article)
        }
        return (decisions, unreadable)
    }

    /// The hash of everything job `index` is made from; nil when it is always rendered.
    private func key(of index: Int, links: Links) -> String? {
        switch jobs[index] {
        case .article(let article):
            return keys.articlePage(article, renderer: renderer, body: (bodyKeys[article], links[article].rewrites))
        case .languageIndex(let language): return keys.page("index") { renderer.languageIndexInputs(language, into: &$0) }
        case .tagsIndex(let language): return keys.page(renderer.tagsIndex(language))
        case .tag(let language, let tag): return keys.page("tag") { renderer.tagPageInputs(tag, language, into: &$0) }
        case .landing: return keys.page(renderer.landing())
        case .notFound: return keys.page(renderer.notFound())
        case .searchIndex(let language):
            return keys.searchIndex(language, pages: searchPages(language))
        case .feed(let language): return keys.page("feed") { feedInputs(language, into: &$0) }
        case .sitemap: return keys.page("sitemap") { sitemapInputs(into: &$0) }
        case .asset(_, let text):
            return StableHash.hex(of: "asset " + text)
        default:
            return nil
        }
    }

    /// The last build wrote this job's file from the same inputs, and the live site still has
    /// it: the live file's `stat`, for `keep`.
    private func reusableLiveFile(_ index: Int, key: String?) -> stat? {
        guard let key, let old = previous.outputs[paths[index]], old.key == key else { return nil }
        return output.liveFile(paths[index], matching: old)
    }

    /// Writes every file into the staging folder; returns what was written, which files
    /// changed (added, rewritten or removed) and the link diagnostics.
    func write(links: Links, decisions: Decisions) throws
        -> (outputs: [String: SiteMemory.Output], changed: Set<String>, diagnostics: [Diagnostic]) {
        let collisions = OutputCollisions.find(
            generated: zip(jobs, paths).map { job, path in (path, source(of: job)) },
            staticFiles: content.staticFiles)
        if !collisions.isEmpty { throw DiagnosticsError(collisions) }
        try output.makeDirectories(for: paths + content.staticFiles.map(\.outputPath))
        var outputs: [String: SiteMemory.Output] = [:]
        var changed = Set<String>()
        for file in content.staticFiles {
            let path = file.outputPath
            let key = InputKeys.staticFile(file)
            let old = previous.outputs[path]
            if let old, old.key == key, output.liveFileMatches(path, old) {
                try output.keep(path)
                outputs[path] = old
                continue
            }
            // Touched but not changed (saved again, checked out): the live file stays as it is.
            let hash = FileManager.default.contents(atPath: file.source.path).map { StableHash.hex(ofBytes: $0) } ?? ""
            if var old, old.contentHash == hash, output.liveFileMatches(path, old) {
                try output.keep(path)
                old.key = key
                outputs[path] = old
                continue
            }
            let stamp = try output.copy(file.source, to: path)
            outputs[path] = .init(size: stamp.size, modified: stamp.modified, key: key, contentHash: hash)
            changed.insert(path)
        }
        // By chunks of consecutive files: a chunk's pages are all rendered, then all written, so
        // the template work and the kernel's file creation each run back to back and keep
        // their code in the core's caches (see `HighlightMemo.prepare`).
        let results = jobs.indices.concurrentMap(byChunk: { chunk -> [Result<(SiteMemory.Output, Bool), Error>] in
            let made = chunk.map { index in
                Result { try make(index, reusable: decisions.reusable[index], links: links) }
            }
            return zip(chunk, made).map { index, made in
                Result { try store(index, made.get(), key: decisions.keys[index]) }
            }
        })
        for (path, result) in zip(paths, results) {
            let (written, isChanged) = try result.get()
            outputs[path] = written
            if isChanged { changed.insert(path) }
        }
        for path in previous.outputs.keys where outputs[path] == nil { changed.insert(path) }
        output.prune(keeping: Set(outputs.keys))
        return (outputs, changed, links.flatMap(\.diagnostics))
    }

    /// What `make` found for one file: its live copy kept as it is, or its new text.
    private enum Made {
        case kept(SiteMemory.Output)
        case rendered(String)
    }

    /// One file kept from the live site (`reusable`), or rendered.
    private func make(_ index: Int, reusable: stat?, links: Links) throws -> Made {
        if let old = previous.outputs[paths[index]], let live = reusable {
            try output.keep(paths[index], live: live)
            return .kept(old)
        }
        return .rendered(try render(jobs[index], links: links))
    }

    /// Writes a rendered file when its bytes changed (else the live file is kept).
    private func store(_ index: Int, _ made: Made, key: String?) throws -> (SiteMemory.Output, changed: Bool) {
        let path = paths[index]
        let text: String
        switch made {
        case .kept(let old): return (old, false)
        case .rendered(let rendered): text = rendered
        }
        let hash = StableHash.hex(of: text)
        if var old = previous.outputs[path], old.contentHash == hash, output.liveFileMatches(path, old) {
            try output.keep(path)
            old.key = key ?? ""
            return (old, false)
        }
        let stamp = try StepClock.shared.measure("file write") { try output.write(text, to: path) }
        return (.init(size: stamp.size, modified: stamp.modified, key: key ?? "", contentHash: hash), true)
    }

    private func render(_ job: Job, links: Links) throws -> String {
        switch job {
        case .article(let index):
            var body = bodies[index]
            if htmlIsStored(index) {
                guard let store, let html = store.html(forKey: bodyKeys[index]!) else {
                    throw DiagnosticsError([.error("the build cache changed while the site was built; build again",
                                                   file: store.map { DisplayPath.of($0.folder) } ?? ".statedocs-cache", id: .outputWrite)])
                }
                body.html = html
            }
            let html = LinkResolver.apply(links[index].rewrites, to: body.html)
            return StepClock.shared.measure("mustache") { renderer.render(renderer.article(index, body: body), body: html) }
        case .languageIndex(let language): return renderer.render(renderer.languageIndex(language))
        case .tagsIndex(let language): return renderer.render(renderer.tagsIndex(language))
        case .tag(let language, let tag): return renderer.render(renderer.tagPage(tag, language))
        case .feed(let language): return feed(language)
        case .searchIndex(let language):
            return StepClock.shared.measure("search") { SearchIndex.script(language: language, pages: searchPages(language).map(\.page)) }
        case .landing: return renderer.render(renderer.landing())
        case .notFound: return renderer.render(renderer.notFound())
        case .sitemap: return sitemap()
        case .robots: return RobotsTxt.text(baseURL: plan.config.baseURL)
        case .asset(_, let text): return text
        }
    }

    private func feed(_ language: Language) -> String {
        AtomFeed.xml(
            title: plan.config.title(for: language), language: language,
            feedURL: plan.config.baseURL + SitePlan.feedPath(language),
            siteURL: plan.absoluteURL(SitePlan.indexPath(language)),
            entries: plan.newestFirst(language).map { index in
                let article = plan.articles[index]
                return AtomFeed.Entry(title: article.title, url: plan.absoluteURL(article.outputPath), date: article.frontMatter.date, summary: article.frontMatter.summary)
            })
    }

    /// What `feed` reads beyond `InputKeys.pages` (site.yml's titles and base URL).
    private func feedInputs(_ language: Language, into hash: inout StableHash) {
        hash.combine(language.code)
        for index in plan.newestFirst(language) { renderer.listEntryInputs(index, into: &hash) }
    }

    /// What `sitemap` reads beyond `InputKeys.pages` (languages, base URL).
    private func sitemapInputs(into hash: inout StableHash) {
        let languages = plan.config.languages
        for language in languages {
            hash.combine(plan.newestFirst(language).first.map { plan.articles[$0].frontMatter.date } ?? "no articles")
            for index in plan.readingOrder[language.code] ?? [] {
                hash.combine(plan.articles[index].outputPath)
                hash.combine(plan.articles[index].frontMatter.date)
                for other in languages { hash.combine(plan.translation(of: index, in: other).map { plan.articles[$0].outputPath } ?? "-") }
            }
        }
    }

    private func sitemap() -> String {
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
}
