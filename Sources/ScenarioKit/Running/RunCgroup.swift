import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cgroup of its own for one run (a scenario program, a compiler job), which bounds the
/// memory and the process count of the program and of everything it starts, together: a
/// per-process limit cannot (five children of 700 MiB each pass a 1 GiB RLIMIT_AS). Memory
/// the run puts in its tmpfs mounts (`/tmp`, `/dev/shm`) is charged to it too.
///
/// Made as a child of statedocs' own cgroup: in the unified (v2) hierarchy when statedocs may
/// create one there with the memory and pids controllers (a delegated subtree, or the root of
/// a cgroup namespace), else in the v1 memory and pids hierarchies (hybrid hosts). Where
/// neither can be written (an unprivileged user without a delegated subtree, a container with
/// a read-only `/sys/fs/cgroup`) there is none, and `ResourceLimits` documents the bound that
/// remains.
final class RunCgroup {
    /// Where run cgroups are made: folders they are created in.
    enum Hierarchies: Sendable, Equatable {
        case unified(parent: String)
        case split(memory: String, pids: String)
    }

    /// Probed once per process (creating and removing a test cgroup); nil: none can be made.
    static let hierarchies: Hierarchies? = probe()

    /// Processes a run may have beyond its own allowance: bwrap's monitor and its PID 1.
    static let sandboxProcesses = 3

    private let directories: [String]
    /// Open `cgroup.procs` of each directory: the child writes "0" to them before `exec`.
    let procsDescriptors: [Int32]
    private let kind: Hierarchies

    private static let serial = Locked(0)

