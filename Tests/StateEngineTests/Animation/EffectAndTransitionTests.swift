import Foundation
@testable import StateEngine
import Testing

/// Animatable geometry effects and transitions on the virtual clock: what a frames report,
/// the screen and the console show at given times.
@Suite @MainActor struct EffectAndTransitionTests {
    struct Effects: View {
        @State private var on = false
        var body: some View {
            VStack {
                Text("Scaled").scaleEffect(on ? 2 : 1)
                Text("Moved").offset(x: on ? 100 : 0, y: on ? -40 : 0)
                Text("Turned").rotationEffect(.degrees(on ? 90 : 0))
                Text("Blurred").blur(radius: on ? 10 : 0)
                Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
                Button("Snap") { on.toggle() }
            }
        }
    }

    // Evidence: Apple docs, scaleEffect(_:anchor:) (scales the rendered output around the
    // anchor, the center by default) and WWDC23 "Explore SwiftUI animation" (an animatable
    // effect's value is interpolated on every frame of the transaction's animation).
    @Test func aScaleEffectInterpolatesAroundItsAnchor() throws {
        let d = Driver(Effects())
        let start = try d.rect("Scaled")
        try d.tap("Go")
        #expect(try d.rect("Scaled") == start)
        d.advance(by: 0.5)
        let half = try d.rect("Scaled")
        #expect(abs(half.width - start.width * 1.5) < 0.01)
        #expect(abs(half.midX - start.midX) < 0.01 && abs(half.midY - start.midY) < 0.01)
        d.runUntilIdle()
        #expect(abs(try d.rect("Scaled").height - start.height * 2) < 0.01)
    }

    // Evidence: Apple docs, offset(x:y:) (moves the rendered view, its layout frame stays) and
    // Animation.linear(duration:).
    @Test func anOffsetMovesTheDrawnFrameLinearly() throws {
        let d = Driver(Effects())
        let start = try d.rect("Moved")
        try d.tap("Go")
        d.advance(by: 0.25)
        let quarter = try d.rect("Moved")
        #expect(abs(quarter.minX - (start.minX + 25)) < 0.01)
        #expect(abs(quarter.minY - (start.minY - 10)) < 0.01)
        d.runUntilIdle()
        #expect(abs(try d.rect("Moved").minX - (start.minX + 100)) < 0.01)
        // The layout did not move: the text below is where it was.
        #expect(try d.rect("Blurred").minY > start.maxY)
    }

    // Evidence: Apple docs, rotationEffect(_:anchor:); a rotated view's bounding box is what
    // a frames report can show (ScreenFrame is an upright rectangle).
    @Test func aRotationTurnsTheDrawnFrame() throws {
        let d = Driver(Effects())
        let start = try d.rect("Turned")
        try d.tap("Go")
        d.runUntilIdle()
        let turned = try d.rect("Turned")
        #expect(abs(turned.width - start.height) < 0.01 && abs(turned.height - start.width) < 0.01)
        #expect(d.transcript.contains("Effects rotation 0° -> 90°"))
    }

    // Evidence: Apple docs, blur(radius:opaque:) (an animatable filter): it moves nothing,
    // so its frames show in the frame report only.
    @Test func aFilterAnimatesInTheFrameReport() throws {
        let d = Driver(Effects())
        try d.tap("Go")
        d.advance(by: 0.5)
        #expect(d.transcript.contains("Effects blur 0 -> 5, 30 frames"))
    }

    // Evidence: Apple docs, Transaction (a change without an animation applies at once).
    @Test func withoutAnAnimationAnEffectJumps() throws {
        let d = Driver(Effects())
        let start = try d.rect("Moved")
        try d.tap("Snap")
        #expect(abs(try d.rect("Moved").minX - (start.minX + 100)) < 0.01)
        #expect(!d.transcript.contains("frames"))
    }

    struct Banner: View {
        let transition: AnyTransition
        var animation: Animation? = .linear(duration: 0.5)
        @State private var shown = true
        var body: some View {
            VStack {
                if shown {
                    Text("Banner")
                        .transition(transition)
                        .onAppear { print("appear") }
                        .onDisappear { print("disappear") }
                }
                Text("Below")
                Button("Toggle") {
                    withAnimation(animation) { shown.toggle() } completion: { print("completion") }
                }
            }
        }
    }

