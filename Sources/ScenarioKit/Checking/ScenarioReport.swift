import Diagnostics
import Transcript

/// Everything known about one scenario after it ran: its transcript, what was checked, and
/// every broken claim as a diagnostic at the Markdown line it concerns.
public struct ScenarioReport: Sendable {
    public var scenario: Scenario
    /// The run's events, lines mapped to the article; ends with an `.error` event when the
    /// program did not compile, crashed, timed out or wrote too much.
    public var events: [TranscriptEvent]
    public var diagnostics: [Diagnostic]
    public var checks: Checks
    public var cacheHit: Bool

    public struct Checks: Hashable, Sendable {
        /// The output block was compared (and, when `passed`, matched).
        public var comparedOutput = false
        /// `only=` kinds the comparison was limited to.
        public var onlyKinds: [String]?
        /// Step assertions that ran.
        public var assertions = 0
        public var expectation = Expectation()

        public init() {}
    }

    public var passed: Bool { !diagnostics.contains { $0.severity == .error } }

    /// The human transcript of the whole run, as `statedocs run` prints it.
    public var transcript: String { TranscriptCoding.render(events) }
}
