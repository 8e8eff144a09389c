import ConcurrentMap
import Diagnostics
import Dispatch
import Foundation
import Transcript

/// Runs every scenario of a set of articles and checks every claim: the heart of
/// `statedocs verify` and of `build`'s scenario stage.
public final class Verifier: @unchecked Sendable {
    public struct Options: Sendable {
        public var bless = false
        /// Parallel compile-and-run jobs.
        public var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        /// Seconds a scenario may run unless it says `timeout=`.
        public var defaultTimeout: Double = 10
        /// The language translations are checked against.
        public var sourceLanguage = "en"
        /// Where relative article paths start, for reading a translation's source from disk
        /// when it is not among the verified articles.
        public var baseDirectory: URL? = nil
        /// Report translations whose source changed since they were last checked.
        public var checksStaleTranslations = true
        /// Compile scenarios that missed the cache in batches, one per job (`CompileSchedule`);
        /// off, each compiles alone, as `statedocs verify --no-batch` does.
        public var batching = true

        public init(bless: Bool = false, defaultTimeout: Double = 10, sourceLanguage: String = "en") {
            self.bless = bless
            self.defaultTimeout = defaultTimeout
            self.sourceLanguage = sourceLanguage
        }
    }

    public enum Progress: Sendable {
        /// A scenario is about to be compiled and run; `total` counts those not in the cache.
        case started(index: Int, total: Int, name: String)
        case finished(index: Int, total: Int, name: String, cacheHit: Bool)
    }

    public struct Result: Sendable {
        /// Every scenario, by file then document order.
        public var reports: [ScenarioReport]
        /// Problems not tied to one scenario's run: malformed blocks, stale translations.
        public var articleDiagnostics: [Diagnostic]
        /// New file texts written by `--bless`, by path (empty without it).
        public var rewrites: [String: String]
        /// Phenomenon ids covered by passing scenarios, per language.
        public var coverage: [String: [String]]
        /// Entries of the cache that failed their checksum and were rebuilt.
        public var repairedCacheEntries: Int
        /// The cache key of every scenario program checked (an English scenario and its
        /// identical Chinese twin share one).
        public var cacheKeys: [String] = []

        public var diagnostics: [Diagnostic] { (articleDiagnostics + reports.flatMap(\.diagnostics)).sorted() }
        public var passedCount: Int { reports.filter(\.passed).count }
        /// Failed scenarios, plus article-level errors (each counts as one failed claim).
        public var failedCount: Int {
            reports.filter { !$0.passed }.count + articleDiagnostics.filter { $0.severity == .error }.count
        }
        public var summary: String { "\(passedCount) passed, \(failedCount) failed" }
    }

    public let executor: ScenarioExecutor
    public let options: Options

    public init(executor: ScenarioExecutor, options: Options = .init()) {
        self.executor = executor
        self.options = options
    }

    private typealias Job = CompileSchedule.Job

    public func verify(_ articles: [ArticleSource], progress: (@Sendable (Progress) -> Void)? = nil) -> Result {
        // Engine fingerprint and Clang's module cache, meanwhile (see `startPreparing`).
        executor.startPreparing()
        defer { executor.finishPreparing() }
        let articles = articles.sorted { $0.path < $1.path }
        let extractions = articles.concurrentMap { ScenarioExtractor.extract(from: $0.makeDocument(), file: $0.path) }
        let extracted = zip(articles, extractions).map { (path: $0.path, extraction: $1) }
        return verify(extracted, articles: articles, progress: progress)
    }

    /// Scenarios the caller already extracted from its own parse, by article path: the site
    /// build's way, so each article is parsed once. Translations are compared as by
    /// `verify(_:)`; blessing and staleness need the files' text and are left to it.
    public func verify(extracted: [(path: String, extraction: ScenarioExtractor.Result)], progress: (@Sendable (Progress) -> Void)? = nil) -> Result {
        // Engine fingerprint and Clang's module cache, meanwhile (see `startPreparing`).
        executor.startPreparing()
        defer { executor.finishPreparing() }
        return verify(extracted.sorted { $0.path < $1.path }, articles: [], progress: progress)
    }

