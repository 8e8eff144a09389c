import SiteKit
import Transcript

/// An assertion's line in a run figure, in the page's language: the outcome, then the claim
/// (`AssertionClaim`) worded from templates whose `{text}`, `{view}`, `{label}` and the like
/// are filled with the values, shown as code; the author's own `expect` message as written.
/// Lifecycle events (`onAppear`, `onDisappear`) are worded the same way.
struct ClaimWords: Sendable {
    var passed: String
    var failed: String
    var screenContains: String
    var screenLacks: String
    var consoleContains: String
    var consoleLacks: String
    var consoleLines: String
    var consoleLinesContaining: String
    var bodyCountOne: String
    var bodyCountMany: String
    var frame: String
    /// After a count or a frame that differed: `{actual}`.
    var was: String
    var appeared: String
    var disappeared: String
    var presented: String
    var dismissed: String
    var pushed: String
    var popped: String
    var opensURL: String
    var shareSheet: String
    var valueChanged: String
    var initialValue: String
    var preferenceChanged: String
    var frameSpanOne: String
    var frameSpanMany: String
    var frameBodies: String
    var frameBodyCount: String

    init(word: (String) -> String) {
        func claim(_ key: String) -> String { word("runFigure.claim." + key) }
        passed = claim("passed"); failed = claim("failed")
        screenContains = claim("screenContains"); screenLacks = claim("screenLacks")
        consoleContains = claim("consoleContains"); consoleLacks = claim("consoleLacks")
        consoleLines = claim("consoleLines"); consoleLinesContaining = claim("consoleLinesContaining")
        bodyCountOne = claim("bodyCountOne"); bodyCountMany = claim("bodyCountMany")
        frame = claim("frame"); was = claim("was")
        func event(_ key: String) -> String { word("runFigure.event." + key) }
        appeared = event("appeared"); disappeared = event("disappeared")
        presented = event("presented"); dismissed = event("dismissed"); pushed = event("pushed"); popped = event("popped")
        opensURL = event("opensURL"); shareSheet = event("shareSheet")
        valueChanged = event("valueChanged"); initialValue = event("initialValue"); preferenceChanged = event("preferenceChanged")
        frameSpanOne = word("runFigure.frames.spanOne"); frameSpanMany = word("runFigure.frames.spanMany")
        frameBodies = word("runFigure.frames.bodies"); frameBodyCount = word("runFigure.frames.bodyCount")
    }

    /// The assertion as HTML.
    func html(_ claim: AssertionClaim, passed isPassed: Bool) -> String {
        let code = { (value: String) in "<code>" + HTML.escape(value) + "</code>" }
        let quoted = { (value: String) in code(ScreenText.quote(value)) }
        let sentence: String
        switch claim {
        case .message(let message): sentence = HTML.escape(message)
        case .screenContains(let text): sentence = fill(screenContains, ["text": quoted(text)])
        case .screenLacks(let text): sentence = fill(screenLacks, ["text": quoted(text)])
        case .consoleContains(let text): sentence = fill(consoleContains, ["text": quoted(text)])
        case .consoleLacks(let text): sentence = fill(consoleLacks, ["text": quoted(text)])
        case .consoleLines(let expected, let containing, let actual):
            let template = containing == nil ? consoleLines : consoleLinesContaining
            sentence = fill(template, ["n": String(expected), "text": containing.map(quoted) ?? ""]) + wasNote(actual == expected ? nil : String(actual))
        case .bodyCount(let view, let expected, let actual):
            sentence = fill(expected == 1 ? bodyCountOne : bodyCountMany, ["view": code(view + ".body"), "n": String(expected)])
                + wasNote(actual == expected ? nil : String(actual))
        case .frame(let label, let wanted, let found):
            sentence = fill(frame, ["label": quoted(label), "wanted": code(wanted)])
            switch found {
            case .frame(let actual): return outcome(isPassed) + sentence + wasNote(isPassed ? nil : actual.text)
            case .problem(let problem): return outcome(isPassed) + sentence + " (" + HTML.escape(problem) + ")"
            }
        }
        return outcome(isPassed) + sentence
    }

    /// `onAppear` / `onDisappear` of the view named `view`.
    func lifecycle(appeared isAppearing: Bool, view: String) -> String {
        fill(isAppearing ? appeared : disappeared, ["view": "<code>" + HTML.escape(view) + "</code>"])
    }

    /// A presentation, `onChange` or preference event as HTML.
    func html(_ happening: StateHappening) -> String {
        let code = { (value: String) in "<code>" + HTML.escape(value) + "</code>" }
        switch happening {
        case .presented(.navigation, _): return fill(pushed, [:])
        case .dismissed(.navigation, _): return fill(popped, [:])
        case .presented(let layer, let title): return fill(presented, ["what": code(StateHappening.name(layer, title))])
        case .dismissed(let layer, let title): return fill(dismissed, ["what": code(StateHappening.name(layer, title))])
        case .opensURL(let url): return fill(opensURL, ["url": code(url)])
        case .shareSheet(let item): return fill(shareSheet, ["item": code(item)])
        case .valueChanged(let view, let from?, let to): return fill(valueChanged, ["view": code(view), "from": code(from), "to": code(to)])
        case .valueChanged(let view, nil, let to): return fill(initialValue, ["view": code(view), "to": code(to)])
        case .preferenceChanged(let key, let view): return fill(preferenceChanged, ["key": code(key), "view": code(view)])
        }
    }

    /// A step's animation frames (`FrameReport`): a line per animated value, then the bodies
    /// the frames evaluated.
    func html(_ frames: FrameReport) -> String {
        let code = { (value: String) in "<code>" + HTML.escape(value) + "</code>" }
        var lines = frames.spans.map { span in
            fill(span.frames == 1 ? frameSpanOne : frameSpanMany, [
                "start": FrameReport.seconds(span.start), "end": FrameReport.seconds(span.end), "subject": code(span.subject),
                "from": code(span.from), "to": code(span.to), "n": String(span.frames),
            ])
        }
        if !frames.bodies.isEmpty {
            let counts = frames.bodies.map { fill(frameBodyCount, ["view": code($0.type + ".body"), "n": String($0.count)]) }
            lines.append(fill(frameBodies, ["list": counts.joined(separator: ", ")]))
        }
        return lines.joined(separator: "<br>")
    }

    private func outcome(_ isPassed: Bool) -> String { HTML.escape(isPassed ? passed : failed) }

    private func wasNote(_ actual: String?) -> String {
        actual.map { fill(was, ["actual": HTML.escape($0)]) } ?? ""
    }

    /// The template escaped, then each `{key}` replaced by its (already HTML) value, in one pass.
    private func fill(_ template: String, _ values: [String: String]) -> String {
        Template.fill(HTML.escape(template)) { values[$0] }
    }
}
