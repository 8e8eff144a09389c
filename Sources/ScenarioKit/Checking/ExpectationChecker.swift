import Diagnostics
import Foundation
import Transcript

/// Turns a scenario's run into its report: maps lines back to the article and checks every
/// claim (output block, step assertions, expected compile error, crash or warning).
public enum ExpectationChecker {
    public static func check(
        _ scenario: Scenario, program: ScenarioProgram, run: ScenarioRun, timeout: Double, outputLimit: Int,
        cacheHit: Bool = false
    ) -> ScenarioReport {
        var checker = State(scenario: scenario, program: program)
        checker.checks.expectation = scenario.expectation
        checker.evaluate(run, timeout: timeout, outputLimit: outputLimit)
        return ScenarioReport(
            scenario: scenario, events: checker.events, diagnostics: checker.diagnostics.sorted(),
            checks: checker.checks, cacheHit: cacheHit)
    }

    /// The transcript text an output block is compared with (`only=` applied).
    public static func comparedText(_ events: [TranscriptEvent], only: [String]?) -> String {
        guard let only else { return TranscriptCoding.render(events) }
        let kinds = Set(only)
        return TranscriptCoding.render(events.filter { kinds.contains($0.kind.rawValue) })
    }

    private struct State {
        let scenario: Scenario
        let program: ScenarioProgram
        var events: [TranscriptEvent] = []
        var diagnostics: [Diagnostic] = []
        var checks = ScenarioReport.Checks()
        /// The Markdown line of the step running when the program stopped, if any.
        var lastStepLine: Int?

        init(scenario: Scenario, program: ScenarioProgram) {
            self.scenario = scenario
            self.program = program
        }

        var name: String { "scenario '\(scenario.id)'" }

        mutating func fail(
            _ message: String, line: Int? = nil, column: Int? = nil, id: Diagnostic.ID, details: [String] = [],
            solutions: [Diagnostic.Solution] = []
        ) {
            diagnostics.append(.error(
                message, file: scenario.file, line: line ?? scenario.line, column: column, id: id, details: details,
                solutions: solutions))
        }

        func fileLine(_ virtualLine: Int?, column: Int? = nil) -> (line: Int, column: Int?)? {
            guard let virtualLine else { return nil }
            return program.location(ofLine: virtualLine, column: column)
        }

        mutating func evaluate(_ run: ScenarioRun, timeout: Double, outputLimit: Int) {
            let expectation = scenario.expectation
            let errors = run.compilerMessages.filter { $0.severity == .error }
            let warnings = run.compilerMessages.filter { $0.severity == .warning }
            var sawExpectedWarning = false
            if let message = expectation.message, expectation.outcome == .warning {
                sawExpectedWarning = warnings.contains { $0.message.contains(message) }
            } else if expectation.outcome == .warning {
                sawExpectedWarning = !warnings.isEmpty
            }

            let records = run.output.map(ResultRecords.init)
            lastStepLine = fileLine(records?.lastStep)?.line
            guard run.compiled, let output = run.output, let channel = records else {
                for error in errors {
                    let place = fileLine(error.line, column: error.column)
                    events.append(TranscriptEvent.error(.compile, message: error.message, place: place.map { .init(file: scenario.file, line: $0.line) }))
                }
                if expectation.outcome == .compileError {
                    if let message = expectation.message, !errors.contains(where: { $0.message.contains(message) }) {
                        fail(
                            "\(name) failed to compile as expected, but no error contains \"\(message)\"", id: .scenarioExpect,
                            details: errors.map { "  error: " + $0.message })
                    }
                } else {
                    for error in errors {
                        let place = fileLine(error.line, column: error.column)
                        fail(error.message, line: place?.line, column: place?.column, id: .scenarioCompile)
                    }
                }
                // An unexpected compile error is the one problem to report: the output block
                // cannot match a program that never ran, so saying so too would be noise.
                if expectation.outcome == .compileError || errors.isEmpty { compareOutputBlock() }
                return
            }
            if expectation.outcome == .compileError {
                fail("\(name) was expected not to compile, but it compiled", id: .scenarioExpect)
            }

            // An assertion's or error's line in the generated program becomes its line in the article.
            for event in channel.events {
                guard let place = event.place else { events.append(event); continue }
                events.append(event.placed(.init(file: scenario.file, line: fileLine(place.line)?.line ?? place.line)))
            }

            var lastScreen: Screen?
            for event in events {
                if case .screen(let screen) = event { lastScreen = screen }
                guard case .assertion(let assertion) = event else { continue }
                checks.assertions += 1
                if !assertion.passed {
                    // A claim about the screen shows the screen it was checked against.
                    let aboutScreen: Bool
                    switch assertion.claim {
                    case .screenContains, .screenLacks: aboutScreen = true
                    default: aboutScreen = false
                    }
                    let screen = aboutScreen ? lastScreen.map { ["actual screen:"] + ScreenText.lines($0).map { "  " + $0 } } : nil
                    fail("claim failed: \(event.text)", line: assertion.place?.line, id: .scenarioAssertion, details: screen ?? [])
                }
            }
            // A trap is reported once, as a crash, even when the engine also recorded it.
            if case .signaled = output.termination {} else {
                for event in events where event.kind == .error {
                    fail("\(name) stopped: \(event.text)", line: event.place?.line ?? lastStepLine, id: .scenarioError)
                }
            }
            if expectation.outcome == .warning && !sawExpectedWarning {
                // Warnings raised outside a driver come through the result channel, never
                // from standard error (which scenario code can write to).
                let runtime = events.filter { $0.kind == .warning }.map(\.text) + channel.warnings
                sawExpectedWarning = runtime.contains { expectation.message.map($0.contains) ?? true }
                if !sawExpectedWarning {
                    let wanted = expectation.message.map { "a warning containing \"\($0)\"" } ?? "a warning"
                    fail("\(name) expected \(wanted), but none was reported", id: .scenarioExpect)
                }
            }

            evaluateTermination(output, timeout: timeout, outputLimit: outputLimit, limit: run.limitExceeded)
            if let problem = Completion.problem(output: output, records: channel, stepLines: program.stepLines) {
                let line = problem.stepLine.flatMap { fileLine($0)?.line } ?? lastStepLine
                events.append(TranscriptEvent.engineStop("did not complete: " + problem.reason))
                fail("\(name) did not complete: \(problem.reason); its claims are not verified", line: line, id: .scenarioIncomplete)
            }
            compareOutputBlock()
        }

