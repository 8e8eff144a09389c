/// Scenario code's `DispatchQueue`, `DispatchTime` and `DispatchTimeInterval` resolve to these
/// (this module shadows Dispatch's): work goes to the driver's virtual main queue and clock,
/// so `asyncAfter(deadline: .now() + 0.5)` runs when the scenario advances 0.5 s. Work sent
/// to `DispatchQueue.global()` or a queue of the scenario's own runs there too, as one job
/// at its turn: a deterministic interleaving of what a real queue would run concurrently
/// (Chosen [one-thread-dispatch]: the engine has one thread; completion order is the order work was submitted,
/// and a background job's results reach the UI only through the main queue, as they must).
/// StateEngine: hidden (Foundation/Dispatch, on the virtual clock)
public final class DispatchQueue: Sendable {
    public let label: String

    public init(label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [], target: DispatchQueue? = nil) {
        self.label = label
    }

    public static let main = DispatchQueue(label: "com.apple.main-thread")

    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(label: "global")
    }

    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable @convention(block) () -> Void) {
        group?.enter()
        let work = onThisQueue(work)
        VirtualScheduling.schedule(after: 0) {
            work()
            group?.leave()
        }
    }

    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable @convention(block) () -> Void) {
        VirtualScheduling.schedule(at: deadline.seconds, onThisQueue(work))
    }

    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        VirtualScheduling.schedule(at: deadline.seconds, onThisQueue { item.perform() })
    }

    public func async(execute item: DispatchWorkItem) {
        VirtualScheduling.schedule(after: 0, onThisQueue { item.perform() })
    }

    /// The work marked as running off the main queue unless this is the main queue: the one
    /// engine thread runs it, but what it publishes is published from a background thread.
    private func onThisQueue(_ work: @escaping () -> Void) -> () -> Void {
        if self === DispatchQueue.main { return work }
        return { BackgroundQueueWork.$isRunning.withValue(true) { work() } }
    }

    /// Queues engine-side work (a group's notification) on this queue.
    func schedule(_ work: @escaping () -> Void) {
        VirtualScheduling.schedule(after: 0, work)
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

/// StateEngine: hidden (Foundation/Dispatch, on the virtual clock)
public struct DispatchQoS: Sendable {
    public enum QoSClass: Sendable { case background, utility, `default`, userInitiated, userInteractive, unspecified }
    public static let unspecified = DispatchQoS()
    public static let background = DispatchQoS()
    public static let utility = DispatchQoS()
    public static let `default` = DispatchQoS()
    public static let userInitiated = DispatchQoS()
    public static let userInteractive = DispatchQoS()
}

/// StateEngine: hidden (Foundation/Dispatch, on the virtual clock)
public struct DispatchWorkItemFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// StateEngine: hidden (Foundation/Dispatch, on the virtual clock)
/// `@unchecked Sendable`, as Dispatch's is: `cancelled` is read and written with `lock` held.
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: @Sendable () -> Void
    private let lock = NSLock()
    private var cancelled = false
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping @Sendable @convention(block) () -> Void) {
        self.block = block
    }
    public var isCancelled: Bool { lock.lock(); defer { lock.unlock() }; return cancelled }
    public func perform() { if !isCancelled { block() } }
    public func cancel() { lock.lock(); cancelled = true; lock.unlock() }
}

/// Counts work in flight: `notify` runs its work on the given queue once every `enter` has
/// been matched by a `leave` (at once when nothing is in flight). A blocking `wait()` would
/// stop the engine's only thread, so it is unavailable. Evidence: Apple's DispatchGroup docs.
/// StateEngine: hidden (Foundation/Dispatch, on the virtual clock)
/// `@unchecked Sendable`, as Dispatch's is: `count` and `notifications` are read and
/// written with `lock` held; the work runs after it is released.
public final class DispatchGroup: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var notifications: [(queue: DispatchQueue, work: @Sendable () -> Void)] = []

    public init() {}

    public func enter() { lock.lock(); count += 1; lock.unlock() }

    public func leave() {
        lock.lock()
        count -= 1
        let remaining = count
        let pending = remaining == 0 ? notifications : []
        if remaining == 0 { notifications = [] }
        lock.unlock()
        if remaining < 0 { EngineContext.fatal("Unbalanced call to dispatch_group_leave()") }
        for notification in pending { notification.queue.schedule(notification.work) }
    }

    public func notify(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue, execute work: @escaping @Sendable @convention(block) () -> Void) {
        lock.lock()
        let idle = count == 0
        if !idle { notifications.append((queue, work)) }
        lock.unlock()
        if idle { queue.schedule(work) }
    }

    public func notify(queue: DispatchQueue, work: DispatchWorkItem) {
        notify(queue: queue) { work.perform() }
    }

    @available(*, unavailable, message: "StateEngine does not model blocking waits (the scenario has one thread): use notify(queue:execute:) (see Supported SwiftUI)")
    public func wait() { fatalError("unavailable") }

    @available(*, unavailable, message: "StateEngine does not model blocking waits (the scenario has one thread): use notify(queue:execute:) (see Supported SwiftUI)")
    public func wait(timeout: DispatchTime) -> DispatchTimeoutResult { fatalError("unavailable") }
}

/// StateEngine: hidden (Foundation/Dispatch, on the virtual clock)
public enum DispatchTimeoutResult: Sendable { case success, timedOut }

/// A point on the driver's virtual clock.
/// StateEngine: hidden (Foundation/Dispatch, on the virtual clock)
public struct DispatchTime: Comparable, Sendable {
    let seconds: Double
    init(seconds: Double) { self.seconds = seconds }
    public static func now() -> DispatchTime { DispatchTime(seconds: VirtualScheduling.now) }
    public static let distantFuture = DispatchTime(seconds: .infinity)
    public var uptimeNanoseconds: UInt64 { UInt64(seconds * 1e9) }
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }
}

/// StateEngine: hidden (Foundation/Dispatch, on the virtual clock)
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

/// Whether the work running now was sent to a queue other than the main queue.
enum BackgroundQueueWork {
    @TaskLocal static var isRunning = false
}
