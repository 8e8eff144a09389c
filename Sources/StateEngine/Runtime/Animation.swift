/// An animation: the engine draws none, but it keeps how long one runs, because
/// `withAnimation(_:completionCriteria:_:completion:)` calls its completion when it ends, on
/// the virtual clock.
// Chosen [animation-durations]: a timing curve without a duration runs 0.35 s and a spring
// 0.5 s (SwiftUI's documented defaults are not exact settle times); `.logicallyComplete(after:)`
// sets the logical end.
public struct Animation: Equatable, Sendable {
    let name: String
    /// Seconds until the animation is removed.
    let duration: Double
    /// Seconds until it counts as logically complete (nil: when it is removed).
    var logicalDuration: Double?

    init(name: String, duration: Double) {
        self.name = name
        self.duration = duration
    }

    public static let `default` = Animation(name: "default", duration: 0.5)
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static let spring = Animation(name: "spring", duration: 0.5)
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: response)
    }
    // `.spring()` must keep meaning the response form, as it does with SwiftUI's SDK.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: duration)
    }

    /// The animation counts as complete after `duration` seconds, though it may run longer.
    public func logicallyComplete(after duration: Double) -> Animation {
        var copy = self
        copy.logicalDuration = duration
        return copy
    }
}

/// When `withAnimation`'s completion runs: when the animation is logically complete, or when
/// it is removed.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let waitsForRemoval: Bool
    public static let logicallyComplete = AnimationCompletionCriteria(waitsForRemoval: false)
    public static let removed = AnimationCompletionCriteria(waitsForRemoval: true)
}

/// Runs `body` in an animated transaction and `completion` when that animation ends: on the
/// virtual clock, after the animation's logical or full duration; at once without animation.
// Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/Animation/Animation/
// AnimationCompletionCompatibilityTests.swift (real SwiftUI: with `.logicallyComplete(after: 1)`
// on a 5 s animation, the logically-complete completion runs before the removed one).
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    let delay = animation.map { completionCriteria.waitsForRemoval ? $0.duration : ($0.logicalDuration ?? $0.duration) } ?? 0
    VirtualScheduling.schedule(after: delay, completion)
    return result
}
