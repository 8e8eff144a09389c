import ConcurrentMap
import Dispatch
import Foundation

/// How the scenarios that missed the cache get compiled and run on `workers` threads.
///
/// Batchable scenarios (`ScenarioBatch.canBatch`) are split into one batch per worker,
/// balanced by source size, and each batch is one swiftc run; the rest, and every
/// `expect=compile-error` or `expect=warning` scenario (whose compiler messages are the claim),
/// compile alone. Every scenario still runs in its own process. When a batch fails, the
/// scenarios the compiler named compile alone and the others are batched once more; if that
/// retry fails too, or a failure names no scenario, its scenarios all compile alone. So a
/// broken scenario costs the others at most one extra compile.
struct CompileSchedule {
    struct Job: Sendable {
        var key: String
        var program: ScenarioProgram
        var timeout: Double
        var name: String
        var scenario: Scenario
    }

    enum Task {
        case alone(Job)
        case batch([Job], isRetry: Bool)
        /// `compileShare`: the batch's compile time divided among its members.
        case runBatched(BatchCompilation, member: Int, job: Job, compileShare: Double)
    }

    let executor: ScenarioExecutor
    let workers: Int
    let batching: Bool

    /// Compiles and runs every job; calls `finished` once per job, from any thread, with the
    /// seconds its compile and run took (its share of a batch's compile).
    func run(
        _ jobs: [Job], started: @escaping @Sendable (Job) -> Void,
        finished: @escaping @Sendable (Job, ScenarioRun, Double) -> Void
    ) {
        guard !jobs.isEmpty else { return }
        // At most `workers` compiles at once (each keeps a core busy); runs of batched
        // scenarios may fill the other threads, since a run mostly waits for its process to
        // start and end, and so overlap the compiles still going.
        let queue = WorkQueue<Task>(initialTasks(jobs), heavyLimit: max(1, workers)) { task in
            if case .runBatched = task { return false }
            return true
        }
        let compiled = Locked<[BatchCompilation]>([])
        let executor = self.executor
        WorkQueue<Task>.onThreads(max(1, min(workers * 2, jobs.count))) {
            while let (task, heavy) = queue.next() {
                switch task {
                case .alone(let job):
                    started(job)
                    let clock = ContinuousClock.now
                    let run = executor.compileAndRun(job.program, key: job.key, timeout: job.timeout, limits: job.scenario.limits)
                    finished(job, run, clock.secondsSince)
                case .batch(let members, let isRetry):
                    let clock = ContinuousClock.now
                    let name = SHA256.hex(members.map(\.key).joined(separator: "\n")).prefix(16) + (isRetry ? "-retry" : "")
                    guard let batch = executor.compileBatch(members.map(\.program), name: String(name)) else {
                        queue.add(members.map { .alone($0) })
                        break
                    }
                    compiled.withLock { $0.append(batch) }
                    queue.add(followUps(batch, members: members, isRetry: isRetry, compileShare: clock.secondsSince / Double(members.count)))
                case .runBatched(let batch, let member, let job, let compileShare):
                    started(job)
                    let clock = ContinuousClock.now
                    let run = executor.runBatched(batch, member: member, timeout: job.timeout, limits: job.scenario.limits)
                        ?? executor.compileAndRun(job.program, key: job.key, timeout: job.timeout, limits: job.scenario.limits)
                    finished(job, run, compileShare + clock.secondsSince)
                }
                queue.taskDone(heavy: heavy)
            }
        }
        compiled.withLock { $0.forEach { $0.discard() } }
    }

    /// Batches first: each one unlocks many runs.
    func initialTasks(_ jobs: [Job]) -> [Task] {
        var alone: [Job] = []
        var batchable: [Job] = []
        let batching = self.batching
        // Deciding means parsing each program (swift-syntax): on every core.
        let canBatch = jobs.concurrentMap { job in
            let claimsCompilerMessages = [.compileError, .warning].contains(job.scenario.expectation.outcome)
            return batching && !claimsCompilerMessages && ScenarioBatch.canBatch(job.program)
        }
        for (job, canBatch) in zip(jobs, canBatch) {
            if canBatch {
                batchable.append(job)
            } else {
                alone.append(job)
            }
        }
        // A batch compiles in one language mode with one project's settings: each is batched apart.
        let modes = Dictionary(grouping: batchable, by: \.program.compileSettings).sorted { $0.key.description < $1.key.description }
        let batches = modes.flatMap { _, jobs in Self.partition(jobs, into: min(workers, jobs.count / 2)) }
        for batch in batches where batch.count == 1 { alone += batch }
        return batches.filter { $0.count > 1 }.map { .batch($0, isRetry: false) } + alone.map { .alone($0) }
    }

