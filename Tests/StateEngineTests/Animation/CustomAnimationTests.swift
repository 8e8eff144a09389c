import Foundation
import StateEngine
import Testing

/// Linear progress over `duration`: the Apple docs' shape of a custom animation (nil once the
/// time is past the duration).
struct LinearOver: CustomAnimation {
    var duration: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > duration ? nil : value.scaled(by: time / duration)
    }
}

/// A spring integrated step by step: where it is and how fast it moves live in the context's
/// state, so it only reaches its target if that state is kept from one frame to the next.
struct SteppedSpring: CustomAnimation {
    var stiffness = 100.0
    var damping = 20.0

    struct Motion: AnimationStateKey {
        var position = 0.0
        var velocity = 0.0
        var time = 0.0
        static var defaultValue: Motion { Motion() }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var motion = context.state[Motion.self]
        let step = 1.0 / 1200
        while motion.time + step / 2 < time {
            let force = stiffness * (1 - motion.position) - damping * motion.velocity
            motion.velocity += force * step
            motion.position += motion.velocity * step
            motion.time += step
        }
        context.state[Motion.self] = motion
        if time > 0.1, abs(1 - motion.position) < 1e-3, abs(motion.velocity) < 1e-2 { return nil }
        return value.scaled(by: motion.position)
    }

    /// The closed form of the same critically damped spring (ω = 10): 1 − e^(−ωt)(1 + ωt).
    static func exact(at time: Double) -> Double { 1 - exp(-10 * time) * (1 + 10 * time) }
}

/// Logically complete halfway through, finished after `duration`.
struct HalfwayComplete: CustomAnimation {
    var duration: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= duration / 2 { context.isLogicallyComplete = true }
        return time > duration ? nil : value.scaled(by: time / duration)
    }
}

/// Linear over `duration`, merging with a running instance of itself.
struct MergingLinear: CustomAnimation {
    var duration: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > duration ? nil : value.scaled(by: time / duration)
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { true }
}

/// Plays another animation at half speed through `Animation.animate`, as the docs' wrappers do.
struct HalfSpeed: CustomAnimation {
    var base: Animation
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time / 2, context: &context)
    }
}

@Suite @MainActor struct CustomAnimationTests {
    // Evidence: Apple docs, CustomAnimation.animate(value:time:context:) ("Calculates the value
    // of the animation at the specified time"; value is "the vector to animate towards").
    @Test func aCustomLinearAnimationGivesItsValueAtEachTime() throws {
        let values = try Driver.probe(Animation(LinearOver(duration: 1)), at: [0, 0.25, 0.5, 0.75, 1, 1.5])
        #expect(nearlyEqual(values, [0, 0.25, 0.5, 0.75, 1, 1]))
    }

    // Evidence: Apple docs, AnimationContext ("so that the animation can store and retrieve
    // values in an instance of AnimationState") and AnimationStateKey.
    @Test func aCustomSpringKeepsItsStateFromFrameToFrame() throws {
        let times = [0.1, 0.2, 0.3, 0.5]
        let values = try Driver.probe(Animation(SteppedSpring()), at: times)
        #expect(nearlyEqual(values, times.map(SteppedSpring.exact), within: 5e-3))
        let d = Driver(ProbeHost(animation: Animation(SteppedSpring())))
        try d.tap("Go")
        d.runUntilIdle()
        #expect(d.probeValue == 1)
    }

    // Evidence: Apple docs, animate(value:time:context:) ("If the animation has finished, return
    // nil ... This signals to the system that it can remove the animation") and
    // withAnimation(_:completionCriteria:_:completion:).
    @Test func completionsRunWhenTheCustomAnimationSaysSo() throws {
        let d = Driver(AnimatorTests.Completing(animation: Animation(HalfwayComplete(duration: 1))))
        try d.tap("Animate")
        d.advance(by: 0.5 - 1.0 / 60)
        #expect(d.console.isEmpty)
        d.advance(by: 1.0 / 60)
        #expect(d.console == ["logically complete"])
        d.advance(by: 0.5)
        #expect(d.console == ["logically complete"])
        // The first frame past 1 s is the first where `animate` returns nil.
        d.advance(by: 1.0 / 60)
        #expect(d.console == ["logically complete", "removed"])
    }

