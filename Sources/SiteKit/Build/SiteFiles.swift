import ConcurrentMap
import Diagnostics
import Foundation

/// Every file of one build, and how each one is produced: taken over unchanged from the live
/// site when its inputs are the same as last time, else rendered, and written only when its
/// bytes differ from what the live site holds.
struct SiteFiles: Sendable {
    /// One file of the site, with what it is made from (`PageInputs.swift`).
    enum Job: Sendable {
        case article(Int, ArticlePageInput)
        case languageIndex(ListPageInput)
        case tagsIndex(TagsIndexInput)
        case tag(TagPageInput)
        case feed(ListPageInput)
        case searchIndex(SearchIndexInput)
        case landing(LandingInput)
        case notFound
        case sitemap(SitemapInput)
        case robots
        case asset(path: String, text: String)
    }

    let plan: SitePlan
    let content: SiteContent
    var bodies: [ArticleBody]
    let bodyKeys: [String?]
    /// Per article: the link rewrites of its body, and the broken links.
    let links: Links
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
        self.keys = keys
        self.previous = previous
        self.output = output
        self.store = store
        let links = plan.articles.indices.concurrentMap { resolver.rewrites(for: bodies[$0], of: plan.articles[$0]) }
        self.links = links
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
        let entries = plan.articles.indices.concurrentMap { plan.listEntry($0) }
        for language in plan.config.languages {
            jobs += [.searchIndex(plan.searchIndexInput(language, bodies: bodyKeys)), .languageIndex(plan.languageIndexInput(language, entries: entries)),
                     .feed(plan.feedInput(language, entries: entries)), .tagsIndex(plan.tagsIndexInput(language))]
            jobs += (plan.tags[language.code] ?? []).map { .tag(plan.tagPageInput($0, language, entries: entries)) }
        }
        jobs += [.sitemap(plan.sitemapInput()), .landing(plan.landingInput()), .notFound]
        // A robots.txt of the site's own (Content/static/robots.txt) replaces the generated one.
        if !content.staticFiles.contains(where: { $0.outputPath == RobotsTxt.path }) { jobs.append(.robots) }
        // The content loader's article paths are standardized, as `GitHistory`'s keys are.
        jobs += SiteBuilder.alternatingFolders(plan.articles.indices.map { ($0, plan.articles[$0].language.code) }).concurrentMap { index in
            .article(index, plan.articleInput(index, lastCommitDate: lastCommitDates[plan.articles[index].path] ?? "",
                                              body: bodyKeys[index], rewrites: links[index].rewrites))
        }
        self.jobs = jobs
        paths = jobs.map(Self.path(of:))
        renderer = PageRenderer(config: plan.config, theme: theme, assetPaths: assetPaths)
    }

    var jobCount: Int { jobs.count }

    static func path(of job: Job) -> String {
        switch job {
        case .article(_, let input): input.path
        case .languageIndex(let input): SitePlan.indexPath(input.language)
        case .tagsIndex(let input): SitePlan.tagsIndexPath(input.language)
        case .tag(let input): SitePlan.tagPagePath(input.language, input.slug)
        case .feed(let input): SitePlan.feedPath(input.language)
        case .searchIndex(let input): SitePlan.searchIndexPath(input.language)
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
        case .article(let index, _): return (plan.articles[index].displayPath, plan.articles[index].frontMatter.slugLine)
        case .tag(let input): return plan.tags[input.language.code]?.first { $0.slug == input.slug }?.articles.first.map { (plan.articles[$0].displayPath, nil) }
        default: return nil
        }
    }

    typealias Links = [(rewrites: [String: String], diagnostics: [Diagnostic])]

    /// Whether the body HTML of an article is still in the body store rather than in memory.
    private func htmlIsStored(_ index: Int) -> Bool {
        guard bodies[index].html.isEmpty, let key = bodyKeys[index] else { return false }
        return previous.storedBodies.contains(key)
    }

    /// What `decide` decided for every job.
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
    func decide() -> (decisions: Decisions, unreadable: [Int]) {
        let planned = jobs.indices.concurrentMap { index -> (String?, stat?) in
            let key = self.key(of: jobs[index])
            return (key, reusableLiveFile(index, key: key))
        }
        let decisions = Decisions(keys: planned.map(\.0), reusable: planned.map(\.1))
        var unreadable: [Int] = []
        for (index, job) in jobs.enumerated() {
            guard case .article(let article, _) = job, htmlIsStored(article), decisions.reusable[index] == nil else { continue }
            if let store, store.hasHTML(forKey: bodyKeys[article]!) { continue }
            unreadable.append(article)
        }
        return (decisions, unreadable)
    }

    /// The hash of everything a job is made from (its input); nil when it is always rendered.
    private func key(of job: Job) -> String? {
        switch job {
        case .article(_, let input): input.body == nil ? nil : keys.page("article", input)
        case .languageIndex(let input): keys.page("index", input)
        case .tagsIndex(let input): keys.page("tags", input)
        case .tag(let input): keys.page("tag", input)
        case .feed(let input): keys.page("feed", input)
        case .searchIndex(let input): input.pages.contains { $0.body == nil } ? nil : keys.page("search", input)
        case .landing(let input): keys.page("landing", input)
        case .notFound: keys.page("404", [String]())
        case .sitemap(let input): keys.page("sitemap", input)
        case .asset(_, let text): StableHash.hex(of: "asset " + text)
        case .robots: nil
        }
    }

    /// The last build wrote this job's file from the same inputs, and the live site still has
    /// it: the live file's `stat`, for `keep`.
    private func reusableLiveFile(_ index: Int, key: String?) -> stat? {
        guard let key, let old = previous.outputs[paths[index]], old.key == key else { return nil }
        return output.liveFile(paths[index], matching: old)
    }

    /// What `write` wrote.
    struct Written: Sendable {
        var outputs: [String: SiteMemory.Output]
        /// Added, rewritten or removed.
        var changed: Set<String>
        var diagnostics: [Diagnostic]
        /// The layout of every search index of the site, by path (`SearchIndexLayout`).
        var searchIndexes: [String: SearchIndexLayout]
    }

    /// Writes every file into the staging folder.
    func write(decisions: Decisions) throws -> Written {
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
        let results = jobs.indices.concurrentMap(byChunk: { chunk -> [Result<Stored, Error>] in
            let made = chunk.map { index in
                Result { try make(index, reusable: decisions.reusable[index]) }
            }
            return zip(chunk, made).map { index, made in
                Result { try store(index, made.get(), key: decisions.keys[index]) }
            }
        })
        var searchIndexes: [String: SearchIndexLayout] = [:]
        for (path, result) in zip(paths, results) {
            let stored = try result.get()
            outputs[path] = stored.output
            if stored.changed { changed.insert(path) }
            searchIndexes[path] = stored.searchLayout
        }
        for path in previous.outputs.keys where outputs[path] == nil { changed.insert(path) }
        output.prune(keeping: Set(outputs.keys))
        return Written(outputs: outputs, changed: changed, diagnostics: links.flatMap(\.diagnostics), searchIndexes: searchIndexes)
    }

    /// What `make` found for one file: its live copy kept as it is, or its new text.
    private enum Made {
        case kept(SiteMemory.Output)
        case page(String)
        /// With its layout when every page's body is keyed.
        case searchIndex(SearchIndex.Written, keyed: Bool)
    }

    /// What `store` left in the staging folder for one file.
    private struct Stored {
        var output: SiteMemory.Output
        var changed: Bool
        /// For a search index, where its parts lie.
        var searchLayout: SearchIndexLayout?
    }

    /// One file kept from the live site (`reusable`), or rendered.
    private func make(_ index: Int, reusable: stat?) throws -> Made {
        if let old = previous.outputs[paths[index]], let live = reusable {
            try output.keep(paths[index], live: live)
            return .kept(old)
        }
        return try render(jobs[index])
    }

    /// A search index: the last build's, with the pages an edit changed spliced in, when the
    /// live site still holds it as written; else indexed anew.
    private func searchIndex(_ input: SearchIndexInput) -> Made {
        let path = SitePlan.searchIndexPath(input.language)
        let keys = input.pages.map(\.searchKey)
        // Made only for the pages an index reads: a body from the cache decodes its terms then.
        func page(_ index: Int) -> SearchIndex.Page {
            let page = input.pages[index]
            return SearchIndex.Page(title: page.title, href: page.href, summary: page.summary,
                                    terms: bodies[page.article].searchTerms.value, key: keys[index] ?? 0)
        }
        // A page whose body has no key cannot tell whether its terms changed.
        let keyed = !keys.contains(nil)
        if keyed, let layout = previous.searchIndexes[path], let old = previous.outputs[path], old.contentHash == layout.contentHash,
           let spliced = StepClock.shared.measure("search splice", {
               output.liveBytes(path, matching: old).flatMap { layout.spliced($0, language: input.language, keys: keys.map { $0! }, page: page) }
           }) {
            return .searchIndex(spliced, keyed: true)
        }
        return .searchIndex(StepClock.shared.measure("search") {
            SearchIndex.written(language: input.language, pages: input.pages.indices.map(page))
        }, keyed: keyed)
    }

    /// Writes a rendered file when its bytes changed (else the live file is kept).
    private func store(_ index: Int, _ made: Made, key: String?) throws -> Stored {
        let path = paths[index]
        let text: String, layout: SearchIndexLayout?
        switch made {
        case .kept(let old): return Stored(output: old, changed: false, searchLayout: previous.searchIndexes[path])
        case .page(let page): (text, layout) = (page, nil)
        case .searchIndex(let index, let keyed): (text, layout) = (index.text, keyed ? index.layout : nil)
        }
        let hash = layout?.contentHash ?? SiteMemory.Output.contentHash(of: text)
        if var old = previous.outputs[path], old.contentHash == hash, output.liveFileMatches(path, old) {
            try output.keep(path)
            old.key = key ?? ""
            return Stored(output: old, changed: false, searchLayout: layout)
        }
        let stamp = try StepClock.shared.measure("file write") { try output.write(text, to: path) }
        return Stored(output: .init(size: stamp.size, modified: stamp.modified, key: key ?? "", contentHash: hash), changed: true, searchLayout: layout)
    }

    private func render(_ job: Job) throws -> Made {
        switch job {
        case .article(let index, let input):
            var body = bodies[index]
            if htmlIsStored(index) {
                guard let store, let html = store.html(forKey: bodyKeys[index]!) else {
                    throw DiagnosticsError([.error("the build cache changed while the site was built; build again",
                                                   file: store.map { DisplayPath.of($0.folder) } ?? ".statedocs-cache", id: .outputWrite)])
                }
                body.html = html
            }
            let html = LinkResolver.apply(input.rewrites, to: body.html)
            return .page(StepClock.shared.measure("mustache") { renderer.render(renderer.article(input, body: body), body: html) })
        case .languageIndex(let input): return .page(renderer.render(renderer.languageIndex(input)))
        case .tagsIndex(let input): return .page(renderer.render(renderer.tagsIndex(input)))
        case .tag(let input): return .page(renderer.render(renderer.tagPage(input)))
        case .feed(let input): return .page(renderer.feed(input))
        case .searchIndex(let input): return searchIndex(input)
        case .landing(let input): return .page(renderer.render(renderer.landing(input)))
        case .notFound: return .page(renderer.render(renderer.notFound()))
        case .sitemap(let input): return .page(renderer.sitemap(input))
        case .robots: return .page(RobotsTxt.text(baseURL: plan.config.baseURL))
        case .asset(_, let text): return .page(text)
        }
    }
}
