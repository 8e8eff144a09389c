/// Scenario code's `Task { ... }` and `Task.sleep` resolve to this type (this module shadows
/// the standard library's `Task`). A task starts on the driver's virtual main queue; it runs
/// as a real Swift task, and the driver waits until it finishes or sleeps. Sleeping waits on
/// the virtual clock, so `try await Task.sleep(for: .seconds(1))` resumes when the scenario
/// advances one second.
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
            while !box.isFinished { await _Concurrency.Task.yield() }
            if let error = box.error { throw error }
            return box.result as! Success
        }
    }
}

extension Task where Failure == Never {
    public var value: Success {
        get async {
            while !box.isFinished { await _Concurrency.Task.yield() }
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

/// The state of one engine task, shared between the driver and the running Swift task.
final class TaskBox: @unchecked Sendable {
    @TaskLocal static var current: TaskBox?

    private let condition = NSCondition()
    private(set) var isFinished = false
    private(set) var isCancelled = false
    private(set) var isSleeping = false
    var result: Any?
    var error: Error?
    /// Resumes a pending virtual sleep (with an error when cancelled).
    private var wake: ((Error?) -> Void)?

    func store(_ value: Any) {
        condition.lock(); result = value; isFinished = true; condition.broadcast(); condition.unlock()
    }

    func storeError(_ error: Error) {
        condition.lock(); self.error = error; isFinished = true; condition.broadcast(); condition.unlock()
    }

    func cancel() {
        condition.lock()
        isCancelled = true
        let wake = self.wake
        condition.unlock()
        guard wake != nil, let driver = EngineContext.current else { return }
        // Resume the sleeper outside the current update, like a real cancellation would.
        driver.mainQueue.enqueue(after: 0) { [weak self] in
            self?.resume(with: CancellationError())
        }
    }

    func sleep(_ wake: @escaping (Error?) -> Void) {
        condition.lock()
        self.wake = wake
        isSleeping = true
        condition.broadcast()
        condition.unlock()
    }

    /// Wakes the sleeping task and waits until it finishes or sleeps again.
    func resume(with error: Error?) {
        condition.lock()
        guard let wake else { condition.unlock(); return }
        self.wake = nil
        isSleeping = false
        condition.unlock()
        wake(error)
        waitUntilIdle()
    }

    /// Waits until the task finished or is sleeping on the virtual clock. On the main thread
    /// the run loop keeps turning, so main-actor work of the task can run.
    func waitUntilIdle() {
        let deadline = Date(timeIntervalSinceNow: TaskScheduler.realTimeLimit)
        while true {
            condition.lock()
            let idle = isFinished || isSleeping
            condition.unlock()
            if idle { return }
            if Date() > deadline {
                EngineContext.current?.record(TranscriptEvent(.error, "a task neither finished nor slept within \(Int(TaskScheduler.realTimeLimit)) s of real time"))
                return
            }
            if Thread.isMainThread {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
            } else {
                condition.lock()
                if !(isFinished || isSleeping) { _ = condition.wait(until: Date(timeIntervalSinceNow: 0.01)) }
                condition.unlock()
            }
        }
    }
}

import Transcript

enum TaskScheduler {
    static let realTimeLimit = 5.0

    static func start(_ box: TaskBox, _ body: @escaping @Sendable () async -> Void) {
        guard let driver = EngineContext.current else {
            _Concurrency.Task { await TaskBox.$current.withValue(box) { await body() } }
            return
        }
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
            driver.mainQueue.enqueue(after: seconds) { [weak box] in
                box?.resume(with: nil)
            }
            box.sleep { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }
}
