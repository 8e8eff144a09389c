import Foundation
@testable import StateEngine
import Testing

/// A `Transition` erased to `AnyTransition` (iOS 17), alone and mixed with the built-in
/// `AnyTransition` members through `.asymmetric`, `combined(with:)` and `animation(_:)`.
@Suite @MainActor struct ErasedTransitionTests {
    /// Moves the view 100 points left before it appears and right as it leaves.
    struct Slide: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.offset(x: 100 * phase.value)
        }
    }

    struct Card: View {
        let transition: AnyTransition
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

    /// Shows the card, lets its insertion end, and returns where it rests.
    private func shownAndSettled(_ d: Driver) throws -> CGRect {
        try d.tap("Toggle")
        d.runUntilIdle()
        return try d.rect("Card")
    }

    // Evidence: Apple docs, AnyTransition.init(_:) ("Create an instance that type-erases
    // transition") and TransitionPhase (willAppear first, then animated to identity; value -1).
    @Test func anErasedTransitionRunsItsBodyOnInsertion() throws {
        let d = Driver(Card(transition: AnyTransition(Slide())))
        try d.tap("Toggle")
        let start = try d.rect("Card")
        d.advance(by: 0.5)
        let half = try d.rect("Card")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        #expect(abs(start.minX - (rest.minX - 100)) < 0.01)
        #expect(abs(half.minX - (rest.minX - 50)) < 0.01)
    }

    // Evidence: Apple docs, TransitionPhase (removal goes from identity to didDisappear, value 1,
    // and the view stays while it runs) and Transition.
    @Test func anErasedTransitionRunsItsBodyOnRemovalAndThenTheViewLeaves() throws {
        let d = Driver(Card(transition: AnyTransition(Slide())))
        let rest = try shownAndSettled(d)
        try d.tap("Toggle")
        d.advance(by: 0.5)
        #expect(abs(try d.rect("Card").minX - (rest.minX + 50)) < 0.01)
        #expect(d.console.isEmpty)
        d.runUntilIdle()
        #expect(!d.screen.contains("Card"))
        #expect(d.console == ["disappear"])
    }

    // Evidence: Apple docs, AnyTransition.asymmetric(insertion:removal:) ("a composite transition
    // that uses a different transition for insertion versus removal"): the erased half runs its
    // body only for its own change, the built-in half only for its own.
    @Test func anAsymmetricTransitionMixesAnErasedInsertionWithABuiltInRemoval() throws {
        let d = Driver(Card(transition: .asymmetric(insertion: AnyTransition(Slide()), removal: .opacity)))
        try d.tap("Toggle")
        let start = try d.rect("Card")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        #expect(abs(start.minX - (rest.minX - 100)) < 0.01)
        try d.tap("Toggle")
        d.advance(by: 0.5)
        // Removing: faded (the run's presence) but not moved (the slide stays in identity).
        #expect(try d.rect("Card") == rest)
        #expect(d.screen.contains("Card"))
        d.runUntilIdle()
        #expect(d.transcript.contains("\"Card\" removal 1 -> 0"))
        #expect(!d.screen.contains("Card"))
        #expect(d.console == ["disappear"])
    }

    // Evidence: Apple docs, AnyTransition.asymmetric(insertion:removal:) and move(edge:) ("moves
    // the view away, towards the specified edge"): the built-in half moves it in, the erased
    // half moves it out.
    @Test func anAsymmetricTransitionMixesABuiltInInsertionWithAnErasedRemoval() throws {
        let d = Driver(Card(transition: .asymmetric(insertion: .move(edge: .leading), removal: AnyTransition(Slide()))))
        try d.tap("Toggle")
        let start = try d.rect("Card")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        #expect(abs(start.minX - (rest.minX - rest.width)) < 0.01)
        try d.tap("Toggle")
        d.advance(by: 0.25)
        #expect(abs(try d.rect("Card").minX - (rest.minX + 25)) < 0.01)
        d.runUntilIdle()
        #expect(!d.screen.contains("Card"))
        #expect(d.console == ["disappear"])
    }

    // Evidence: Apple docs, AnyTransition.combined(with:) ("Combines this transition with
    // another, returning a new transition that is the result of both transitions being
    // applied") and offset(x:y:): the built-in offset and the erased slide add up.
    @Test func aCombinedTransitionAppliesBothKinds() throws {
        let d = Driver(Card(transition: AnyTransition(Slide()).combined(with: .offset(x: 0, y: 40))))
        try d.tap("Toggle")
        let start = try d.rect("Card")
        d.advance(by: 0.5)
        let half = try d.rect("Card")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        #expect(abs(start.minX - (rest.minX - 100)) < 0.01)
        #expect(abs(start.minY - (rest.minY + 40)) < 0.01)
        #expect(abs(half.minX - (rest.minX - 50)) < 0.01)
        #expect(abs(half.minY - (rest.minY + 20)) < 0.01)
    }

    // Evidence: Apple docs, AnyTransition.animation(_:) ("attaches an animation to this
    // transition"): the erased body animates with it, here over 2 s where the change asks for 1.
    @Test func anErasedTransitionsOwnAnimationTimesItsBody() throws {
        let d = Driver(Card(transition: AnyTransition(Slide()).animation(.linear(duration: 2))))
        try d.tap("Toggle")
        d.advance(by: 0.5)
        let quarter = try d.rect("Card")
        d.advance(by: 0.5)
        let half = try d.rect("Card")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        #expect(abs(quarter.minX - (rest.minX - 75)) < 0.01)
        #expect(abs(half.minX - (rest.minX - 50)) < 0.01)
    }

    // Evidence: Apple docs, Transition.animation(_:): an animation attached to the `Transition`
    // before it is erased is the erased transition's; it animates even when the change has none.
    @Test func anAnimationAttachedBeforeErasingIsKept() throws {
        let d = Driver(Card(transition: AnyTransition(Slide().animation(.linear(duration: 2))), animation: nil))
        try d.tap("Toggle")
        let start = try d.rect("Card")
        d.advance(by: 1)
        let half = try d.rect("Card")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        #expect(abs(start.minX - (rest.minX - 100)) < 0.01)
        #expect(abs(half.minX - (rest.minX - 50)) < 0.01)
    }

    // Evidence: Apple docs, IdentityTransition ("returns the input view, unmodified") and
    // OpenSwiftUI `idTestWithIdentityTransition` (real SwiftUI: the identity transition removes
    // at once): erased, it still removes at once under an animation.
    @Test func anErasedIdentityTransitionRemovesAtOnce() throws {
        let d = Driver(Card(transition: AnyTransition(IdentityTransition())))
        _ = try shownAndSettled(d)
        try d.tap("Toggle")
        #expect(!d.screen.contains("Card"))
        #expect(d.console == ["disappear"])
    }

    // Evidence: Apple docs, TransitionPhase ("the transition's view modifications in the
    // identity phase will be applied to the view as long as it is visible") and Transaction
    // (nothing transitions without an animation).
    @Test func withoutAnAnimationTheErasedBodyIsInTheIdentityPhase() throws {
        let d = Driver(Card(transition: AnyTransition(Slide()), animation: nil))
        try d.tap("Toggle")
        let shown = try d.rect("Card")
        d.runUntilIdle()
        #expect(try d.rect("Card") == shown)
        #expect(abs(shown.midX - 393 / 2) < 1)
    }

    /// A transition that is erased as a stored property's value, switched at run time.
    struct Switching: View {
        @State private var shown = true
        @State private var count = 0
        @State private var slides = false
        var body: some View {
            VStack {
                if shown {
                    Text("Count \(count)")
                        .transition(slides ? AnyTransition(Slide()) : .opacity)
                }
                Button("Add") { count += 1 }
                Button("Use slide") { slides = true }
                Button("Hide") { withAnimation(.linear(duration: 1)) { shown = false } }
            }
        }
    }

    // Evidence: Apple docs, View.transition(_:) (the transition is a property of the view, read
    // when it is inserted or removed): changing it keeps the view and its content, and the
    // removal uses the transition the view has when it is removed.
    @Test func changingTheTransitionKeepsTheViewAndTheRemovalUsesTheNewOne() throws {
        let d = Driver(Switching())
        try d.tap("Add")
        let rest = try d.rect("Count 1")
        try d.tap("Use slide")
        #expect(d.screen.contains("Count 1"))
        #expect(try d.rect("Count 1") == rest)
        try d.tap("Hide")
        d.advance(by: 0.5)
        #expect(abs(try d.rect("Count 1").minX - (rest.minX + 50)) < 0.01)
        d.runUntilIdle()
        #expect(!d.screen.contains("Count 1"))
    }
}
