import CSystemCalls
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program in a session (and process group) of its own, with an empty signal mask,
/// kernel resource limits, a deadline and a cap on what it may write, and SIGKILL if
/// statedocs dies. Used for scenario programs and compiler jobs alike. Never hangs, and
/// leaves nothing behind: when the program ends (or passes its deadline or cap), its whole
/// group is killed, so children it started cannot outlive it.
///
/// Its own fork/exec (in C, `CSystemCalls`) rather than swift-subprocess 1.0.2, which cannot
/// set resource limits or PR_SET_PDEATHSIG, pass a descriptor beyond standard error, or run
/// synchronously inside the verifier's worker threads.
public enum ProcessRunner {
    public struct Limits: Sendable, Hashable {
        public var timeout: Double
        /// Bytes of stdout, stderr and the result channel together.
        public var outputLimit: Int
        public var resources: ResourceLimits
        public init(timeout: Double = 10, outputLimit: Int = 1 << 20, resources: ResourceLimits = .none) {
            self.timeout = timeout
            self.outputLimit = outputLimit
            self.resources = resources
        }
    }

    public enum Termination: Codable, Hashable, Sendable {
        case exited(Int32)
        case signaled(Int32)
        case timedOut
        case outputLimitExceeded
    }

    public struct Output: Codable, Hashable, Sendable {
        public var stdout: String
        public var stderr: String
        public var termination: Termination
        /// What the program wrote to its result channel (descriptor 3), when it had one.
        public var channel: String?

        public init(stdout: String, stderr: String, termination: Termination, channel: String? = nil) {
            self.stdout = stdout
            self.stderr = stderr
            self.termination = termination
            self.channel = channel
        }
    }

    /// The environment scenario programs get: nothing inherited from the user's shell, so a
    /// scenario's behaviour cannot depend on who runs it, and no CI secret reaches it. The
    /// Swift backtracer is off because its report is slow to build and says nothing a reader
    /// needs.
    public static let cleanEnvironment: [String: String] = [
        "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TZ": "UTC",
        "HOME": "/tmp", "SWIFT_BACKTRACE": "enable=no",
    ]

    /// Descriptor number of the result channel in the child.
    public static let resultChannelDescriptor: Int32 = 3

