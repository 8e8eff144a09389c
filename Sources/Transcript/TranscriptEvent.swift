/// One thing that happened while a scenario ran.
///
/// This file and `TranscriptCoding.swift` are the only contract between StateEngine (which
/// writes events while a scenario program runs) and ScenarioKit (which reads them from the
/// program's standard output). Neither side knows anything else about the other.
public struct TranscriptEvent: Codable, Equatable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A driver step begins: `launch ContentView`, `tap "Set n = 2"`. Rendered `== <text>`.
        case step
        /// A body evaluation. `text` is the view's type name; rendered `<Type>.body`.
        case body
        /// A line the scenario's own code printed (`print`, `dump`, `_printChanges`).
        case console
        /// The screen after a step settled, in `screen`.
        case screen
        /// `onAppear` / `onDisappear` of a view; `text` names the view.
        case appear
        case disappear
        /// A presentation began or ended: `sheet presented`, `sheet dismissed`.
        case presentation
        /// An `onPreferenceChange` action or a preference reduce call worth reporting.
        case preference
        /// An `onChange` action ran.
        case change
        /// A SwiftUI runtime warning, worded as SwiftUI words it.
        case warning
        /// A driver assertion. `passed` tells the outcome, `line` the source line (already
        /// mapped to the Markdown file through `#sourceLocation`), `file` the file.
        case assertion
        /// An engine-detected error that ends the scenario (unknown label, runaway updates).
        case error
        /// Animation frames that ran during a step, summarized in `frames`.
        case frames
    }

    /// Why a scenario stopped, for `.error` events: decides how the error reads and how a run
    /// figure badges the scenario, so no reader matches on message prefixes.
    public enum Failure: String, Codable, Sendable, CaseIterable {
        /// The code did not compile; `text` is the compiler's message.
        case compile
        /// The program trapped; `text` is the trap's message.
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

    public var kind: Kind
    public var text: String
    /// Only for `.error`: what kind of failure; nil reads as `.engine`.
    public var failure: Failure?
    /// Only for `.screen`.
    public var screen: Screen?
    /// Only for `.body`: why it ran (nil in transcripts written before causes were recorded).
    public var causes: [BodyCause]?
    /// Only for `.assertion`: what it claimed, typed (`text` is its English wording).
    public var claim: AssertionClaim?
    /// Only for `.presentation`, `.change` and `.preference`: what happened, typed (`text` is
    /// its English wording).
    public var happening: StateHappening?
    /// Only for `.frames`.
    public var frames: FrameReport?
    /// Only for `.assertion`.
    public var passed: Bool?
    public var file: String?
    public var line: Int?

    /// An assertion's event: its text is the claim's English wording.
    public static func assertion(_ claim: AssertionClaim, passed: Bool, file: String?, line: Int?) -> TranscriptEvent {
        TranscriptEvent(.assertion, claim.text(passed: passed), passed: passed, file: file, line: line, claim: claim)
    }

    /// A presentation, `onChange` or preference event: its text is the happening's English wording.
    public static func happening(_ happening: StateHappening) -> TranscriptEvent {
        var event = TranscriptEvent(happening.kind, happening.text)
        event.happening = happening
        return event
    }

    public init(
        _ kind: Kind, _ text: String, screen: Screen? = nil, passed: Bool? = nil,
        file: String? = nil, line: Int? = nil, failure: Failure? = nil, causes: [BodyCause]? = nil,
        frames: FrameReport? = nil, claim: AssertionClaim? = nil
    ) {
        self.claim = claim
        self.causes = causes
        self.frames = frames
        self.failure = failure
        self.kind = kind
        self.text = text
        self.screen = screen
        self.passed = passed
        self.file = file
        self.line = line
    }
}
