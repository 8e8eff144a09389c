import ArgumentParser
import Diagnostics
import Foundation
import ScenarioKit
import ScenarioPages
import SiteKit

package struct Verify: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Run every scenario and check every claim the articles make.",
        discussion: """
        Each broken claim is reported as `path:line:col: error: message`; the last line is \
        `N passed, N failed` and the exit code is 1 when anything failed. Unchanged scenarios \
        come from .statedocs-cache/ and are neither compiled nor run again.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, github, junit }

    @Argument(help: "Articles or folders to verify (default: the content folder).")
    var paths: [String] = []

    @Flag(help: "Write actual transcripts into differing output blocks and record translations as checked.")
    var bless = false

    @Option(help: "How to report problems: text, github (workflow annotations) or junit (XML on standard output).")
    var format: Format = .text

    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Seconds a scenario may run unless it sets timeout=.", valueName: "seconds"))
    var timeout: Double = 10

    @Option(name: .long, help: ArgumentHelp("The content folder.", valueName: "dir"))
    var content: String = "Content"

    @OptionGroup var scenarioRun: ScenarioRunOptions

    @Option(help: ArgumentHelp(
        "With --format github: annotate (notice) every hidden line the change adds since the merge base of this ref and HEAD (default: GITHUB_BASE_REF when set).",
        valueName: "ref"))
    var base: String?

    @Flag(help: "Verify, then re-verify each article (and its translation) whenever it is saved.")
    var watch = false

    @Option(name: .long, help: ArgumentHelp(
        "With --watch: seconds between checks for changed files (default 0.5; on Linux a saved file is noticed at once through inotify, and the check is a fallback every 2 s unless this is given).",
        valueName: "seconds"))
    var interval: Double?

    package func validate() throws {
        if watch && (bless || format == .junit || junit != nil) {
            throw ValidationError("--watch reports as text or github annotations; it cannot be combined with --bless or JUnit output")
        }
    }

    @Option(help: ArgumentHelp(
        "Verify only slice K of N (1 <= K <= N): the same split on every machine, balanced by the cost each scenario last had.",
        valueName: "K/N"))
    var shard: String?

    @Flag(name: .customLong("merge-junit"), help: "Merge the JUnit reports of all shards (the paths: files, or folders of .xml files) into one, written to --junit FILE or standard output.")
    var mergeJUnit = false

    @Flag(name: .customLong("no-batch"), help: "Compile every scenario on its own instead of in batches (slower; for comparison).")
    var noBatch = false

    @Flag(name: .customLong("no-launcher"), help: "Start each batched scenario with exec instead of forking it from its batch's launcher (slower; for comparison).")
    var noLauncher = false

    package func run() throws {
        if watch { try watchForever() }
        do {
            try verify()
        } catch is ExitCodeError {
            throw ExitCode(1)
        }
    }

    func verify() throws {
        if mergeJUnit { return try merge() }
        var articles = try ScenarioSupport.readArticles(try ScenarioSupport.articlePaths(paths, content: content))
        // The files `build` refuses are refused here too, with its words (`ArticleFiles`).
        let refused = buildsArticles(&articles)
        let executor = try ScenarioSupport.executor(scenarioRun, content: content)
        executor.launchesBatchedRuns = !noLauncher
        var options = Verifier.Options(bless: bless, defaultTimeout: timeout)
        options.sourceLanguage = ScenarioSupport.contentLanguages(content: content).source.code
        options.baseDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        options.batching = !noBatch
        let verifier = Verifier(executor: executor, options: options)

        // Nothing changed since this same verify last ran: its report again (`VerifyMemo`).
        // Not when blessing (which writes articles) nor while watching (which verifies
        // changed articles, not those the command line names).
        // Nor with hidden-line notices, which depend on the git history too.
        let annotatesHiddenLines = format == .github && HiddenLineNotices.base(option: base) != nil
        let memo = bless || watch || annotatesHiddenLines ? nil : VerifyMemo(cache: executor.cache, invocation: [options.baseDirectory!.path] + CommandLine.arguments.dropFirst())
        let inputs = memo == nil ? nil : memoInputs(articles, executor: executor, sourceLanguage: options.sourceLanguage)
        if let memo, var known = inputs, known.add(knownEnvironmentOf: executor), let report = memo.load(known.fingerprint) {
            try VerifyReportPrinter.replay(report)
            fflush(nil)
            if report.failed { throw ExitCodeError() }
            return
        }

        var printer = VerifyReportPrinter()
        var shardInfo: (shard: Shard, split: String)?
        if let shard {
            guard let parsed = Shard(parsing: shard) else {
                Terminal.line("error: --shard takes K/N with 1 <= K <= N, such as 2/4 (got \(shard))")
                throw ExitCodeError()
            }
            let groups = verifier.shardGroups(articles)
            let selected = Set(parsed.select(groups).flatMap(\.paths))
            articles = articles.filter { selected.contains($0.path) }
            shardInfo = (parsed, Shard.fingerprint(groups, count: parsed.count))
            try printer.line("shard \(parsed): \(articles.count) of \(groups.flatMap(\.paths).count) articles")
        }
        var result = verifier.verify(articles) { event in
            switch event {
            case let .started(index, total, name):
                if Terminal.isInteractive {
                    Terminal.progress("[\(index)/\(total)] \(name)")
                } else {
                    Terminal.line("[\(index)/\(total)] compiling and running \(name)")
                }
            case .finished: break
            }
        }
        Terminal.clearProgress()
        result.articleDiagnostics += refused
        // Coverage is the site's own policy over the whole site: only checked when verifying
        // all of it (a shard sees part of the site: an unsharded run checks it, see the guide's "Verifying on several machines"),
        // and only when the site declares its phenomena.
        let policy = paths.isEmpty && shard == nil ? try sitePolicy() : nil
        if let policy { result.articleDiagnostics += result.coverageDiagnostics(policy.policy, languages: policy.languages) }

        for (path, text) in result.rewrites.sorted(by: { $0.key < $1.key }) {
            try Interrupts.writeAtomically(Data(text.utf8), to: URL(fileURLWithPath: path))
            try printer.line("blessed \(path)")
        }
        if let junit { try printer.file(result.junitXML(shard: shardInfo), to: junit) }
        let diagnostics = result.diagnostics
        switch format {
        case .text:
            for diagnostic in diagnostics { try printer.line(diagnostic.description) }
            for line in policy.map({ result.coverageLines($0.policy) }) ?? [] { try printer.output(line + "\n") }
        case .github:
            for diagnostic in diagnostics { try printer.output(diagnostic.githubAnnotation + "\n") }
            if let base = HiddenLineNotices.base(option: base) {
                do {
                    for notice in try HiddenLineNotices.notices(for: articles, base: base) { try printer.output(notice.githubAnnotation + "\n") }
                } catch let failure as HiddenLineNotices.Failure {
                    try printer.output("::warning title=statedocs::\(failure.description)\n")
                }
            }
            for line in policy.map({ result.coverageLines($0.policy) }) ?? [] { try printer.output(line + "\n") }
        case .junit:
            try printer.output(result.junitXML(shard: shardInfo))
        }
        if result.repairedCacheEntries > 0 {
            Terminal.line("note: rebuilt \(result.repairedCacheEntries) corrupt cache entr\(result.repairedCacheEntries == 1 ? "y" : "ies")")
        }
        if format == .junit {
            try printer.line(result.summary)
        } else {
            try printer.output(result.summary + "\n")
        }
        fflush(nil)  // every C stream; `stdout` itself is a global Swift 6 will not share
        if let memo, var inputs {
            var report = printer.report
            report.failed = result.failedCount > 0
            inputs.add(executor: executor)
            // A run that repaired the cache said so; the next one has nothing to repair.
            if result.repairedCacheEntries == 0 {
                memo.save(report, fingerprint: inputs.fingerprint, cacheKeys: result.cacheKeys)
            } else {
                memo.forget()
            }
        }
        if result.failedCount > 0 { throw ExitCodeError() }
    }

    /// What `verify`'s report is made from, for `VerifyMemo`, besides the command line and
    /// the engine (added last): the articles, the content folder (site.yml's limits and
    /// languages, the phenomena list) and, for a shard, the costs the split is weighed by.
    private func memoInputs(_ articles: [ArticleSource], executor: ScenarioExecutor, sourceLanguage: String) -> VerifyMemo.Inputs {
        var inputs = VerifyMemo.Inputs()
        inputs.add("interactive", String(Terminal.isInteractive))
        inputs.add(articles: articles, sourceLanguage: sourceLanguage)
        inputs.add(folder: content)
        if shard != nil { inputs.addRecordedCosts(of: executor) }
        return inputs
    }

    /// `--merge-junit`: the paths are the shards' reports.
    private func merge() throws {
        let files = try ScenarioSupport.files(paths) { $0.hasSuffix(".xml") }
        guard !files.isEmpty else {
            Terminal.line("error: --merge-junit needs the shards' JUnit reports (files, or folders holding them)")
            throw ExitCodeError()
        }
        let merged: JUnitMerge.Merged
        do {
            merged = try JUnitMerge.merge(try files.sorted().map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) })
        } catch let failure as JUnitMerge.Failure {
            Terminal.line("error: \(failure.description)")
            throw ExitCodeError()
        }
        if let junit {
            try VerifyReportPrinter.write(merged.xml, to: junit)
            print(merged.summary)
        } else {
            print(merged.xml, terminator: "")
            Terminal.line(merged.summary)
        }
        if merged.failures > 0 { throw ExitCodeError() }
    }

    /// Keeps the articles `build` takes (`ArticleFiles`, the one rule for both) and returns
    /// the diagnostics of those it refuses. Files outside the content folder (a standalone
    /// article given by path) and a content folder without site.yml (no site to build) are
    /// taken as they are.
    private func buildsArticles(_ articles: inout [ArticleSource]) -> [Diagnostic] {
        let root = URL(fileURLWithPath: content).standardizedFileURL
        let configURL = root.appendingPathComponent("site.yml")
        guard let config = try? SiteConfig.load(from: configURL, displayPath: DisplayPath.of(configURL)) else { return [] }
        let listing = ArticleFiles.list(root: root, config: config)
        var refused: [Diagnostic] = []
        articles = articles.filter { article in
            let path = URL(fileURLWithPath: article.path).standardizedFileURL.path
            guard path.hasPrefix(root.path + "/") else { return true }
            switch ArticleFiles.verdict(forPath: path, in: listing, text: article.text) {
            case .article: return true
            case .skipped: return false
            case .refused(let diagnostics):
                refused += diagnostics
                return false
            }
        }
        // A refused folder (an unknown language) is reported once, not for each file in it.
        return Array(Set(refused)).sorted()
    }

    private func sitePolicy() throws -> (policy: CoveragePolicy, languages: [String])? {
        let url = URL(fileURLWithPath: content).appendingPathComponent("site.yml")
        let displayPath = DisplayPath.of(url)
        do {
            let config = try SiteConfig.load(from: url, displayPath: displayPath)
            guard let policy = try PhenomenaList.policy(content: URL(fileURLWithPath: content), config: config, configPath: displayPath) else { return nil }
            return (policy, config.languages.map(\.code))
        } catch let error as DiagnosticsError {
            Terminal.print(error.diagnostics)
            throw ExitCodeError()
        }
    }
}
