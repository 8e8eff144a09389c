import Foundation

/// How a change moves from its old value to its new one on the virtual clock: a timing curve
/// or a spring, optionally delayed, sped up or repeated. `coefficients(at:)` is the whole
/// contract with the animator: an animated value's remaining displacement x and velocity v
/// at the start become x·a + v·b at time t after it.
// Evidence: Apple docs, Animation (timing curves, springs, delay(_:), speed(_:),
// repeatCount(_:autoreverses:), repeatForever(autoreverses:), logicallyComplete(after:);
// Hashable, so a CustomAnimation can hold one, as the docs' PausableAnimation does).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    indirect enum Function: Hashable, Sendable {
        case curve(TimingCurve, duration: Double)
        /// `merges`: a `spring` that replaces the springs running on the same value, keeping
        /// their velocity; an interpolating spring adds to them instead.
        case spring(SpringModel, merges: Bool, initialVelocity: Double)
        case delay(Double, Function)
        case speed(Double, Function)
        case repeating(count: Int?, autoreverses: Bool, Function)
        /// An app's `CustomAnimation`: its frames come from its `animate` (CustomAnimation.swift).
        case custom(AnyCustomAnimation)
    }

    let function: Function
    let name: String
    /// Set by `logicallyComplete(after:)`.
    var logicalDurationOverride: Double?

    init(_ function: Function, name: String) {
        self.function = function
        self.name = name
    }

    public var description: String { name }

    // MARK: Timing curves

    // Evidence: Apple docs, Animation.linear/easeIn/easeOut/easeInOut ("the default duration is
    // 0.35 seconds" on the duration-less forms; timingCurve's duration defaults to 0.35).
    static let defaultCurveDuration = 0.35

    public static let linear = Animation.linear(duration: defaultCurveDuration)
    public static let easeIn = Animation.easeIn(duration: defaultCurveDuration)
    public static let easeOut = Animation.easeOut(duration: defaultCurveDuration)
    public static let easeInOut = Animation.easeInOut(duration: defaultCurveDuration)

    public static func linear(duration: TimeInterval) -> Animation {
        Animation(.curve(.linear, duration: duration), name: "linear(duration: \(format(duration)))")
    }
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(.curve(.easeIn, duration: duration), name: "easeIn(duration: \(format(duration)))")
    }
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(.curve(.easeOut, duration: duration), name: "easeOut(duration: \(format(duration)))")
    }
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(.curve(.easeInOut, duration: duration), name: "easeInOut(duration: \(format(duration)))")
    }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(.curve(TimingCurve(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y), duration: duration),
                  name: "timingCurve(\(format(p1x)), \(format(p1y)), \(format(p2x)), \(format(p2y)), duration: \(format(duration)))")
    }

    // MARK: Springs

    // Evidence: WWDC23 "Animate with springs" ("springs are the default" for SwiftUI animations).
    // Chosen [default-animation-constants]: `.default` is spring(response: 0.55,
    // dampingFraction: 1), the value SwiftUI's interface documents for iOS 17's default.
    public static let `default` = Animation.springAnimation(SpringModel(response: 0.55, dampingFraction: 1), name: "default")

    // Evidence: Apple docs, spring(response:dampingFraction:blendDuration:) (defaults 0.5, 0.825, 0;
    // "each animation will be replaced by their successor, preserving velocity").
    public static let spring = Animation.spring()

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        springAnimation(SpringModel(response: response, dampingFraction: dampingFraction),
                        name: "spring(response: \(format(response)), dampingFraction: \(format(dampingFraction)))")
    }

    // `.spring()` must keep meaning the response form, as it does with SwiftUI's SDK.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        springAnimation(SpringModel(duration: duration, bounce: bounce),
                        name: "spring(duration: \(format(duration)), bounce: \(format(bounce)))")
    }

    // Evidence: Apple docs, interactiveSpring(response:dampingFraction:blendDuration:) (0.15, 0.86, 0.25).
    public static let interactiveSpring = Animation.interactiveSpring()

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        springAnimation(SpringModel(response: response, dampingFraction: dampingFraction),
                        name: "interactiveSpring(response: \(format(response)), dampingFraction: \(format(dampingFraction)))")
    }

    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        springAnimation(SpringModel(duration: duration, bounce: 0.14 + extraBounce),
                        name: "interactiveSpring(duration: \(format(duration)), extraBounce: \(format(extraBounce)))")
    }

    // Evidence: Apple docs, Spring.smooth/snappy/bouncy and Animation.smooth(duration:extraBounce:)
    // (duration 0.5; bounce 0, 0.15 and 0.3 as WWDC23 "Animate with springs" shows them).
    public static let smooth = Animation.smooth()
    public static let snappy = Animation.snappy()
    public static let bouncy = Animation.bouncy()

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        springAnimation(SpringModel(duration: duration, bounce: extraBounce), name: "smooth(duration: \(format(duration)), extraBounce: \(format(extraBounce)))")
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        springAnimation(SpringModel(duration: duration, bounce: 0.15 + extraBounce), name: "snappy(duration: \(format(duration)), extraBounce: \(format(extraBounce)))")
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        springAnimation(SpringModel(duration: duration, bounce: 0.3 + extraBounce), name: "bouncy(duration: \(format(duration)), extraBounce: \(format(extraBounce)))")
    }

    // Evidence: Apple docs, interpolatingSpring(mass:stiffness:damping:initialVelocity:) (mass 1,
    // initialVelocity 0; "the velocity is preserved and combined with" other interpolating
    // springs: they add rather than replace one another).
    public static let interpolatingSpring = Animation.interpolatingSpring(duration: 0.5, bounce: 0)

    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(SpringModel(mass: mass, stiffness: stiffness, damping: damping), merges: false, initialVelocity: initialVelocity),
                  name: "interpolatingSpring(stiffness: \(format(stiffness)), damping: \(format(damping)))")
    }

    @_disfavoredOverload
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(SpringModel(duration: duration, bounce: bounce), merges: false, initialVelocity: initialVelocity),
                  name: "interpolatingSpring(duration: \(format(duration)), bounce: \(format(bounce)))")
    }

    // Chosen [spring-blend-duration]: `blendDuration` is accepted and not modelled: a spring that
    // replaces another takes over its value and velocity at once instead of blending responses.
    private static func springAnimation(_ model: SpringModel, name: String) -> Animation {
        Animation(.spring(model, merges: true, initialVelocity: 0), name: name)
    }

    // MARK: Modifiers

    public func delay(_ delay: TimeInterval) -> Animation {
        modified(.delay(max(delay, 0), function), suffix: ".delay(\(Self.format(delay)))")
    }

    public func speed(_ speed: Double) -> Animation {
        modified(.speed(speed, function), suffix: ".speed(\(Self.format(speed)))")
    }

    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        modified(.repeating(count: max(repeatCount, 0), autoreverses: autoreverses, function),
                 suffix: ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        modified(.repeating(count: nil, autoreverses: autoreverses, function), suffix: ".repeatForever(autoreverses: \(autoreverses))")
    }

    /// The animation counts as complete after `duration` seconds, though it may run longer.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        var copy = self
        copy.logicalDurationOverride = duration
        return copy
    }

    private func modified(_ function: Function, suffix: String) -> Animation {
        var copy = Animation(function, name: name + suffix)
        copy.logicalDurationOverride = logicalDurationOverride
        return copy
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}

