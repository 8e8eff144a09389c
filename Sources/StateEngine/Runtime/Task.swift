/// Scenario code's `Task { ... }` and `Task.sleep` resolve to this type (this module shadows
/// the standard library's `Task`). A task starts on the driver's virtual main queue; it runs
/// as a real Swift task, and the driver waits until it finishes or sleeps. Sleeping waits on
/// the virtual clock, so `try await Task.sleep(for: .seconds(1))` resumes when the scenario
/// advances one second. Chosen [tasks-off-main-actor]: unlike the standard library's, the operation does not inherit
/// the main actor (no `@_inheritActorContext`): it runs on the engine's task thread, whose
/// jobs the driver can count, so waiting for tasks stays deterministic; this toolchain offers
/// no way to take over the main actor's executor. In the Swift 6 language mode a task that
/// reads a view's state therefore needs `@MainActor in` or `await MainActor.run`.
public struct Task<Success: Sendable, Failure: Error>: Sendable {
    let box: TaskBox

    public init(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success) where Failure == Never {
        box = TaskBox()
        let box = self.box
        nonisolated(unsafe) let operation = operation
        TaskScheduler.start(box) {
            let value = await operation()
            box.store(value)
        }
    }

    public init(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async throws -> Success) where Failure == Error {
        box = TaskBox()
        let box = self.box
        nonisolated(unsafe) let operation = operation
        TaskScheduler.start(box) {
            do {
                box.store(try await operation())
            } catch {
                box.storeError(error)
            }
        }
    }

    public static func detached(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success) -> Task<Success, Failure> where Failure == Never {
        Task(priority: priority, operation: operation)
    }

    public func cancel() { box.cancel() }

    public var isCancelled: Bool { box.isCancelled }

    public var value: Success {
        get async throws {
            await box.waitForFinish()
            if let error = box.error { throw error }
            return box.result as! Success
        }
    }
}

extension Task where Failure == Never {
    public var value: Success {
        get async {
            await box.waitForFinish()
            return box.result as! Success
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
final class TaskBox: @unchecked Sendable {
    @TaskLocal static var current: TaskBox?

    private let condition = NSCondition()
    private(set) var isFinished = false
    private(set) var isCancelled = false
    var result: Any?
    var error: Error?
    /// Pending virtual sleeps, by sleeper: each resumes its own continuation.
    private var sleepers: [Int: (Error?) -> Void] = [:]
    private var nextSleeper = 0
    /// Tasks awaiting this one's `value`.
    private var finishWaiters: [() -> Void] = []

    var isSleeping: Bool { condition.lock(); defer { condition.unlock() }; return !sleepers.isEmpty }

    func store(_ value: Any) {
        condition.lock(); result = value; isFinished = true; let waiters = finishWaiters; finishWaiters = []; condition.broadcast(); condition.unlock()
        for waiter in waiters { waiter() }
    }

    func storeError(_ error: Error) {
        condition.lock(); self.error = error; isFinished = true; let waiters = finishWaiters; finishWaiters = []; condition.broadcast(); condition.unlock()
        for waiter in waiters { waiter() }
    }

    /// Suspends the caller until this task finishes (no busy waiting, so the engine sees the
    /// awaiting task as suspended).
    func waitForFinish() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            condition.lock()
            if isFinished {
                condition.unlock()
                continuation.resume()
                return
            }
            finishWaiters.append { continuation.resume() }
            condition.unlock()
        }
    }

    func cancel() {
        condition.lock()
        isCancelled = true
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
            condition.lock()
            let finished = isFinished
            condition.unlock()
            if finished { return }
            if Thread.isMainThread {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.0005))
            } else {
                condition.lock()
                if !isFinished { _ = condition.wait(until: Date(timeIntervalSinceNow: 0.001)) }
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

import Transcript

struct WeakTaskBox {
    weak var box: TaskBox?
}

enum TaskScheduler {

    static func start(_ box: TaskBox, _ body: @escaping @Sendable () async -> Void) {
        guard let driver = EngineContext.current else {
            _Concurrency.Task { await TaskBox.$current.withValue(box) { await body() } }
            return
        }
        driver.liveTasks.append(WeakTaskBox(box: box))
        driver.mainQueue.enqueue(after: 0) {
            nonisolated(unsafe) let driver = driver
            _Concurrency.Task(executorPreference: EngineExecutor.shared) {
                await EngineContext.$bound.withValue(driver) {
                    await TaskBox.$current.withValue(box) { await body() }
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
