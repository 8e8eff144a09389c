/// Scenario code's `Task { ... }` and `Task.sleep` resolve to this type (this module shadows
/// the standard library's `Task`). A task starts on the driver's virtual main queue; it runs
/// as a real Swift task, and the driver waits until it finishes or sleeps. Sleeping waits on
/// the virtual clock, so `try await Task.sleep(for: .seconds(1))` resumes when the scenario
/// advances one second. Chosen [tasks-off-main-actor]: unlike the standard library's, the operation does not inherit
/// the main actor (no `@_inheritActorContext`): it runs on the engine's task thread, whose
/// jobs the driver can count, so waiting for tasks stays deterministic; taking over the main
/// actor's executor needs Swift 6.3's experimental custom-executor SPI, not adopted yet (see
/// docs/ENGINE-RULES.md). In the Swift 6 language mode a task that
/// reads a view's state therefore needs `@MainActor in` or `await MainActor.run`.
public struct Task<Success: Sendable, Failure: Error>: Sendable {
    let box: TaskResultBox<Success, Failure>

    public init(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success) where Failure == Never {
        let box = TaskResultBox<Success, Failure>()
        self.box = box
        box.handOver { box.finish(.success(await operation())) }
        TaskScheduler.start(box)
    }

    public init(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async throws -> Success) where Failure == Error {
        let box = TaskResultBox<Success, Failure>()
        self.box = box
        box.handOver {
            do {
                box.finish(.success(try await operation()))
            } catch {
                box.finish(.failure(error))
            }
        }
        TaskScheduler.start(box)
    }

    public static func detached(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success) -> Task<Success, Failure> where Failure == Never {
        Task(priority: priority, operation: operation)
    }

    public func cancel() { box.cancel() }

    public var isCancelled: Bool { box.isCancelled }

    public var value: Success {
        get async throws {
            try await box.outcome().get()
        }
    }
}

extension Task where Failure == Never {
    public var value: Success {
        get async {
            await box.outcome().get()
        }
    }
}

extension Task where Success == Never, Failure == Never {
    public static var isCancelled: Bool { TaskBox.current?.isCancelled ?? _Concurrency.Task.isCancelled }

    public static func checkCancellation() throws {
        if isCancelled { throw CancellationError() }
    }

    public static func yield() async { await _Concurrency.Task.yield() }

    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await TaskScheduler.sleep(seconds: Double(duration) / 1e9)
    }

    public static func sleep(for duration: Duration) async throws {
        let (seconds, attoseconds) = duration.components
        try await TaskScheduler.sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }

    public static func sleep(_ duration: UInt64) async {
        try? await TaskScheduler.sleep(seconds: Double(duration) / 1e9)
    }
}

extension Task: Hashable {
    public static func == (a: Task, b: Task) -> Bool { a.box === b.box }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }
}

/// The state of one engine task, shared between the driver and the running Swift task. Its
/// child tasks (`async let`, task groups) share it through the task-local `current`, so each
/// of them can sleep on the virtual clock at the same time (one wake-up per sleeper).
/// `@unchecked Sendable`: every mutable property is read and written with `condition` locked.
class TaskBox: @unchecked Sendable {
    @TaskLocal static var current: TaskBox?

    let condition = NSCondition()
    private var finished = false
    private var cancelled = false
    /// The task's work until it starts running (taken once, under the lock).
    private var operation: (() async -> Void)?
    /// The driver the task runs for, fixed at creation. The task reads it only while the
    /// driver's thread is blocked in `waitUntilIdle` (waiting on `condition`/the executor's
    /// lock), so the two never use it at the same time.
    let driver: Driver?
    /// Pending virtual sleeps, by sleeper: each resumes its own continuation.
    private var sleepers: [Int: (Error?) -> Void] = [:]
    private var nextSleeper = 0

    init() {
        driver = EngineContext.current
    }

    var isFinished: Bool { condition.lock(); defer { condition.unlock() }; return finished }
    var isCancelled: Bool { condition.lock(); defer { condition.unlock() }; return cancelled }
    var isSleeping: Bool { condition.lock(); defer { condition.unlock() }; return !sleepers.isEmpty }

    /// Stores the task's work; `run()` takes it on the task's own thread.
    func handOver(_ work: sending @escaping () async -> Void) {
        condition.lock(); operation = work; condition.unlock()
    }

    /// Runs the handed-over work (once: a second call finds nothing).
    func run() async {
        await takeOperation()?()
    }

    private func takeOperation() -> (() async -> Void)? {
        condition.lock(); defer { condition.unlock() }
        let work = operation
        operation = nil
        return work
    }

