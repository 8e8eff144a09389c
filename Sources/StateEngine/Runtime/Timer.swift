/// Scenario code's `Timer` resolves to this class (this module shadows Foundation's, as it
/// does Dispatch's): timers fire on the driver's virtual clock, so a scenario sees a
/// one-second timer fire three times when it advances three seconds. Both forms SwiftUI
/// code uses are here: `Timer.scheduledTimer(withTimeInterval:repeats:block:)` and
/// `Timer.publish(every:on:in:).autoconnect()` with `onReceive`. Evidence: Apple's Timer
/// and Timer.publish docs; the virtual clock is the engine's (see DispatchQueue).
/// StateEngine: hidden (Foundation/Dispatch, on the virtual clock)
/// `@unchecked Sendable`, as Foundation's Timer is Sendable: its mutable state (validity,
/// fire date, tolerance) is read and written with `lock` held.
public final class Timer: @unchecked Sendable {
    public let timeInterval: TimeInterval
    let repeats: Bool
    let block: @Sendable (Timer) -> Void
    private let lock = NSLock()
    private var storedTolerance: TimeInterval = 0
    private var storedIsValid = true
    private var storedFireDate: Date

    public var tolerance: TimeInterval {
        get { locked { storedTolerance } }
        set { locked { storedTolerance = newValue } }
    }
    public private(set) var isValid: Bool {
        get { locked { storedIsValid } }
        set { locked { storedIsValid = newValue } }
    }
    public private(set) var fireDate: Date {
        get { locked { storedFireDate } }
        set { locked { storedFireDate = newValue } }
    }

    private func locked<T>(_ work: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return work()
    }

    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        timeInterval = interval
        self.repeats = repeats
        self.block = block
        storedFireDate = VirtualClock.date(at: VirtualScheduling.now + interval)
    }

    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    func schedule() {
        let due = VirtualScheduling.now + Swift.max(timeInterval, 0.0001)
        fireDate = VirtualClock.date(at: due)
        VirtualScheduling.schedule(at: due) { [weak self] in
            guard let self, self.isValid else { return }
            self.fire()
            if self.repeats && self.isValid { self.schedule() } else { self.isValid = false }
        }
    }

    public func fire() {
        guard isValid else { return }
        block(self)
    }

    public func invalidate() { isValid = false }

    /// `Timer.publish(every: 1, on: .main, in: .common)`: a connectable publisher of the
    /// virtual time (as a Date) at each tick.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        private let subject = PassthroughSubject<Date, Never>()
        private var timer: Timer?

        init(interval: TimeInterval) { self.interval = interval }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable {
            // Ticks run on the driver's virtual main queue, the thread that connected.
            let subject = HandedOver(self.subject)
            let timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { timer in
                subject.value.send(timer.fireDate)
            }
            self.timer = timer
            return AnyCancellable { timer.invalidate() }
        }
    }
}
