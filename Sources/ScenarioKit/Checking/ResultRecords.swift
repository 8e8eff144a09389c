import Transcript

/// What a scenario program reported through its result channel (see the engine's
/// `ResultChannel`): transcript events, warnings raised outside a driver, and whether the
/// program confirmed it reached its end. Text the program wrote to standard output outside
/// `print` is console text only, appended after the channel's events; it can never be read
/// as an event. Every text is escaped (`UntrustedText`).
struct ResultRecords {
    var events: [TranscriptEvent] = []
    var warnings: [String] = []
    var reachedEnd = false

    static let warningRecord = "\u{1F}warning "
    static let endRecord = "\u{1F}end"

    init(_ output: ProcessRunner.Output) {
        var eventLines: [Substring] = []
        for line in (output.channel ?? "").split(separator: "\n") {
            if line == Self.endRecord {
                reachedEnd = true
            } else if line.hasPrefix(Self.warningRecord) {
                warnings.append(UntrustedText.escape(String(line.dropFirst(Self.warningRecord.count))))
            } else if !reachedEnd {
                eventLines.append(line)
            }
        }
        events = TranscriptCoding.decode(eventLines.joined(separator: "\n")).map(Self.escaped)
        var console = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        if console.last == "" { console.removeLast() }
        events += console.map { TranscriptEvent(.console, UntrustedText.escape(String($0))) }
    }

    static func escaped(_ event: TranscriptEvent) -> TranscriptEvent {
        var event = event
        event.text = UntrustedText.escape(event.text)
        event.screen = event.screen?.mappingText(UntrustedText.escape)
        return event
    }
}
