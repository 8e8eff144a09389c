/// Scenario code's `DispatchQueue`, `DispatchTime` and `DispatchTimeInterval` resolve to these
/// (this module shadows Dispatch's): work goes to the driver's virtual main queue and clock,
/// so `asyncAfter(deadline: .now() + 0.5)` runs when the scenario advances 0.5 s.
public final class DispatchQueue: @unchecked Sendable {
    public let label: String

    public init(label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [], target: DispatchQueue? = nil) {
        self.label = label
    }

    public static let main = DispatchQueue(label: "com.apple.main-thread")

    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(label: "global")
    }

    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable @convention(block) () -> Void) {
        VirtualScheduling.schedule(after: 0, work)
    }

    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable @convention(block) () -> Void) {
        VirtualScheduling.schedule(at: deadline.seconds, work)
    }

    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        VirtualScheduling.schedule(at: deadline.seconds) { item.perform() }
    }

    public func async(execute item: DispatchWorkItem) {
        VirtualScheduling.schedule(after: 0) { item.perform() }
    }

    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        try work()
    }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let concurrent = Attributes(rawValue: 1)
    }
}

public struct DispatchQoS: Sendable {
    public enum QoSClass: Sendable { case background, utility, `default`, userInitiated, userInteractive, unspecified }
    public static let unspecified = DispatchQoS()
    public static let background = DispatchQoS()
    public static let utility = DispatchQoS()
    public static let `default` = DispatchQoS()
    public static let userInitiated = DispatchQoS()
    public static let userInteractive = DispatchQoS()
}

public struct DispatchWorkItemFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}

public final class DispatchWorkItem: @unchecked Sendable {
    private let block: () -> Void
    public private(set) var isCancelled = false
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping @Sendable @convention(block) () -> Void) {
        self.block = block
    }
    public func perform() { if !isCancelled { block() } }
    public func cancel() { isCancelled = true }
}

public final class DispatchGroup: @unchecked Sendable {
    public init() {}
    public func enter() {}
    public func leave() {}
}

/// A point on the driver's virtual clock.
public struct DispatchTime: Comparable, Sendable {
    let seconds: Double
    init(seconds: Double) { self.seconds = seconds }
    public static func now() -> DispatchTime { DispatchTime(seconds: VirtualScheduling.now) }
    public static let distantFuture = DispatchTime(seconds: .infinity)
    public var uptimeNanoseconds: UInt64 { UInt64(seconds * 1e9) }
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }
}

public enum DispatchTimeInterval: Equatable, Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never

    var seconds: Double {
        switch self {
        case .seconds(let n): return Double(n)
        case .milliseconds(let n): return Double(n) / 1e3
        case .microseconds(let n): return Double(n) / 1e6
        case .nanoseconds(let n): return Double(n) / 1e9
        case .never: return .infinity
        }
    }
}

public func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds + seconds)
}

public func - (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds - seconds)
}

public func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    DispatchTime(seconds: time.seconds + interval.seconds)
}

/// Routes queued work to the current driver's virtual queue.
enum VirtualScheduling {
    static var now: Double { EngineContext.current?.mainQueue.now ?? 0 }

    static func schedule(after delay: Double, _ work: @escaping () -> Void) {
        guard let driver = EngineContext.current else {
            EngineContext.warn("main-queue work scheduled with no running view hierarchy was dropped")
            return
        }
        driver.mainQueue.enqueue(after: delay, work)
    }

    static func schedule(at due: Double, _ work: @escaping () -> Void) {
        guard let driver = EngineContext.current else { return }
        driver.mainQueue.enqueue(at: due, work)
    }
}
