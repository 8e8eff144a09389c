import Foundation
import StateEngine
import Testing

/// A gesture of the user's own, written with `var body: some Gesture`, is recognised as its
/// body is wherever a gesture is accepted, and the driver's touches reach it.
/// Evidence: Apple docs, Gesture ("Create custom gestures by declaring types that conform to
/// the `Gesture` protocol"; `body`: "The content and behavior of the gesture").
@Suite @MainActor struct CustomGestureTests {
    /// A horizontal swipe: a drag whose value is the direction it went.
    struct Swipe: Gesture {
        enum Direction: Equatable { case left, right }
        var minimumDistance: CGFloat = 20
        // `some Gesture<Direction>` (the primary associated type) lets users see the value.
        var body: some Gesture<Direction> {
            DragGesture(minimumDistance: minimumDistance)
                .map { $0.translation.width < 0 ? Direction.left : Direction.right }
        }
    }

    /// A custom gesture made of another custom gesture, with an action inside its body.
    struct LoggedSwipe: Gesture {
        let log: (String) -> Void
        var body: some Gesture {
            Swipe().onEnded { log("inner \($0)") }
        }
    }

    struct Pager: View {
        @State private var page = 0
        @State private var log: [String] = []
        var body: some View {
            Text("page \(page)")
                .gesture(
                    Swipe().onEnded { direction in
                        page += direction == .left ? 1 : -1
                    }
                )
            Text("card")
                .simultaneousGesture(LoggedSwipe { log.append($0) }.onEnded { _ in log.append("outer") })
            Text("log \(log.joined(separator: ","))")
        }
    }

    /// Evidence: Apple docs, Gesture.body ("The content and behavior of the gesture"): the
    /// custom gesture's value is its body's; `onEnded` on it runs when the body's drag ends,
    /// and an action inside the body runs before one attached outside (Apple docs, onEnded(_:)).
    @Test func aCustomGestureIsRecognisedAsItsBody() throws {
        let d = Driver(Pager())
        try d.drag("page 0", x: -60, y: 0)
        #expect(d.screen.contains("page 1"))
        try d.drag("page 1", x: 60, y: 0)
        try d.drag("page 0", x: 60, y: 0)
        #expect(d.screen.contains("page -1"))
        try d.drag("card", x: 50, y: 0)
        #expect(d.screen.contains("log inner right,outer"))
    }

    /// Evidence: Apple docs, DragGesture.minimumDistance ("The minimum dragging distance
    /// before the gesture succeeds"): a body whose drag does not begin leaves the custom
    /// gesture unrecognised, so the step finds nothing to perform.
    @Test func aTouchTheBodyDoesNotRecogniseFails() throws {
        let d = Driver(Pager())
        #expect(throws: (any Error).self) { try d.drag("page 0", x: 5, y: 0) }
        #expect(throws: (any Error).self) { try d.tap("page 0") }
        #expect(d.screen.contains("page 0"))
    }

    /// A press-then-drag custom gesture used in composition and with `updating`.
    struct HoldToMove: Gesture {
        var body: SequenceGesture<LongPressGesture, DragGesture> {
            LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
        }
    }

    struct Board: View {
        @GestureState private var lifted = false
        @State private var offset: CGFloat = 0
        @State private var taps = 0
        var body: some View {
            let _ = print("body lifted \(lifted) offset \(Int(offset)) taps \(taps)")
            Text("piece")
                .gesture(
                    HoldToMove()
                        .updating($lifted) { value, state, _ in
                            if case .second(true, _) = value { state = true }
                        }
                        .onEnded { value in
                            if case .second(true, let drag?) = value { offset += drag.translation.width }
                        }
                        .exclusively(before: TapGesture().onEnded { taps += 1 })
                )
        }
    }

    /// Evidence: Apple docs, GestureState ("resets the property back to its initial state
    /// when the gesture ends") and SequenceGesture / ExclusiveGesture: a custom gesture
    /// composes as its body would.
    @Test func aCustomGestureComposesAndUpdatesGestureState() throws {
        let d = Driver(Board())
        try d.drag("piece", x: 40, y: 0, holding: 1)
        try d.tap("piece")
        #expect(d.console == [
            "body lifted false offset 0 taps 0",
            "body lifted true offset 0 taps 0",
            "body lifted false offset 40 taps 0",
            "body lifted false offset 40 taps 1",
        ])
    }

    struct Badge: View {
        @State private var hits: [String] = []
        var body: some View {
            Text("badge")
                .highPriorityGesture(Swipe().onEnded { hits.append("swipe \($0)") })
            Text("hits \(hits.joined(separator: ","))")
        }
    }

    /// Evidence: Apple docs, highPriorityGesture(_:including:) ("Attaches a gesture to the
    /// view with a higher precedence than gestures defined by the view"): it accepts any
    /// `Gesture`, a custom one included.
    @Test func aCustomGestureWorksAsAHighPriorityGesture() throws {
        let d = Driver(Badge())
        try d.drag("badge", x: -30, y: 0)
        #expect(d.screen.contains("hits swipe left"))
    }
}
