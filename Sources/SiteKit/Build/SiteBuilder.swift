import ConcurrentMap
import Diagnostics
import Foundation
import MarkdownKit
import FolderSafety

/// Builds the site: Content/ in, a complete Site/ out, or diagnostics and Site/ untouched.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Throws `DiagnosticsError` (errors and warnings, sorted) when the site cannot be built.
    ///
    /// With a cache directory or `options.memory`, the build is incremental: article bodies
    /// whose inputs did not change are reused, pages whose inputs did not change are not
    /// rendered, and files whose bytes did not change keep their modification time. What it
    /// writes is byte for byte what a build without a cache writes.
    public func build(progress: (@Sendable (BuildProgress) -> Void)? = nil) throws -> BuildReport {
        var timer = PhaseTimer()
        // What the last build left may still be being written (serve).
        options.memory?.finishCacheWrites()
        progress?(.loading)
        // The checkout is a pull request's: a link it committed in the cache is never followed.
        if let directory = options.cacheDirectory {
            try? OwnedFolders.claim(directory, beneath: directory.deletingLastPathComponent())
            CacheOwnership.adopt(directory, beneath: directory.deletingLastPathComponent())
        }
        timer.mark("cache")
        // Nothing changed since the last good build: leave Site/ alone, report what it reported.
        let cache = options.cacheDirectory.map(BuildCache.init(directory:))
        let stamps = options.cacheDirectory.map { directory in options.memory?.stamps(cacheDirectory: directory) ?? SourceStamps.load(from: directory) }
        let memory = options.memory ?? (options.cacheDirectory == nil ? nil : SiteMemory())
        timer.mark("stamps")
        var inputs: (fingerprint: String, hashes: [String: String])?
        if let stamps {
            inputs = inputFingerprint(stamps) { [cacheDirectory = options.cacheDirectory] in
                if let cacheDirectory { memory?.startReading(cacheDirectory: cacheDirectory) }
            }
        }
        let fingerprint = inputs?.fingerprint
        timer.mark("input check")
        defer { if let directory = options.cacheDirectory, let inputs { stamps?.save(to: directory, keeping: Set(inputs.hashes.keys)) } }
        let lastBuild = cache.flatMap { memory?.lastBuild(in: $0) }
        if let fingerprint, let lastBuild, lastBuild.fingerprint == fingerprint,
           BuildCache.outputMatches(lastBuild, output: options.outputDirectory) {
            timer.mark("up to date")
            return BuildReport(diagnostics: lastBuild.warnings, articleCount: lastBuild.articleCount, fileCount: lastBuild.outputs.count, upToDate: true)
        }
        timer.mark("fingerprint")
        let previous = memory?.snapshot(cacheDirectory: options.cacheDirectory, lastBuild: lastBuild) ?? SiteMemory.State()
        timer.mark("memory")

        // Without a memory every body is rendered once: no article need hold its Markdown until then.
        var content = try ContentLoader.load(contentDirectory: options.contentDirectory, memo: memory?.articles, stamps: stamps, hashes: inputs?.hashes ?? [:],
                                             holdingMarkdown: memory != nil, decoratorWords: options.decorator?.interfaceWords ?? [:])
        timer.mark("load")
        let warnings = content.warnings
        let theme: Theme
        do {
            theme = try Theme.load(overrides: options.themeDirectory ?? content.themeDirectory)
        } catch let error as DiagnosticsError {
            throw DiagnosticsError((warnings + error.diagnostics).sorted())
        }
        timer.mark("theme")
        var articles = content.articles.filter { options.includeDrafts || !$0.isDraft }
        let drafts = Set(content.articles.filter { $0.isDraft && !options.includeDrafts }.map { "\($0.language.code)/\($0.fileName).md" })
        // From here the articles live in `articles` only, so that dropping their Markdown frees it.
        content.articles = []
        let keys = InputKeys(options: options, config: content.config, theme: theme)

        // The plan reads no body: it is made on another core while the bodies that changed are
        // rendered (an edit renders one, about as long as the plan takes).
        let planned = ComputedOnce { [articles, config = content.config] in SitePlan(config: config, articles: articles) }
        DispatchQueue.global().async { _ = planned.wrappedValue }

        // Bodies of unchanged articles come from the last build; only the others are rendered.
        let bodyKeys = articles.map { keys.body(of: $0) }
        var bodies: [ArticleBody?] = bodyKeys.map { key in key.flatMap { previous.bodies[$0] } }
        let renderedNow = bodies.indices.filter { bodies[$0] == nil }
        var renderDiagnostics = try renderMissingBodies(&bodies, of: articles, config: content.config, warnings: warnings,
                                                        progress: progress, timer: &timer)
        // A rendered body needs its Markdown no more. (Only bodies taken from the last build
        // may need rendering again below.)
        for index in renderedNow { articles[index].markdown = "" }
        let plan = planned.wrappedValue
        let resolver = LinkResolver(published: zip(articles, bodies).map { ($0, $1!.headings.map(\.anchor)) }, drafts: drafts,
                                    staticPaths: Set(content.staticFiles.map(\.outputPath)))

        timer.mark("site plan")
        // Pages are written to a staging folder as they are rendered; links are checked on the
        // way, and any broken one discards the staging folder, so Site/ is left as it was.
        let output = try AtomicOutput(output: options.outputDirectory,
                                      spare: options.cacheDirectory?.appendingPathComponent("spare-" + options.outputDirectory.lastPathComponent))
        do {
            var site = SiteFiles(plan: plan, articles: articles, theme: theme, content: content, bodies: bodies.map { $0! }, bodyKeys: bodyKeys,
                                 resolver: resolver, keys: keys, previous: previous, output: output,
                                 store: options.cacheDirectory.map(BodyStore.init(cacheDirectory:)),
                                 scenarioStylesheet: options.decorator?.stylesheet ?? "",
                                 lastCommitDates: GitHistory.lastCommitDates(in: options.contentDirectory, memo: memory?.gitDates))
            timer.mark("site files")
            // Keys only serve a later build; without a memory or a cache there is none.
            let (decisions, unreadable) = site.decide(keyed: memory != nil)
            // Bodies whose HTML the last build stored but that is gone (a damaged cache) are rendered again.
            let unreadableKeys = Set(unreadable.compactMap { bodyKeys[$0] })
            if !unreadable.isEmpty {
                for index in unreadable { bodies[index] = nil }
                renderDiagnostics += try renderMissingBodies(&bodies, of: articles, config: content.config, warnings: warnings,
                                                             progress: progress, timer: &timer)
                site.bodies = bodies.map { $0! }
            }
            timer.mark("keys")
            progress?(.writing(files: site.jobCount))
            let written = try site.write(decisions: decisions)
            let outputs = written.outputs, searchIndexes = written.searchIndexes
            let all = (warnings + renderDiagnostics + written.diagnostics).sorted()
            if all.contains(where: { $0.severity == .error }) { throw DiagnosticsError(all) }
            timer.mark("write")
            // A build stopped between the swap and saving its state must not leave the old state.
            if let cache { memory?.forgetLastBuild(in: cache) }
            try output.commit()
            timer.mark("commit")
            StepClock.shared.report()
            let bodies = site.bodies, storedBefore = previous.storedBodies, encodedBefore = previous.encodedBodies
            let searchIndexesBefore = previous.searchIndexes
            let cacheDirectory = options.cacheDirectory
            let state = BuildCache.State(fingerprint: fingerprint ?? "", articleCount: articles.count, outputs: outputs, warnings: all)
            let rememberBodies: @Sendable () -> Void = {
                var remembered = SiteMemory.State(outputs: outputs, searchIndexes: searchIndexes)
                for (key, body) in zip(bodyKeys, bodies) {
                    // A body with findings is rendered again, so that they are reported again.
                    guard let key, body.diagnostics.isEmpty else { continue }
                    remembered.bodies[key] = body
                    if storedBefore.contains(key) && !unreadableKeys.contains(key) { remembered.storedBodies.insert(key) }
                }
                if let cacheDirectory {
                    for key in remembered.bodies.keys where remembered.storedBodies.contains(key) { remembered.encodedBodies[key] = encodedBefore[key] }
                    remembered.encodedBodies = BodyStore(cacheDirectory: cacheDirectory).save(remembered, dropped: storedBefore)
                    remembered.storedBodies = Set(remembered.bodies.keys)
                }
                memory?.replace(with: remembered)
            }
            let rememberArticlesAndOutputs: @Sendable () -> Void = {
                if let cacheDirectory {
                    memory?.articles.save(to: cacheDirectory)
                    SearchIndexStore(cacheDirectory: cacheDirectory).save(searchIndexes, before: searchIndexesBefore)
                }
                if let cache, fingerprint != nil { memory?.rememberBuild(state, in: cache) }
            }
            // Saved side by side: neither needs the other written first (a build checks each
            // output against Site/, and renders any body the store does not hold).
            let remember: @Sendable () -> Void = {
                _ = [rememberBodies, rememberArticlesAndOutputs].concurrentMap { $0() }
            }
            if let memory { memory.writeCache(remember) } else { remember() }
            memory?.prepareForNextBuild { output.prepareSpare() }
            if options.exitsAfterBuild { LeftForExit.keep(site, previous, articles, content, memory as Any, lastBuild as Any, decisions, outputs, bodies) }
            timer.mark("remember")
            return BuildReport(diagnostics: all, articleCount: articles.count, fileCount: outputs.count, upToDate: false, changedPaths: written.changed)
        } catch {
            output.discard()
            if let error = error as? DiagnosticsError { throw error }
            throw DiagnosticsError(warnings + [.error("cannot write the site: \(SystemError.reason(error))", file: DisplayPath.of(options.outputDirectory), id: .outputWrite)])
        }
    }

    /// Renders the bodies that are nil; returns their diagnostics, or throws when one is an error.
    private func renderMissingBodies(_ bodies: inout [ArticleBody?], of articles: [ArticleSource], config: SiteConfig, warnings: [Diagnostic],
                                     progress: (@Sendable (BuildProgress) -> Void)?, timer: inout PhaseTimer) throws -> [Diagnostic] {
        let missing = bodies.indices.filter { bodies[$0] == nil }
        guard !missing.isEmpty else { return [] }
        let rendered: [ArticleBody]
        do {
            if let decorator = options.decorator {
                rendered = try renderBodies(missing.map { articles[$0] }, decorator: decorator, config: config, progress: progress, timer: &timer)
            } else {
                rendered = try renderBodies(missing.map { articles[$0] }, decorator: UndecoratedArticles(), config: config, progress: progress, timer: &timer)
            }
        } catch let error as DiagnosticsError {
            throw DiagnosticsError((warnings + error.diagnostics).sorted())
        }
        for (index, body) in zip(missing, rendered) { bodies[index] = body }
        let diagnostics = rendered.flatMap(\.diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError((warnings + diagnostics).sorted()) }
        return diagnostics
    }

    /// What rendering an article's body came to before the decorator's check.
    private enum Stage<Claims: Sendable>: Sendable {
        case rendered(ArticleBody)
        /// Its claims, to be checked with every other article's before it is rendered.
        case waiting(HandedOver<MarkdownDocument>, claims: Claims)
        case unreadable([Diagnostic])
    }

    /// A chunk of consecutive articles, taken through each step together rather than one
    /// article after another, so that each step's code (cmark, the document index, Swift's
    /// parser, the HTML renderer) runs back to back and stays in the core's caches. On the
    /// 2,000-page bench corpus (fastest of 15 builds each, on tmpfs) the render phase went from
    /// 268 to 238 ms, and parsing Swift from 136 to 104 ms of CPU, what it costs on its own
    /// (`highlight-bench`).
    private static func render<Decorator: ArticleDecorator>(_ articles: [ArticleSource], allowRawHTML: Bool, decorator: Decorator,
                                                            memo: HighlightMemo) -> [Stage<Decorator.Claims>] {
        let read = articles.map { article in
            Result { try article.withMarkdown() }.mapError { error in
                (error as? DiagnosticsError) ?? DiagnosticsError([.error("\(error)", file: article.displayPath, id: .contentRead)])
            }
        }
        let documents = read.map { read in
            read.map { article in StepClock.shared.measure("md parse") { article.makeDocument(allowRawHTML: allowRawHTML) } }
        }
        let claims = zip(read, documents).map { read, document -> Decorator.Claims? in
            guard case .success(let article) = read, case .success(let document) = document else { return nil }
            return StepClock.shared.measure("claims") { decorator.claims(of: article, document: document) }
        }
        memo.prepare(zip(documents, claims).flatMap { document, claims -> [String] in
            guard claims == nil, case .success(let document) = document else { return [] }
            return document.codeBlocks.compactMap(CodeBlockHTML.swiftCode(of:))
        })
        return zip(zip(read, documents), claims).map { parsed, claims -> Stage<Decorator.Claims> in
            switch parsed {
            case (.failure(let error), _), (_, .failure(let error)):
                return .unreadable(error.diagnostics)
            case (.success(let article), .success(let document)):
                if let claims { return .waiting(HandedOver(document), claims: claims) }
                return .rendered(ArticleBody.render(article, document: document, decoration: nil, memo: memo))
            }
        }
    }

    /// Bodies depend only on their own article (and the decorator's check): each article is
    /// parsed once, side by side; those without claims are rendered at once, the others after
    /// every claim was checked. An article's Markdown is read (when it was not held) and let go
    /// by the worker that renders it.
    private func renderBodies<Decorator: ArticleDecorator>(_ articles: [ArticleSource], decorator: Decorator, config: SiteConfig,
                                                           progress: (@Sendable (BuildProgress) -> Void)?, timer: inout PhaseTimer) throws -> [ArticleBody] {
        let memo = HighlightMemo()
        let allowRawHTML = config.allowRawHTML
        let report: @Sendable (Int) -> Void = { done in progress?(.rendering(done: done, total: articles.count)) }
        let stages = articles.indices.concurrentMap(progress: report, byChunk: { chunk -> [Stage<Decorator.Claims>] in
            Self.render(chunk.map { articles[$0] }, allowRawHTML: allowRawHTML, decorator: decorator, memo: memo)
        })
        timer.mark("render")
        let unreadable = stages.flatMap { stage -> [Diagnostic] in if case let .unreadable(diagnostics) = stage { diagnostics } else { [] } }
        if !unreadable.isEmpty { throw DiagnosticsError(unreadable) }

        let waiting: [(index: Int, document: HandedOver<MarkdownDocument>, claims: Decorator.Claims)] = stages.enumerated().compactMap { index, stage in
            if case let .waiting(document, claims) = stage { (index, document, claims) } else { nil }
        }
        guard !waiting.isEmpty else {
            return stages.compactMap { if case let .rendered(body) = $0 { body } else { nil } }
        }
        let checked = decorator.check(
            waiting.map { ClaimedArticle(article: articles[$0.index], claims: $0.claims) }
                .sorted { $0.article.displayPath < $1.article.displayPath })
        timer.mark("scenarios")
        let words = Dictionary(uniqueKeysWithValues: config.languages.map { ($0.code, InterfaceWords(strings: UIStrings($0, site: config.interfaceStrings))) })
        let rendered = waiting.indices.concurrentMap { position -> ArticleBody in
            let (index, document, claims) = waiting[position]
            let article = articles[index]
            let decoration = decorator.decorate(article, document: document.value, claims: claims, checked: checked,
                                                words: words[article.language.code] ?? InterfaceWords(strings: UIStrings(article.language, site: config.interfaceStrings)))
            return ArticleBody.render(article, document: document.value, decoration: decoration, memo: memo)
        }
        var bodies: [ArticleBody?] = stages.map { if case let .rendered(body) = $0 { body } else { nil } }
        for (position, entry) in waiting.enumerated() { bodies[entry.index] = rendered[position] }
        timer.mark("scenario pages")
        return bodies.map { $0! }
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

    /// Everything the output depends on, from the files themselves (nothing is parsed, and
    /// text files are read only when their stamps changed, so the check stays cheap), and the
    /// hashes it took, by path; nil when it cannot be known (a renderer without a cache key).
    /// `changed` is called (from any thread, maybe more than once) when a text file is found
    /// changed or new.
    private func inputFingerprint(_ stamps: SourceStamps, changed: @escaping @Sendable () -> Void) -> (fingerprint: String, hashes: [String: String])? {
        var hashed: [String: String] = [:]
        var hash = StableHash()
        if let decorator = options.decorator {
            guard let key = decorator.cacheKey else { return nil }
            hash.combine("scenarios " + key)
        }
        hash.combine(InputKeys.toolStamp)
        hash.combine("drafts \(options.includeDrafts) output \(options.outputDirectory.path)")
        // The files saved last are likely saved again: found changed first, the last build's
        // state is read (`changed`) beside the whole check rather than after part of it.
        if stamps.recentlyHashed(4).contains(where: stamps.stampChanged(ofFile:)) { changed() }
        var folders = [("content", options.contentDirectory)]
        if let theme = options.themeDirectory { folders.append(("theme", theme)) }
        if let builtIn = Theme.builtInDirectory { folders.append(("built-in theme", builtIn)) }
        for (name, folder) in folders {
            let scan = ContentTree.scan(folder, within: folder)
            let files = scan.files
            // A refused symlink changes no file, but must not let the build pass as up to date.
            hash.combine("\(name) \(folder.path) \(files.count) \(scan.diagnostics.map(\.description))")
            // The content folder may be a link the author made: it is followed, as the scan follows it.
            let base = folder.path, handle = FolderHandle(base, followingLink: true)
            let digests = files.indices.concurrentMap { index -> String in
                let path = base + "/" + files[index]
                var info = stat()
                if let status = handle?.status(files[index]) { info = status } else if stat(path, &info) != 0 {
                    return Self.isText(path) ? "unreadable" : "missing"
                }
                if Self.isText(path) { return stamps.hash(ofFile: path, status: info, reading: changed) ?? "unreadable" }
                return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            }
            for (file, digest) in zip(files, digests) {
                hash.combine(file + " " + digest)
                if Self.isText(file) { hashed[base + "/" + file] = digest }
            }
        }
        return (hash.hex, hashed)
    }

    /// Inputs known by content; other files (images) by size and modification time.
    private static func isText(_ path: String) -> Bool {
        path.hasSuffix(".md") || path.hasSuffix(".yml") || path.hasSuffix(".mustache") || path.hasSuffix(".css") || path.hasSuffix(".js")
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