// MARK: Timing

extension Animation {
    /// (a, b): a displacement x and velocity v at the start are x·a + v·b after `time` seconds.
    func coefficients(at time: Double) -> (Double, Double) { function.coefficients(at: time) }

    /// Seconds until the animation is removed (infinite for `repeatForever`).
    var duration: Double { function.duration }

    /// Seconds until it counts as logically complete.
    var logicalDuration: Double { logicalDurationOverride ?? function.logicalDuration }

    /// Whether it replaces the springs already running on a value (keeping their velocity).
    var mergesSprings: Bool {
        if case .spring(_, true, _) = function { return true }
        return false
    }
}

extension Animation.Function {
    func coefficients(at t: Double) -> (Double, Double) {
        switch self {
        case .custom:
            // Never asked: a custom animation's runs ask its `animate` (AnimatedValue.swift).
            return (1, 0)
        case .curve(let curve, let duration):
            guard duration > 0 else { return (0, 0) }
            return (1 - curve.progress(at: t / duration), 0)
        case .spring(let model, _, let initialVelocity):
            guard t > 0 else { return (1, 0) }
            if t >= duration { return (0, 0) }
            let (a, b) = model.coefficients(at: t)
            // The initial velocity is a fraction of the distance per second, toward the target.
            return (a - initialVelocity * b, b)
        case .delay(let delay, let inner):
            return t < delay ? (1, 0) : inner.coefficients(at: t - delay)
        case .speed(let speed, let inner):
            guard speed > 0 else { return (1, 0) }
            let (a, b) = inner.coefficients(at: t * speed)
            return (a, b / speed)
        case .repeating(let count, let autoreverses, let inner):
            let period = inner.duration
            guard period > 0, period.isFinite else { return inner.coefficients(at: t) }
            let cycle = (t / period).rounded(.down)
            if let count, cycle >= Double(count) { return (0, 0) }
            let (a, b) = inner.coefficients(at: t - cycle * period)
            let reversed = autoreverses && Int(cycle) % 2 == 1
            // A reversed cycle runs the curve back to the start; velocity counts only once.
            return reversed ? (1 - a, 0) : (a, cycle == 0 ? b : 0)
        }
    }

    var duration: Double {
        switch self {
        case .curve(_, let duration): return max(duration, 0)
        case .spring(let model, _, _): return model.settlingDuration
        case .custom(let base): return base.probedDurations.removed
        case .delay(let delay, let inner): return delay + inner.duration
        case .speed(let speed, let inner): return speed > 0 ? inner.duration / speed : .infinity
        case .repeating(let count, _, let inner):
            guard let count else { return .infinity }
            return Double(count) * inner.duration
        }
    }

    // Evidence: WWDC23 "Animate with springs" (a completion can use a spring's perceptual
    // duration, not its settling duration: SwiftUI's logically-complete time for springs).
    var logicalDuration: Double {
        switch self {
        case .curve(_, let duration): return max(duration, 0)
        case .spring(let model, _, _): return min(model.perceptualDuration, model.settlingDuration)
        case .custom(let base): return base.probedDurations.logical
        case .delay(let delay, let inner): return delay + inner.logicalDuration
        case .speed(let speed, let inner): return speed > 0 ? inner.logicalDuration / speed : .infinity
        case .repeating(let count, _, let inner):
            guard let count else { return .infinity }
            return count == 0 ? 0 : Double(count - 1) * inner.duration + inner.logicalDuration
        }
    }
}

/// When `withAnimation`'s completion runs: when the animation is logically complete, or when
/// it is removed.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let waitsForRemoval: Bool
    public static let logicallyComplete = AnimationCompletionCriteria(waitsForRemoval: false)
    public static let removed = AnimationCompletionCriteria(waitsForRemoval: true)
}
