import ConcurrentMap
import Diagnostics
import Foundation

/// Every file of one build, and how each one is produced: taken over unchanged from the live
/// site when its inputs are the same as last time, else rendered, and written only when its
/// bytes differ from what the live site holds.
///
/// Whether a page's inputs are the same is known without making them when what they are made
/// from is the same (`sourceKey(of:)`): an edit of one article's text makes the inputs of its
/// own page and its language's search index, and no other page's (issue #32).
struct SiteFiles: Sendable {
    /// One file of the site: which page it is. What it is made from is its `Job`.
    enum File: Sendable {
        case article(Int)
        case languageIndex(Language)
        case tagsIndex(Language)
        /// A tag of `plan.tags[language.code]`, by position.
        case tag(Language, Int)
        case feed(Language)
        /// The index's terms (`SearchIndex`).
        case searchIndex(Language)
        /// A file of the index's entries, by number.
        case searchPages(Language, Int)
        case landing
        case notFound
        case sitemap
        case robots
        case asset(path: String, text: String)
    }

    /// One file with what it is made from (`PageInputs.swift`). Indirect: a build holds one
    /// per file in arrays of thousands, most of them nil, and a page's input is hundreds of bytes.
    indirect enum Job: Sendable {
        case article(Int, ArticlePageInput)
        case languageIndex(ListPageInput)
        case tagsIndex(TagsIndexInput)
        case tag(TagPageInput)
        case feed(ListPageInput)
        case searchIndex(SearchIndexInput)
        /// The pages of one file of entries, and its number.
        case searchPages(SearchIndexInput, shard: Int)
        case landing(LandingInput)
        case notFound
        case sitemap(SitemapInput)
        case robots
        case asset(path: String, text: String)
    }

    let plan: SitePlan
    /// The published articles, in the plan's order.
    let articles: [ArticleSource]
    let content: SiteContent
    var bodies: [ArticleBody]
    let bodyKeys: [String?]
    let resolver: LinkResolver
    let keys: InputKeys
    let previous: SiteMemory.State
    let output: AtomicOutput
    let store: BodyStore?
    let files: [File]
    let paths: [String]
    let renderer: PageRenderer
    let lastCommitDates: [String: String]
    /// Every article's list entry, made when a list is.
    private let entries: ComputedOnce<[KeyedOnce<ListEntryInput>]>
    /// What every file's source key starts from: what every page shares, and the plan.
    private let sharedSourceHash: StableHash

    init(plan: SitePlan, articles: [ArticleSource], theme: Theme, content: SiteContent, bodies: [ArticleBody], bodyKeys: [String?], resolver: LinkResolver,
         keys: InputKeys, previous: SiteMemory.State, output: AtomicOutput, store: BodyStore?, scenarioStylesheet: String,
         lastCommitDates: [String: String]) {
        self.plan = plan
        self.articles = articles
        self.content = content
        self.bodies = bodies
        self.bodyKeys = bodyKeys
        self.resolver = resolver
        self.keys = keys
        self.previous = previous
        self.output = output
        self.store = store
        self.lastCommitDates = lastCommitDates
        entries = ComputedOnce { plan.articles.indices.concurrentMap { plan.listEntry($0) } }
        var shared = StableHash()
        shared.combine(keys.pages)
        shared.combine(word: plan.digest)
        sharedSourceHash = shared
        var assetPaths: [String: String] = [:]
        // The long jobs (search indexes, lists) go first so that they overlap the pages.
        var files: [File] = []
        for name in theme.assets.keys.sorted() {
            var text = theme.assets[name]!
            if name == "style.css", !scenarioStylesheet.isEmpty { text += "\n" + scenarioStylesheet }
            let path = "assets/" + SiteBuilder.hashedName(name, content: text)
            assetPaths[name] = path
            files.append(.asset(path: path, text: text))
        }
        for language in plan.config.languages {
            files += [.searchIndex(language), .languageIndex(language), .feed(language), .tagsIndex(language)]
            files += (0..<SearchIndex.shardCount(pages: plan.newestFirst(language).count)).map { .searchPages(language, $0) }
            files += (plan.tags[language.code] ?? []).indices.map { .tag(language, $0) }
        }
        files += [.sitemap, .landing, .notFound]
        // A robots.txt of the site's own (Content/static/robots.txt) replaces the generated one.
        if !content.staticFiles.contains(where: { $0.outputPath == RobotsTxt.path }) { files.append(.robots) }
        files += SiteBuilder.alternatingFolders(plan.articles.indices.map { ($0, plan.articles[$0].language.code) }).map(File.article)
        self.files = files
        paths = files.map { Self.path(of: $0, plan: plan) }
        renderer = PageRenderer(config: plan.config, theme: theme, assetPaths: assetPaths)
    }