    public static func run(
        _ executable: String, arguments: [String] = [], environment: [String: String] = cleanEnvironment,
        limits: Limits = .init(), resultChannel: Bool = false, workingDirectory: String? = nil
    ) throws -> Output {
        let streams = resultChannel ? 3 : 2
        var pipes: [[Int32]] = []
        defer { for pair in pipes { for fd in pair where fd >= 0 { close(fd) } } }
        for _ in 0..<streams {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else { throw RunError("cannot create a pipe: \(String(cString: strerror(errno)))") }
            for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            pipes.append(pair)
        }
        let devNull = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard devNull >= 0 else { throw RunError("cannot open /dev/null") }
        defer { close(devNull) }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let sources = [devNull] + pipes.map { $0[1] }
        let rlimits = kernelLimits(limits.resources)
        let (status, pid) = LiveProcesses.start { () -> (status: Int32, pid: pid_t) in
            var pid: pid_t = 0
            let status = rlimits.withUnsafeBufferPointer { limitBuffer in
                sources.withUnsafeBufferPointer { fdBuffer in
                    if let workingDirectory {
                        return statedocs_spawn(
                            executable, argv, envp, fdBuffer.baseAddress, Int32(sources.count), limitBuffer.baseAddress,
                            Int32(rlimits.count), workingDirectory, &pid)
                    }
                    return statedocs_spawn(
                        executable, argv, envp, fdBuffer.baseAddress, Int32(sources.count), limitBuffer.baseAddress,
                        Int32(rlimits.count), nil, &pid)
                }
            }
            return (status, pid)
        }
        for index in pipes.indices {
            close(pipes[index][1])
            pipes[index][1] = -1
        }
        guard status == 0 else {
            throw RunError("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        defer {
            LiveProcesses.remove(pid)
            LiveProcesses.sweepOrphans()
        }

        var collected = [[UInt8]](repeating: [], count: streams)
        var open = pipes.map { $0[0] }
        let deadline = Date().addingTimeInterval(limits.timeout)
        var stopped: Termination?
        var ended = false
        var drainDeadline: Date?
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty {
            if !ended, statedocs_has_exited(pid) != 0 {
                // The program is done: whatever it started goes with it, now, not at EOF.
                ended = true
                kill(-pid, SIGKILL)
                drainDeadline = Date().addingTimeInterval(1)
            }
            if let drainDeadline, drainDeadline.timeIntervalSinceNow <= 0 { break }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 && !ended {
                stopped = .timedOut
                break
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let wait = ended ? 50 : Int32(max(1, min(remaining * 1000 + 1, 20)))
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0 && errno != EINTR { break }
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &chunk, chunk.count)
                if count <= 0 {
                    open.removeAll { $0 == entry.fd }
                } else if let stream = pipes.firstIndex(where: { $0[0] == entry.fd }) {
                    collected[stream].append(contentsOf: chunk[0..<count])
                }
            }
            if collected.reduce(0, { $0 + $1.count }) > limits.outputLimit {
                stopped = .outputLimitExceeded
                break
            }
        }
        // Every run ends with its whole group killed, not only a timed-out one.
        kill(-pid, SIGKILL)
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        LiveProcesses.parkIfStopping()
        let termination: Termination
        if let stopped {
            termination = stopped
        } else if waitStatus & 0x7f == 0 {
            termination = .exited((waitStatus >> 8) & 0xff)
        } else {
            termination = .signaled(waitStatus & 0x7f)
        }
        // A killed runaway may stop in the middle of a character; decoding repairs it.
        func text(_ bytes: [UInt8]) -> String { String(decoding: bytes.prefix(limits.outputLimit), as: UTF8.self) }
        return Output(
            stdout: text(collected[0]), stderr: text(collected[1]), termination: termination,
            channel: resultChannel ? text(collected[2]) : nil)
    }

    static func kernelLimits(_ limits: ResourceLimits) -> [statedocs_rlimit] {
        var result: [statedocs_rlimit] = []
        func add(_ resource: Int32, _ soft: UInt64, _ hard: UInt64) {
            result.append(statedocs_rlimit(resource: resource, soft: soft, hard: hard))
        }
        let (asLimit, cpu, nproc, nofile, fsize) = (
            statedocs_limit_address_space, statedocs_limit_cpu, statedocs_limit_processes, statedocs_limit_open_files,
            statedocs_limit_file_size
        )
        if let bytes = limits.memoryBytes { add(asLimit, bytes, bytes) }
        if let seconds = limits.cpuSeconds { add(cpu, UInt64(seconds), UInt64(seconds) + 1) }
        if let count = limits.processes {
            let total = UInt64(UserProcesses.current + count)
            add(nproc, total, total)
        }
        if let count = limits.openFiles { add(nofile, UInt64(count), UInt64(count)) }
        if let bytes = limits.fileSizeBytes { add(fsize, bytes, bytes) }
        return result
    }

    public static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGXCPU: "SIGXCPU"
        case SIGXFSZ: "SIGXFSZ"
        default: "signal \(signal)"
        }
    }
}

/// RLIMIT_NPROC counts every process and thread of the user, so a scenario's allowance is
/// added to what the user already runs (counted once).
enum UserProcesses {
    static let current: Int = {
        #if os(Linux)
            let uid = getuid()
            var tasks = 0
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where entry.first?.isNumber == true {
                var info = stat()
                guard stat("/proc/" + entry, &info) == 0, info.st_uid == uid,
                    let text = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let close = text.lastIndex(of: ")")
                else { continue }
                // Field 20 (num_threads), counted from after the command name.
                let fields = text[text.index(after: close)...].split(separator: " ")
                tasks += fields.count > 17 ? Int(fields[17]) ?? 1 : 1
            }
            return tasks
        #else
            return 0
        #endif
    }()
}

public struct RunError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ message: String) { description = message }
}
