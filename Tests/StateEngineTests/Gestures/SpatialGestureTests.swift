import Foundation
import StateEngine
import Testing

/// The gestures with a location, a scale or an angle, and the steps that perform them.
@Suite @MainActor struct SpatialGestureTests {
    struct Canvas: View {
        @State private var dots: [CGPoint] = []
        var body: some View {
            Text("board")
                .gesture(SpatialTapGesture().onEnded { dots.append($0.location) })
            Text("dots \(dots.map { "(\(Int($0.x)),\(Int($0.y)))" }.joined())")
        }
    }

    /// Evidence: Apple docs, SpatialTapGesture: "recognizes one or more taps and reports their
    /// location".
    @Test func aSpatialTapReportsWhereTheFingerLanded() throws {
        let d = Driver(Canvas())
        try d.tap("board", at: CGPoint(x: 12, y: 30))
        try d.tap("board", at: CGPoint(x: 5, y: 6))
        #expect(d.screen.contains("dots (12,30)(5,6)"))
    }

    struct Marker: View {
        @State private var last = CGPoint(x: -1, y: -1)
        var body: some View {
            Text("marker")
                .onTapGesture(coordinateSpace: .global) { last = $0 }
            Text("last \(Int(last.x)) \(Int(last.y))")
        }
    }

    /// Evidence: Apple docs, onTapGesture(count:coordinateSpace:perform:): the closure
    /// "receives the location of the tap".
    @Test func onTapGestureWithACoordinateSpaceGetsTheLocation() throws {
        let d = Driver(Marker())
        try d.tap("marker", at: CGPoint(x: 40, y: 8))
        #expect(d.screen.contains("last 40 8"))
        // A plain tap lands where the view begins.
        try d.tap("marker")
        #expect(d.screen.contains("last 0 0"))
    }

    struct Likes: View {
        @State private var likes = 0
        @State private var taps = 0
        var body: some View {
            Text("post")
                .onTapGesture(count: 2) { likes += 1 }
            Text("\(likes) likes")
            Text("single")
                .onTapGesture { taps += 1 }
            Text("\(taps) taps")
        }
    }

    /// Evidence: Apple docs, TapGesture.count ("The required number of tap events"): a single
    /// tap does not fire a double-tap gesture; a double tap fires a single-tap one twice.
    @Test func aDoubleTapGestureWantsTwoTaps() throws {
        let d = Driver(Likes())
        #expect(throws: (any Error).self) { try d.tap("post") }
        try d.doubleTap("post")
        #expect(d.screen.contains("1 likes"))
        try d.doubleTap("single")
        #expect(d.screen.contains("2 taps"))
    }

    struct Zoom: View {
        @GestureState private var live: CGFloat = 1
        @State private var settled: CGFloat = 1
        var body: some View {
            let _ = print("zoom live \(live) settled \(settled)")
            Text("map")
                .gesture(
                    MagnificationGesture(minimumScaleDelta: 0.1)
                        .updating($live) { value, state, _ in state = value }
                        .onEnded { settled *= $0 }
                )
        }
    }

    /// Evidence: Apple docs, MagnificationGesture ("tracks the amount of magnification") and
    /// GestureState (reset when the gesture ends); minimumScaleDelta ("The minimum scale delta
    /// required before the gesture starts").
    @Test func aPinchFollowsTheFingersAndSettles() throws {
        let d = Driver(Zoom())
        try d.pinch("map", scale: 0.5)
        #expect(d.console == [
            "zoom live 1.0 settled 1.0",
            "zoom live 0.75 settled 1.0",
            "zoom live 0.5 settled 1.0",
            "zoom live 1.0 settled 0.5",
        ])
        // Too small a pinch never starts the gesture.
        #expect(throws: (any Error).self) { try d.pinch("map", scale: 1.05) }
    }

    struct Dial: View {
        @State private var angle = Angle.zero
        @State private var updates = 0
        var body: some View {
            Text("angle \(Int(angle.degrees.rounded())) after \(updates)")
            Text("dial")
                .gesture(
                    RotationGesture()
                        .onChanged { _ in updates += 1 }
                        .onEnded { angle = .degrees(angle.degrees + $0.degrees) }
                )
        }
    }

    /// Evidence: Apple docs, RotationGesture ("recognizes a rotation motion and tracks the
    /// angle of the rotation"); onChanged runs per new value (rule drag-samples: two samples).
    @Test func aRotationTurnsTheDial() throws {
        let d = Driver(Dial())
        try d.rotate("dial", degrees: -30)
        #expect(d.screen.contains("angle -30 after 2"))
        #expect(throws: (any Error).self) { try d.drag("dial", x: 50, y: 0) }
    }

    struct HeldButton: View {
        @GestureState private var pressing = false
        @State private var fired = 0
        var body: some View {
            let _ = print("pressing \(pressing) fired \(fired)")
            Text("hold me")
                .gesture(
                    LongPressGesture(minimumDuration: 2)
                        .updating($pressing) { value, state, _ in state = value }
                        .onEnded { _ in fired += 1 }
                        .simultaneously(with: TapGesture())
                )
        }
    }

    /// Evidence: Apple's GestureState docs ("resets the property back to its initial state when
    /// the gesture ends"), which a press released too early also does; LongPressGesture's
    /// minimumDuration ("The minimum duration of the long press that must elapse before the
    /// gesture succeeds"). The tap beside it is what lets a too-short press reach the view.
    @Test func aPressReleasedEarlyResetsWithoutEnding() throws {
        let d = Driver(HeldButton())
        try d.tap("hold me")
        #expect(throws: (any Error).self) { try d.longPress("hold me", seconds: 1) }
        try d.longPress("hold me", seconds: 2)
        #expect(d.console == [
            "pressing false fired 0",
            "pressing true fired 0", "pressing false fired 0",
            "pressing true fired 0", "pressing false fired 1",
        ])
    }
}

/// iOS 18's `SpatialEventGesture`: each change of the finger is a collection of events.
@Suite @MainActor struct SpatialEventGestureTests {
    struct Emitters: View {
        @State private var active: [SpatialEventCollection.Event.ID: CGPoint] = [:]
        @State private var log: [String] = []
        var body: some View {
            Text("playground")
                .gesture(
                    SpatialEventGesture()
                        .onChanged { events in
                            for event in events {
                                if event.phase == .active { active[event.id] = event.location } else { active[event.id] = nil }
                                log.append("\(event.phase) \(Int(event.location.x))")
                            }
                        }
                        .onEnded { events in
                            for event in events { active[event.id] = nil }
                            log.append("ended \(events.count)")
                        }
                )
            Text("\(active.count) active; \(log.joined(separator: ", "))")
        }
    }

    /// Evidence: Apple docs, SpatialEventGesture (its example: an emitter per `event.id` while
    /// `event.phase == .active`, removed in `onEnded`).
    @Test func aDragIsOneEventFromLandingToLifting() throws {
        let d = Driver(Emitters())
        try d.drag("playground", x: 40, y: 0)
        #expect(d.screen.contains("0 active; active 0, active 20, active 40, ended 1"))
        try d.tap("playground", at: CGPoint(x: 7, y: 7))
        #expect(d.screen.contains("active 7, ended 1"))
        #expect(throws: (any Error).self) { try d.pinch("playground", scale: 2) }
    }
}
