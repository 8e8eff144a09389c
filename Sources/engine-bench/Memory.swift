import Foundation

/// Resident memory of this process (Linux /proc), after giving freed heap pages back to the
/// system so that it counts what is alive rather than what the allocator keeps around.
enum Memory {
    static func residentAfterTrim() -> Int {
        trimHeap()
        return resident()
    }

    /// VmRSS from /proc/self/status; 0 where unavailable.
    static func resident() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kilobytes * 1024
        }
        return 0
    }

    /// glibc's malloc_trim(0), looked up at run time (Swift's Glibc module leaves malloc.h
    /// out); a no-op where there is none.
    private static func trimHeap() {
        #if os(Linux)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
