import Foundation

/// How events travel over the scenario program's standard output, and how they read as text.
///
/// Each event is one line: the record-separator character U+001E followed by the event as
/// compact JSON with sorted keys. Any other line on standard output (something the scenario
/// wrote without going through the engine) is read as a console line, so nothing is lost.
public enum TranscriptCoding {
    public static let marker: Character = "\u{1E}"

    public static func encode(_ event: TranscriptEvent) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(event)) ?? Data()
        return String(marker) + String(decoding: data, as: UTF8.self)
    }

    /// Decodes a whole standard-output capture into events, in order.
    public static func decode(_ output: String) -> [TranscriptEvent] {
        let decoder = JSONDecoder()
        var events: [TranscriptEvent] = []
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            if line.first == marker,
                let event = try? decoder.decode(TranscriptEvent.self, from: Data(line.dropFirst().utf8))
            {
                events.append(event)
            } else {
                events.append(TranscriptEvent(.console, String(line)))
            }
        }
        return events
    }

    /// The human-readable transcript: one event a line, the form authors pin in `output` blocks.
    public static func render(_ events: [TranscriptEvent]) -> String {
        var out: [String] = []
        for event in events {
            switch event.kind {
            case .step: out.append("== " + event.text)
            case .body: out.append(event.text + ".body")
            case .screen:
                out.append("screen:")
                out.append(contentsOf: ScreenText.lines(event.screen ?? Screen(layers: [])).map { "  " + $0 })
            case .appear: out.append("appear " + event.text)
            case .disappear: out.append("disappear " + event.text)
            case .warning: out.append("warning: " + event.text)
            case .error: out.append("error: " + (event.failure?.prefix ?? "") + event.text)
            case .assertion:
                out.append((event.passed == true ? "expect ok: " : "expect FAILED: ") + event.text)
            case .frames: out.append(contentsOf: event.frames?.lines ?? [])
            case .console, .presentation, .preference, .change:
                out.append(event.text)
            }
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }
}
