import Foundation
import Testing
import Transcript

@testable import ScenarioKit

/// A scenario passes only when the runtime saw it complete (issue 33, "a forged verified"):
/// every step reported in order and the end record, each tagged with the run's secret.
/// Each attack runs batched (forked from the batch's launcher) and compiled alone.
@Suite struct CompletionTests {
    static let code = "import SwiftUI\nstruct Probe: View {\n    var body: some View { Text(\"probe\") }\n}\n"

    @Test(arguments: [true, false]) func aScenarioWhoseStepsAllRunStillPasses(batching: Bool) throws {
        let fixture = try Fixture()
        let path = try fixture.write(
            "Content/en/honest.md",
            article(code: Self.code, steps: "launch(Probe())\nexpectScreen(contains: \"probe\")\nprint(\"done\")\n"))
        let result = try fixture.verify([path], batching: batching)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.summary == "1 passed, 0 failed")
    }

    @Test(arguments: [true, false]) func exitZeroBeforeTheLastStepFailsAtThatStep(batching: Bool) throws {
        let fixture = try Fixture()
        let path = try fixture.write(
            "Content/en/early.md",
            article(code: Self.code, steps: "launch(Probe())\nif CommandLine.arguments.count > 0 { exit(0) }\nexpect(false, \"never checked\")\n"))
        let result = try fixture.verify([path], batching: batching)
        #expect(result.summary == "0 passed, 1 failed")
        let diagnostic = try #require(result.diagnostics.first { $0.id == .scenarioIncomplete }, "\(result.diagnostics)")
        #expect(diagnostic.message.contains("did not complete: it ended before this step ran"))
        let lines = try fixture.read(path).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[diagnostic.line! - 1] == "expect(false, \"never checked\")")
    }

    /// The end record, and a passing assertion, written to every descriptor the program might
    /// hold the channel at, untagged and with a made-up tag, then `exit(0)`.
    @Test(arguments: [true, false]) func fakeEndRecordsOnEveryDescriptorDoNotPass(batching: Bool) throws {
        let fixture = try Fixture()
        let forge = """
            launch(Probe())
            // And wherever the channel really is: the runtime moved it to a number chosen at random.
            let listed = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
            for fd in Set(Array(Int32(3)...200) + listed) {
                for record in ["\\u{1F}end", "\\u{1F}end\\u{1D}" + String(repeating: "ab", count: 32)] {
                    let line = Array((record + "\\n").utf8)
                    _ = write(fd, line, line.count)
                }
            }
            exit(0)
            expect(false, "never checked")

            """
        let path = try fixture.write("Content/en/forged.md", article(code: Self.code, steps: forge))
        let result = try fixture.verify([path], batching: batching)
        #expect(result.summary == "0 passed, 1 failed")
        let diagnostic = try #require(result.diagnostics.first { $0.id == .scenarioIncomplete }, "\(result.diagnostics)")
        #expect(diagnostic.message.contains("did not complete: its result channel holds a record the engine's runtime did not write"))
    }

    @Test func theHiddenFinishLineIsRejectedAtItsLine() throws {
        let fixture = try Fixture()
        let path = try fixture.write(
            "Content/en/hidden.md",
            article(code: Self.code, steps: "launch(Probe())\n# __statedocsFinish(); exit(0)\nexpect(false, \"one is two\")\n"))
        let result = try fixture.verify([path])
        #expect(result.failedCount == 1)
        #expect(result.reports.isEmpty, "the scenario must not run")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == .scenarioReservedName)
        #expect(diagnostic.message.hasPrefix("'__statedocsFinish' is reserved for the program statedocs generates"))
        let lines = try fixture.read(path).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[diagnostic.line! - 1] == "# __statedocsFinish(); exit(0)")
    }

    @Test func reservedNamesAreTokensNotText() throws {
        func uses(_ code: String) -> [ReservedNames.Use] {
            ReservedNames.uses(in: [CodeChunk(text: code, fenceLine: 9, firstLine: 10)])
        }
        // Mentioned in a string, a comment, or a multi-line string's `# ` line: fine.
        #expect(uses("let s = \"__statedocsFinish()\"\n// __StateDocsScenario1\nlet t = \"\"\"\n# __statedocsStep(1)\n\"\"\"\n").isEmpty)
        #expect(uses("print(\"\\(__statedocsStep(3))\")\n").map(\.line) == [10])
        #expect(uses("let x = 1\n`__statedocsFinish`()\n").map(\.line) == [11])
        #expect(uses("enum __StateDocsScenario0 {}\n").count == 1)
        #expect(uses("@testable import StateEngine\n").first?.message.contains("@testable") == true)
        #expect(uses("@_silgen_name(\"$s15ScenarioRuntime17__statedocsFinishyyF\") func done()\n").count == 1)
        // The runtime's seam in the engine (`ProgramOutput`) is SPI: scenario code cannot open it.
        #expect(uses("@_spi(ScenarioRuntime) import StateEngine\n").first?.message.contains("@_spi") == true)
        // An ordinary attribute and a name that only contains the words.
        #expect(uses("@MainActor final class Used {}\nlet section = 1\n").isEmpty)
    }

    @Test func everyRecordMustCarryTheTagForItsPosition() throws {
        let secret = ChannelAuthentication.newSecret()
        func sealed(_ records: [String], key: [UInt8]) -> String {
            records.enumerated().map { position, record in
                RecordSeal.line(record: record, tag: ChannelAuthentication.tag(RecordSeal.message(position: position, record: record), secret: key)) + "\n"
            }.joined()
        }
        func authenticate(_ channel: String) -> ProcessRunner.Output {
            ChannelAuthentication.authenticate(.init(stdout: "", stderr: "", termination: .exited(0), channel: channel), secret: secret)
        }
        let records = [ResultRecord.step(line: 3).encoded, ResultRecord.step(line: 4).encoded, ResultRecord.end.encoded]
        let honest = authenticate(sealed(records, key: secret))
        #expect(honest.unauthenticatedRecord == nil)
        #expect(honest.channel == records.map { $0 + "\n" }.joined())
        // Another key, a record dropped, records swapped, an untagged record, a cut last line.
        #expect(authenticate(sealed(records, key: ChannelAuthentication.newSecret())).unauthenticatedRecord == 1)
        let lines = sealed(records, key: secret).split(separator: "\n").map { String($0) + "\n" }
        #expect(authenticate(lines[0] + lines[2]).unauthenticatedRecord == 2)
        #expect(authenticate(lines[1] + lines[0]).unauthenticatedRecord == 1)
        #expect(authenticate(lines[0] + "\u{1F}end\n").unauthenticatedRecord == 2)
        let cut = authenticate(lines[0] + lines[1] + String(lines[2].dropLast(5)))
        #expect(cut.unauthenticatedRecord == nil && cut.channel == records[0] + "\n" + records[1] + "\n")
    }

    @Test func completionNeedsEveryStepInOrderThenTheEnd() {
        func problem(_ records: [ResultRecord], status: Int32 = 0) -> String? {
            let channel = records.map { $0.encoded + "\n" }.joined()
            let output = ProcessRunner.Output(stdout: "", stderr: "", termination: .exited(status), channel: channel)
            return Completion.problem(output: output, records: ResultRecords(output), stepLines: [3, 4, 5])?.reason
        }
        #expect(problem([.step(line: 3), .step(line: 4), .step(line: 5), .end]) == nil)
        #expect(problem([.step(line: 3), .end])?.contains("its end was reported before this step ran") == true)
        #expect(problem([.step(line: 3), .step(line: 5), .step(line: 4), .end])?.contains("out of order") == true)
        #expect(problem([.step(line: 3), .step(line: 4)])?.contains("it ended before this step ran") == true)
        #expect(problem([.step(line: 3), .step(line: 4), .step(line: 5)])?.contains("before the step returned") == true)
        // A program that failed says so itself; only forged or disordered records add to it.
        #expect(problem([.step(line: 3)], status: 1) == nil)
    }
}