    // Evidence: Apple docs, shouldMerge(previous:value:time:context:) ("The default
    // implementation returns false ... both animations run together and the system combines
    // their results").
    @Test func anInterruptingCustomAnimationRunsAdditivelyByDefault() throws {
        let d = Driver(ProbeHost(animation: Animation(LinearOver(duration: 1))))
        try d.tap("Go")
        d.advance(by: 0.5)
        try d.tap("Back")
        #expect(abs(d.probeValue! - 0.5) < 1e-9)
        d.advance(by: 0.5)
        #expect(abs(d.probeValue! - 0.5) < 1e-9)
        d.advance(by: 0.25)
        #expect(abs(d.probeValue! - 0.25) < 1e-9)
        d.advance(by: 0.25)
        #expect(d.probeValue == 0)
    }

    struct Stepper: View {
        let animation: Animation
        @State private var target = 0.0
        var body: some View {
            VStack {
                Probe(value: target)
                Button("Next") { withAnimation(animation) { target += 1 } completion: { print("settled at \(target)") } }
            }
        }
    }

    // Evidence: Apple docs, shouldMerge(previous:value:time:context:) ("If shouldMerge returns
    // true, the system merges the new animation instance with the previous animation. The
    // system provides to the new instance the state and elapsed time from the previous one.
    // Then it removes the previous animation").
    @Test func aMergingCustomAnimationTakesOverTheElapsedTime() throws {
        let merged = Driver(Stepper(animation: Animation(MergingLinear(duration: 1))))
        try merged.tap("Next")
        merged.advance(by: 0.5)
        #expect(abs(merged.probeValue! - 0.5) < 1e-9)
        try merged.tap("Next")
        // One animation over the whole vector 0 → 2, half of its time gone.
        #expect(abs(merged.probeValue! - 1) < 1e-9)
        merged.advance(by: 0.25)
        #expect(abs(merged.probeValue! - 1.5) < 1e-9)
        merged.advance(by: 0.25 + 1.0 / 60)
        #expect(merged.probeValue == 2)
        #expect(merged.console.contains("settled at 2.0"))

        let additive = Driver(Stepper(animation: Animation(LinearOver(duration: 1))))
        try additive.tap("Next")
        additive.advance(by: 0.5)
        try additive.tap("Next")
        #expect(abs(additive.probeValue! - 0.5) < 1e-9)
        additive.advance(by: 0.5)
        #expect(abs(additive.probeValue! - 1.5) < 1e-9)
        additive.advance(by: 0.5)
        #expect(additive.probeValue == 2)
    }

    // Evidence: Apple docs, AnimationContext (a custom animation "PausableAnimation" that wraps
    // `base: Animation` and calls its animate(value:time:context:)).
    @Test func aCustomAnimationCanDriveABuiltInOne() throws {
        let wrapped = try Driver.probe(Animation(HalfSpeed(base: .easeInOut(duration: 1))), at: [0.5, 1, 1.5])
        let direct = try Driver.probe(.easeInOut(duration: 1), at: [0.25, 0.5, 0.75])
        #expect(nearlyEqual(wrapped, direct))
    }

    // Evidence: Apple docs, Animation.delay(_:) and speed(_:) (modifiers of any animation).
    @Test func delayAndSpeedApplyToCustomAnimations() throws {
        let values = try Driver.probe(Animation(LinearOver(duration: 1)).delay(0.5).speed(2), at: [0.25, 0.5, 0.75])
        #expect(nearlyEqual(values, [0, 0.5, 1]))
        let repeated = try Driver.probe(Animation(LinearOver(duration: 0.5)).repeatCount(2, autoreverses: true), at: [0.25, 0.5, 0.75, 1.25])
        #expect(nearlyEqual(repeated, [0.5, 1, 0.5, 1], within: 0.05))
    }

    struct CustomPhases: View {
        var body: some View {
            PhaseAnimator(KeyframeTests.Step.allCases) { step in
                Text("cycle \(step)")
            } animation: { _ in Animation(LinearOver(duration: 0.5)) }
        }
    }

    // Evidence: Apple docs, PhaseAnimator ("when the animation completes, the next phase
    // begins") and animate(value:time:context:) (nil: the animation has finished).
    @Test func aPhaseAnimatorMovesOnWhenItsCustomAnimationFinishes() throws {
        let d = Driver(CustomPhases())
        #expect(d.screen.contains("cycle two"))
        // LinearOver(0.5) first returns nil at the frame after 0.5 s (31/60 s).
        d.advance(by: 0.5)
        #expect(d.screen.contains("cycle two"))
        d.advance(by: 1.0 / 30)
        #expect(d.screen.contains("cycle three"))
    }
}
