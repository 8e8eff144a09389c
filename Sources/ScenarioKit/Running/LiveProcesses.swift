import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every process group this program started and has not yet reaped: scenario programs and
/// compiler jobs alike. statedocs' SIGINT/SIGTERM handler kills them all before it exits, so
/// no `swiftc`, `swift-frontend`, `ld` or scenario survives a Ctrl-C or a CI cancellation.
public enum LiveProcesses {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var groups: Set<pid_t> = []
    nonisolated(unsafe) private static var stopping = false

    /// Records a group; false when statedocs is already shutting down (the caller kills it).
    static func add(_ group: pid_t) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !stopping else { return false }
        groups.insert(group)
        return true
    }

    static func remove(_ group: pid_t) {
        lock.lock()
        groups.remove(group)
        lock.unlock()
    }

    /// How many groups are running now (for tests).
    public static var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return groups.count
    }

    /// Kills every live group with SIGKILL and refuses new ones from now on.
    public static func killAll() {
        lock.lock()
        stopping = true
        let all = groups
        lock.unlock()
        for group in all { kill(-group, SIGKILL) }
    }
}
