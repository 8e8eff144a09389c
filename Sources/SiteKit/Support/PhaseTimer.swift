import Foundation

/// Prints how long each build phase took when STATEDOCS_TIMINGS is set (for benchmarking).
struct PhaseTimer {
    private static let enabled = ProcessInfo.processInfo.environment["STATEDOCS_TIMINGS"] != nil
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func mark(_ phase: String) {
        guard Self.enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        FileHandle.standardError.write(Data(String(format: "timing: %-14@ %7.1f ms\n", phase as NSString, Double(now - last) / 1e6).utf8))
        last = now
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
