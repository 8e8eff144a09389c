import Foundation
import Testing

@testable import ScenarioKit

/// `VerifyMemo`: a stored report is given back only for exactly the inputs and cache entries
/// it was made from. Chosen: the same rule as the site build's `site-build.state` (any input
/// changed, the work is done again), here for `statedocs verify`.
@Suite struct VerifyMemoTests {
    static func report(_ text: String = "1 passed, 0 failed\n") -> VerifyMemo.Report {
        var report = VerifyMemo.Report()
        report.items = [.errorLine("Content/en/a.md:3: warning: something"), .file(path: "out/junit.xml", text: "<x/>"), .output(text)]
        return report
    }

    /// A cache holding one entry per key, as a verify that checked those scenarios leaves it.
    static func cache(_ fixture: Fixture, keys: [String]) -> ScenarioCache {
        let cache = ScenarioCache(directory: fixture.cacheDirectory)
        for key in keys {
            cache.store(ScenarioRun(compiled: false, compilerMessages: [.init(severity: .error, line: 1, column: 1, message: key)], output: nil), key: key)
        }
        return cache
    }

    @Test func aStoredReportComesBackOnlyForItsOwnFingerprint() throws {
        let fixture = try Fixture()
        let cache = Self.cache(fixture, keys: ["k1", "k2"])
        let memo = VerifyMemo(cache: cache, invocation: ["/site", "verify"])
        memo.save(Self.report(), fingerprint: "f1", cacheKeys: ["k1", "k2"])
        #expect(memo.load("f1") == Self.report())
        #expect(memo.load("f2") == nil)
        // Another invocation (other arguments) has its own memo.
        #expect(VerifyMemo(cache: cache, invocation: ["/site", "verify", "--format", "github"]).load("f1") == nil)
        // A new cache object over the same folder (the next statedocs) reads it back.
        #expect(VerifyMemo(cache: ScenarioCache(directory: fixture.cacheDirectory), invocation: ["/site", "verify"]).load("f1") == Self.report())
    }

    @Test func aRemovedOrRewrittenCacheEntryMisses() throws {
        let fixture = try Fixture()
        let cache = Self.cache(fixture, keys: ["k1", "k2"])
        let memo = VerifyMemo(cache: cache, invocation: ["verify"])
        memo.save(Self.report(), fingerprint: "f", cacheKeys: ["k1", "k2"])
        try FileManager.default.removeItem(at: cache.entryURL("k2"))
        #expect(memo.load("f") == nil, "the results folder was cleared: the scenarios must be checked again")

        memo.save(Self.report(), fingerprint: "f", cacheKeys: ["k1"])
        #expect(memo.load("f") != nil)
        // The same entry stored again (a repaired entry) is another file.
        cache.store(ScenarioRun(compiled: false, compilerMessages: [.init(severity: .error, line: 1, column: 1, message: "k1")], output: nil), key: "k1")
        #expect(memo.load("f") == nil)
    }

    @Test func nothingIsStoredWhenAnOutcomeIsNotInTheCache() throws {
        let fixture = try Fixture()
        let cache = Self.cache(fixture, keys: ["k1"])
        let memo = VerifyMemo(cache: cache, invocation: ["verify"])
        memo.save(Self.report("old\n"), fingerprint: "f", cacheKeys: ["k1"])
        // A transient outcome (a compile stopped by its time limit) is never cached: the next
        // verify must look at it again, so no memo, and the older one is gone too.
        memo.save(Self.report("new\n"), fingerprint: "f", cacheKeys: ["k1", "transient"])
        #expect(memo.load("f") == nil)
    }

    @Test func anEditedMemoIsNeverReprinted() throws {
        let fixture = try Fixture()
        let cache = Self.cache(fixture, keys: ["k1"])
        let memo = VerifyMemo(cache: cache, invocation: ["verify"])
        memo.save(Self.report("1 passed, 0 failed\n"), fingerprint: "f", cacheKeys: ["k1"])
        let text = try String(contentsOf: memo.url, encoding: .utf8)
        try text.replacingOccurrences(of: "1 passed", with: "9 passed").write(to: memo.url, atomically: true, encoding: .utf8)
        #expect(memo.load("f") == nil)
    }