        mutating func evaluateTermination(_ output: ProcessRunner.Output, timeout: Double, outputLimit: Int, limit: String?) {
            let expectation = scenario.expectation
            if let limit {
                events.append(TranscriptEvent.engineStop("exceeded \(limit)"))
                fail("\(name) exceeded \(limit) and was stopped (raise the limit in site.yml's limits: if that is expected)", line: lastStepLine, id: .scenarioLimit)
                return
            }
            switch output.termination {
            case .timedOut:
                let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
                events.append(TranscriptEvent.error(.timeout, message: "timed out after \(seconds) s", place: nil))
                fail("\(name) did not finish within \(seconds) s (raise it with timeout= if that is expected)", line: lastStepLine, id: .scenarioTimeout)
            case .outputLimitExceeded:
                events.append(TranscriptEvent.error(.outputLimit, message: "stopped after \(outputLimit) bytes of output", place: nil))
                fail("\(name) wrote more than \(outputLimit) bytes of output and was stopped", line: lastStepLine, id: .scenarioOutputLimit)
            case .signaled(let signal):
                let report = CrashReport.parse(stderr: output.stderr)
                let place = fileLine(report?.line) ?? lastStepLine.map { ($0, nil) }
                let recorded = events.last { $0.kind == .error }
                let message = UntrustedText.escape(report?.message ?? recorded?.text ?? "killed by \(ProcessRunner.signalName(signal))")
                events.append(TranscriptEvent.error(.crash, message: message, place: place.map { .init(file: scenario.file, line: $0.line) }))
                if expectation.outcome == .crash {
                    if let wanted = expectation.message, !message.contains(wanted) {
                        fail(
                            "\(name) crashed, but its message does not contain \"\(wanted)\": \(message)",
                            line: place?.line, id: .scenarioExpect)
                    }
                } else {
                    fail(
                        "\(name) crashed (\(ProcessRunner.signalName(signal))): \(message)", line: place?.line,
                        id: .scenarioCrash, details: tail(output.stderr))
                }
            case .exited(let status):
                if status != 0 && !events.contains(where: { $0.kind == .error }) {
                    events.append(TranscriptEvent.error(.exit, message: "exited with status \(status)", place: nil))
                    fail("\(name) exited with status \(status)", id: .scenarioExit, details: tail(output.stderr))
                }
                if expectation.outcome == .crash {
                    fail("\(name) was expected to crash, but it ran to the end", id: .scenarioExpect)
                }
            }
        }

        func tail(_ stderr: String) -> [String] {
            stderr.split(separator: "\n").prefix { !$0.hasPrefix("Current stack trace") }.suffix(8)
                .map { "  " + UntrustedText.escape(String($0)) }
        }

        mutating func compareOutputBlock() {
            guard let block = scenario.output else { return }
            checks.comparedOutput = true
            checks.onlyKinds = block.onlyKinds
            let actual = ExpectationChecker.comparedText(events, only: block.onlyKinds)
            guard actual != block.text else { return }
            let index = UnifiedDiff.firstDifference(expected: block.text, actual: actual)
            let diff = UnifiedDiff.diff(
                expected: block.text, actual: actual,
                expectedLabel: "expected (\(scenario.file):\(block.firstLine))", actualLabel: "actual")
            fail(
                "transcript of \(name) differs from its output block",
                line: block.firstLine + index, id: .scenarioOutput, details: diff,
                solutions: [.init("if the new transcript is right, write it into the output block", command: "statedocs verify --bless \(scenario.file)")])
        }
    }
}
