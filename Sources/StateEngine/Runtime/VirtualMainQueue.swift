/// The engine's main queue and clock: work is queued with a due time on a virtual clock and
/// runs, in order, only when the driver lets time pass. Nothing sleeps for real.
// Chosen [virtual-clock]: time moves only in `advance(by:)`/`runUntilIdle()`, so every run of a
// scenario is byte-identical; the main queue's FIFO order for equal due times is Dispatch's.
final class VirtualMainQueue {
    struct Job {
        let due: Double
        let sequence: Int
        let work: () -> Void
    }
    private(set) var now: Double = 0
    private var jobs: [Job] = []
    private var sequence = 0

    func enqueue(after delay: Double = 0, _ work: @escaping () -> Void) {
        sequence += 1
        let job = Job(due: now + max(0, delay), sequence: sequence, work: work)
        let index = jobs.firstIndex { ($0.due, $0.sequence) > (job.due, job.sequence) } ?? jobs.endIndex
        jobs.insert(job, at: index)
    }

    func enqueue(at due: Double, _ work: @escaping () -> Void) {
        enqueue(after: due - now, work)
    }

    var isEmpty: Bool { jobs.isEmpty }

    /// Drops every pending job (the app quit); the clock keeps its time.
    func removeAll() { jobs.removeAll() }

    /// The next job due no later than `deadline`, with the clock moved to its due time.
    func popDue(notAfter deadline: Double) -> Job? {
        guard let first = jobs.first, first.due <= deadline + 1e-12 else { return nil }
        jobs.removeFirst()
        now = max(now, first.due)
        return first
    }

    func advanceClock(to time: Double) {
        now = max(now, time)
    }

    var nextDue: Double? { jobs.first?.due }
}
