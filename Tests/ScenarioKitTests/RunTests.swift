import Diagnostics
import Foundation
import Testing

@testable import ScenarioKit

/// Compiles and runs real scenario programs. Until every fixture can drive StateEngine, they
/// speak the transcript through `print` (console lines) and hand-written events.
@Suite struct RunTests {
    @Test func aPassingScenarioMatchesItsOutputBlock() throws {
        let fixture = try Fixture()
        let path = try fixture.write(
            "Content/en/pass.md",
            article(code: "import SwiftUI\nlet greeting = \"hello\"\n", steps: "print(greeting)\nprint(\"<script>\")\n", output: "hello\n<script>\n"))
        let result = try fixture.verify([path])
        #expect(result.diagnostics.isEmpty)
        #expect(result.summary == "1 passed, 0 failed")
        let report = try #require(result.reports.first)
        #expect(report.transcript == "hello\n<script>\n")
        #expect(report.checks.comparedOutput)
    }

    @Test func aChangedOutputFailsWithADiffAtTheDifferingLine() throws {
        let fixture = try Fixture()
        let path = try fixture.write(
            "Content/en/mismatch.md", article(code: "print(\"one\")\nprint(\"two\")\n", output: "one\nthree\n"))
        let result = try fixture.verify([path])
        #expect(result.summary == "0 passed, 1 failed")
        let diagnostic = try #require(result.diagnostics.first)
        let text = try fixture.read(path).split(separator: "\n", omittingEmptySubsequences: false)
        // The reported line is the output block's line that no longer holds.
        #expect(text[diagnostic.line! - 1] == "three")
        #expect(diagnostic.description.hasPrefix("Content/en/mismatch.md:\(diagnostic.line!): error: transcript of scenario 'demo' differs"))
        #expect(diagnostic.details.contains("-three"))
        #expect(diagnostic.details.contains("+two"))
        // The fix is offered as a solution naming the command, not buried in the message.
        #expect(diagnostic.id == .scenarioOutput)
        #expect(diagnostic.solutions.map(\.command) == ["statedocs verify --bless Content/en/mismatch.md"])
    }

    @Test func compileErrorsPointAtTheMarkdownLineAndColumn() throws {
        let fixture = try Fixture()
        let path = try fixture.write(
            "Content/en/broken.md", article(code: "let a = 1\n# let b = 2\nlet c = a + missingName\n"))
        let result = try fixture.verify([path])
        let diagnostic = try #require(result.diagnostics.first)
        let lines = try fixture.read(path).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[diagnostic.line! - 1] == "let c = a + missingName")
        #expect(diagnostic.column == 13)
        #expect(diagnostic.message.contains("missingName"))
        #expect(result.failedCount == 1)
    }

    // Issue 34: importing a framework the engine does not model fails at the import's line
    // with StateEngine's message, not swiftc's `no such module`.
    @Test func anUnmodelledFrameworksImportFailsAtItsLineWithStateEnginesMessage() throws {
        let fixture = try Fixture()
        let path = try fixture.write("Content/en/mapkit.md", article(code: "import SwiftUI\nimport MapKit\nlet a = 1\n"))
        let result = try fixture.verify([path])
        let diagnostic = try #require(result.diagnostics.first)
        let lines = try fixture.read(path).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[diagnostic.line! - 1] == "import MapKit")
        #expect(diagnostic.message.contains("StateEngine does not model `MapKit` yet (see Supported SwiftUI)"), "\(diagnostic)")
        #expect(!result.diagnostics.contains { $0.message.contains("no such module") })
    }

    /// A compile error is the one problem of a scenario that never ran: its output block is
    /// not also reported as differing (chosen: the second message only repeats the first).
    @Test func aCompileErrorIsReportedOnceEvenWithAnOutputBlock() throws {
        let fixture = try Fixture()
        let path = try fixture.write("Content/en/broken-output.md", article(code: "let c = missingName\n", output: "hello\n"))
        let result = try fixture.verify([path])
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.id) == [.scenarioCompile], "\(result.diagnostics)")
        #expect(result.failedCount == 1)
    }

    @Test func anExpectedCompileErrorIsAClaimToo() throws {
        let fixture = try Fixture()
        let good = try fixture.write(
            "Content/en/expected.md",
            article(attributes: "expect=compile-error message=\"cannot assign\"", code: "let x = 1\nx = 2\n"))
        let wrong = try fixture.write(
            "Content/en/compiles.md", article(attributes: "expect=compile-error", code: "let x = 1\n"))
        let result = try fixture.verify([good, wrong])
        #expect(result.reports.first { $0.scenario.file == good }?.passed == true)
        let failure = try #require(result.reports.first { $0.scenario.file == wrong }?.diagnostics.first)
        #expect(failure.message.contains("was expected not to compile"))
    }

    @Test func aCrashIsCapturedWithItsMessageAndLine() throws {
        let fixture = try Fixture()
        let expected = try fixture.write(
            "Content/en/expected-crash.md",
            article(
                attributes: "expect=crash message=boom", code: "print(\"before\")\nfatalError(\"boom\")\n",
                output: "before\nerror: crash: Fatal error: boom\n"))
        let unexpected = try fixture.write(
            "Content/en/crash.md", article(code: "print(\"before\")\nlet values: [Int] = []\nfatalError(\"bad state\")\n"))
        let result = try fixture.verify([expected, unexpected])
        #expect(result.reports.first { $0.scenario.file == expected }?.diagnostics == [])
        let crash = try #require(result.reports.first { $0.scenario.file == unexpected })
        let diagnostic = try #require(crash.diagnostics.first)
        let lines = try fixture.read(unexpected).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[diagnostic.line! - 1] == "fatalError(\"bad state\")")
        #expect(diagnostic.message.contains("crashed"))
        #expect(diagnostic.message.contains("Fatal error: bad state"))
        // Console output written just before the trap is kept.
        #expect(crash.events.first?.text == "before")
    }

    @Test func aHangingScenarioIsStoppedAtItsTimeout() throws {
        let fixture = try Fixture()
        let path = try fixture.write(
            "Content/en/hang.md", article(attributes: "timeout=1", code: "var n = 0\nwhile true { n &+= 1 }\n"))
        let start = Date()
        let result = try fixture.verify([path])
        #expect(Date().timeIntervalSince(start) < 30)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == .scenarioTimeout)
        #expect(diagnostic.message.contains("within 1 s"))
    }

    @Test func runawayOutputIsCappedAndReported() throws {
        let fixture = try Fixture()
        let path = try fixture.write("Content/en/spam.md", article(code: "while true { print(\"spam spam spam\") }\n"))
        let result = try fixture.verify([path])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == .scenarioOutputLimit)
        let report = try #require(result.reports.first)
        #expect(report.transcript.utf8.count <= (1 << 20) + 200)
    }

    @Test func aFailedAssertionIsReportedAtItsStepLine() throws {
        let fixture = try Fixture()
        // The engine's own `expect`: assertions travel on the result channel, not stdout.
        let code = "import SwiftUI\n"
        let path = try fixture.write(
            "Content/en/assert.md", article(code: code, steps: "expect(1 + 1 == 2, \"sum\")\nexpect(false, \"screen shows n = 2\")\n"))
        let result = try fixture.verify([path])
        let report = try #require(result.reports.first)
        #expect(report.checks.assertions == 2)
        let diagnostic = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        let lines = try fixture.read(path).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[diagnostic.line! - 1] == "expect(false, \"screen shows n = 2\")")
        #expect(diagnostic.message == "claim failed: screen shows n = 2")
    }
}

