/// The thread engine tasks run on (unless they are main-actor isolated). The driver blocks
/// while it waits for a task to finish or sleep; running tasks on Swift's cooperative pool
/// would let blocked drivers starve that pool, so tasks get a thread of their own.
/// `@unchecked Sendable`: `jobs`, `running` and `generation` are read and written with
/// `condition` (its lock) held.
final class EngineExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = EngineExecutor()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var running = false
    /// Bumped whenever a job starts: two equal readings with nothing queued in between mean
    /// no engine task ran in the meantime.
    private var generation = 0

    /// Nothing queued and nothing running: every engine task is suspended (or finished).
    var quiescence: (isQuiescent: Bool, generation: Int) {
        condition.lock(); defer { condition.unlock() }
        return (jobs.isEmpty && !running, generation)
    }

    private init() {
        let thread = Thread { [unowned self] in self.runLoop() }
        thread.name = "StateEngine tasks"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        condition.lock()
        jobs.append(unowned)
        condition.signal()
        condition.unlock()
    }

    private func runLoop() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            running = true
            generation += 1
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            condition.lock()
            running = false
            condition.unlock()
        }
    }
}