    // Evidence: Apple docs, TransitionPhase (a removed view goes from the identity phase to
    // didDisappear) and TokamakUI/Tokamak pull request #426 (against SwiftUI: onDisappear of a
    // view removed with an animated transition runs when the animation is complete).
    // Chosen [transition-removal-order]: onDisappear in the last frame's update, the
    // completion after it.
    @Test func aRemovedViewStaysUntilItsTransitionEnds() throws {
        let d = Driver(Banner(transition: .opacity))
        try d.tap("Toggle")
        #expect(d.screen.contains("Banner"))
        #expect(d.console == ["appear"])
        d.advance(by: 0.25)
        #expect(d.screen.contains("Banner"))
        #expect(d.console == ["appear"])
        d.advance(by: 0.25)
        #expect(!d.screen.contains("Banner"))
        #expect(d.console == ["appear", "disappear", "completion"])
        #expect(d.transcript.contains("\"Banner\" removal 1 -> 0"))
    }

    // Evidence: OpenSwiftUI AppearanceActionModifierCompatibilityTests `idTestWithIdentityTransition`
    // (real SwiftUI: the identity transition removes at once).
    @Test func anIdentityTransitionRemovesAtOnceEvenWhenAnimated() throws {
        let d = Driver(Banner(transition: .identity))
        try d.tap("Toggle")
        #expect(!d.screen.contains("Banner"))
        #expect(d.console == ["appear", "disappear", "completion"])
    }

    // Evidence: Apple docs, Transaction (nothing animates without an animation) and the
    // OpenSwiftUI `idTest` order (onDisappear after the update's other actions).
    @Test func withoutAnAnimationTheViewGoesInTheSameStep() throws {
        let d = Driver(Banner(transition: .opacity, animation: nil))
        try d.tap("Toggle")
        #expect(!d.screen.contains("Banner"))
        #expect(d.console == ["appear", "disappear", "completion"])
    }

    // Evidence: Apple docs, AnyTransition.slide ("removes by moving out towards the trailing
    // edge") and move(edge:) (by the view's own size).
    @Test func aSlideMovesTheRemovedViewTowardTheTrailingEdge() throws {
        let d = Driver(Banner(transition: .slide))
        let start = try d.rect("Banner")
        try d.tap("Toggle")
        d.advance(by: 0.25)
        let half = try d.rect("Banner")
        #expect(abs(half.minX - (start.minX + start.width / 2)) < 0.01)
        #expect(half.minY == start.minY)
        // Not interactive while it leaves; the rest of the layout already moved up.
        #expect(try d.rect("Below").minY < start.maxY)
    }

    // Evidence: Apple docs, AnyTransition.scale (scales from/to 0 around the center).
    @Test func aScaleTransitionShrinksTheRemovedView() throws {
        let d = Driver(Banner(transition: .scale))
        let start = try d.rect("Banner")
        try d.tap("Toggle")
        d.advance(by: 0.25)
        let half = try d.rect("Banner")
        #expect(abs(half.width - start.width / 2) < 0.01)
        #expect(abs(half.midX - start.midX) < 0.01)
    }

    // Evidence: Apple docs, AnyTransition.push(from:) (removal moves toward the opposite
    // edge and fades out) and asymmetric(insertion:removal:).
    @Test func aPushRemovalMovesTowardTheOppositeEdge() throws {
        let d = Driver(Banner(transition: .push(from: .bottom)))
        let start = try d.rect("Banner")
        try d.tap("Toggle")
        d.advance(by: 0.25)
        #expect(abs(try d.rect("Banner").minY - (start.minY - start.height / 2)) < 0.01)
    }

    // Evidence: Apple docs, move(edge:) and TransitionPhase (an inserted view starts in the
    // willAppear phase and animates to identity).
    @Test func anInsertionMovesInFromItsEdge() throws {
        let d = Driver(Banner(transition: .asymmetric(insertion: .move(edge: .leading), removal: .identity)))
        try d.tap("Toggle")
        #expect(!d.screen.contains("Banner"))
        try d.tap("Toggle")
        #expect(d.screen.contains("Banner"))
        #expect(d.console == ["appear", "disappear", "completion", "appear"])
        let landed = try d.rect("Banner")
        d.advance(by: 0.25)
        let half = try d.rect("Banner")
        #expect(abs(half.minX - (landed.minX + 0)) > 1)
        d.runUntilIdle()
        let end = try d.rect("Banner")
        #expect(abs(half.minX - (end.minX - end.width / 2)) < 0.01)
        #expect(d.console.last == "completion")
    }