@Suite struct WarningTests {
    @Test func anExpectedWarningMustBeReported() throws {
        let fixture = try Fixture()
        // A real engine warning (state written during body), not a line printed to look like one.
        let warns = """
            import SwiftUI
            struct Writes: View {
                @State var n = 0
                var body: some View {
                    n = 1
                    return Text("n")
                }
            }

            """
        let good = try fixture.write(
            "Content/en/warns.md", article(attributes: "expect=warning message=\"during view update\"", code: warns, steps: "launch(Writes())\n"))
        let silent = try fixture.write("Content/en/silent.md", article(attributes: "expect=warning", code: "print(1)\n"))
        let result = try fixture.verify([good, silent])
        #expect(result.reports.first { $0.scenario.file == good }?.diagnostics == [])
        let failure = try #require(result.reports.first { $0.scenario.file == silent }?.diagnostics.first)
        #expect(failure.message.contains("expected a warning"))
    }
}

@Suite struct StepLineTests {
    @Test func failuresInsideAStepArePinnedToThatStep() throws {
        let fixture = try Fixture()
        let code = "func spin() { var n = 0; while true { n &+= 1 } }\nfunc outOfRange() -> Int { [Int]()[2] }\n"
        let hang = try fixture.write(
            "Content/en/hang-step.md", article(attributes: "timeout=1", code: code, steps: "print(\"start\")\n  spin()\n"))
        let trap = try fixture.write(
            "Content/en/trap-step.md", article(code: code, steps: "print(\"a\"); print(\"b\")\nlet x = 1\nprint(outOfRange())\n"))
        let result = try fixture.verify([hang, trap])
        for (path, statement) in [(hang, "  spin()"), (trap, "print(outOfRange())")] {
            let diagnostic = try #require(result.reports.first { $0.scenario.file == path }?.diagnostics.first)
            let lines = try fixture.read(path).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[diagnostic.line! - 1] == Substring(statement), "\(diagnostic)")
        }
        let trapped = try #require(result.reports.first { $0.scenario.file == trap })
        #expect(trapped.events.prefix(2).map(\.text) == ["a", "b"])
        #expect(trapped.diagnostics.first?.message.contains("Index out of range") == true)
    }

    @Test func stepMarkersDoNotMoveCompilerColumns() throws {
        let fixture = try Fixture()
        let path = try fixture.write("Content/en/col.md", article(code: "let a = 1\n", steps: "print(a)\n    print(a + undefinedThing)\n"))
        let diagnostic = try #require(try fixture.verify([path]).diagnostics.first)
        let lines = try fixture.read(path).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[diagnostic.line! - 1] == "    print(a + undefinedThing)")
        #expect(diagnostic.column == 15)
    }
}