    /// Marks the task finished; called with `condition` locked, by the subclass that stores
    /// the result under the same lock.
    func markFinished() {
        finished = true
        condition.broadcast()
    }

    func cancel() {
        condition.lock()
        cancelled = true
        let pending = Array(sleepers.keys)
        condition.unlock()
        guard !pending.isEmpty, let driver = EngineContext.current else { return }
        // Resume the sleepers outside the current update, like a real cancellation would.
        driver.mainQueue.enqueue(after: 0) { [weak self] in
            for sleeper in pending.sorted() { self?.resume(sleeper, with: CancellationError()) }
        }
    }

    /// Registers a sleeper; returns its number for `resume`.
    func sleep(_ wake: @escaping (Error?) -> Void) -> Int {
        condition.lock()
        nextSleeper += 1
        let id = nextSleeper
        sleepers[id] = wake
        condition.broadcast()
        condition.unlock()
        return id
    }

    /// Wakes one sleeper and waits until the task is idle again.
    func resume(_ sleeper: Int, with error: Error?) {
        condition.lock()
        guard let wake = sleepers.removeValue(forKey: sleeper) else { condition.unlock(); return }
        condition.unlock()
        wake(error)
        waitUntilIdle()
    }

    /// Waits until the task finished, or until every engine task is suspended (sleeping on the
    /// virtual clock, or awaiting something). Deterministic: it waits for the engine's task
    /// thread to run out of work, never for a wall-clock time. On the main thread the run loop
    /// keeps turning, so main-actor work of the task can run.
    func waitUntilIdle() {
        var quietReadings = 0
        var lastGeneration = -1
        while true {
            if isFinished { return }
            if Thread.isMainThread {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.0005))
            } else {
                condition.lock()
                if !finished { _ = condition.wait(until: Date(timeIntervalSinceNow: 0.001)) }
                condition.unlock()
            }
            let reading = EngineExecutor.shared.quiescence
            if reading.isQuiescent && reading.generation == lastGeneration {
                quietReadings += 1
                // Several quiet readings in a row, with the main run loop turned in between:
                // nothing is left to run until the driver wakes a sleeper.
                if quietReadings >= 3 { return }
            } else {
                quietReadings = 0
            }
            lastGeneration = reading.generation
        }
    }
}

/// An engine task's result: stored once when the task finishes, read by every `value` awaiter.
/// `@unchecked Sendable`: `result` and `waiters` are read and written with the box's
/// `condition` locked.
final class TaskResultBox<Success: Sendable, Failure: Error>: TaskBox, @unchecked Sendable {
    private var result: Result<Success, Failure>?
    /// Awaiters of `value` suspended until the result is stored.
    private var waiters: [CheckedContinuation<Result<Success, Failure>, Never>] = []

    func finish(_ outcome: Result<Success, Failure>) {
        condition.lock()
        result = outcome
        markFinished()
        let suspended = waiters
        waiters = []
        condition.unlock()
        for waiter in suspended { waiter.resume(returning: outcome) }
    }

    /// The task's result, once it finishes; the caller stays suspended until then.
    func outcome() async -> Result<Success, Failure> {
        await withCheckedContinuation { continuation in
            condition.lock()
            if let result {
                condition.unlock()
                continuation.resume(returning: result)
                return
            }
            waiters.append(continuation)
            condition.unlock()
        }
    }
}

import Transcript

struct WeakTaskBox {
    weak var box: TaskBox?
}

enum TaskScheduler {

    static func start(_ box: TaskBox) {
        guard let driver = box.driver else {
            _Concurrency.Task { await TaskBox.$current.withValue(box) { await box.run() } }
            return
        }
        driver.liveTasks.append(WeakTaskBox(box: box))
        driver.mainQueue.enqueue(after: 0) {
            _Concurrency.Task(executorPreference: EngineExecutor.shared) {
                await EngineContext.$bound.withValue(box.driver.map(HandedOver.init)) {
                    await TaskBox.$current.withValue(box) { await box.run() }
                }
            }
            box.waitUntilIdle()
        }
    }

    static func sleep(seconds: Double) async throws {
        guard let box = TaskBox.current, let driver = EngineContext.current else {
            try await _Concurrency.Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1e9))
            return
        }
        if box.isCancelled { throw CancellationError() }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            let sleeper = box.sleep { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
            driver.mainQueue.enqueue(after: seconds) { [weak box] in
                box?.resume(sleeper, with: nil)
            }
        }
    }
}