    private func verify(
        _ extracted: [(path: String, extraction: ScenarioExtractor.Result)], articles: [ArticleSource],
        progress: (@Sendable (Progress) -> Void)?
    ) -> Result {
        var articleDiagnostics: [Diagnostic] = []
        for (_, extraction) in extracted { articleDiagnostics += extraction.diagnostics }
        // A scenario asking for more than the operator allows is refused at its fence, not run.
        let all = extracted.flatMap(\.extraction.scenarios).filter { scenario in
            let refusals = scenario.limitRefusals(under: executor.settings.ceilings)
            articleDiagnostics += refusals
            return refusals.isEmpty
        }
        let programs = all.concurrentMap { ProgramGenerator.generate($0) }
        var scenarios: [(scenario: Scenario, program: ScenarioProgram, timeout: Double, key: String)] = []
        for (scenario, program) in zip(all, programs) {
            let timeout = scenario.timeout ?? options.defaultTimeout
            scenarios.append((scenario, program, timeout, executor.key(for: program, timeout: timeout, limits: scenario.limits)))
        }

        // Identical programs (an English scenario and its Chinese twin) run once.
        var jobs: [Job] = []
        var seen: Set<String> = []
        for entry in scenarios where seen.insert(entry.key).inserted {
            jobs.append(
                Job(key: entry.key, program: entry.program, timeout: entry.timeout, name: entry.scenario.qualifiedName, scenario: entry.scenario))
        }
        let executions = run(jobs, progress: progress)

        var reports: [ScenarioReport] = []
        for entry in scenarios {
            let execution = executions[entry.key]!
            reports.append(
                ExpectationChecker.check(
                    entry.scenario, program: entry.program, run: execution.run, timeout: entry.timeout,
                    outputLimit: executor.outputLimit, cacheHit: execution.cacheHit))
        }
        let repaired = executions.values.filter(\.repairedCorruptEntry).count
        executor.cache.flush()

        reports = checkTranslations(reports)
        var rewrites: [String: String] = [:]
        // A transcript is only blessed when every scenario ran to a real outcome: a compile
        // error, an unexpected crash, a limit or a timeout would otherwise be written into the
        // articles (and their translations marked as checked against it).
        let blockers = options.bless ? reports.filter { $0.diagnostics.contains { Self.blocksBless.contains($0.id) } } : []
        if !blockers.isEmpty {
            let names = blockers.map { "\($0.scenario.file):\($0.scenario.line)" }
            articleDiagnostics.append(
                .error(
                    "--bless wrote nothing: \(blockers.count) scenario\(blockers.count == 1 ? "" : "s") did not compile or did not run to the end (\(names.prefix(5).joined(separator: ", "))); fix \(blockers.count == 1 ? "it" : "them") first",
                    file: blockers[0].scenario.file, line: blockers[0].scenario.line, id: .blessBlocked))
        }
        let blessing = options.bless && blockers.isEmpty
        if blessing {
            (reports, rewrites) = bless(reports, articles: articles)
        }
        if options.checksStaleTranslations || options.bless {
            articleDiagnostics += staleTranslations(articles, rewrites: &rewrites, blessing: blessing)
        }

        var coverage: [String: Set<String>] = [:]
        for (path, _) in extracted { coverage[ContentLanguages.language(ofPath: path), default: []].formUnion([]) }
        for report in reports where report.passed {
            coverage[ContentLanguages.language(ofPath: report.scenario.file), default: []].formUnion(report.scenario.covers)
        }
        return Result(
            reports: reports, articleDiagnostics: articleDiagnostics.sorted(), rewrites: rewrites,
            coverage: coverage.mapValues { $0.sorted() }, repairedCacheEntries: repaired, cacheKeys: jobs.map(\.key))
    }

    /// Cache hits first (cheap), then the misses compiled (in batches) and run in parallel,
    /// so progress counts only the scenarios that really need work.
    private func run(_ jobs: [Job], progress: (@Sendable (Progress) -> Void)?) -> [String: ScenarioExecutor.Execution] {
        var results: [String: ScenarioExecutor.Execution] = [:]
        var misses: [Job] = []
        var corrupt: Set<String> = []
        for job in jobs {
            switch executor.cache.lookup(job.key) {
            case .hit(let run): results[job.key] = .init(run: run, cacheHit: true, repairedCorruptEntry: false)
            case .miss: misses.append(job)
            case .corrupt:
                misses.append(job)
                corrupt.insert(job.key)
            }
        }
        guard !misses.isEmpty else { return results }
        let total = misses.count
        let corruptKeys = corrupt
        let state = Locked((results: results, started: 0, done: 0))
        let cache = executor.cache
        let schedule = CompileSchedule(executor: executor, workers: options.jobs, batching: options.batching)
        schedule.run(
            misses,
            started: { job in
                let index = state.withLock { state -> Int in
                    state.started += 1
                    return state.started
                }
                progress?(.started(index: index, total: total, name: job.name))
            },
            finished: { [executor] job, run, seconds in
                cache.store(run, key: job.key)
                executor.recordCost(key: job.key, seconds: seconds)
                let count = state.withLock { state -> Int in
                    state.results[job.key] = .init(run: run, cacheHit: false, repairedCorruptEntry: corruptKeys.contains(job.key))
                    state.done += 1
                    return state.done
                }
                progress?(.finished(index: count, total: total, name: job.name, cacheHit: false))
            })
        return state.withLock { $0.results }
    }

