import Diagnostics
import Transcript

/// What a scenario program reported through its result channel (see ScenarioRuntime's
/// `ResultChannel`): transcript events, warnings raised outside a driver, and whether the
/// program confirmed it reached its end. Text the program wrote to standard output outside
/// `print` is console text only, appended after the channel's events; it can never be read
/// as an event. Every text is escaped (`UntrustedText`). The channel was authenticated before
/// (`ChannelAuthentication`): these are records the runtime wrote.
struct ResultRecords {
    var events: [TranscriptEvent] = []
    var warnings: [String] = []
    var reachedEnd = false
    /// The generated program's lines of the steps that started, in order, before the end.
    var steps: [Int] = []
    /// The generated program's line of the last step that started.
    var lastStep: Int? { steps.last }

    init(_ output: ProcessRunner.Output) {
        for line in (output.channel ?? "").split(separator: "\n") {
            switch ResultRecord(decoding: line) {
            case .end: reachedEnd = true
            case .warning(let text): warnings.append(UntrustedText.escape(text))
            case .step(let line) where !reachedEnd: steps.append(line)
            case .event(let event) where !reachedEnd: events.append(Self.escaped(event))
            default: break
            }
        }
        var console = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        if console.last == "" { console.removeLast() }
        events += console.map { .console(UntrustedText.escape(String($0))) }
    }

    static func escaped(_ event: TranscriptEvent) -> TranscriptEvent {
        // An error's message may hold the screen on several lines; each line is escaped.
        event.mappingText(UntrustedText.escape, lines: UntrustedText.escapeLines)
    }
}
