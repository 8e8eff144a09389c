import Foundation
import Testing

/// `statedocs verify` run again with nothing changed reprints its last report (`VerifyMemo`):
/// what a user sees must be exactly what a full check prints, and any change must be checked.
@Suite struct VerifyMemoCLITests {
    typealias Project = ScenarioCLITests.Project

    /// Standard error without the progress lines of scenarios compiled in this run.
    static func report(_ stderr: String) -> String {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("] compiling and running ") }
            .joined(separator: "\n")
    }

    static func blessedProject() throws -> Project {
        let project = try Project()
        try project.write("Content/en/counter.md", ScenarioCLITests.article(prose: "A counter."))
        try project.write("Content/zh/counter.md", ScenarioCLITests.article(prose: "一个计数器。"))
        try project.write("Content/phenomena.yml", "P01: Reading subscribes\nP02: Something else\n")
        let blessed = try project.statedocs("verify", "--bless")
        #expect(blessed.status == 0, "\(blessed.stderr)")
        return project
    }

    @Test func aWarmVerifyPrintsWhatAFullCheckPrints() throws {
        let project = try Self.blessedProject()
        let cache = project.root.appendingPathComponent(".statedocs-cache")
        try FileManager.default.removeItem(at: cache)
        let junit = project.root.appendingPathComponent("reports/junit.xml")

        let cold = try project.statedocs("verify", "--junit", "reports/junit.xml")
        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(cold.stderr.contains("compiling and running"))
        #expect(cold.stdout.contains("coverage en: 1/2 P01\n"))
        let coldJUnit = try Data(contentsOf: junit)
        try FileManager.default.removeItem(at: junit)

        let warm = try project.statedocs("verify", "--junit", "reports/junit.xml")
        #expect(warm.status == 0)
        #expect(warm.stdout == cold.stdout)
        #expect(warm.stderr == Self.report(cold.stderr))
        #expect(!warm.stderr.contains("compiling and running"))
        #expect(try Data(contentsOf: junit) == coldJUnit, "the JUnit report is written again")

        // Without the memo, the same check from the transcript cache prints the same bytes.
        try FileManager.default.removeItem(at: cache.appendingPathComponent("scenarios/verify-memos"))
        let full = try project.statedocs("verify", "--junit", "reports/junit.xml")
        #expect(full.stdout == warm.stdout)
        #expect(full.stderr == warm.stderr)

        // Another format is another report.
        let github = try project.statedocs("verify", "--format", "github")
        #expect(github.status == 0)
        #expect(github.stdout.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test func everyChangeIsCheckedAgain() throws {
        let project = try Self.blessedProject()
        let passed = try project.statedocs("verify")
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(try project.statedocs("verify").stdout == passed.stdout)

        // A broken claim fails, and keeps failing when nothing changes.
        let english = try project.read("Content/en/counter.md")
        try project.write("Content/en/counter.md", english.replacingOccurrences(of: "count = 1", with: "count = 7"))
        let broken = try project.statedocs("verify")
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("differs from its output block"), "\(broken.stderr)")
        let again = try project.statedocs("verify")
        #expect(again.status == 1)
        #expect(again.stderr == Self.report(broken.stderr))
        #expect(again.stdout == broken.stdout)
        try project.write("Content/en/counter.md", english)
        #expect(try project.statedocs("verify").status == 0)

        // The site's phenomena list decides the coverage lines.
        try project.write("Content/phenomena.yml", "P01: Reading subscribes\n")
        let covered = try project.statedocs("verify")
        #expect(covered.stdout.contains("coverage en: 1/1 P01\n"), "\(covered.stdout)")

        // A cleared transcript cache: the scenarios are compiled and run again.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent(".statedocs-cache/scenarios/results"))
        let recompiled = try project.statedocs("verify")
        #expect(recompiled.status == 0)
        #expect(recompiled.stderr.contains("compiling and running"))

        // Another timeout is another cache key: compiled and run again too.
        let timeout = try project.statedocs("verify", "--timeout", "9")
        #expect(timeout.stderr.contains("compiling and running"))
    }
}
