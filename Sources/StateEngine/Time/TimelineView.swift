import Foundation

/// A view that updates at the dates its schedule lists, on the virtual clock: its content
/// closure runs with `context.date`, the latest entry not after now, and again at each next
/// entry while the view lives.
// Evidence: Apple docs, TimelineView ("a view that updates according to a schedule that you
// provide"; the content receives the entry's date) and TimelineSchedule.entries(from:mode:).
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, EngineProvidedView {
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    private var clock = TimelineClock()

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(clock.context(for: schedule))
    }
}

public struct TimelineViewDefaultContext {
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The date of the schedule entry this update shows.
    public let date: Date
    public let cadence: Cadence
}

/// The dynamic property that keeps a timeline's place in its schedule and wakes the view at
/// the next entry.
struct TimelineClock: DynamicProperty, InstallableProperty {
    private var slot: TimelineClockSlot?

    mutating func install(host: DynamicPropertyHost, slot: inout AnyObject?, name: String) {
        let owned = slot as? TimelineClockSlot ?? TimelineClockSlot(host: host)
        slot = owned
        self.slot = owned
    }

    func context(for schedule: some TimelineSchedule) -> TimelineViewDefaultContext {
        guard let slot else { return TimelineViewDefaultContext(date: VirtualClock.now, cadence: .live) }
        return slot.context(for: schedule)
    }
}

final class TimelineClockSlot: TeardownSlot {
    private weak var host: DynamicPropertyHost?
    private var iterator: AnyIterator<Date>?
    /// The latest entry reached and the next one waiting.
    private var current: Date?
    private var next: Date?
    private var wakeUp: Double?
    private var isTornDown = false

    init(host: DynamicPropertyHost) { self.host = host }

    func context(for schedule: some TimelineSchedule) -> TimelineViewDefaultContext {
        let now = VirtualClock.now
        if iterator == nil {
            var entries = schedule.entries(from: now, mode: .normal).makeIterator()
            iterator = AnyIterator { entries.next() }
            next = iterator?.next()
        }
        // Entries not after now are reached (a bounded walk: a schedule may list many).
        var steps = 0
        while let entry = next, entry <= now, steps < 100_000 {
            current = entry
            next = iterator?.next()
            steps += 1
        }
        scheduleWakeUp()
        return TimelineViewDefaultContext(date: current ?? now, cadence: .live)
    }

    private func scheduleWakeUp() {
        guard let next, !isTornDown else { return }
        let due = VirtualClock.seconds(of: next)
        if wakeUp == due { return }
        wakeUp = due
        VirtualScheduling.schedule(at: max(due, VirtualScheduling.now)) { [weak self] in
            guard let self, !self.isTornDown, self.wakeUp == due else { return }
            self.wakeUp = nil
            self.host?.invalidate(cause: .timeline)
        }
    }

    func teardown() { isTornDown = true }
}

/// What a `TimelineView` follows: the dates at which it updates.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// Every `interval` seconds from `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: start, interval: interval, from: startDate)
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        init(start: Date, interval: TimeInterval, from: Date) {
            self.interval = Swift.max(interval, 1e-3)
            // Begin at the latest entry not after `from` (or the start, if it is later).
            let elapsed = from.timeIntervalSince(start)
            let skipped = elapsed > 0 ? (elapsed / self.interval).rounded(.down) : 0
            upcoming = start.addingTimeInterval(skipped * self.interval)
        }

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

/// At the start of every minute.
// Evidence: Apple docs, EveryMinuteTimelineSchedule ("updates at the start of every minute").
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate)
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?

        public mutating func next() -> Date? {
            guard let current = upcoming else { return nil }
            let seconds = current.timeIntervalSinceReferenceDate
            upcoming = Date(timeIntervalSinceReferenceDate: ((seconds / 60).rounded(.down) + 1) * 60)
            return current
        }
    }
}

/// The dates given, in order.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    public init(_ dates: Dates) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// Every frame (60 per virtual second) or every `minimumInterval`; one entry when paused.
// Evidence: Apple docs, AnimationTimelineSchedule ("updates at the rate of the display";
// minimumInterval "the minimum interval to update the schedule"; paused "stop updating").
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, interval: max(minimumInterval ?? 0, 1 / Animator.framesPerSecond), paused: paused)
    }

    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        let paused: Bool

        public mutating func next() -> Date? {
            guard let current = upcoming else { return nil }
            upcoming = paused ? nil : current.addingTimeInterval(interval)
            return current
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