    @Test func theFingerprintFollowsEveryInput() throws {
        let fixture = try Fixture()
        let executor = fixture.executor()
        try fixture.write("Content/site.yml", "title: T\n")
        try fixture.write("Content/en/a.md", article(code: "let x = 1\n"))
        try fixture.write("Content/zh/a.md", article(code: "let x = 1\n", prose: "文字。"))
        let content = fixture.root.appendingPathComponent("Content").path
        func fingerprint(_ articles: [String], costs: Bool = false) throws -> String {
            var inputs = VerifyMemo.Inputs()
            inputs.add(executor: executor)
            inputs.add(articles: try articles.map { path in
                ArticleSource(path: fixture.root.path + "/" + path, text: try fixture.read(path))
            }, sourceLanguage: "en")
            inputs.add(folder: content)
            if costs { inputs.addRecordedCosts(of: executor) }
            return inputs.fingerprint
        }
        let both = ["Content/en/a.md", "Content/zh/a.md"]
        let base = try fingerprint(both)
        #expect(try fingerprint(both) == base, "the same inputs give the same fingerprint")
        #expect(try fingerprint(["Content/en/a.md"]) != base, "another set of articles")

        try fixture.write("Content/zh/a.md", article(code: "let x = 2\n", prose: "文字。"))
        #expect(try fingerprint(both) != base, "an article's text")
        try fixture.write("Content/zh/a.md", article(code: "let x = 1\n", prose: "文字。"))
        #expect(try fingerprint(both) == base)

        // Verifying only the translation: its source is read from disk for staleness.
        let translation = try fingerprint(["Content/zh/a.md"])
        try fixture.write("Content/en/a.md", article(code: "let x = 1\n", prose: "Other prose."))
        #expect(try fingerprint(["Content/zh/a.md"]) != translation, "a translation's source")
        try fixture.write("Content/en/a.md", article(code: "let x = 1\n"))

        try fixture.write("Content/phenomena.yml", "P01: Something\n")
        #expect(try fingerprint(both) != base, "a file of the content folder (the phenomena list)")
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("Content/phenomena.yml"))
        #expect(try fingerprint(both) == base)

        executor.recordCost(key: "k", seconds: 1.5)
        #expect(try fingerprint(both, costs: true) != fingerprint(both, costs: false), "the costs a shard is split by")

        // Once computed, the environment is known from the cache's memory alone.
        var known = VerifyMemo.Inputs()
        let knowsEnvironment = known.add(knownEnvironmentOf: executor)
        #expect(knowsEnvironment)
        var fresh = VerifyMemo.Inputs()
        let freshKnows = fresh.add(knownEnvironmentOf: fixture.executor(cache: "other-cache"))
        #expect(!freshKnows, "a fresh cache knows nothing: no lookup")

        var limited = VerifyMemo.Inputs()
        let other = fixture.executor()
        other.settings.compileTimeLimit = 7
        limited.add(executor: other)
        var plain = VerifyMemo.Inputs()
        plain.add(executor: executor)
        #expect(limited.fingerprint != plain.fingerprint, "the run settings every cache key holds")
    }
}

/// The module cache a fresh cache builds while articles are parsed (`startPreparing`).
@Suite struct ModuleCachePreparationTests {
    static func modules(in folder: URL) -> Set<String> {
        let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return Set(names.filter { $0.hasSuffix(".pcm") })
    }

    @Test func theModulesBuiltAheadAreTheOnesCompilesUse() throws {
        // Chosen: Clang names each module cache folder by a hash of its options, so the
        // warm-up is only worth its seconds when it builds into the folder compiles read.
        let fixture = try Fixture()
        let modules = fixture.root.appendingPathComponent("module-cache")
        let executor = ScenarioExecutor(
            toolchain: fixture.toolchain, cache: ScenarioCache(directory: fixture.cacheDirectory, moduleCacheDirectory: modules))
        executor.startPreparing()
        executor.finishPreparing()
        let built = Self.modules(in: modules)
        #expect(built.contains { $0.split(separator: "/").last?.hasPrefix("SwiftGlibc-") == true }, "\(built)")

        let path = try fixture.write("Content/en/a.md", article(code: "import SwiftUI\nprint(\"hi\")\n", output: "hi\n"))
        let scenario = try #require(ScenarioExtractor.extract(from: try fixture.article(path).makeDocument(), file: path).scenarios.first)
        let program = ProgramGenerator.generate(scenario)
        let run = executor.compileAndRun(program, key: executor.key(for: program, timeout: 10), timeout: 10)
        #expect(run.compiled)
        #expect(Self.modules(in: modules) == built, "a compile after the warm-up built no module of its own")
    }
}
