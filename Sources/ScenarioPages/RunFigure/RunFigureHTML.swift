import Diagnostics
import ScenarioKit
import SiteKit
import Transcript

/// The run figure under a scenario's code: the steps as a timeline, each with the screen
/// drawn as a small device (real text, HTML and CSS only), the console lines, the bodies that
/// were evaluated, and a mark naming what was verified. Readable without JavaScript.
enum RunFigureHTML {
    struct StepGroup {
        var title: String?
        var events: [TranscriptEvent] = []

        /// The screen the step settled on.
        var lastScreen: Screen? {
            for case .screen(let screen) in events.reversed() { return screen }
            return nil
        }
    }

    static func html(for report: ScenarioReport, strings: RunFigureStrings, showFailures: Bool = true) -> String {
        var out = "<figure class=\"rf\" data-scenario=\"\(esc(report.scenario.id))\">\n"
        out += "<figcaption class=\"rf-head\"><span class=\"rf-title\">\(esc(strings.run)) · <code>\(esc(report.scenario.id))</code></span>"
        out += verifiedMark(report, strings: strings) + "</figcaption>\n"
        if !report.passed && showFailures { out += failures(report) }
        out += "<ol class=\"rf-steps\">\n"
        // Each step's screen is drawn against the one before, so what the step changed stands out.
        var previous: Screen?
        for group in groups(report.events) {
            out += step(group, previous: previous, strings: strings)
            if let screen = group.lastScreen { previous = screen }
        }
        out += "</ol>\n"
        // The author's claimed lines stay where the author put them (`claimedExcerpt`); the
        // figure keeps the run's own transcript folded away.
        out += "<details class=\"rf-transcript\"><summary>\(esc(strings.transcript))</summary><pre tabindex=\"0\">\(esc(report.transcript))</pre></details>\n"
        out += "</figure>\n"
        return out
    }

    /// An `output` block, where the author wrote it: the claimed lines, marked as checked
    /// against this run (or not), so prose can refer to them.
    static func claimedExcerpt(_ output: OutputBlock, of report: ScenarioReport, strings: RunFigureStrings) -> String {
        let holds = report.passed && report.checks.comparedOutput
        let mark = holds
            ? "<span class=\"rf-mark rf-ok\">✓ \(esc(strings.claimMatches))</span>"
            : "<span class=\"rf-mark rf-failed\">✗ \(esc(strings.claimDiffers))</span>"
        var out = "<div class=\"rf-claim\" data-scenario=\"\(esc(report.scenario.id))\">\n"
        out += "<p class=\"rf-claim-head\"><span class=\"rf-title\">\(esc(strings.claimedTranscript)) · <code>\(esc(report.scenario.id))</code></span> \(mark)</p>\n"
        out += "<pre class=\"rf-claim-text\" tabindex=\"0\">\(esc(output.text))</pre>\n</div>\n"
        return out
    }

    static func groups(_ events: [TranscriptEvent]) -> [StepGroup] {
        var groups: [StepGroup] = []
        var current = StepGroup()
        for event in events {
            if case .step(let title) = event {
                if current.title != nil || !current.events.isEmpty { groups.append(current) }
                current = StepGroup(title: title)
            } else {
                current.events.append(event)
            }
        }
        if current.title != nil || !current.events.isEmpty { groups.append(current) }
        return groups
    }

    static func verifiedMark(_ report: ScenarioReport, strings: RunFigureStrings) -> String {
        let version = "StateEngine \(EngineVersion.current)"
        guard report.passed else {
            let didNotCompile = report.checks.expectation.outcome != .compileError
                && report.events.contains(where: \.isCompileError)
            return " <span class=\"rf-mark rf-failed\">✗ \(esc(didNotCompile ? strings.compileFailed : strings.failed)) · \(esc(version))</span>"
        }
        var checks: [String] = []
        switch report.checks.expectation.outcome {
        case .compileError: checks.append(strings.expectedCompileError)
        case .crash: checks.append(strings.expectedCrash)
        case .warning: checks.append(strings.expectedWarning)
        case .success: break
        }
        if report.checks.comparedOutput {
            if let kinds = report.checks.onlyKinds {
                let names = kinds.map { TranscriptEvent.Kind(rawValue: $0).flatMap { strings.eventKinds[$0] } ?? $0 }
                checks.append(strings.outputMatchedKinds(names.joined(separator: strings.stops.listSeparator)))
            } else {
                checks.append(strings.outputMatched)
            }
        }
        if report.checks.assertions > 0 { checks.append(strings.assertions(report.checks.assertions)) }
        if checks.isEmpty { checks.append(strings.ranToEnd) }
        let text = strings.verified + strings.colon + checks.joined(separator: strings.listSeparator)
        return " <span class=\"rf-mark rf-ok\">✓ \(esc(text)) · \(esc(version))</span>"
    }

