import Transcript

/// What frames did since the last step, for the transcript's compact `.frames` event.
struct FrameLog {
    private struct Entry {
        let value: AnyAnimatedValue
        var start: Double
        var end: Double
        var from: String
        var to: String
        var frames = 0
    }

    private var entries: [Entry] = []
    /// Where a value's next span starts: when its animation began, or the last step's end.
    private var startPoints: [ObjectIdentifier: (time: Double, value: String)] = [:]
    private var bodies: [(type: String, count: Int)] = []

    mutating func began(_ value: AnyAnimatedValue, at time: Double) {
        let key = ObjectIdentifier(value)
        if startPoints[key] == nil && !entries.contains(where: { $0.value === value }) {
            startPoints[key] = (time, value.describe(at: time))
        }
    }

    mutating func frame(_ value: AnyAnimatedValue, at time: Double) {
        let shown = value.describe(at: time)
        if let index = entries.firstIndex(where: { $0.value === value }) {
            entries[index].end = time
            entries[index].to = shown
            entries[index].frames += 1
        } else {
            let start = startPoints.removeValue(forKey: ObjectIdentifier(value)) ?? (time, shown)
            entries.append(Entry(value: value, start: start.time, end: time, from: start.value, to: shown, frames: 1))
        }
    }

    mutating func countBody(_ type: String) {
        if let index = bodies.firstIndex(where: { $0.type == type }) {
            bodies[index].count += 1
        } else {
            bodies.append((type, 1))
        }
    }

    mutating func take() -> [TranscriptEvent] {
        guard !entries.isEmpty || !bodies.isEmpty else { return [] }
        let report = FrameReport(
            spans: entries.map { .init(subject: $0.value.subject, start: $0.start, end: $0.end, from: $0.from, to: $0.to, frames: $0.frames) },
            bodies: bodies.map { .init(type: $0.type, count: $0.count) })
        for entry in entries where entry.value.isAnimating {
            startPoints[ObjectIdentifier(entry.value)] = (entry.end, entry.to)
        }
        entries = []
        bodies = []
        return [TranscriptEvent.frames(report)]
    }
}
