import StateEngine
import Transcript

extension Driver {
    /// The view types whose bodies ran, in order.
    var bodies: [String] { events.filter { $0.kind == .body }.map(\.text) }

    /// Texts of the events of the given kinds, in order.
    func lines(of kinds: Set<TranscriptEvent.Kind>) -> [String] {
        events.filter { kinds.contains($0.kind) }.map(\.text)
    }

    /// Events recorded since the most recent `.step` event (the last step's effects).
    var lastStepEvents: [TranscriptEvent] {
        guard let index = events.lastIndex(where: { $0.kind == .step }) else { return events }
        return Array(events[(index + 1)...])
    }
}
