import Foundation

/// Prints how long each build phase took when STATEDOCS_TIMINGS is set (for benchmarking):
/// wall time, and the CPU time of the whole process (every thread) in the same span, which
/// a shared machine disturbs far less than wall time.
struct PhaseTimer {
    private static let enabled = ProcessInfo.processInfo.environment["STATEDOCS_TIMINGS"] != nil
    private var last = DispatchTime.now().uptimeNanoseconds
    private var lastCPU = Self.processCPU()

    mutating func mark(_ phase: String) {
        guard Self.enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds, cpu = Self.processCPU()
        FileHandle.standardError.write(Data(String(format: "timing: %-14@ %7.1f ms  cpu %7.1f ms\n", phase as NSString,
                                                   Double(now - last) / 1e6, Double(cpu - lastCPU) / 1e6).utf8))
        (last, lastCPU) = (now, cpu)
    }

    /// User and system time of every thread of the process, in nanoseconds.
    private static func processCPU() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// Sums time spent in one step across threads (for STATEDOCS_TIMINGS).
final class StepClock: @unchecked Sendable {
    static let enabled = ProcessInfo.processInfo.environment["STATEDOCS_TIMINGS"] != nil
    static let shared = StepClock()
    private let lock = NSLock()
    private var totals: [String: UInt64] = [:]

    @inline(__always)
    func measure<T>(_ step: String, _ work: () throws -> T) rethrows -> T {
        guard Self.enabled else { return try work() }
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try work()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        lock.lock()
        totals[step, default: 0] += elapsed
        lock.unlock()
        return result
    }

    func report() {
        guard Self.enabled else { return }
        for (step, total) in totals.sorted(by: { $0.key < $1.key }) {
            FileHandle.standardError.write(Data(String(format: "step:   %-14@ %7.1f ms (summed over threads)\n", step as NSString, Double(total) / 1e6).utf8))
        }
    }
}
