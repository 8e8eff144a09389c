import Foundation

// Keyframes: tracks of keyframes on properties of a value, evaluated exactly at any time.
// Evidence: Apple docs, KeyframeTimeline ("value(time:)", "duration"), KeyframeTrack,
// LinearKeyframe ("interpolates ... using a timing curve"), SpringKeyframe ("uses a spring
// function"; a nil duration is the spring's duration; without a start velocity it keeps the
// velocity it arrives with), CubicKeyframe ("adjacent cubic keyframes result in a
// Catmull-Rom spline"; after another kind of keyframe it starts with that one's end
// velocity), MoveKeyframe ("immediately moves to the given value") and WWDC23 "Wind your way
// through advanced animations in SwiftUI" (tracks run in parallel; each holds its last value).
// Chosen [keyframe-cubic-ends]: a run of cubic keyframes starts at rest (unless it follows
// another kind of keyframe or is given a start velocity) and ends at rest (unless given an end
// velocity); a spring keyframe that has not settled hands its value and velocity to the next.

/// One keyframe of a track.
public struct _KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value?)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case move
    }
    let target: Value
    let duration: Double
    let kind: Kind
}

public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    var _segments: [_KeyframeSegment<Value>] { get }
}

public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _segments = [_KeyframeSegment(target: to, duration: max(duration, 0), kind: .linear(timingCurve))]
    }
}

public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _segments = [_KeyframeSegment(target: to, duration: max(duration ?? spring.duration, 0), kind: .spring(spring, startVelocity: startVelocity))]
    }
}

public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _segments = [_KeyframeSegment(target: to, duration: max(duration, 0), kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))]
    }
}

public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]
    public init(_ to: Value) {
        _segments = [_KeyframeSegment(target: to, duration: 0, kind: .move)]
    }
}

/// Keyframes written one after another in a track.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [_KeyframeSegment<Value>]
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(_segments: keyframe._segments)
    }
    public static func buildBlock(_ parts: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_segments: parts.flatMap(\._segments))
    }
    public static func buildArray(_ parts: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_segments: parts.flatMap(\._segments))
    }
    public static func buildOptional(_ part: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
        part ?? _KeyframeSequence(_segments: [])
    }
    public static func buildEither(first: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { first }
    public static func buildEither(second: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { second }
}

/// Tracks that animate parts of a `Root` value in parallel.
public protocol Keyframes<Value> {
    associatedtype Value
    var _tracks: [_KeyframeTrackPlan<Value>] { get }
}

/// A track ready to evaluate against an initial value of its root.
public struct _KeyframeTrackPlan<Root> {
    /// The track's length, and a function writing its value at a time into a root value.
    let make: (Root) -> (duration: Double, apply: (inout Root, Double) -> Void)
}

public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public let _tracks: [_KeyframeTrackPlan<Root>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        let segments = content()._segments
        _tracks = [_KeyframeTrackPlan { root in
            let curve = KeyframeCurve(initial: root[keyPath: keyPath], segments: segments)
            return (curve.duration, { root, time in root[keyPath: keyPath] = curve.value(at: time) })
        }]
    }

    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        let segments = content()._segments
        _tracks = [_KeyframeTrackPlan { root in
            let curve = KeyframeCurve(initial: root, segments: segments)
            return (curve.duration, { root, time in root = curve.value(at: time) })
        }]
    }
}

/// Tracks written one after another in a keyframes builder; keyframes written directly in it
/// form one track on the whole value.
public struct _KeyframeTracks<Value>: Keyframes {
    let tracks: [_KeyframeTrackPlan<Value>]
    let root: [Any]
    let makeRoot: (([Any]) -> _KeyframeTrackPlan<Value>)?

    public var _tracks: [_KeyframeTrackPlan<Value>] {
        guard let makeRoot, !root.isEmpty else { return tracks }
        return tracks + [makeRoot(root)]
    }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: keyframes._tracks, root: [], makeRoot: nil)
    }

    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: [], root: keyframe._segments.map { $0 as Any }, makeRoot: { parts in
            let segments = parts.compactMap { $0 as? _KeyframeSegment<Value> }
            return _KeyframeTrackPlan { initial in
                let curve = KeyframeCurve(initial: initial, segments: segments)
                return (curve.duration, { root, time in root = curve.value(at: time) })
            }
        })
    }

    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> { combine(parts) }
    public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> { combine(parts) }
    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> { part ?? combine([]) }
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }

    static func combine(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: parts.flatMap(\.tracks), root: parts.flatMap(\.root), makeRoot: parts.lazy.compactMap(\.makeRoot).first)
    }
}

