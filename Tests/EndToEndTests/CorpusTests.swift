import Foundation
import Testing

/// The everyday-SwiftUI corpus (`Tests/EndToEndTests/Corpus/*.md`): tutorial- and WWDC-style
/// programs, written for this project, that an author might paste into a scenario unchanged.
/// Each must compile against StateEngine and pass its own steps through the real pipeline,
/// `statedocs verify` (issue 8, "Proof"). The whole corpus is verified in one run so compiles
/// share the cores; each program is then reported as its own test case.
@Suite struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// File names of the corpus programs, sorted.
    static let programs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
    }()

    /// One `statedocs verify` of a copy of the corpus in a scratch project.
    struct Run: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
        var setupError: String?

        /// Every diagnostic line that names `program`.
        func diagnostics(for program: String) -> [String] {
            (stdout + "\n" + stderr).split(separator: "\n")
                .filter { $0.hasPrefix("Corpus/" + program + ":") }
                .map(String.init)
        }
    }

    static let run: Run = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-corpus-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            let copy = root.appendingPathComponent("Corpus")
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            for program in programs {
                try FileManager.default.copyItem(at: folder.appendingPathComponent(program), to: copy.appendingPathComponent(program))
            }
            let result = try CLI.run(["verify", "Corpus"], in: root)
            return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
        } catch {
            return Run(status: -1, stdout: "", stderr: "", setupError: "\(error)")
        }
    }()

    @Test func theCorpusHoldsAtLeastSixtyPrograms() {
        #expect(Self.programs.count >= 60, "issue 8 asks for at least 60 everyday programs; found \(Self.programs.count)")
    }

    @Test(arguments: programs)
    func compilesAndPassesItsSteps(_ program: String) throws {
        let run = Self.run
        try #require(run.setupError == nil, "could not run statedocs verify: \(run.setupError ?? "")")
        let problems = run.diagnostics(for: program)
        #expect(problems.isEmpty, "\(program) failed:\n\(problems.joined(separator: "\n"))")
    }

    @Test func verifyReportsEveryProgramAsPassed() throws {
        let run = Self.run
        try #require(run.setupError == nil, "could not run statedocs verify: \(run.setupError ?? "")")
        let summary = "\(Self.programs.count) passed, 0 failed"
        #expect(run.status == 0 && run.stdout.contains(summary),
                "expected '\(summary)', got status \(run.status):\n\(run.stdout.suffix(2000))\n\(run.stderr.suffix(2000))")
    }
}
