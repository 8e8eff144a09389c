import Foundation
import StateEngine
import Testing

/// Virtual dates, `TimelineView` schedules, timer texts and `Canvas` recordings.
@Suite @MainActor struct TimeTests {
    // Evidence: docs/ENGINE-RULES.md virtual-date-start (chosen: 2025-06-09 09:41:00 UTC).
    @Test func dateReadsTheVirtualClock() {
        struct Clock: View {
            var body: some View { Text("\(Date().timeIntervalSince1970) \(Date.now.timeIntervalSince1970)") }
        }
        let d = Driver(Clock())
        #expect(d.screen.contains("1749462060.0 1749462060.0"))
    }

    struct Ticking: View {
        let start = Date.now
        var body: some View {
            VStack {
                TimelineView(.periodic(from: start, by: 2)) { context in
                    Text("periodic \(Int(context.date.timeIntervalSince(start)))")
                }
                TimelineView(.everyMinute) { context in
                    Text("minute \(Int(context.date.timeIntervalSince(start)))")
                }
                TimelineView(.explicit([start.addingTimeInterval(1), start.addingTimeInterval(5)])) { context in
                    Text("explicit \(Int(context.date.timeIntervalSince(start)))")
                }
                Text(start, style: .timer)
                Text(start.addingTimeInterval(3600 * 2 + 23 * 60), style: .relative)
                Text(start.addingTimeInterval(7200), style: .offset)
                Text(start, style: .date)
                Text(timerInterval: start...start.addingTimeInterval(60))
                ProgressView(timerInterval: start...start.addingTimeInterval(10))
            }
        }
    }

    // Evidence: Apple docs, PeriodicTimelineSchedule, EveryMinuteTimelineSchedule,
    // ExplicitTimelineSchedule and Text.DateStyle (forms per text-date-formats).
    @Test func timelinesAndDateTextsAdvanceWithTheClock() {
        let d = Driver(Ticking())
        #expect(d.screen.contains("periodic 0"))
        #expect(d.screen.contains("minute 0"))
        #expect(d.screen.contains("explicit 0"))
        #expect(d.screen.contains("0:00"))
        #expect(d.screen.contains("2 hours, 23 minutes"))
        #expect(d.screen.contains("+2 hours"))
        #expect(d.screen.contains("June 9, 2025"))
        #expect(d.screen.contains("1:00"))
        d.advance(by: 3)
        #expect(d.screen.contains("periodic 2"))
        #expect(d.screen.contains("explicit 1"))
        #expect(d.screen.contains("0:03"))
        #expect(d.screen.contains("0:57"))
        #expect(d.screen.contains("0.7/1"))
        d.advance(by: 60)
        #expect(d.screen.contains("periodic 62"))
        // 09:41:00 + 63 s: the minute entries are 09:41:00 and 09:42:00.
        #expect(d.screen.contains("minute 60"))
        #expect(d.screen.contains("explicit 5"))
        #expect(d.screen.contains("1:03"))
    }

    struct Drawing: View {
        @State private var bars = 2
        var body: some View {
            VStack {
                Canvas { context, size in
                    for index in 0..<bars {
                        context.fill(Path(CGRect(x: Double(index) * 10, y: 0, width: 8, height: size.height)), with: .color(.blue))
                    }
                    context.draw(Text("\(bars) bars"), at: CGPoint(x: size.width / 2, y: 10))
                }
                Button("More") { bars += 1 }
            }
        }
    }

    // Evidence: Apple docs, Canvas and GraphicsContext (the renderer draws with the context).
    @Test func canvasRecordsItsDrawingWhenItsInputsChange() throws {
        let d = Driver(Drawing())
        #expect(d.screen.contains("2 bars"))
        #expect(d.screen.contains("3 operations"))
        try d.tap("More")
        #expect(d.screen.contains("3 bars"))
        #expect(d.screen.contains("4 operations"))
    }
}