    /// Splits jobs into `count` groups of about equal source size (largest first, each to the
    /// lightest group), keeping each group in the jobs' order so batches are deterministic.
    static func partition(_ jobs: [Job], into count: Int) -> [[Job]] {
        guard count > 0 else { return jobs.isEmpty ? [] : [jobs] }
        var groups = [[Int]](repeating: [], count: count)
        var sizes = [Int](repeating: 0, count: count)
        let order = jobs.indices.sorted { jobs[$0].program.source.utf8.count > jobs[$1].program.source.utf8.count || (jobs[$0].program.source.utf8.count == jobs[$1].program.source.utf8.count && $0 < $1) }
        for index in order {
            let lightest = sizes.indices.min { sizes[$0] < sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) }!
            groups[lightest].append(index)
            sizes[lightest] += jobs[index].program.source.utf8.count
        }
        return groups.filter { !$0.isEmpty }.map { $0.sorted().map { jobs[$0] } }
    }

    private func followUps(_ batch: BatchCompilation, members: [Job], isRetry: Bool, compileShare: Double) -> [Task] {
        if batch.succeeded {
            return members.indices.map { index in
                batch.implicated.contains(index)
                    ? .alone(members[index])
                    : .runBatched(batch, member: index, job: members[index], compileShare: compileShare)
            }
        }
        let innocent = members.indices.filter { !batch.implicated.contains($0) }.map { members[$0] }
        let guilty = batch.implicated.sorted().map { members[$0] }
        if isRetry || batch.failedWithoutCulprit || innocent.count < 2 {
            return (guilty + innocent).map { .alone($0) }
        }
        return [.batch(innocent, isRetry: true)] + guilty.map { .alone($0) }
    }
}

/// Tasks shared by worker threads; a task may add more. `next()` waits while others are
/// still working (they may add tasks) and returns nil once everything is done. At most
/// `heavyLimit` heavy tasks (`isHeavy`) are handed out at once: a thread finding only heavy
/// tasks while that many run waits for one to end.
final class WorkQueue<Task>: @unchecked Sendable {
    private var tasks: [Task]
    private var inFlight = 0
    private var heavyInFlight = 0
    private let heavyLimit: Int
    private let isHeavy: (Task) -> Bool
    private let condition = NSCondition()

    init(_ tasks: [Task], heavyLimit: Int = .max, isHeavy: @escaping (Task) -> Bool = { _ in false }) {
        self.tasks = tasks.reversed()
        self.heavyLimit = heavyLimit
        self.isHeavy = isHeavy
    }

    /// The next task, and whether it is heavy (to be passed back to `taskDone`).
    func next() -> (task: Task, heavy: Bool)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            // The first task in order that may start now.
            if let index = tasks.indices.reversed().first(where: { heavyInFlight < heavyLimit || !isHeavy(tasks[$0]) }) {
                let task = tasks.remove(at: index)
                let heavy = isHeavy(task)
                inFlight += 1
                if heavy { heavyInFlight += 1 }
                return (task, heavy)
            }
            if tasks.isEmpty && inFlight == 0 { return nil }
            condition.wait()
        }
    }

    /// Adds tasks to be taken before those already waiting.
    func add(_ new: [Task]) {
        condition.lock()
        tasks.append(contentsOf: new.reversed())
        condition.broadcast()
        condition.unlock()
    }

    func taskDone(heavy: Bool) {
        condition.lock()
        inFlight -= 1
        if heavy { heavyInFlight -= 1 }
        condition.broadcast()
        condition.unlock()
    }

    /// Runs `body` on `count` threads of their own and returns when all have returned.
    /// (`concurrentPerform` runs no more at once than there are cores; these threads mostly
    /// wait for processes.)
    static func onThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) {
        let group = DispatchGroup()
        for _ in 0..<count {
            group.enter()
            let thread = Thread {
                body()
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
    }
}

extension ContinuousClock.Instant {
    var secondsSince: Double {
        let elapsed = ContinuousClock.now - self
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

/// A value guarded by a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
