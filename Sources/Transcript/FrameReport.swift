/// What the frames of one step did, compactly: one span per animated value (first and last
/// time, value before and after, frame count) and how many bodies the frames evaluated per
/// view type, instead of a line per frame. Carried by a `.frames` event.
public struct FrameReport: Codable, Equatable, Hashable, Sendable {
    public struct Span: Codable, Equatable, Hashable, Sendable {
        /// What animated: a view type, or a modifier with its view (`Card opacity`).
        public var subject: String
        /// Virtual seconds: when this step's part of the animation started, and its last frame.
        public var start: Double
        public var end: Double
        public var from: String
        public var to: String
        public var frames: Int

        public init(subject: String, start: Double, end: Double, from: String, to: String, frames: Int) {
            self.subject = subject
            self.start = start
            self.end = end
            self.from = from
            self.to = to
            self.frames = frames
        }
    }

    public struct BodyCount: Codable, Equatable, Hashable, Sendable {
        public var type: String
        public var count: Int
        public init(type: String, count: Int) {
            self.type = type
            self.count = count
        }
    }

    public var spans: [Span]
    public var bodies: [BodyCount]

    public init(spans: [Span], bodies: [BodyCount]) {
        self.spans = spans
        self.bodies = bodies
    }

    /// The transcript's lines: `frames 0.00-0.35 s: Ring 0 -> 100, 21 frames`.
    public var lines: [String] {
        var lines = spans.map { span in
            "frames \(Self.seconds(span.start))-\(Self.seconds(span.end)) s: \(span.subject) \(span.from) -> \(span.to), \(span.frames) frame\(span.frames == 1 ? "" : "s")"
        }
        if !bodies.isEmpty {
            lines.append("bodies in frames: " + bodies.map { "\($0.type).body x\($0.count)" }.joined(separator: ", "))
        }
        return lines
    }

    /// Seconds to two places: `0.35`.
    public static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = abs(hundredths % 100)
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The same report with the program's texts (subjects, values, view types) transformed.
    public func mappingText(_ transform: (String) -> String) -> FrameReport {
        FrameReport(spans: spans.map { Span(subject: transform($0.subject), start: $0.start, end: $0.end, from: transform($0.from), to: transform($0.to), frames: $0.frames) },
                    bodies: bodies.map { BodyCount(type: transform($0.type), count: $0.count) })
    }
}
