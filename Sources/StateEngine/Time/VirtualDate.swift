import Foundation

/// The date on the virtual clock: what `Date()` and `Date.now` return in a scenario.
///
/// The engine cannot shadow Foundation's `Date.init()` itself: a scenario that also imports
/// Foundation would see two equally good `init()`s. So the generated scenario program declares
/// `Date.init()` and `Date.now` in its own module (ScenarioKit's `ProgramGenerator.shadowedFoundation`),
/// where they shadow Foundation's for the scenario's code alone, and both call this. Every
/// other `Date` API stays Foundation's, on the same type.
// Chosen [virtual-date-start]: the clock starts at 2025-06-09 09:41:00 UTC (scenario programs
// run with TZ=UTC); any fixed instant makes dates deterministic, and 9:41 is the time
// Apple's device images show.
public func __statedocsVirtualNow() -> Date {
    VirtualClock.date(at: VirtualScheduling.now)
}

enum VirtualClock {
    /// 2025-06-09 09:41:00 UTC, in seconds since 2001-01-01 00:00:00 UTC.
    static let start: TimeInterval = 771_154_860

    /// The date now, for the engine's own use (timelines, date texts).
    static var now: Date { date(at: VirtualScheduling.now) }

    /// The date at a virtual clock reading.
    static func date(at seconds: Double) -> Date {
        Date(timeIntervalSinceReferenceDate: start + seconds)
    }

    /// The virtual clock reading of a date.
    static func seconds(of date: Date) -> Double {
        date.timeIntervalSinceReferenceDate - start
    }
}
