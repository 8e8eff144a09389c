import Foundation
@testable import StateEngine
import Testing

/// The built-in `Transition` structs, passed in their struct form so `.transition(_:)` runs
/// their bodies (not the `AnyTransition` path).
@Suite @MainActor struct BuiltInTransitionTests {
    struct Card<T: Transition>: View {
        let transition: T
        var animation: Animation? = .linear(duration: 1)
        @State private var shown = false
        var body: some View {
            VStack {
                if shown {
                    Text("Card")
                        .transition(transition)
                        .onDisappear { print("disappear") }
                }
                Text("Below")
                Button("Toggle") { withAnimation(animation) { shown.toggle() } }
            }
        }
    }

    // Evidence: Apple docs, OpacityTransition ("A transition from transparent to opaque on
    // insertion, and from opaque to transparent on removal") and TransitionPhase (willAppear,
    // then animated to identity).
    @Test func anInsertedViewFadesInFromOpacityZero() throws {
        let d = Driver(Card(transition: OpacityTransition()))
        try d.tap("Toggle")
        #expect(!d.screen.contains("Card"))
        d.advance(by: 0.5)
        #expect(d.screen.contains("Card"))
        #expect(d.transcript.contains("opacity 0 -> 0.5"))
        d.runUntilIdle()
        #expect(d.transcript.contains("opacity 0.5 -> 1"))
        #expect(d.screen.contains("Card"))
    }

    // Evidence: Apple docs, OpacityTransition and TransitionPhase (a removed view goes to
    // didDisappear and stays while its transition runs).
    @Test func aRemovedViewFadesOutThenLeaves() throws {
        let d = Driver(Card<OpacityTransition>(transition: .opacity))
        try d.tap("Toggle")
        d.runUntilIdle()
        try d.tap("Toggle")
        d.advance(by: 0.5)
        #expect(d.screen.contains("Card"))
        #expect(d.console.isEmpty)
        d.runUntilIdle()
        #expect(!d.screen.contains("Card"))
        #expect(d.console == ["disappear"])
    }

    // Evidence: Apple docs, ScaleTransition ("Returns a transition that scales the view") and
    // scaleEffect(_:anchor:) (an animatable effect on the drawn frame).
    @Test func aScaleTransitionGrowsFromItsScale() throws {
        let d = Driver(Card(transition: ScaleTransition(0.5)))
        try d.tap("Toggle")
        let start = try d.rect("Card")
        d.advance(by: 0.5)
        let half = try d.rect("Card")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        #expect(abs(start.width - rest.width * 0.5) < 0.01)
        #expect(abs(half.width - rest.width * 0.75) < 0.01)
        #expect(abs(start.midX - rest.midX) < 0.01)
    }

    // Evidence: Apple docs, MoveTransition ("moves the view away, towards the specified edge
    // of the view"): by the view's own size.
    @Test func aMoveTransitionComesInByTheViewsOwnWidth() throws {
        let d = Driver(Card<MoveTransition>(transition: .move(edge: .leading)))
        try d.tap("Toggle")
        let start = try d.rect("Card")
        d.advance(by: 0.5)
        let half = try d.rect("Card")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        #expect(abs(start.minX - (rest.minX - rest.width)) < 0.01)
        #expect(abs(half.minX - (rest.minX - rest.width / 2)) < 0.01)
    }

    // Evidence: Apple docs, PushTransition ("moving it out towards the opposite edge and
    // fading it out") on removal.
    @Test func aPushLeavesTowardTheOppositeEdge() throws {
        let d = Driver(Card(transition: PushTransition(edge: .leading)))
        try d.tap("Toggle")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        try d.tap("Toggle")
        d.advance(by: 0.5)
        #expect(abs(try d.rect("Card").minX - (rest.minX + rest.width / 2)) < 0.01)
        d.runUntilIdle()
        #expect(!d.screen.contains("Card"))
    }

    // Evidence: Apple docs, AsymmetricTransition ("uses a different transition for insertion
    // versus removal"); the other half stays in the identity phase (TransitionPhase).
    @Test func asymmetricHalvesRunOnlyForTheirOwnChange() throws {
        let d = Driver(Card(transition: AsymmetricTransition(insertion: MoveTransition(edge: .leading), removal: OpacityTransition())))
        try d.tap("Toggle")
        // Inserting: moved but not faded (the opacity half is in identity).
        #expect(d.screen.contains("Card"))
        let start = try d.rect("Card")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        #expect(abs(start.minX - (rest.minX - rest.width)) < 0.01)
        try d.tap("Toggle")
        d.advance(by: 0.5)
        // Removing: faded but not moved (the move half is in identity).
        #expect(try d.rect("Card") == rest)
        #expect(d.transcript.contains("opacity 1 -> 0.5"))
        d.runUntilIdle()
        #expect(!d.screen.contains("Card"))
        #expect(d.console == ["disappear"])
    }

    // Evidence: Apple docs, IdentityTransition ("A transition that returns the input view,
    // unmodified, as the output view") and OpenSwiftUI `idTestWithIdentityTransition` (real
    // SwiftUI: the identity transition removes at once).
    @Test func anIdentityRemovalHalfRemovesAtOnce() throws {
        let d = Driver(Card(transition: AsymmetricTransition(insertion: OpacityTransition(), removal: IdentityTransition())))
        try d.tap("Toggle")
        d.runUntilIdle()
        try d.tap("Toggle")
        #expect(!d.screen.contains("Card"))
        #expect(d.console == ["disappear"])
    }

    // Evidence: Apple docs, Transition.animation(_:) ("Attaches an animation to this
    // transition") and combined(with:) (both transitions applied).
    @Test func aTransitionsOwnAnimationTimesItsRun() throws {
        let transition = OpacityTransition().combined(with: OffsetTransition(CGSize(width: 100, height: 0))).animation(.linear(duration: 2))
        let d = Driver(Card(transition: transition))
        try d.tap("Toggle")
        // Faded out at first (opacity 0 is not on screen); then 2 s of linear time, not 1.
        #expect(!d.screen.contains("Card"))
        d.advance(by: 0.5)
        let quarter = try d.rect("Card")
        d.advance(by: 0.5)
        let half = try d.rect("Card")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        #expect(abs(quarter.minX - (rest.minX + 75)) < 0.01)
        #expect(abs(half.minX - (rest.minX + 50)) < 0.01)
    }
}
