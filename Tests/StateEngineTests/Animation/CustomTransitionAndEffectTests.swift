import Foundation
@testable import StateEngine
import Testing

/// The protocols through which a user writes an animation of their own: a `Transition` type,
/// a `GeometryEffect`, an `AnimatableModifier`; and the environment value a List reads for
/// its rows' minimum height.
@Suite @MainActor struct CustomTransitionAndEffectTests {
    /// Slides in from the leading side and out to the trailing side, by `TransitionPhase.value`.
    struct Slide: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.offset(x: 100 * phase.value)
        }
    }

    struct Card: View {
        var animation: Animation? = .linear(duration: 1)
        @State private var shown = false
        var body: some View {
            VStack {
                if shown {
                    Text("Card")
                        .transition(Slide())
                        .onDisappear { print("disappear") }
                }
                Button("Toggle") { withAnimation(animation) { shown.toggle() } }
            }
        }
    }

    // Evidence: Apple docs, TransitionPhase ("When a view is appearing with a transition, the
    // transition will first be shown with the willAppear phase, then will be immediately moved
    // to the identity phase") and TransitionPhase.value (-1 for willAppear).
    @Test func anInsertedViewAnimatesFromWillAppearToIdentity() throws {
        let d = Driver(Card())
        try d.tap("Toggle")
        let start = try d.rect("Card")
        d.advance(by: 0.5)
        let half = try d.rect("Card")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        #expect(abs(start.minX - (rest.minX - 100)) < 0.01)
        #expect(abs(half.minX - (rest.minX - 50)) < 0.01)
    }

    // Evidence: Apple docs, TransitionPhase ("When a view is being removed, its transition is
    // changed from the identity phase to the didDisappear phase", value 1) and Transition (the
    // view stays while its transition runs).
    @Test func aRemovedViewAnimatesToDidDisappearAndThenLeaves() throws {
        let d = Driver(Card())
        try d.tap("Toggle")
        d.runUntilIdle()
        let rest = try d.rect("Card")
        try d.tap("Toggle")
        d.advance(by: 0.5)
        #expect(abs(try d.rect("Card").minX - (rest.minX + 50)) < 0.01)
        #expect(d.console.isEmpty)
        d.runUntilIdle()
        #expect(!d.screen.contains("Card"))
        #expect(d.console == ["disappear"])
    }

    // Evidence: Apple docs, TransitionPhase ("the transition's view modifications in the
    // identity phase will be applied to the view as long as it is visible") and Transaction
    // (without an animation nothing transitions).
    @Test func withoutAnAnimationTheViewIsShownInTheIdentityPhase() throws {
        let d = Driver(Card(animation: nil))
        try d.tap("Toggle")
        let shown = try d.rect("Card")
        d.runUntilIdle()
        #expect(try d.rect("Card") == shown)
        #expect(abs(shown.midX - 393 / 2) < 1)
    }

    /// Moves the view right by its own width times `amount`.
    struct Shift: GeometryEffect {
        var amount: Double
        nonisolated var animatableData: Double {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: size.width * amount, y: 0))
        }
    }

    struct Shifted: View {
        @State private var amount = 0.0
        var body: some View {
            VStack {
                Text("Shifted").modifier(Shift(amount: amount))
                Text("Still")
                Button("Go") { withAnimation(.linear(duration: 1)) { amount = 1 } }
            }
        }
    }

    // Evidence: Apple docs, GeometryEffect ("The only change the effect makes to the view's
    // ancestors and descendants is to change the coordinate transform") and effectValue(size:)
    // (the transform is computed from the view's size); an Animatable's data is interpolated.
    @Test func aGeometryEffectMovesTheDrawnFrameFromTheViewsSize() throws {
        let d = Driver(Shifted())
        let start = try d.rect("Shifted")
        let still = try d.rect("Still")
        try d.tap("Go")
        d.advance(by: 0.5)
        #expect(abs(try d.rect("Shifted").minX - (start.minX + start.width / 2)) < 0.01)
        d.runUntilIdle()
        #expect(abs(try d.rect("Shifted").minX - start.maxX) < 0.01)
        #expect(try d.rect("Still") == still)
    }

    /// Shows the presented value under its content.
    struct Counting: AnimatableModifier {
        var value: Double
        nonisolated var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        func body(content: Content) -> some View {
            VStack {
                content
                Text("at \(Int(value))")
            }
        }
    }

    struct Counter: View {
        @State private var value = 0.0
        var body: some View {
            Button("Count") { withAnimation(.linear(duration: 1)) { value = 100 } }
                .modifier(Counting(value: value))
        }
    }

    // Evidence: Apple docs, AnimatableModifier (`protocol AnimatableModifier : Animatable,
    // ViewModifier`): its body is evaluated with the interpolated animatableData on each frame.
    @Test func anAnimatableModifiersBodySeesInterpolatedValues() throws {
        let d = Driver(Counter())
        try d.tap("Count")
        d.advance(by: 0.25)
        #expect(d.screen.contains("at 25"))
        d.runUntilIdle()
        #expect(d.screen.contains("at 100"))
    }

    struct TallRows: View {
        var body: some View {
            List(0..<100, id: \.self) { Text("Row \($0)") }
                .environment(\.defaultMinListRowHeight, 88)
        }
    }

    // Evidence: Apple docs, defaultMinListRowHeight (list rows are at least this tall). The List
    // gets 759 pt of safe area: 759 / 88 = 8.6, so rows 0-8 meet the screen (18 at 44 pt).
    @Test func aListReadsItsMinimumRowHeightFromTheEnvironment() {
        let d = Driver(TallRows())
        #expect(d.screen.contains("showing 1-9 of 100 rows"), "\(d.screen)")
    }
}