    var jobCount: Int { files.count }

    static func path(of file: File, plan: SitePlan) -> String {
        switch file {
        case .article(let index): plan.articles[index].outputPath
        case .languageIndex(let language): SitePlan.indexPath(language)
        case .tagsIndex(let language): SitePlan.tagsIndexPath(language)
        case .tag(let language, let position): SitePlan.tagPagePath(language, plan.tags[language.code]![position].slug)
        case .feed(let language): SitePlan.feedPath(language)
        case .searchIndex(let language): SitePlan.searchIndexPath(language)
        case .searchPages(let language, let shard): SitePlan.searchPagesPath(language, shard)
        case .landing: "index.html"
        case .notFound: "404.html"
        case .sitemap: "sitemap.xml"
        case .robots: RobotsTxt.path
        case .asset(let path, _): path
        }
    }

    /// The file with what it is made from, and the broken links of an article's body.
    func job(for file: File) -> (job: Job, diagnostics: [Diagnostic]) {
        switch file {
        case .article(let index):
            let links = resolver.rewrites(for: bodies[index], of: articles[index])
            let input = plan.articleInput(index, lastCommitDate: lastCommitDate(of: index), body: bodyKeys[index], rewrites: links.rewrites)
            return (.article(index, input), links.diagnostics)
        case .languageIndex(let language): return (.languageIndex(plan.languageIndexInput(language, entries: entries.wrappedValue)), [])
        case .tagsIndex(let language): return (.tagsIndex(plan.tagsIndexInput(language)), [])
        case .tag(let language, let position):
            return (.tag(plan.tagPageInput(plan.tags[language.code]![position], language, entries: entries.wrappedValue)), [])
        case .feed(let language): return (.feed(plan.feedInput(language, entries: entries.wrappedValue)), [])
        case .searchIndex(let language): return (.searchIndex(plan.searchIndexInput(language, bodies: bodyKeys)), [])
        case .searchPages(let language, let shard):
            return (.searchPages(plan.searchIndexInput(language, bodies: bodyKeys, shard: shard), shard: shard), [])
        case .landing: return (.landing(plan.landingInput()), [])
        case .notFound: return (.notFound, [])
        case .sitemap: return (.sitemap(plan.sitemapInput()), [])
        case .robots: return (.robots, [])
        case .asset(let path, let text): return (.asset(path: path, text: text), [])
        }
    }

    /// The content loader's article paths are standardized, as `GitHistory`'s keys are.
    private func lastCommitDate(of article: Int) -> String {
        lastCommitDates[articles[article].path] ?? ""
    }

    /// Where an output file comes from, for a collision diagnostic: its article, or the first
    /// article carrying its tag; nil for pages the site generates on its own.
    private func source(of file: File) -> (file: String, line: Int?)? {
        switch file {
        case .article(let index): return (articles[index].displayPath, plan.articles[index].frontMatter.slugLine)
        case .tag(let language, let position):
            return plan.tags[language.code]![position].articles.first.map { (articles[$0].displayPath, nil) }
        default: return nil
        }
    }

    /// Whether the body HTML of an article is still in the body store rather than in memory.
    private func htmlIsStored(_ index: Int) -> Bool {
        guard bodies[index].html.isEmpty, let key = bodyKeys[index] else { return false }
        return previous.storedBodies.contains(key)
    }

    /// What `decide` decided for every file.
    struct Decisions: Sendable {
        /// The hash of each file's inputs (nil: always rendered).
        var keys: [String?]
        /// The hash of what they are made from (`sourceKey(of:)`; nil: none).
        var sourceKeys: [String?]
        /// Each file's live file when the last build wrote it from the same inputs and it is
        /// still there (its `stat`, for `AtomicOutput.keep`); nil when it must be rendered.
        var reusable: [stat?]
        /// The job of each file that is rendered; nil for the others.
        var jobs: [Job?]
        /// The broken links of the articles whose inputs were made.
        var diagnostics: [Diagnostic]
    }

