import Foundation
import StateEngine
import Testing

/// `KeyframeTimeline.value(time:)` per keyframe kind, and the animators that play timelines
/// and phases on the virtual clock.
@Suite @MainActor struct KeyframeTests {
    struct Pose {
        var x = 0.0
        var scale = 1.0
    }

    // Evidence: Apple docs, LinearKeyframe, MoveKeyframe, KeyframeTrack (tracks in parallel,
    // each holding its last value) and KeyframeTimeline.duration (the longest track).
    @Test func linearAndMoveKeyframesInParallelTracks() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) {
                LinearKeyframe(10, duration: 1)
                MoveKeyframe(50)
                LinearKeyframe(100, duration: 1)
            }
            KeyframeTrack(\.scale) {
                LinearKeyframe(2, duration: 0.5, timingCurve: .easeIn)
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.5).x == 5)
        #expect(timeline.value(time: 1.5).x == 75)
        #expect(abs(timeline.value(time: 0.25).scale - (1 + UnitCurve.easeIn.value(at: 0.5))) < 1e-12)
        #expect(timeline.value(time: 1.5).scale == 2)
        #expect(timeline.value(time: 9).x == 100)
        #expect(timeline.value(progress: 0.25).x == 5)
    }

    // Evidence: Apple docs, SpringKeyframe (a nil duration is the spring's; the spring starts
    // from the previous value) and WWDC23 "Animate with springs" (the spring's closed form).
    @Test func springKeyframesFollowTheSpring() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1, spring: Spring(duration: 0.5, bounce: 0))
        }
        #expect(timeline.duration == 0.5)
        let omega = 4 * Double.pi, t = 0.25
        #expect(abs(timeline.value(time: t) - (1 - (1 + omega * t) * exp(-omega * t))) < 1e-9)
    }

    // Evidence: Apple docs, CubicKeyframe ("adjacent cubic keyframes result in a Catmull-Rom
    // spline"); the run's ends at rest are chosen (keyframe-cubic-ends).
    @Test func cubicKeyframesAreACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 1)
            CubicKeyframe(20, duration: 1)
        }
        // One cubic from rest to the Catmull-Rom velocity (20 - 0) / 2 at the joint.
        let s = 0.5
        let expected = 10 * (-2 * s * s * s + 3 * s * s) + 10 * (s * s * s - s * s)
        #expect(abs(timeline.value(time: 0.5) - expected) < 1e-9)
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 2) == 20)
        // Moving through the joint: the curve is smooth there.
        let before = timeline.value(time: 1 - 1e-4), after = timeline.value(time: 1 + 1e-4)
        #expect(abs((after - before) / 2e-4 - 10) < 1e-3)
    }

    struct Bouncing: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                KeyframeAnimator(initialValue: 0.0, trigger: taps) { value in
                    Text("height \(value)")
                } keyframes: { _ in
                    LinearKeyframe(1.0, duration: 1)
                }
                Button("Bounce") { taps += 1 }
            }
        }
    }

    // Evidence: Apple docs, KeyframeAnimator (with a trigger, the keyframes play each time it changes).
    @Test func aTriggeredKeyframeAnimatorPlaysOnceOnTheClock() throws {
        let d = Driver(Bouncing())
        #expect(d.screen.contains("height 0.0"))
        d.advance(by: 1)
        #expect(d.screen.contains("height 0.0"))
        try d.tap("Bounce")
        d.advance(by: 0.25)
        #expect(d.screen.contains("height 0.25"))
        d.advance(by: 2)
        #expect(d.screen.contains("height 1.0"))
        #expect(d.transcript.contains("keyframes 0.25 -> 1, 45 frames"))
    }

    struct Looping: View {
        var body: some View {
            Text("loop")
                .keyframeAnimator(initialValue: 0.0) { content, value in
                    VStack { content; Text("at \(value)") }
                } keyframes: { _ in
                    LinearKeyframe(4.0, duration: 1)
                }
        }
    }

    @Test func aRepeatingKeyframeAnimatorLoops() throws {
        let d = Driver(Looping())
        d.advance(by: 0.25)
        #expect(d.screen.contains("at 1.0"))
        d.advance(by: 1)
        #expect(d.screen.contains("at 1.0"))
        #expect(d.screen.contains("loop"))
    }

    enum Step: CaseIterable { case one, two, three }

    struct Phases: View {
        @State private var pokes = 0
        var body: some View {
            VStack {
                PhaseAnimator(Step.allCases) { step in
                    Text("cycle \(step)")
                } animation: { _ in .linear(duration: 0.5) }
                PhaseAnimator(Step.allCases, trigger: pokes) { step in
                    Text("poked \(step)")
                } animation: { _ in .linear(duration: 0.25) }
                Button("Poke") { pokes += 1 }
            }
        }
    }

    // Evidence: Apple docs, PhaseAnimator (continuous cycling without a trigger; one run
    // through the phases and back per trigger change).
    @Test func phaseAnimatorsStepThroughTheirPhasesOnTheClock() throws {
        let d = Driver(Phases())
        #expect(d.screen.contains("cycle two"))
        #expect(d.screen.contains("poked one"))
        d.advance(by: 0.5)
        #expect(d.screen.contains("cycle three"))
        d.advance(by: 0.5)
        #expect(d.screen.contains("cycle one"))
        d.advance(by: 0.5)
        #expect(d.screen.contains("cycle two"))
        try d.tap("Poke")
        #expect(d.screen.contains("poked two"))
        d.advance(by: 0.25)
        #expect(d.screen.contains("poked three"))
        d.advance(by: 0.25)
        #expect(d.screen.contains("poked one"))
        d.advance(by: 1)
        #expect(d.screen.contains("poked one"))
    }
}
