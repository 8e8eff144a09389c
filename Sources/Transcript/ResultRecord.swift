import Foundation

/// One line of a scenario program's result channel, the descriptor statedocs opens for the
/// program (see ScenarioRuntime's `ResultChannel`). The runtime writes these and ScenarioKit reads
/// them; both go through this one definition.
public enum ResultRecord: Hashable, Sendable {
    /// An event of the transcript.
    case event(TranscriptEvent)
    /// A runtime warning raised outside a driver: not part of the transcript, but a claim
    /// `expect=warning` can match.
    case warning(String)
    /// A statement of the steps block is about to run, at this line of the generated program;
    /// when the program then hangs or traps, the failure is reported at that step.
    case step(line: Int)
    /// The program's last step returned.
    case end

    /// Control records start with the unit separator; events with TranscriptCoding's marker.
    private static let control = "\u{1F}"

    public var encoded: String {
        switch self {
        case .event(let event): TranscriptCoding.encode(event)
        case .warning(let text): Self.control + "warning " + Self.jsonString(text)
        case .step(let line): Self.control + "step \(line)"
        case .end: Self.control + "end"
        }
    }

    /// The record a line holds; nil for a line that is none (the channel belongs to the
    /// engine, so such a line can only be forged, and is dropped).
    public init?(decoding line: Substring) {
        if line.first == TranscriptCoding.marker {
            guard let event = try? JSONDecoder().decode(TranscriptEvent.self, from: Data(line.dropFirst().utf8)) else { return nil }
            self = .event(event)
            return
        }
        guard line.hasPrefix(Self.control) else { return nil }
        let body = line.dropFirst(Self.control.count)
        if body == "end" {
            self = .end
        } else if body.hasPrefix("step "), let number = Int(body.dropFirst(5)) {
            self = .step(line: number)
        } else if body.hasPrefix("warning "),
            let text = try? JSONDecoder().decode(String.self, from: Data(body.dropFirst(8).utf8))
        {
            self = .warning(text)
        } else {
            return nil
        }
    }

    /// A warning's text on one line, whatever it holds.
    private static func jsonString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
