import CSystemCalls
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every process group this program started and has not yet reaped: scenario programs and
/// compiler jobs alike. statedocs' SIGINT/SIGTERM handler kills them all before it exits, so
/// no `swiftc`, `swift-frontend`, `ld` or scenario survives a Ctrl-C or a CI cancellation.
///
/// A group kill alone is not enough: the Swift driver starts each `swift-frontend` in a
/// process group of its own. So statedocs becomes the "subreaper" of its descendants
/// (`becomeReaper`): whatever a run leaves behind is re-parented to statedocs instead of
/// init, and after every run any child of statedocs that is not a registered run is such a
/// leftover, and is killed and reaped (`sweepOrphans`).
public enum LiveProcesses {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var groups: Set<pid_t> = []
    nonisolated(unsafe) private static var stopping = false
    nonisolated(unsafe) private static var isReaper = false

    /// Runs `spawn` and records the group it started, with no sweep in between (a sweep
    /// would take the new child for a leftover). When statedocs is already shutting down
    /// the new group is killed at once.
    static func start(_ spawn: () -> (status: Int32, pid: pid_t)) -> (status: Int32, pid: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        let started = spawn()
        guard started.status == 0 else { return started }
        if stopping { kill(-started.pid, SIGKILL) }
        groups.insert(started.pid)
        return started
    }

    /// Called when a run ended: while statedocs is stopping, the run was killed on purpose
    /// and its caller must not go on to report (or cache) a failure, so the thread waits for
    /// the interrupt handler to end the process.
    static func parkIfStopping() {
        lock.lock()
        let parked = stopping
        lock.unlock()
        while parked { pause() }
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

    /// Makes this process the reaper of its orphaned descendants (Linux); statedocs does
    /// this at start, before it runs anything.
    public static func becomeReaper() {
        lock.lock()
        defer { lock.unlock() }
        isReaper = statedocs_become_subreaper() == 0
    }

    /// Kills and reaps every child that is not a registered run: what finished runs left.
    static func sweepOrphans() {
        guard isReaperNow else { return }
        for _ in 0..<20 {
            lock.lock()
            let leftovers = children().filter { !groups.contains($0) }
            for pid in leftovers {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
            }
            lock.unlock()
            guard !leftovers.isEmpty else { return }
            // Reaping re-parents their own children to us for the next round.
            for pid in leftovers { while waitpid(pid, nil, 0) < 0 && errno == EINTR {} }
        }
    }

    private static var isReaperNow: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isReaper
    }

    /// Kills every live group and every other child, refuses new runs from now on, and
    /// waits (up to a second) until no child is left.
    public static func killAll() {
        lock.lock()
        stopping = true
        let all = groups
        lock.unlock()
        for group in all { kill(-group, SIGKILL) }
        let deadline = Date().addingTimeInterval(1)
        while Date() < deadline {
            let remaining = children()
            if remaining.isEmpty { return }
            for pid in remaining {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                _ = waitpid(pid, nil, WNOHANG)
            }
            usleep(10_000)
        }
    }

    /// The direct children of this process, from /proc (Linux; none elsewhere). Read with
    /// plain system calls into one buffer: it runs after every scenario and compile, over
    /// every process on the machine.
    static func children() -> [pid_t] {
        #if os(Linux)
            let me = getpid()
            guard let folder = opendir("/proc") else { return [] }
            defer { closedir(folder) }
            var result: [pid_t] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard let pid = pid_t(name) else { continue }
                let fd = open("/proc/\(name)/stat", O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                close(fd)
                // "pid (command) state ppid ...": the command (at most 16 bytes) may hold
                // spaces and parentheses, so the fields start after the last ")".
                guard count > 0, let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { continue }
                let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "), maxSplits: 3)
                if fields.count > 1, pid_t(String(decoding: fields[1], as: UTF8.self)) == me { result.append(pid) }
            }
            return result
        #else
            return []
        #endif
    }
}
