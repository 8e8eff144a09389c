import Foundation
import StateEngine
import Testing
import Transcript

/// Interrupted animations, completions, transaction scoping and the frame transcript.
@Suite @MainActor struct AnimatorTests {
    // Evidence: WWDC23 "Explore SwiftUI animation" (timing-curve animations on one value are
    // additive: the first keeps running while the second starts from the first's target).
    @Test func anInterruptedTimingCurveContinuesFromWhereItIs() throws {
        let d = Driver(ProbeHost(animation: .linear(duration: 1)))
        try d.tap("Go")
        d.advance(by: 0.5)
        #expect(d.probeValue == 0.5)
        try d.tap("Back")
        #expect(d.probeValue == 0.5)
        d.advance(by: 0.25)
        #expect(abs(d.probeValue! - 0.5) < 1e-9)
        d.advance(by: 0.5)
        #expect(abs(d.probeValue! - 0.25) < 1e-9)
        d.advance(by: 0.25)
        #expect(d.probeValue == 0)
    }

    // Evidence: Apple docs, spring(response:dampingFraction:blendDuration:) ("each animation
    // will be replaced by their successor, preserving velocity").
    @Test func anInterruptingSpringKeepsTheVelocity() throws {
        let d = Driver(ProbeHost(animation: .spring(duration: 0.5, bounce: 0)))
        try d.tap("Go")
        d.advance(by: 0.1)
        let before = d.probeValue!
        try d.tap("Back")
        #expect(abs(d.probeValue! - before) < 1e-9)
        d.advance(by: 1.0 / 60)
        #expect(d.probeValue! > before)
        d.runUntilIdle()
        #expect(d.probeValue == 0)
    }

    struct Completing: View {
        let animation: Animation
        @State private var target = 0.0
        @State private var label = "a"
        var body: some View {
            VStack {
                Probe(value: target)
                Text(label)
                Button("Animate") {
                    withAnimation(animation, completionCriteria: .logicallyComplete) { target = 1 } completion: { print("logically complete") }
                    withAnimation(animation, completionCriteria: .removed) { target = 2 } completion: { print("removed") }
                }
                Button("Relabel") {
                    withAnimation(animation) { label = "b" } completion: { print("relabelled") }
                }
                Button("Nothing") {
                    withAnimation(animation) {} completion: { print("nothing") }
                }
                Button("Transaction") {
                    var transaction = Transaction(animation: animation)
                    transaction.addAnimationCompletion { print("transaction done") }
                    withTransaction(transaction) { target += 1 }
                }
            }
        }
    }

    // Evidence: OpenSwiftUI AnimationCompletionCompatibilityTests `logicalAndRemovedComplete`
    // (real SwiftUI: the logically-complete completion first) and Apple docs,
    // Animation.logicallyComplete(after:).
    @Test func completionsRunWhenTheirAnimationsAreLogicallyCompleteOrRemoved() throws {
        let d = Driver(Completing(animation: .linear(duration: 5).logicallyComplete(after: 1)))
        try d.tap("Animate")
        #expect(d.console.isEmpty)
        d.advance(by: 1)
        #expect(d.console == ["logically complete"])
        d.advance(by: 3.5)
        #expect(d.console == ["logically complete"])
        d.advance(by: 0.5)
        #expect(d.console == ["logically complete", "removed"])
    }

    // Evidence: WWDC23 "Animate with springs" (a spring's completion can use its perceptual
    // duration; it is removed when it settles).
    @Test func aSpringIsLogicallyCompleteAfterItsDurationAndRemovedWhenSettled() throws {
        let d = Driver(Completing(animation: .spring(duration: 0.5, bounce: 0)))
        try d.tap("Animate")
        d.advance(by: 0.5)
        #expect(d.console == ["logically complete"])
        d.runUntilIdle()
        #expect(d.console == ["logically complete", "removed"])
    }

    // Evidence: Apple docs, Transaction.addAnimationCompletion(criteria:_:) ("if no
    // animations are in the transaction, the completion is called immediately").
    @Test func aCompletionWithNothingToAnimateRunsAtOnce() throws {
        let d = Driver(Completing(animation: .linear(duration: 5)))
        try d.tap("Relabel")
        #expect(d.console == ["relabelled"])
        try d.tap("Nothing")
        #expect(d.console == ["relabelled", "nothing"])
        try d.tap("Transaction")
        #expect(d.console == ["relabelled", "nothing"])
        d.advance(by: 5)
        #expect(d.console == ["relabelled", "nothing", "transaction done"])
    }

    struct Implicit: View {
        @State private var target = 0.0
        @State private var other = 0
        var body: some View {
            VStack {
                Probe(value: target).animation(.linear(duration: 1), value: target)
                Probe(value: target * 10).animation(.linear(duration: 1), value: other)
                Probe(value: target * 100).transaction { $0.animation = nil }
                Button("Go") { target = 1 }
                Button("Animated") { withAnimation(.linear(duration: 1)) { target = 2 } }
                Button("Disabled") {
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { target = 3 }
                }
            }
        }
    }

    func probes(_ d: Driver) -> [String] {
        d.screen.split(separator: "\n").filter { $0.contains("value ") }.map { line in
            String(line[line.range(of: "value ")!.upperBound...]).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }

    // Evidence: Apple docs, View.animation(_:value:), View.transaction(_:) and
    // Transaction.disablesAnimations.
    @Test func transactionModifiersScopeTheAnimation() throws {
        let d = Driver(Implicit())
        try d.tap("Go")
        d.advance(by: 0.5)
        // The first follows its value; the second's value did not change; the third clears it.
        #expect(probes(d) == ["0.5", "10.0", "100.0"])
        d.advance(by: 0.5)
        try d.tap("Animated")
        d.advance(by: 0.5)
        #expect(probes(d) == ["1.5", "15.0", "200.0"])
        d.advance(by: 0.5)
        try d.tap("Disabled")
        #expect(probes(d) == ["3.0", "30.0", "300.0"])
    }

    // Evidence: the transcript form (one summary per animated value, not a line per frame).
    @Test func framesAreSummarisedPerStep() throws {
        let d = Driver(ProbeHost(animation: .linear(duration: 1)))
        try d.tap("Go")
        d.advance(by: 0.25)
        #expect(d.transcript.contains("frames 0.00-0.25 s: Probe 0 -> 0.25, 15 frames\nbodies in frames: Probe.body x15\n"))
        d.advance(by: 1)
        #expect(d.transcript.contains("frames 0.25-1.00 s: Probe 0.25 -> 1, 45 frames\n"))
        #expect(!d.transcript.contains("frames 1.0"))
    }

    struct Fading: View {
        @State private var shown = true
        var body: some View {
            VStack {
                Text("Ghost").opacity(shown ? 1 : 0)
                Button("Fade") { withAnimation(.linear(duration: 1)) { shown = false } }
            }
        }
    }

    // Evidence: Apple docs, View.opacity(_:) (an animatable modifier).
    @Test func opacityAnimatesOnTheClock() throws {
        let d = Driver(Fading())
        try d.tap("Fade")
        d.advance(by: 0.5)
        #expect(d.screen.contains("Ghost"))
        #expect(d.transcript.contains("Fading opacity 1 -> 0.5, 30 frames"))
        d.advance(by: 0.5)
        #expect(!d.screen.contains("Ghost"))
    }
}
