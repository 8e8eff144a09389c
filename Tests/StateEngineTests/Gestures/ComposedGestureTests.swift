import Foundation
import StateEngine
import Testing

/// Composed gestures recognise the driver's touches as SwiftUI's do, and report their values
/// in order, each sample in its own update.
@Suite @MainActor struct ComposedGestureTests {
    /// Apple's "Composing SwiftUI gestures" sample, in our own words: a long press then a drag.
    struct HoldThenMove: View {
        enum Phase: Equatable { case idle, pressing, dragging(CGFloat) }
        @GestureState private var phase = Phase.idle
        @State private var placed: CGFloat = 0
        var body: some View {
            let _ = print("body \(phase) placed \(Int(placed))")
            Text("tile")
                .gesture(
                    LongPressGesture(minimumDuration: 0.5)
                        .sequenced(before: DragGesture())
                        .updating($phase) { value, state, _ in
                            switch value {
                            case .first(true): state = .pressing
                            case .second(true, let drag): state = .dragging(drag?.translation.width ?? 0)
                            default: state = .idle
                            }
                        }
                        .onEnded { value in
                            guard case .second(true, let drag?) = value else { return print("ended without a drag") }
                            placed += drag.translation.width
                        }
                )
        }
    }

    /// Evidence: Apple's "Composing SwiftUI gestures" (`.first(true)` while the press begins,
    /// `.second(true, drag)` once confirmed, `onEnded` with the drag's translation).
    @Test func aSequencedGestureRunsTheDragOnlyAfterTheLongPress() throws {
        let d = Driver(HoldThenMove())
        try d.drag("tile", x: 30, y: 0, holding: 1)
        #expect(d.console == [
            "body idle placed 0",
            "body pressing placed 0",
            "body dragging(0.0) placed 0",
            "body dragging(15.0) placed 0",
            "body dragging(30.0) placed 0",
            "body idle placed 30",
        ])
    }

    /// Evidence: SequenceGesture ("the second gesture can only start after the first one
    /// ended"): a quick drag fails the long press, so the sequence never reaches the drag.
    @Test func aQuickDragDoesNotReachTheSequencedDrag() throws {
        let d = Driver(HoldThenMove())
        #expect(throws: (any Error).self) { try d.drag("tile", x: 30, y: 0) }
        // A press that is held and released without moving ends with no drag value.
        try d.longPress("tile")
        #expect(d.console == [
            "body idle placed 0",
            "body pressing placed 0",
            "body dragging(0.0) placed 0",
            "ended without a drag",
            "body idle placed 0",
        ])
    }

    struct TapOrPress: View {
        @State private var log: [String] = []
        var body: some View {
            Text("log \(log.joined(separator: ","))")
            Text("button-ish")
                .gesture(
                    LongPressGesture(minimumDuration: 1)
                        .exclusively(before: TapGesture())
                        .onEnded { value in
                            switch value {
                            case .first: log.append("press")
                            case .second: log.append("tap")
                            }
                        }
                )
        }
    }

    /// Evidence: Apple docs, exclusively(before:): "preference given to the first gesture";
    /// ExclusiveGesture: "only one of them can succeed".
    @Test func anExclusiveGestureGivesTheFirstPartPriority() throws {
        let d = Driver(TapOrPress())
        try d.tap("button-ish")
        try d.longPress("button-ish")
        #expect(d.screen.contains("log tap,press"))
        // Held too briefly for the press, without a tap: neither part succeeds.
        #expect(throws: (any Error).self) { try d.longPress("button-ish", seconds: 0.5) }
    }

    struct PinchAndTurn: View {
        @State private var scale: CGFloat = 1
        @State private var angle = Angle.zero
        @State private var log: [String] = []
        var body: some View {
            Text("scale \(scale) angle \(Int(angle.degrees.rounded()))°")
            Text("photo")
                .gesture(
                    MagnifyGesture()
                        .simultaneously(with: RotateGesture())
                        .onChanged { value in
                            log.append("changed \(value.first?.magnification ?? 0) \(Int((value.second?.rotation.degrees ?? 0).rounded()))")
                        }
                        .onEnded { value in
                            scale *= value.first?.magnification ?? 1
                            angle = .degrees(angle.degrees + (value.second?.rotation.degrees ?? 0))
                        }
                )
            Text("log \(log.joined(separator: "; "))")
        }
    }

    /// Evidence: Apple docs, SimultaneousGesture: two gestures "that can happen at the same
    /// time"; its Value has an optional for each (nil for the one not in progress).
    @Test func aSimultaneousGestureReportsEitherPartAlone() throws {
        let d = Driver(PinchAndTurn())
        try d.pinch("photo", scale: 2)
        #expect(d.screen.contains("scale 2.0 angle 0°"))
        #expect(d.screen.contains("log changed 1.5 0; changed 2.0 0"))
        try d.rotate("photo", degrees: 90)
        #expect(d.screen.contains("scale 2.0 angle 90°"))
        #expect(d.screen.contains("changed 0.0 45; changed 0.0 90"))
    }

    struct Erased: View {
        @State private var log: [String] = []
        let useTap: Bool
        var body: some View {
            let gesture: AnyGesture<Void> = useTap
                ? AnyGesture(TapGesture().onEnded { log.append("tapped") })
                : AnyGesture(LongPressGesture().map { _ in () })
            Text("erased").gesture(gesture)
            Text("log \(log.joined())")
        }
    }

    /// Evidence: Apple docs, AnyGesture: "A type-erased gesture" (it recognises as the gesture
    /// it wraps).
    @Test func anyGestureRecognisesAsTheGestureItWraps() throws {
        let d = Driver(Erased(useTap: true))
        try d.tap("erased")
        #expect(d.screen.contains("log tapped"))
        #expect(throws: (any Error).self) { try d.drag("erased", x: 40, y: 0) }
    }
}