/// Keyframe tracks laid over an initial value: its value at any time, exactly.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [(duration: Double, apply: (inout Value, Double) -> Void)]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content()._tracks.map { $0.make(initialValue) }
    }

    /// The longest track's length.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }
}

/// One track's keyframes resolved into timed pieces with their boundary values and velocities.
struct KeyframeCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    private struct Piece {
        let start: Double
        let duration: Double
        let from: Data
        /// Where the piece ends (a spring that has not settled ends short of its target).
        let to: Data
        let target: Data
        let startVelocity: Data
        let endVelocity: Data
        let kind: _KeyframeSegment<Value>.Kind
    }

    private let template: Value
    private let pieces: [Piece]
    let duration: Double

    init(initial: Value, segments: [_KeyframeSegment<Value>]) {
        template = initial
        var pieces: [Piece] = []
        var time = 0.0
        var value = initial.animatableData
        var velocity = Data.zero
        let targets = segments.map(\.target.animatableData)
        for (index, segment) in segments.enumerated() {
            let to = targets[index]
            let d = segment.duration
            var startVelocity = velocity
            var endVelocity = Data.zero
            var reached = to
            switch segment.kind {
            case .move:
                startVelocity = .zero
            case .linear(let curve):
                let slope = d > 0 ? (1 - curve.value(at: 1 - 1e-6)) / 1e-6 / d : 0
                endVelocity = (to - value).scaled(by: slope)
            case .spring(let spring, let given):
                startVelocity = given?.animatableData ?? velocity
                let (a, b) = spring.model.coefficients(at: d)
                reached = to + (value - to).scaled(by: a) + startVelocity.scaled(by: b)
                let (a2, b2) = spring.model.coefficients(at: d + 1e-6)
                let later = to + (value - to).scaled(by: a2) + startVelocity.scaled(by: b2)
                endVelocity = (later - reached).scaled(by: 1e6)
            case .cubic(let givenStart, let givenEnd):
                let previousIsCubic = index > 0 && Self.isCubic(segments[index - 1])
                if let givenStart {
                    startVelocity = givenStart.animatableData
                } else if previousIsCubic, let last = pieces.last {
                    startVelocity = (to - last.from).scaled(by: 1 / max(last.duration + d, 1e-9))
                } else if index == 0 {
                    startVelocity = .zero
                }
                if let givenEnd {
                    endVelocity = givenEnd.animatableData
                } else if index + 1 < segments.count, Self.isCubic(segments[index + 1]) {
                    endVelocity = (targets[index + 1] - value).scaled(by: 1 / max(d + segments[index + 1].duration, 1e-9))
                }
            }
            pieces.append(Piece(start: time, duration: d, from: value, to: reached, target: to, startVelocity: startVelocity, endVelocity: endVelocity, kind: segment.kind))
            time += d
            value = reached
            velocity = endVelocity
        }
        self.pieces = pieces
        duration = time
    }

    private static func isCubic(_ segment: _KeyframeSegment<Value>) -> Bool {
        if case .cubic = segment.kind { return true }
        return false
    }

    func value(at time: Double) -> Value {
        var result = template
        result.animatableData = data(at: time)
        return result
    }

    private func data(at time: Double) -> Data {
        guard let piece = pieces.last(where: { $0.start <= time }) ?? pieces.first else { return template.animatableData }
        let t = time - piece.start
        if t >= piece.duration { return piece.to }
        if t <= 0 { return piece.from }
        switch piece.kind {
        case .move:
            return piece.to
        case .linear(let curve):
            return piece.from + (piece.to - piece.from).scaled(by: curve.value(at: t / piece.duration))
        case .spring(let spring, _):
            let (a, b) = spring.model.coefficients(at: t)
            return piece.target + (piece.from - piece.target).scaled(by: a) + piece.startVelocity.scaled(by: b)
        case .cubic:
            // Cubic Hermite interpolation with velocities in value per second.
            let d = piece.duration, s = t / d
            let s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s
            let h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return piece.from.scaled(by: h00) + piece.startVelocity.scaled(by: h10 * d)
                + piece.to.scaled(by: h01) + piece.endVelocity.scaled(by: h11 * d)
        }
    }
}