    static func failures(_ report: ScenarioReport) -> String {
        var out = "<div class=\"rf-failures\" role=\"alert\">\n"
        for diagnostic in report.diagnostics where diagnostic.severity == .error {
            out += "<p><code>\(esc(diagnostic.location))</code> \(esc(diagnostic.message))</p>\n"
            if !diagnostic.details.isEmpty { out += "<pre>\(esc(diagnostic.details.joined(separator: "\n")))</pre>\n" }
        }
        return out + "</div>\n"
    }

    static func step(_ group: StepGroup, previous: Screen? = nil, strings: RunFigureStrings) -> String {
        var out = "<li class=\"rf-step\">\n"
        let didNotCompile = !group.events.isEmpty && group.events.allSatisfy(\.isCompileError)
        let untitled = didNotCompile ? strings.compileFailed : strings.beforeLaunch
        out += "<p class=\"rf-step-title\">\(group.title.map { "<code>\(esc($0))</code>" } ?? esc(untitled))</p>\n"
        out += "<div class=\"rf-step-body\">\n"
        if let screen = group.lastScreen {
            out += DeviceFrameHTML.html(screen: screen, previous: previous, words: strings.device)
        }
        out += "<div class=\"rf-notes\">\n"
        let bodies = group.events.filter { $0.kind == .body }
        if !bodies.isEmpty {
            out += "<p class=\"rf-label\">\(esc(strings.bodies))</p>\n<ul class=\"rf-bodies\">"
            out += bodies.map { body(of: $0, strings: strings) }.joined()
            out += "</ul>\n"
        } else if group.title != nil && !didNotCompile {
            out += "<p class=\"rf-label rf-no-body\">\(esc(strings.noBodyRan))</p>\n"
        }
        let console = group.events.filter { $0.kind == .console }
        if !console.isEmpty {
            out += "<p class=\"rf-label\">\(esc(strings.console))</p>\n"
            out += "<pre class=\"rf-console\" tabindex=\"0\">\(esc(console.map(\.text).joined(separator: "\n")))</pre>\n"
        }
        let others = group.events.filter { ![.body, .console, .screen].contains($0.kind) }
        if !others.isEmpty {
            out += "<p class=\"rf-label\">\(esc(strings.events))</p>\n<ul class=\"rf-events\">"
            for event in others {
                let failed: Bool
                switch event {
                case .assertion(let assertion): failed = !assertion.passed
                case .error, .stop: failed = true
                default: failed = false
                }
                out += "<li class=\"rf-event rf-\(event.kind.rawValue)\(failed ? " rf-bad" : "")\">\(eventHTML(event, strings: strings))</li>"
            }
            out += "</ul>\n"
        }
        out += "</div>\n</div>\n</li>\n"
        return out
    }

    /// An event line in the page's language where the event is typed (assertions, appearing
    /// and disappearing views, presentations, onChange and preference actions, animation
    /// frames); otherwise the transcript's own line (SwiftUI's warnings stay
    /// as SwiftUI words them).
    static func eventHTML(_ event: TranscriptEvent, strings: RunFigureStrings) -> String {
        switch event {
        case .assertion(let assertion): strings.claims.html(assertion.claim, passed: assertion.passed)
        case .appear(let view): strings.claims.lifecycle(appeared: true, view: view)
        case .disappear(let view): strings.claims.lifecycle(appeared: false, view: view)
        case .happening(let happening): strings.claims.html(happening)
        case .frames(let report): strings.claims.html(report)
        case .stop(let stop, let details): strings.stops.html(stop, details: details)
        case .step, .body, .console, .screen, .warning, .error: esc(TranscriptCoding.render([event]).trimmingCharacters(in: "\n"))
        }
    }

    /// One body evaluation and why it happened, in words and as `data-cause` tokens.
    static func body(of event: TranscriptEvent, strings: RunFigureStrings) -> String {
        guard case .body(let view, let causes) = event else { return "" }
        let tokens = causes.map(\.token).joined(separator: ", ")
        var out = "<li" + (causes.isEmpty ? "" : " data-cause=\"\(esc(tokens))\"") + "><code>\(esc(view)).body</code>"
        if !causes.isEmpty {
            out += "<span class=\"rf-cause\">" + causes.map(strings.causes.html).joined(separator: esc(strings.listSeparator)) + "</span>"
        }
        return out + "</li>"
    }

    static func esc(_ text: String) -> String { HTML.escape(text) }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var text = Substring(self)
        while text.last == character { text = text.dropLast() }
        return String(text)
    }
}
