import Foundation

// Evidence: Apple docs, CustomAnimation ("A type that defines how an animatable value changes
// over time"; animate(value:time:context:) returns "the current value of the animation, or nil
// if the animation has finished"; velocity(value:time:context:) "should subsequent animations
// merge with the animation, the system preserves continuity of the velocity"; shouldMerge
// "The default implementation returns false ... both animations run together and the system
// combines their results"; if true "the system provides to the new instance the state and
// elapsed time from the previous one. Then it removes the previous animation") and WWDC23
// "Explore SwiftUI animation" (custom animations: animate, shouldMerge and velocity, only
// animate is required; `value` is the vector from the old value to the new one).
/// An animation the app defines: each frame the animator asks it for the part of `value` (the
/// vector from where the change started to its target) covered at `time`.
@preconcurrency public protocol CustomAnimation: Hashable, Sendable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}

/// A key for a custom animation's own state, kept across its frames in `AnimationContext.state`.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The state of one running custom animation, by key (Apple docs, AnimationState: "A container
/// that stores the state for a custom animation").
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// What a custom animation sees besides the value and the time: its state, kept from frame to
/// frame, and the environment of the view whose value it animates.
public struct AnimationContext<Value: VectorArithmetic> {
    public var state: AnimationState<Value>
    /// Set by the animation to say it is logically complete (its `.logicallyComplete`
    /// completions run) though it keeps running.
    public var isLogicallyComplete: Bool
    let environmentValues: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false, environment: EnvironmentValues) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environmentValues = environment
    }

    public var environment: EnvironmentValues { environmentValues }

    /// A context with the same environment and `state` (a wrapped animation's own).
    func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environmentValues)
    }
}

extension Animation {
    /// An animation driven by `base`'s `animate(value:time:context:)`.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(.custom(AnyCustomAnimation(base)), name: String(describing: A.self))
    }

    /// The value of this animation at `time` (nil: finished), for a custom animation that wraps
    /// another one.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        function.animate(value: value, time: time, context: &context)
    }

    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        function.velocity(value: value, time: time, context: context)
    }

    // Chosen [custom-merge-built-in]: a built-in curve asked through `shouldMerge` answers
    // false (it runs additively); springs still replace springs through the animator's own rule.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        if case .custom(let base) = function { return base.shouldMerge(previous: previous, value: value, time: time, context: &context) }
        return false
    }

    /// Whether a custom animation computes this animation's frames (else closed-form curves).
    var isCustom: Bool { function.isCustom }

    /// The custom animation type at the top of this animation, for `shouldMerge` ("a running
    /// animation of the same animation type").
    var customType: ObjectIdentifier? {
        if case .custom(let base) = function { return base.type }
        return nil
    }
}

/// A custom animation with its type erased, comparable as the `Animation` it makes.
struct AnyCustomAnimation: Hashable, Sendable {
    let base: any CustomAnimation
    let type: ObjectIdentifier

    init<A: CustomAnimation>(_ base: A) {
        self.base = base
        type = ObjectIdentifier(A.self)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }
    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }
    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

// Chosen [custom-animation-duration]: where a duration is needed before any value runs (when a
// phase animator moves to its next phase), a custom animation's is found by running it on a
// unit Double on the frame grid: the first frame where it is logically complete, and where
// `animate` returns nil; one that runs past 60 s counts as never ending.
extension AnyCustomAnimation {
    var probedDurations: (logical: Double, removed: Double) {
        var context = AnimationContext<Double>(environment: EnvironmentValues())
        var logical: Double?
        for frame in 0...Int(60 * Animator.framesPerSecond) {
            let time = Double(frame) / Animator.framesPerSecond
            let finished = animate(value: 1.0, time: time, context: &context) == nil
            if logical == nil && (finished || context.isLogicallyComplete) { logical = time }
            if finished { return (logical ?? time, time) }
        }
        return (logical ?? .infinity, .infinity)
    }
}

// MARK: Evaluation

/// Where a repeated animation is: which cycle, since when, and its inner animation's own state
/// (fresh for each cycle).
private struct RepeatCycleKey<V: VectorArithmetic>: AnimationStateKey {
    var cycle = 0
    var start = 0.0
    var inner = AnimationState<V>()
    static var defaultValue: Self { Self() }
}

extension Animation.Function {
    var isCustom: Bool {
        switch self {
        case .custom: return true
        case .curve, .spring: return false
        case .delay(_, let inner), .speed(_, let inner), .repeating(_, _, let inner): return inner.isCustom
        }
    }

    /// The part of `value` covered at `time`, or nil once finished: the closed forms of the
    /// built-in curves, and the custom animation's own answer.
    func animate<V: VectorArithmetic>(value: V, time t: Double, context: inout AnimationContext<V>) -> V? {
        switch self {
        case .custom(let base):
            return base.animate(value: value, time: t, context: &context)
        case .curve, .spring:
            if t >= duration { return nil }
            return value.scaled(by: 1 - coefficients(at: t).0)
        case .delay(let delay, let inner):
            return t < delay ? .zero : inner.animate(value: value, time: t - delay, context: &context)
        case .speed(let speed, let inner):
            guard speed > 0 else { return .zero }
            return inner.animate(value: value, time: t * speed, context: &context)
        case .repeating(let count, let autoreverses, let inner):
            // Chosen [custom-animation-repeat]: a cycle ends at the frame where the inner
            // animation says it has finished; the next starts then, with a fresh state.
            var cycle = context.state[RepeatCycleKey<V>.self]
            defer { context.state[RepeatCycleKey<V>.self] = cycle }
            while true {
                if let count, cycle.cycle >= count { return nil }
                var innerContext = context.withState(cycle.inner)
                let covered = inner.animate(value: value, time: t - cycle.start, context: &innerContext)
                cycle.inner = innerContext.state
                if let covered {
                    return autoreverses && cycle.cycle % 2 == 1 ? value - covered : covered
                }
                // Nothing left of this cycle: the next starts at this time (never loops twice
                // at one time, so an animation that finishes at once cannot hang a frame).
                if cycle.start == t { return nil }
                cycle = RepeatCycleKey(cycle: cycle.cycle + 1, start: t)
            }
        }
    }

    func velocity<V: VectorArithmetic>(value: V, time t: Double, context: AnimationContext<V>) -> V? {
        switch self {
        case .custom(let base):
            return base.velocity(value: value, time: t, context: context)
        case .curve, .spring:
            if t >= duration { return nil }
            let h = 1e-4
            let rate = (coefficients(at: max(t - h, 0)).0 - coefficients(at: t + h).0) / (t + h - max(t - h, 0))
            return value.scaled(by: rate)
        case .delay(let delay, let inner):
            return t < delay ? .zero : inner.velocity(value: value, time: t - delay, context: context)
        case .speed(let speed, let inner):
            guard speed > 0 else { return .zero }
            return inner.velocity(value: value, time: t * speed, context: context).map { $0.scaled(by: speed) }
        case .repeating(_, let autoreverses, let inner):
            let cycle = context.state[RepeatCycleKey<V>.self]
            let velocity = inner.velocity(value: value, time: t - cycle.start, context: context.withState(cycle.inner))
            return autoreverses && cycle.cycle % 2 == 1 ? velocity.map { V.zero - $0 } : velocity
        }
    }
}
