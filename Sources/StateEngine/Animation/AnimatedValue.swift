import Foundation

/// One animatable value (a view's `animatableData`, an opacity): its model value, what the
/// update last set, and the animations still displacing it from there. What a frame shows is
/// the model plus every run's remaining displacement, so an interrupted animation continues
/// from where it is: a new timing curve adds to the ones running, a spring replaces the
/// springs running and keeps their velocity.
// Evidence: WWDC23 "Explore SwiftUI animation" (animations on one value combine additively;
// springs "retarget", preserving velocity) and Apple docs, Animation.spring ("each animation
// will be replaced by their successor, preserving velocity from one animation to the next").
final class AnimatedValue<Data: VectorArithmetic>: AnyAnimatedValue {
    struct Run {
        let animation: Animation
        let start: Double
        /// Presented value minus model value when the run started.
        let offset: Data
        let velocity: Data
        let group: AnimationCompletionGroup?
        var logicallyComplete = false
    }

    private(set) var model: Data
    private(set) var runs: [Run] = []
    let subject: String
    /// What re-evaluates when a frame changes the value (nil: read when the screen renders).
    weak var host: DynamicPropertyHost?
    /// How the frame report prints the value, when not as its numbers (a rotation's degrees).
    var format: ((Data) -> String)?
    /// Called when the value's last run is retired by a frame (a removal transition ends).
    var whenSettled: (() -> Void)?

    init(_ value: Data, subject: String, host: DynamicPropertyHost?) {
        model = value
        self.subject = subject
        self.host = host
    }

    var isAnimating: Bool { !runs.isEmpty }

    func presented(at time: Double) -> Data {
        var value = model
        for run in runs {
            let (a, b) = run.animation.coefficients(at: time - run.start)
            value += run.offset.scaled(by: a) + run.velocity.scaled(by: b)
        }
        return value
    }

    /// The presented value's rate of change (numerically: the runs' curves are closed forms).
    func velocity(at time: Double) -> Data {
        let h = 1e-4
        var velocity = Data.zero
        for run in runs {
            let t = time - run.start
            let (a1, b1) = run.animation.coefficients(at: t + h)
            let (a0, b0) = run.animation.coefficients(at: max(t - h, 0))
            let span = t + h - max(t - h, 0)
            velocity += (run.offset.scaled(by: a1 - a0) + run.velocity.scaled(by: b1 - b0)).scaled(by: 1 / span)
        }
        return velocity
    }

    /// The update set a new value: animated when `animation` is not nil, at once otherwise.
    /// Returns the runs this removed (their completions count them as removed).
    func set(_ newValue: Data, animation: Animation?, group: AnimationCompletionGroup?, at time: Double) -> [Run] {
        guard newValue != model else { return [] }
        guard let animation, animation.duration > 0 else {
            // Not animated: the value jumps, but animations still running keep their offsets.
            model = newValue
            return []
        }
        let presentedNow = presented(at: time)
        var removed: [Run] = []
        var offset = model - newValue
        var velocity = Data.zero
        if animation.mergesSprings {
            removed = runs
            velocity = self.velocity(at: time)
            offset = presentedNow - newValue
            runs = []
        }
        model = newValue
        group?.add(runCount: 1)
        runs.append(Run(animation: animation, start: time, offset: offset, velocity: velocity, group: group))
        return removed
    }

    /// Moves finished runs out at `time`: logically complete ones are reported once, removed
    /// ones are dropped. Returns whether the value still animates.
    func retire(at time: Double, notify: (AnimationCompletionGroup, AnimationCompletionGroup.Event) -> Void) -> Bool {
        let epsilon = 1e-9
        for index in runs.indices where !runs[index].logicallyComplete {
            if time - runs[index].start + epsilon >= runs[index].animation.logicalDuration {
                runs[index].logicallyComplete = true
                if let group = runs[index].group { notify(group, .logicallyComplete) }
            }
        }
        var kept: [Run] = []
        for run in runs {
            if time - run.start + epsilon >= run.animation.duration {
                if let group = run.group {
                    if !run.logicallyComplete { notify(group, .logicallyComplete) }
                    notify(group, .removed)
                }
            } else {
                kept.append(run)
            }
        }
        runs = kept
        if runs.isEmpty, let settled = whenSettled { settled() }
        return !runs.isEmpty
    }

    func removeAll(notify: (AnimationCompletionGroup, AnimationCompletionGroup.Event) -> Void) {
        let old = runs
        runs = []
        for run in old { if let group = run.group { Self.notifyRemoved(run, group, notify) } }
    }

    static func notifyRemoved(_ run: Run, _ group: AnimationCompletionGroup, _ notify: (AnimationCompletionGroup, AnimationCompletionGroup.Event) -> Void) {
        if !run.logicallyComplete { notify(group, .logicallyComplete) }
        notify(group, .removed)
    }

    func describe(at time: Double) -> String {
        let value = presented(at: time)
        return format?(value) ?? AnimatableDescription.describe(value)
    }
}

/// What the animator keeps for any animated value, whatever its data type.
protocol AnyAnimatedValue: AnyObject {
    var subject: String { get }
    var host: DynamicPropertyHost? { get }
    var isAnimating: Bool { get }
    func retire(at time: Double, notify: (AnimationCompletionGroup, AnimationCompletionGroup.Event) -> Void) -> Bool
    func removeAll(notify: (AnimationCompletionGroup, AnimationCompletionGroup.Event) -> Void)
    func describe(at time: Double) -> String
}

/// How the frame summary prints an animated value: numbers with at most two decimals.
enum AnimatableDescription {
    static func describe(_ value: Any) -> String {
        switch value {
        case let double as Double: return number(double)
        case let cgFloat as CGFloat: return number(Double(cgFloat))
        case let float as Float: return number(Double(float))
        case let pair as AnyAnimatablePair: return "(" + describe(pair.anyFirst) + ", " + describe(pair.anySecond) + ")"
        case is EmptyAnimatableData: return "()"
        default: return String(describing: value)
        }
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e12 { return String(Int(rounded)) }
        return String(format: "%.2f", rounded).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
    }
}

protocol AnyAnimatablePair {
    var anyFirst: Any { get }
    var anySecond: Any { get }
}

extension AnimatablePair: AnyAnimatablePair {
    var anyFirst: Any { first }
    var anySecond: Any { second }
}
