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
        /// Set when a `CustomAnimation` computes the run's frames instead of closed forms.
        var custom: CustomRun<Data>? = nil
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
            if let custom = run.custom {
                // What is not yet covered of the run's vector still displaces the value.
                if let covered = custom.covered(at: time - run.start) { value += covered - custom.interval }
                continue
            }
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
            if let custom = run.custom {
                // A custom animation states its own velocity (none unless it implements it).
                velocity += custom.velocity(at: t) ?? .zero
                continue
            }
            let (a1, b1) = run.animation.coefficients(at: t + h)
            let (a0, b0) = run.animation.coefficients(at: max(t - h, 0))
            let span = t + h - max(t - h, 0)
            velocity += (run.offset.scaled(by: a1 - a0) + run.velocity.scaled(by: b1 - b0)).scaled(by: 1 / span)
        }
        return velocity
    }

    /// The update set a new value: animated when `animation` is not nil, at once otherwise.
    /// Returns the runs this removed (their completions count them as removed).
    func set(_ newValue: Data, animation: Animation?, group: AnimationCompletionGroup?, at time: Double, environment: EnvironmentValues = EnvironmentValues()) -> [Run] {
        guard newValue != model else { return [] }
        if let animation, animation.isCustom {
            return setCustom(newValue, animation: animation, group: group, at: time, environment: environment)
        }
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

    /// A custom animation starts on the value: it merges with the last run when that run is of
    /// the same custom type and its `shouldMerge` says so (taking over its state, its start and
    /// its vector), and otherwise runs beside the others, additively.
    private func setCustom(_ newValue: Data, animation: Animation, group: AnimationCompletionGroup?, at time: Double, environment: EnvironmentValues) -> [Run] {
        var interval = newValue - model
        var start = time
        var context = AnimationContext<Data>(environment: environment)
        var removed: [Run] = []
        if let last = runs.last, let previous = last.custom, let type = animation.customType,
           previous.animation.customType == type {
            var merging = previous.context
            merging.isLogicallyComplete = false
            // Chosen [custom-merge-completions]: the merged run is removed, so its completions run.
            if animation.shouldMerge(previous: last.animation, value: previous.interval, time: time - last.start, context: &merging) {
                removed.append(runs.removeLast())
                context = merging
                start = last.start
                interval = previous.interval + interval
            }
        }
        model = newValue
        group?.add(runCount: 1)
        let custom = CustomRun(animation: animation, interval: interval, context: context)
        runs.append(Run(animation: animation, start: start, offset: .zero - interval, velocity: .zero, group: group, custom: custom))
        return removed
    }

    /// Moves finished runs out at `time`: logically complete ones are reported once, removed
    /// ones are dropped. Returns whether the value still animates.
    func retire(at time: Double, notify: (AnimationCompletionGroup, AnimationCompletionGroup.Event) -> Void) -> Bool {
        let epsilon = 1e-9
        for index in runs.indices where !runs[index].logicallyComplete {
            if let custom = runs[index].custom {
                // Logically complete when it says so, when its `logicallyComplete(after:)` time
                // has passed, or when it has finished.
                let elapsed = time - runs[index].start
                let finished = custom.covered(at: elapsed) == nil
                let declared = runs[index].animation.logicalDurationOverride.map { elapsed + epsilon >= $0 } ?? false
                if finished || declared || custom.context.isLogicallyComplete {
                    runs[index].logicallyComplete = true
                    if let group = runs[index].group { notify(group, .logicallyComplete) }
                }
                continue
            }
            if time - runs[index].start + epsilon >= runs[index].animation.logicalDuration {
                runs[index].logicallyComplete = true
                if let group = runs[index].group { notify(group, .logicallyComplete) }
            }
        }
        var kept: [Run] = []
        for run in runs {
            let over = run.custom.map { $0.covered(at: time - run.start) == nil } ?? (time - run.start + epsilon >= run.animation.duration)
            if over {
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

/// A custom animation's run: the vector it animates toward, its context (state kept from frame
/// to frame) and its answer for the last time asked, so a frame asks `animate` once.
final class CustomRun<Data: VectorArithmetic> {
    let animation: Animation
    let interval: Data
    private(set) var context: AnimationContext<Data>
    private var answer: (time: Double, covered: Data?)?

    init(animation: Animation, interval: Data, context: AnimationContext<Data>) {
        self.animation = animation
        self.interval = interval
        self.context = context
    }

    /// The part of the vector covered `time` seconds after the run began; nil once finished.
    func covered(at time: Double) -> Data? {
        if let answer {
            if answer.time == time || answer.covered == nil { return answer.covered }
        }
        let covered = animation.animate(value: interval, time: time, context: &context)
        answer = (time, covered)
        return covered
    }

    func velocity(at time: Double) -> Data? {
        if answer != nil, answer?.covered == nil { return nil }
        return animation.velocity(value: interval, time: time, context: context)
    }
}
