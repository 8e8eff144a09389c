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
                events.append(.console(String(line)))
            }
        }
        return events
    }

    /// The human-readable transcript: one event a line, the form authors pin in `output` blocks.
    public static func render(_ events: [TranscriptEvent]) -> String {
        var out: [String] = []
        for event in events {
            switch event {
            case .step(let title): out.append("== " + title)
            case .body(let view, _): out.append(view + ".body")
            case .screen(let screen):
                out.append("screen:")
                out.append(contentsOf: ScreenText.lines(screen).map { "  " + $0 })
            case .appear(let view): out.append("appear " + view)
            case .disappear(let view): out.append("disappear " + view)
            case .warning(let text): out.append("warning: " + text)
            case .error(let failure, let message, _): out.append("error: " + failure.prefix + message)
            case .stop: out.append("error: " + event.text)
            case .assertion(let assertion):
                out.append((assertion.passed ? "expect ok: " : "expect FAILED: ") + event.text)
            case .frames(let report): out.append(contentsOf: report.lines)
            case .console(let text): out.append(text)
            case .happening(let happening): out.append(happening.text)
            }
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }
}