    // Chosen [transition-fade-shown]: a view fading in is on the screen (and tappable) from
    // the update that inserts it; its fade is in the frame report.
    @Test func aFadingInViewIsOnScreenAtOnce() throws {
        let d = Driver(Banner(transition: .opacity))
        try d.tap("Toggle")
        d.runUntilIdle()
        try d.tap("Toggle")
        #expect(d.screen.contains("Banner"))
        d.advance(by: 0.25)
        #expect(d.transcript.contains("\"Banner\" insertion 0 -> 0.5, 15 frames"))
    }

    // Evidence: Apple docs, TransitionPhase ("if a view is removed while it is still
    // transitioning in, then its phase will change to didDisappear"): the removal continues
    // from where the insertion is (timing curves add, WWDC23 "Explore SwiftUI animation").
    @Test func aRemovalDuringTheInsertionContinuesFromWhereItIs() throws {
        let d = Driver(Banner(transition: .move(edge: .leading), animation: .linear(duration: 1)))
        try d.tap("Toggle")
        d.runUntilIdle()
        try d.tap("Toggle")
        d.advance(by: 0.5)
        let halfIn = try d.rect("Banner")
        try d.tap("Toggle")
        #expect(try d.rect("Banner") == halfIn)
        d.advance(by: 0.6)
        #expect(d.screen.contains("Banner"))
        d.advance(by: 0.4)
        #expect(!d.screen.contains("Banner"))
    }

    // Chosen [transitioning-out-not-interactive]: a leaving button cannot be tapped.
    @Test func aLeavingButtonCannotBeTapped() throws {
        struct Leaving: View {
            @State private var shown = true
            var body: some View {
                VStack {
                    if shown { Button("Leave") { withAnimation(.linear(duration: 1)) { shown = false } } }
                }
            }
        }
        let d = Driver(Leaving())
        try d.tap("Leave")
        #expect(d.screen.contains("Leave"))
        #expect(throws: Driver.Failure.self) { try d.tap("Leave") }
    }

    struct Nested: View {
        @State private var outer = true
        @State private var inner = true
        var body: some View {
            VStack {
                if outer {
                    VStack {
                        if inner { Text("Inner").onDisappear { print("inner gone") } }
                        Text("Box")
                    }
                }
                Button("Hide inner") { withAnimation(.linear(duration: 1)) { inner = false } }
                Button("Hide all") { outer = false }
            }
        }
    }

    // Evidence: WWDC21 "Demystify SwiftUI" (removing a view ends the lifetime of everything in
    // it): a leaving view whose container is removed at once goes with it; its onDisappear
    // still runs when its own transition would have ended (Chosen [transition-removal-order]).
    @Test func aLeavingViewGoesWithItsRemovedContainer() throws {
        let d = Driver(Nested())
        try d.tap("Hide inner")
        #expect(d.screen.contains("Inner"))
        try d.tap("Hide all")
        #expect(!d.screen.contains("Inner") && !d.screen.contains("Box"))
        d.runUntilIdle()
        #expect(d.console == ["inner gone"])
    }

    // Evidence: Apple docs, AnyTransition.animation(_:) ("attaches an animation to this
    // transition"): the transition animates with it even when the change has none, and the
    // change's completion waits for it as for any animation the update starts (Apple docs,
    // withAnimation(_:completionCriteria:_:completion:)).
    @Test func aTransitionWithItsOwnAnimationRunsWithoutATransactionAnimation() throws {
        let d = Driver(Banner(transition: .slide.animation(.linear(duration: 1)), animation: nil))
        try d.tap("Toggle")
        #expect(d.screen.contains("Banner"))
        d.advance(by: 0.5)
        #expect(d.screen.contains("Banner"))
        #expect(d.console == ["appear"])
        d.advance(by: 0.5)
        #expect(!d.screen.contains("Banner"))
        #expect(d.console == ["appear", "disappear", "completion"])
    }
}
