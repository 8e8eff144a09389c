import Foundation

/// A piece of a `Text`: a literal, or a date shown relative to the virtual clock, which SwiftUI
/// keeps current without re-running any body (so the screen reads it when it is shown).
// Evidence: Apple docs, Text.DateStyle ("a predefined style ... date: June 3, 2019; time:
// 11:23PM; relative: 2 hours, 23 minutes; offset: +2 hours; timer: 2:32, 36:59:01") and
// Text.init(timerInterval:pauseTime:countsDown:showsHours:) ("a timer ... counting down to
// the end of the interval, or up from its start").
enum TextPart: Equatable, Sendable {
    case literal(String)
    case date(Date, Text.DateStyle)
    case timer(start: Date, end: Date, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    case interval(Date, Date)

    var shown: String {
        switch self {
        case .literal(let string): return string
        case .date(let date, let style): return style.format(date, now: VirtualClock.now)
        case .timer(let start, let end, let pause, let countsDown, let showsHours):
            let now = min(max(pause ?? VirtualClock.now, start), end)
            let seconds = countsDown ? end.timeIntervalSince(now) : now.timeIntervalSince(start)
            return TextDateFormat.clock(seconds, showsHours: showsHours)
        case .interval(let from, let to):
            return TextDateFormat.dateFormatter("MMMM d, yyyy").string(from: from) + " – " + TextDateFormat.dateFormatter("MMMM d, yyyy").string(from: to)
        }
    }
}

extension Text {
    public struct DateStyle: Equatable, Sendable {
        let kind: Kind
        enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }

        public static let time = DateStyle(kind: .time)
        public static let date = DateStyle(kind: .date)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)

        // Chosen [text-date-formats]: en_US forms in UTC (the scenario's locale and time zone):
        // "9:41 AM", "June 9, 2025"; relative and offset name the two (one) largest units.
        func format(_ date: Date, now: Date) -> String {
            let delta = date.timeIntervalSince(now)
            switch kind {
            case .time: return TextDateFormat.dateFormatter("h:mm a").string(from: date)
            case .date: return TextDateFormat.dateFormatter("MMMM d, yyyy").string(from: date)
            case .relative: return TextDateFormat.units(abs(delta), count: 2)
            case .offset: return (delta < 0 ? "-" : "+") + TextDateFormat.units(abs(delta), count: 1)
            case .timer: return TextDateFormat.clock(abs(delta), showsHours: true)
            }
        }
    }

    /// A date shown in `style`, kept current as the virtual clock moves.
    public init(_ date: Date, style: DateStyle) {
        self.init(parts: [.date(date, style)])
    }

    /// A range of dates.
    public init(_ dates: ClosedRange<Date>) {
        self.init(parts: [.interval(dates.lowerBound, dates.upperBound)])
    }

    /// A timer over `timerInterval`: counting down to its end (or up from its start), frozen at
    /// `pauseTime` if one is given.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(parts: [.timer(start: timerInterval.lowerBound, end: timerInterval.upperBound, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)])
    }
}

enum TextDateFormat {
    static func dateFormatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter
    }

    /// "2:32", "36:59:01" (hours only when there are some, and when shown).
    static func clock(_ seconds: Double, showsHours: Bool) -> String {
        let total = Int(max(seconds, 0).rounded(.down))
        let hours = total / 3600, minutes = (total % 3600) / 60, secs = total % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours && hours > 0 { return "\(hours):\(two(minutes)):\(two(secs))" }
        return "\(showsHours ? minutes : total / 60):\(two(secs))"
    }

    /// "2 hours, 23 minutes": the `count` largest non-zero units.
    static func units(_ seconds: Double, count: Int) -> String {
        let total = Int(seconds.rounded(.down))
        let units: [(String, Int)] = [("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
        var remaining = total
        var parts: [String] = []
        for (name, size) in units {
            let amount = remaining / size
            remaining %= size
            if amount > 0 && parts.count < count { parts.append("\(amount) \(name)\(amount == 1 ? "" : "s")") }
            if !parts.isEmpty && amount == 0 && parts.count < count { break }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }
}

/// A `ProgressView(timerInterval:countsDown:)`'s interval.
// Evidence: Apple docs, ProgressView.init(timerInterval:countsDown:) ("a progress view that
// shows the progress of a timer over an interval"; counting down, it empties as time passes).
struct TimerProgress: Equatable, Sendable {
    let start: Date
    let end: Date
    let countsDown: Bool

    /// The fraction shown now, rounded to hundredths so the screen reads cleanly.
    var fraction: Double {
        let length = end.timeIntervalSince(start)
        let elapsed = min(max(VirtualClock.now.timeIntervalSince(start), 0), max(length, 0))
        let done = length > 0 ? elapsed / length : 1
        return ((countsDown ? 1 - done : done) * 100).rounded() / 100
    }
}

/// The label a timer progress view shows for its current value.
nonisolated public struct DefaultDateProgressLabel: View {
    public typealias Body = Never
}

extension DefaultDateProgressLabel: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        LeafNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(label: EmptyView(), value: nil, total: 1,
                  timer: TimerProgress(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(label: label(), value: nil, total: 1,
                  timer: TimerProgress(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown))
    }
}