    /// The decision for every file (with `keyed` false, none is keyed and all are rendered),
    /// and the articles whose page or search entry must be made but whose stored HTML or
    /// terms are gone (their bodies must be rendered again first). A file's inputs are made only when what they are
    /// made from changed since the last build.
    func decide(keyed: Bool) -> (decisions: Decisions, unreadable: [Int]) {
        let decided = files.indices.concurrentMap { index -> (key: String?, source: String?, reusable: stat?, job: Job?, diagnostics: [Diagnostic]) in
            let file = files[index], old = keyed ? previous.outputs[paths[index]] : nil
            let source = keyed ? sourceKey(of: file) : nil
            if let source, let old, old.sourceKey == source, !old.key.isEmpty, let live = output.liveFile(paths[index], matching: old) {
                return (old.key, source, live, nil, [])
            }
            let (job, diagnostics) = self.job(for: file)
            let key = keyed ? self.key(of: job) : nil
            if let key, let old, old.key == key, let live = output.liveFile(paths[index], matching: old) {
                return (key, source, live, nil, diagnostics)
            }
            return (key, source, nil, job, diagnostics)
        }
        let decisions = Decisions(keys: decided.map(\.key), sourceKeys: decided.map(\.source), reusable: decided.map(\.reusable),
                                  jobs: decided.map(\.job), diagnostics: decided.flatMap(\.diagnostics))
        var unreadable = Set<Int>()
        for (index, file) in files.enumerated() where decisions.reusable[index] == nil {
            switch (file, decisions.jobs[index]) {
            case (.article(let article), _):
                guard htmlIsStored(article) else { continue }
                if let store, store.hasHTML(forKey: bodyKeys[article]!) { continue }
                unreadable.insert(article)
            case (.searchIndex, .searchIndex(let input)?), (.searchPages, .searchPages(let input, _)?):
                for page in pagesIndexed(input, path: paths[index]) {
                    let article = input.pages[page].article
                    guard case .stored(let key) = bodies[article].searchTerms else { continue }
                    if let store, store.hasSearchTerms(forKey: key) { continue }
                    unreadable.insert(article)
                }
            default: continue
            }
        }
        return (decisions, unreadable.sorted())
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
        case .searchPages(let input, let shard): input.pages.contains { $0.body == nil } ? nil : keys.page("search pages \(shard)", input)
        case .landing(let input): keys.page("landing", input)
        case .notFound: keys.page("404", [String]())
        case .sitemap(let input): keys.page("sitemap", input)
        case .asset(_, let text): StableHash.hex(of: "asset " + text)
        case .robots: nil
        }
    }

    /// The hash of what a file's job is made from, taken without making it: the plan (whose
    /// digest covers site.yml and every article's place and front matter), what every page
    /// shares, and the arguments the plan makes the job's input from (`job(for:)`). When it
    /// is the same as last time, so is the input. Nil for files keyed by their input alone.
    private func sourceKey(of file: File) -> String? {
        var hash = sharedSourceHash
        switch file {
        case .article(let index):
            // Its rewrites are the resolver's answers for its body's links.
            guard let body = bodyKeys[index] else { return nil }
            hash.combine("article")
            hash.combine(word: UInt64(index))
            hash.combine(word: resolver.digest)
            hash.combine(body)
            hash.combine(lastCommitDate(of: index))
        case .searchIndex(let language):
            hash.combine("search " + language.code)
            guard combineBodyKeys(of: plan.newestFirst(language), into: &hash) else { return nil }
        case .searchPages(let language, let shard):
            hash.combine("search pages \(language.code) \(shard)")
            let newest = plan.newestFirst(language)
            guard combineBodyKeys(of: newest[SearchIndex.shardRange(shard, pages: newest.count)], into: &hash) else { return nil }
        case .languageIndex(let language): hash.combine("index " + language.code)
        case .tagsIndex(let language): hash.combine("tags " + language.code)
        case .tag(let language, let position): hash.combine("tag \(language.code) \(position)")
        case .feed(let language): hash.combine("feed " + language.code)
        case .landing: hash.combine("landing")
        case .sitemap: hash.combine("sitemap")
        case .notFound, .robots, .asset: return nil
        }
        return hash.hex
    }

    /// Adds the body keys of `articles` to `hash`; false when one has none (it cannot be keyed).
    private func combineBodyKeys(of articles: some Sequence<Int>, into hash: inout StableHash) -> Bool {
        for index in articles {
            guard let body = bodyKeys[index] else { return false }
            hash.combine(body)
        }
        return true
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
            generated: zip(files, paths).map { file, path in (path, source(of: file)) },
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
        let recycled = output.recycledFiles
        let results = files.indices.concurrentMap(byChunk: { chunk -> [Result<Stored, Error>] in
            let made = chunk.map { index in
                Result { try make(index, decisions, recycled: recycled) }
            }
            return zip(chunk, made).map { index, made in
                Result { try store(index, made.get(), key: decisions.keys[index], sourceKey: decisions.sourceKeys[index]) }
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
        return Written(outputs: outputs, changed: changed, diagnostics: decisions.diagnostics, searchIndexes: searchIndexes)
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

    /// One file kept from the live site (when `decisions` found it reusable), or rendered.
    private func make(_ index: Int, _ decisions: Decisions, recycled: [String: UInt64]) throws -> Made {
        if let old = previous.outputs[paths[index]], let live = decisions.reusable[index] {
            try output.keep(paths[index], live: live, recycled: recycled)
            return .kept(old)
        }
        // `decide` made the job of every file it did not find reusable.
        return try render(decisions.jobs[index]!)
    }

    /// The made page `index` of `input` (its entry and terms), for the pages an index reads:
    /// a body from the cache reads its terms then.
    /// `keys`: the pages' `searchKey`s, which the caller has already taken.
    private func searchPage(_ input: SearchIndexInput, _ index: Int, keys: [UInt64?]) throws -> SearchIndex.Page {
        let page = input.pages[index]
        return SearchIndex.Page(title: page.title, href: page.href, summary: page.summary,
                                terms: try searchTerms(of: page.article), key: keys[index] ?? 0)
    }

    /// A search index's terms: the last build's, with the terms of the pages an edit changed
    /// spliced in, when its layout is the file the live site still holds; else indexed anew.
    private func searchIndex(_ input: SearchIndexInput) throws -> Made {
        let path = SitePlan.searchIndexPath(input.language)
        let keys = input.pages.map(\.searchKey)
        if let (layout, _, pageKeys) = spliceBase(path: path, keys: keys), case .terms(let terms) = layout,
           let spliced = try StepClock.shared.measure("search splice", {
               try terms.spliced(language: input.language, keys: pageKeys) { try searchPage(input, $0, keys: keys) }
           }) {
            return .searchIndex(spliced, keyed: true)
        }
        // A page whose body has no key cannot tell whether its terms changed.
        return .searchIndex(try StepClock.shared.measure("search") {
            SearchIndex.written(language: input.language, pages: try input.pages.indices.map { try searchPage(input, $0, keys: keys) })
        }, keyed: !keys.contains(nil))
    }

    /// A file of a search index's entries: the last build's, with the entries of the pages an
    /// edit changed spliced in, when the live site still holds it as written; else written anew.
    private func searchPages(_ input: SearchIndexInput, shard: Int) throws -> Made {
        let path = SitePlan.searchPagesPath(input.language, shard)
        let keys = input.pages.map(\.searchKey)
        if let (layout, old, pageKeys) = spliceBase(path: path, keys: keys), case .pages(let pages) = layout,
           let spliced = try StepClock.shared.measure("search splice", {
               try output.liveBytes(path, matching: old).flatMap {
                   try pages.spliced($0, language: input.language, shard: shard, keys: pageKeys) { try searchPage(input, $0, keys: keys) }
               }
           }) {
            return .searchIndex(spliced, keyed: true)
        }
        return .searchIndex(try StepClock.shared.measure("search") {
            SearchIndex.writtenShard(language: input.language, shard: shard, pages: try input.pages.indices.map { try searchPage(input, $0, keys: keys) })
        }, keyed: !keys.contains(nil))
    }

    /// What a splice of the index at `path` starts from: the last build's layout, when every
    /// page is keyed and the live site still holds the index that layout describes.
    private func spliceBase(path: String, keys: [UInt64?]) -> (layout: SearchIndexLayout, old: SiteMemory.Output, keys: [UInt64])? {
        let pageKeys = keys.compactMap { $0 }
        guard pageKeys.count == keys.count, let layout = previous.searchIndexes[path], let old = previous.outputs[path],
              old.contentHash == layout.contentHash, output.liveFileMatches(path, old) else { return nil }
        return (layout, old, pageKeys)
    }

    /// The pages whose terms `searchIndex` reads for `input`: those a splice indexes again
    /// when there is an index to splice into (`spliceBase`), else every page.
    private func pagesIndexed(_ input: SearchIndexInput, path: String) -> [Int] {
        guard let base = spliceBase(path: path, keys: input.pages.map(\.searchKey)),
              let changed = base.layout.pagesToSplice(keys: base.keys) else { return Array(input.pages.indices) }
        return changed
    }

    /// An article body's search terms: its own, or the body store's (a body from the last build).
    private func searchTerms(of article: Int) throws -> SearchIndex.Terms {
        switch bodies[article].searchTerms {
        case .terms(let terms): return terms
        case .stored(let key):
            guard let terms = store?.searchTerms(forKey: key) else { throw cacheChanged }
            return terms
        }
    }

    /// What the body store lost after `decide` found it whole.
    private var cacheChanged: DiagnosticsError {
        DiagnosticsError([.error("the build cache changed while the site was built; build again",
                                 file: store.map { DisplayPath.of($0.folder) } ?? ".statedocs-cache", id: .outputWrite)])
    }

    /// Writes a rendered file when its bytes changed (else the live file is kept).
    private func store(_ index: Int, _ made: Made, key: String?, sourceKey: String?) throws -> Stored {
        let path = paths[index]
        let layout: SearchIndexLayout?, hash: String, write: () throws -> FileStamp
        switch made {
        case .kept(var old):
            // Kept for the same inputs, which may have been made from other sources this time.
            old.sourceKey = sourceKey ?? ""
            return Stored(output: old, changed: false, searchLayout: previous.searchIndexes[path])
        case .page(let page):
            (layout, hash, write) = (nil, SiteMemory.Output.contentHash(of: page), { try output.write(page, to: path) })
        case .searchIndex(let index, let keyed):
            (layout, hash, write) = (keyed ? index.layout : nil, index.layout.contentHash, { try output.write(index.bytes, to: path) })
        }
        if var old = previous.outputs[path], old.contentHash == hash, output.liveFileMatches(path, old) {
            try output.keep(path)
            old.key = key ?? ""
            old.sourceKey = sourceKey ?? ""
            return Stored(output: old, changed: false, searchLayout: layout)
        }
        let stamp = try StepClock.shared.measure("file write", write)
        return Stored(output: .init(size: stamp.size, modified: stamp.modified, key: key ?? "", sourceKey: sourceKey ?? "", contentHash: hash),
                      changed: true, searchLayout: layout)
    }

    private func render(_ job: Job) throws -> Made {
        switch job {
        case .article(let index, let input):
            var body = bodies[index]
            if htmlIsStored(index) {
                guard let store, let html = store.html(forKey: bodyKeys[index]!) else { throw cacheChanged }
                body.html = html
            }
            let html = LinkResolver.apply(input.rewrites, to: body.html)
            return .page(StepClock.shared.measure("mustache") { renderer.render(renderer.article(input, body: body), body: html) })
        case .languageIndex(let input): return .page(renderer.render(renderer.languageIndex(input)))
        case .tagsIndex(let input): return .page(renderer.render(renderer.tagsIndex(input)))
        case .tag(let input): return .page(renderer.render(renderer.tagPage(input)))
        case .feed(let input): return .page(renderer.feed(input))
        case .searchIndex(let input): return try searchIndex(input)
        case .searchPages(let input, let shard): return try searchPages(input, shard: shard)
        case .landing(let input): return .page(renderer.render(renderer.landing(input)))
        case .notFound: return .page(renderer.render(renderer.notFound()))
        case .sitemap(let input): return .page(renderer.sitemap(input))
        case .robots: return .page(RobotsTxt.text(baseURL: plan.config.baseURL))
        case .asset(_, let text): return .page(text)
        }
    }
}