    /// A new cgroup holding at most `memoryBytes` of memory and `processes` tasks; nil where
    /// none can be made or a limit cannot be written (the run then has its per-process limits).
    init?(memoryBytes: UInt64?, processes: Int?) {
        guard let hierarchies = Self.hierarchies, memoryBytes != nil || processes != nil else { return nil }
        let number = Self.serial.withLock { value -> Int in
            value += 1
            return value
        }
        let name = "statedocs-\(getpid())-\(number)"
        var settings: [(directory: String, file: String, value: String)] = []
        let folders: [String]
        switch hierarchies {
        case .unified(let parent):
            let directory = parent + "/" + name
            folders = [directory]
            if let memoryBytes {
                settings += [(directory, "memory.max", String(memoryBytes)), (directory, "memory.swap.max", "0")]
            }
            if let processes { settings.append((directory, "pids.max", String(processes + Self.sandboxProcesses))) }
        case .split(let memory, let pids):
            let (memoryDirectory, pidsDirectory) = (memory + "/" + name, pids + "/" + name)
            folders = [memoryDirectory, pidsDirectory]
            if let memoryBytes {
                // memsw (memory and swap together) may only be set once the memory limit is.
                settings += [
                    (memoryDirectory, "memory.limit_in_bytes", String(memoryBytes)),
                    (memoryDirectory, "memory.memsw.limit_in_bytes", String(memoryBytes)),
                ]
            }
            if let processes { settings.append((pidsDirectory, "pids.max", String(processes + Self.sandboxProcesses))) }
        }
        var created: [String] = []
        var descriptors: [Int32] = []
        func undo() {
            descriptors.forEach { close($0) }
            created.reversed().forEach { rmdir($0) }
        }
        for directory in folders {
            guard mkdir(directory, 0o755) == 0 else {
                undo()
                return nil
            }
            created.append(directory)
        }
        for setting in settings {
            let path = setting.directory + "/" + setting.file
            // A file the kernel lacks (no swap accounting) leaves that part unbounded by it.
            if setting.file.contains("swap") || setting.file.contains("memsw"), access(path, F_OK) != 0 { continue }
            guard Self.writeFile(setting.value, to: path) else {
                undo()
                return nil
            }
        }
        for directory in folders {
            let fd = open(directory + "/cgroup.procs", O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else {
                undo()
                return nil
            }
            descriptors.append(fd)
        }
        directories = folders
        procsDescriptors = descriptors
        kind = hierarchies
    }

    /// The kernel ended a process of the run for want of memory (its OOM killer, at the limit).
    var memoryExhausted: Bool {
        switch kind {
        case .unified:
            return Self.counter(named: "oom_kill", in: directories[0] + "/memory.events") > 0
        case .split:
            return Self.counter(named: "oom_kill", in: directories[0] + "/memory.oom_control") > 0
        }
    }

    /// Ends whatever is still in the cgroup and removes it.
    func remove() {
        procsDescriptors.forEach { close($0) }
        for directory in directories {
            // A process that left the run's session (out of reach of the group kill) is here.
            for _ in 0..<200 {
                if rmdir(directory) == 0 || errno == ENOENT { break }
                if !Self.writeFile("1", to: directory + "/cgroup.kill") {
                    for pid in (Self.readFile(directory + "/cgroup.procs") ?? "").split(separator: "\n").compactMap({ pid_t($0) }) {
                        kill(pid, SIGKILL)
                    }
                }
                usleep(5_000)
            }
        }
    }

    // MARK: - Finding where cgroups can be made

    static func probe() -> Hierarchies? {
        #if os(Linux)
            guard let membership = readFile("/proc/self/cgroup"), let mounts = readFile("/proc/self/mountinfo") else { return nil }
            var ownPaths: [String: String] = [:]  // controller ("" for v2) -> path
            for line in membership.split(separator: "\n") {
                let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
                guard fields.count == 3 else { continue }
                if fields[0] == "0" && fields[1].isEmpty { ownPaths[""] = String(fields[2]) }
                for controller in fields[1].split(separator: ",") { ownPaths[String(controller)] = String(fields[2]) }
            }
            var mountPoints: [String: String] = [:]  // controller ("" for v2) -> mount point
            for line in mounts.split(separator: "\n") {
                let halves = line.components(separatedBy: " - ")
                guard halves.count == 2 else { continue }
                let before = halves[0].split(separator: " "), after = halves[1].split(separator: " ")
                guard before.count >= 5, after.count >= 3 else { continue }
                let point = String(before[4])
                if after[0] == "cgroup2" { mountPoints[""] = mountPoints[""] ?? point }
                if after[0] == "cgroup" {
                    for option in after[2].split(separator: ",") where option == "memory" || option == "pids" {
                        mountPoints[String(option)] = point
                    }
                }
            }
            func folder(_ controller: String) -> String? {
                guard let point = mountPoints[controller], let path = ownPaths[controller] else { return nil }
                return path == "/" ? point : point + path
            }
            if let parent = folder(""), unifiedUsable(parent) {
                sweep(parent)
                return .unified(parent: parent)
            }
            if let memory = folder("memory"), let pids = folder("pids"), creatable(memory), creatable(pids) {
                sweep(memory)
                sweep(pids)
                return .split(memory: memory, pids: pids)
            }
            return nil
        #else
            return nil
        #endif
    }

    /// A child of `parent` gets the memory and pids controllers (enabling them when allowed).
    private static func unifiedUsable(_ parent: String) -> Bool {
        let wanted = ["memory", "pids"]
        let enabled = { (readFile(parent + "/cgroup.subtree_control") ?? "").split(whereSeparator: \.isWhitespace).map(String.init) }
        if !wanted.allSatisfy(enabled().contains) {
            // Refused (EBUSY) when statedocs' own cgroup holds processes and is not a root.
            _ = writeFile("+memory +pids", to: parent + "/cgroup.subtree_control")
        }
        return wanted.allSatisfy(enabled().contains) && creatable(parent)
    }

    private static func creatable(_ parent: String) -> Bool {
        let test = parent + "/statedocs-\(getpid())-probe"
        guard mkdir(test, 0o755) == 0 else { return false }
        rmdir(test)
        return true
    }

    /// Removes the (empty) cgroups of statedocs processes that ended without removing theirs.
    private static func sweep(_ parent: String) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where entry.hasPrefix("statedocs-") {
            let parts = entry.split(separator: "-")
            guard parts.count == 3, let pid = pid_t(parts[1]), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            rmdir(parent + "/" + entry)
        }
    }

    // MARK: - Files

    private static func writeFile(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        return write(fd, bytes, bytes.count) == bytes.count
    }

    private static func readFile(_ path: String) -> String? {
        (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `name N` in a flat-keyed cgroup file, 0 when absent.
    private static func counter(named name: String, in path: String) -> Int {
        for line in (readFile(path) ?? "").split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, fields[0] == name { return Int(fields[1]) ?? 0 }
        }
        return 0
    }
}
