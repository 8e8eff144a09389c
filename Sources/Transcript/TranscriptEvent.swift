/// One thing that happened while a scenario ran, with the facts of its kind only.
///
/// This file and `TranscriptCoding.swift` are the only contract between StateEngine (which
/// writes events while a scenario program runs) and ScenarioKit (which reads them from the
/// program's result channel). Neither side knows anything else about the other.
public enum TranscriptEvent: Codable, Hashable, Sendable {
    /// A driver step begins: `launch ContentView`, `tap "Set n = 2"`. Rendered `== <title>`.
    case step(String)
    /// A body evaluation of the view type `view`, and why it ran (empty in transcripts written
    /// before causes were recorded). Rendered `<view>.body`.
    case body(view: String, causes: [BodyCause])
    /// A line the scenario's own code printed (`print`, `dump`, `_printChanges`).
    case console(String)
    /// The screen after a step settled.
    case screen(Screen)
    /// `onAppear` / `onDisappear` of the named view.
    case appear(String)
    case disappear(String)
    /// A presentation, an `onChange` action or an `onPreferenceChange` action.
    case happening(StateHappening)
    /// A SwiftUI runtime warning, worded as SwiftUI words it.
    case warning(String)
    /// A driver assertion and its outcome.
    case assertion(Assertion)
    /// What ended the scenario: a compile error, a trap, a limit, the engine stopping it.
    case error(Failure, message: String, place: SourcePlace?)
    /// A driver step could not go on (typed, so a figure words it in its language); `details`
    /// are the screen it saw and any hint, in the screen's text form. Filed as an `error`.
    case stop(DriverStop, details: [String])
    /// Animation frames that ran during a step.
    case frames(FrameReport)

    /// The kinds of events, as output blocks name them (`output kinds=body,console`).
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case step, body, console, screen, appear, disappear
        /// Sheets, covers, alerts, pushes; the system opening a URL or a share sheet.
        case presentation
        case preference, change, warning, assertion, error, frames
    }

    /// Where in the scenario's Markdown file an assertion or error points (mapped through
    /// `#sourceLocation`); `file` is filled in by the reader that knows the article.
    public struct SourcePlace: Codable, Hashable, Sendable {
        public var file: String?
        public var line: Int

        public init(file: String? = nil, line: Int) {
            self.file = file
            self.line = line
        }
    }

    /// A driver assertion: what it claimed, whether it held, and where it stands.
    public struct Assertion: Codable, Hashable, Sendable {
        public var claim: AssertionClaim
        public var passed: Bool
        public var place: SourcePlace?

        public init(_ claim: AssertionClaim, passed: Bool, place: SourcePlace? = nil) {
            self.claim = claim
            self.passed = passed
            self.place = place
        }
    }

    /// Why a scenario stopped: decides how the error reads and how a run figure badges the
    /// scenario, so no reader matches on message prefixes.
    public enum Failure: String, Codable, Sendable, CaseIterable {
        /// The code did not compile; the message is the compiler's.
        case compile
        /// The program trapped; the message is the trap's.
        case crash
        /// It ran past its time limit.
        case timeout
        /// It wrote more output than allowed.
        case outputLimit
        /// It exited with a non-zero status of its own.
        case exit
        /// The engine stopped it (runaway updates, unknown label, a hung task).
        case engine

        /// How the transcript introduces the message.
        public var prefix: String {
            switch self {
            case .compile: "compile error: "
            case .crash: "crash: "
            case .timeout, .outputLimit, .exit, .engine: ""
            }
        }
    }

    /// An assertion's event.
    public static func assertion(_ claim: AssertionClaim, passed: Bool, line: Int?) -> TranscriptEvent {
        .assertion(Assertion(claim, passed: passed, place: line.map { SourcePlace(line: $0) }))
    }

    /// The engine stopped the scenario with `message`.
    public static func engineStop(_ message: String) -> TranscriptEvent {
        .error(.engine, message: message, place: nil)
    }

    public var kind: Kind {
        switch self {
        case .step: .step
        case .body: .body
        case .console: .console
        case .screen: .screen
        case .appear: .appear
        case .disappear: .disappear
        case .happening(let happening): happening.kind
        case .warning: .warning
        case .assertion: .assertion
        case .error, .stop: .error
        case .frames: .frames
        }
    }

    /// The event's English words, without the transcript's decoration (`== `, `.body`): a
    /// step's title, a view's type, a console line, a claim, an error's message.
    public var text: String {
        switch self {
        case .step(let text), .console(let text), .appear(let text), .disappear(let text), .warning(let text): text
        case .body(let view, _): view
        case .screen(let screen): ScreenText.lines(screen).joined(separator: "\n")
        case .happening(let happening): happening.text
        case .assertion(let assertion): assertion.claim.text(passed: assertion.passed)
        case .error(_, let message, _): message
        case .stop(let stop, let details): ([stop.text] + details).joined(separator: "\n")
        case .frames(let report): report.lines.joined(separator: "\n")
        }
    }

    /// The scenario did not compile.
    public var isCompileError: Bool {
        if case .error(.compile, _, _) = self { true } else { false }
    }

    /// The source line of an assertion or error, when it has one.
    public var place: SourcePlace? {
        switch self {
        case .assertion(let assertion): assertion.place
        case .error(_, _, let place): place
        default: nil
        }
    }

    /// The same event with `place` replaced (assertions and errors; others have none).
    public func placed(_ place: SourcePlace?) -> TranscriptEvent {
        switch self {
        case .assertion(var assertion):
            assertion.place = place
            return .assertion(assertion)
        case .error(let failure, let message, _):
            return .error(failure, message: message, place: place)
        default:
            return self
        }
    }

    /// The same event with every text it carries from the program transformed; `lines` is
    /// used for an error's message, which may hold a screen on several lines.
    public func mappingText(_ transform: (String) -> String, lines: (String) -> String) -> TranscriptEvent {
        switch self {
        case .step(let text): return .step(transform(text))
        case .body(let view, let causes): return .body(view: transform(view), causes: causes.map { $0.mappingText(transform) })
        case .console(let text): return .console(transform(text))
        case .screen(let screen): return .screen(screen.mappingText(transform))
        case .appear(let text): return .appear(transform(text))
        case .disappear(let text): return .disappear(transform(text))
        case .happening(let happening): return .happening(happening.mappingText(transform))
        case .warning(let text): return .warning(transform(text))
        case .assertion(var assertion):
            assertion.claim = assertion.claim.mappingText(transform)
            return .assertion(assertion)
        case .error(let failure, let message, let place): return .error(failure, message: lines(message), place: place)
        case .stop(let stop, let details): return .stop(stop.mappingText(transform), details: details.map(lines))
        case .frames(let report): return .frames(report.mappingText(transform))
        }
    }
}
