import Diagnostics
import Foundation
import Testing

@testable import ScenarioKit

@Suite struct BlessTests {
    @Test func blessRewritesOnlyTheOutputBlocks() throws {
        let fixture = try Fixture()
        var original = article(id: "a", code: "print(\"new a\")\n", output: "old a\nmore old\n")
        original += "\n  Indented prose stays *exactly*   as it was.  \n\n"
        original += "```swift scenario=b\nprint(\"b\")\n```\n\n```output scenario=b only=console\n```\n\nTail without newline"
        let path = try fixture.write("Content/en/bless.md", original)
        let blessed = try fixture.verify([path], bless: true)
        #expect(blessed.diagnostics.isEmpty)
        let rewritten = try #require(blessed.rewrites[path])
        let expected = original
            .replacingOccurrences(of: "old a\nmore old\n", with: "new a\n")
            .replacingOccurrences(of: "only=console\n```", with: "only=console\nb\n```")
        #expect(rewritten == expected)

        try fixture.write(path, rewritten)
        let again = try fixture.verify([path])
        #expect(again.summary == "2 passed, 0 failed")
        #expect(try fixture.verify([path], bless: true).rewrites.isEmpty)
    }
}

@Suite struct CacheTests {
    @Test func unchangedScenariosComeFromTheCacheAndProseEditsDoNotRecompile() throws {
        let fixture = try Fixture()
        let path = try fixture.write("Content/en/c.md", article(code: "print(\"x\")\n", output: "x\n"))
        let first = try fixture.verify([path])
        #expect(first.reports.map(\.cacheHit) == [false])
        #expect(try fixture.verify([path]).reports.map(\.cacheHit) == [true])

        try fixture.write(path, article(code: "print(\"x\")\n", output: "x\n", prose: "Rewritten\n\nprose, longer."))
        let prose = try fixture.verify([path])
        #expect(prose.reports.map(\.cacheHit) == [true])
        #expect(prose.diagnostics.isEmpty)

        try fixture.write(path, article(code: "print(\"y\")\n", output: "x\n"))
        let changed = try fixture.verify([path])
        #expect(changed.reports.map(\.cacheHit) == [false])
        #expect(changed.failedCount == 1)
    }

    @Test func aCorruptEntryIsDetectedAndRebuilt() throws {
        let fixture = try Fixture()
        let path = try fixture.write("Content/en/c.md", article(code: "print(\"x\")\n", output: "x\n"))
        _ = try fixture.verify([path])
        let results = fixture.cacheDirectory.appendingPathComponent("results")
        let entries = try FileManager.default.contentsOfDirectory(atPath: results.path)
        #expect(entries.count == 1)
        let entry = results.appendingPathComponent(entries[0])
        // Same length, one payload byte changed: only the checksum can tell.
        var bytes = try Data(contentsOf: entry)
        let index = try #require(bytes.lastIndex(of: UInt8(ascii: "x")))
        bytes[index] = UInt8(ascii: "z")
        try bytes.write(to: entry)

        let rebuilt = try fixture.verify([path])
        #expect(rebuilt.repairedCacheEntries == 1)
        #expect(rebuilt.reports.map(\.cacheHit) == [false])
        #expect(rebuilt.diagnostics.isEmpty)
        #expect(try fixture.verify([path]).reports.map(\.cacheHit) == [true])
    }
}

@Suite struct TranslationTests {
    func pair(_ fixture: Fixture, zhCode: String, hash: String? = nil) throws -> (String, String) {
        let en = try fixture.write("Content/en/t.md", article(code: "print(\"n = 2\")\n"))
        var zh = article(code: zhCode, prose: "中文说明。")
        let enText = try fixture.read(en)
        let recorded = hash ?? SourceHash.of(enText)
        zh = zh.replacingOccurrences(of: "title: Demo\n", with: "title: Demo\nsource-hash: \(recorded)\n")
        return (en, try fixture.write("Content/zh/t.md", zh))
    }

    @Test func aTranslationWhoseScenarioTellsADifferentStoryIsReported() throws {
        let fixture = try Fixture()
        let (en, zh) = try pair(fixture, zhCode: "print(\"n = 1\")\n")
        let result = try fixture.verify([en, zh])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.file == zh)
        #expect(diagnostic.id == .translationTranscript)
        #expect(diagnostic.message.contains("Content/en/t.md"))
        #expect(diagnostic.details.contains("-n = 2") && diagnostic.details.contains("+n = 1"))
    }

    @Test func identicalScenariosInBothLanguagesCompileOnce() throws {
        let fixture = try Fixture()
        let (en, zh) = try pair(fixture, zhCode: "print(\"n = 2\")\n")
        let result = try fixture.verify([en, zh])
        #expect(result.diagnostics.isEmpty)
        #expect(result.summary == "2 passed, 0 failed")
    }

    @Test func aTranslationNeverCheckedIsAWarningUntilBlessed() throws {
        let fixture = try Fixture()
        let en = try fixture.write("Content/en/u.md", article(code: "print(1)\n"))
        let zh = try fixture.write("Content/zh/u.md", article(code: "print(1)\n", prose: "中文。"))
        let result = try fixture.verify([en, zh])
        #expect(result.diagnostics.map(\.id) == [.translationUnchecked])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.failedCount == 0)
        let blessed = try fixture.verify([en, zh], bless: true)
        try fixture.write(zh, try #require(blessed.rewrites[zh]))
        #expect(try fixture.verify([en, zh]).diagnostics.isEmpty)
    }

    @Test func aTranslationOfAChangedSourceIsStaleUntilBlessed() throws {
        let fixture = try Fixture()
        let (en, zh) = try pair(fixture, zhCode: "print(\"n = 2\")\n")
        #expect(try fixture.verify([en, zh]).diagnostics.isEmpty)

        try fixture.write(en, try fixture.read(en) + "\nA new English paragraph.\n")
        let stale = try fixture.verify([en, zh])
        let diagnostic = try #require(stale.diagnostics.first)
        #expect(diagnostic.id == .translationStale)
        #expect(diagnostic.file == zh && diagnostic.line == 3)
        #expect(stale.failedCount == 1)
        // Verifying the translation alone still finds its source on disk.
        #expect(try fixture.verify([zh]).diagnostics.map(\.id) == [.translationStale])

        let blessed = try fixture.verify([en, zh], bless: true)
        let text = try #require(blessed.rewrites[zh])
        let enText = try fixture.read(en)
        #expect(text.contains("source-hash: \(SourceHash.of(enText))\n"))
        try fixture.write(zh, text)
        #expect(try fixture.verify([en, zh]).diagnostics.isEmpty)
    }
}