    /// A translation's scenarios must tell the same story as the source's: the same ids,
    /// and identical transcripts.
    private func checkTranslations(_ reports: [ScenarioReport]) -> [ScenarioReport] {
        var byFile: [String: [String: ScenarioReport]] = [:]
        for report in reports { byFile[report.scenario.file, default: [:]][report.scenario.id] = report }
        var result = reports
        for index in result.indices {
            let scenario = result[index].scenario
            let language = ContentLanguages.language(ofPath: scenario.file)
            guard language != options.sourceLanguage else { continue }
            let sourcePath = ContentLanguages.path(scenario.file, inLanguage: options.sourceLanguage)
            guard let sourceScenarios = byFile[sourcePath] else { continue }
            guard let source = sourceScenarios[scenario.id] else {
                result[index].diagnostics.append(
                    .error(
                        "scenario '\(scenario.id)' has no counterpart in \(sourcePath); a translation uses the same scenario ids",
                        file: scenario.file, line: scenario.line, id: .translationScenario))
                continue
            }
            let ours = result[index].transcript, theirs = source.transcript
            if ours != theirs {
                result[index].diagnostics.append(
                    .error(
                        "scenario '\(scenario.id)' does not produce the same transcript as in \(sourcePath):\(source.scenario.line)",
                        file: scenario.file, line: scenario.line, id: .translationTranscript,
                        details: UnifiedDiff.diff(
                            expected: theirs, actual: ours, expectedLabel: "\(sourcePath)#\(scenario.id)",
                            actualLabel: "\(scenario.file)#\(scenario.id)")))
            }
        }
        // A scenario the translation lost is reported on the translation's article.
        for (file, scenarios) in byFile.sorted(by: { $0.key < $1.key }) where ContentLanguages.language(ofPath: file) == options.sourceLanguage {
            for language in Set(byFile.keys.map(ContentLanguages.language(ofPath:))) where language != options.sourceLanguage {
                let translated = ContentLanguages.path(file, inLanguage: language)
                guard let theirs = byFile[translated] else { continue }
                for (id, report) in scenarios.sorted(by: { $0.key < $1.key }) where theirs[id] == nil {
                    if let anchor = result.firstIndex(where: { $0.scenario.file == translated }) {
                        result[anchor].diagnostics.append(
                            .error(
                                "scenario '\(id)' of \(file):\(report.scenario.line) is missing from this translation",
                                file: translated, line: 1, id: .translationScenario))
                    }
                }
            }
        }
        return result
    }

    /// Diagnostics of a scenario that did not reach a real outcome.
    static let blocksBless: Set<Diagnostic.ID> = [
        .scenarioCompile, .scenarioCrash, .scenarioLimit, .scenarioTimeout, .scenarioIncomplete,
        .scenarioOutputLimit, .scenarioExit,
    ]

    private func staleTranslations(_ articles: [ArticleSource], rewrites: inout [String: String], blessing: Bool) -> [Diagnostic] {
        var texts: [String: String] = [:]
        for article in articles { texts[article.path] = rewrites[article.path] ?? article.text }
        var diagnostics: [Diagnostic] = []
        for article in articles where ContentLanguages.language(ofPath: article.path) != options.sourceLanguage {
            let sourcePath = ContentLanguages.path(article.path, inLanguage: options.sourceLanguage)
            guard sourcePath != article.path,
                let sourceText = texts[sourcePath] ?? readFile(sourcePath)
            else { continue }
            let current = SourceHash.of(sourceText)
            let translation = ArticleSource(path: article.path, text: texts[article.path]!)
            let recorded = translation.recordedSourceHash
            guard recorded?.value != current else { continue }
            if blessing {
                var edits = ArticleEdits(translation.text)
                edits.setFrontMatter(SourceHash.frontMatterKey, current, article: translation)
                rewrites[article.path] = edits.applied()
            } else {
                // A translation never checked is a gap to close, not a broken claim; one whose
                // source moved on since it was checked is out of date, and fails.
                if recorded == nil {
                    diagnostics.append(
                        .warning(
                            "translation has no \(SourceHash.frontMatterKey) recording which version of \(sourcePath) it translates; check it, then run `statedocs verify --bless` to record it",
                            file: article.path, line: 1, id: .translationUnchecked))
                } else {
                    diagnostics.append(
                        .error(
                            "translation is stale: \(sourcePath) changed since this translation was last checked; bring it up to date, then run `statedocs verify --bless` to record it",
                            file: article.path, line: recorded?.line ?? 1, id: .translationStale))
                }
            }
        }
        return diagnostics
    }

    private func readFile(_ path: String) -> String? {
        let url = path.hasPrefix("/") || options.baseDirectory == nil
            ? URL(fileURLWithPath: path) : options.baseDirectory!.appendingPathComponent(path)
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// Writes actual transcripts into output blocks that differ; their mismatch diagnostics
    /// are dropped since the file now agrees. A scenario without an output block gets none:
    /// the author opts in with an empty ```` ```output scenario=ID ```` block.
    private func bless(_ reports: [ScenarioReport], articles: [ArticleSource]) -> ([ScenarioReport], [String: String]) {
        var result = reports
        var rewrites: [String: String] = [:]
        for article in articles {
            var edits = ArticleEdits(article.text)
            for index in result.indices where result[index].scenario.file == article.path {
                let report = result[index]
                let scenario = report.scenario
                guard let block = scenario.output else { continue }
                let actual = ExpectationChecker.comparedText(report.events, only: block.onlyKinds)
                guard actual != block.text else { continue }
                edits.replaceContent(of: block, with: actual)
                result[index].diagnostics.removeAll { $0.id == .scenarioOutput }
                result[index].scenario.output?.text = actual
            }
            if !edits.isEmpty { rewrites[article.path] = edits.applied() }
        }
        return (result, rewrites)
    }
}
