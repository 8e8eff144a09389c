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
        /// What the program wrote to its result channel (descriptor 3), when it had one; once
        /// authenticated (`ChannelAuthentication`), the records the runtime wrote, tags removed.
        public var channel: String?
        /// The run's cgroup (see `RunCgroup`) reached its memory limit and the kernel ended a
        /// process of it; nil where the run had no cgroup.
        public var memoryLimitReached: Bool?
        /// The 1-based number of the first channel line that is not a record the runtime wrote
        /// (its tag is missing or wrong for its position); nil when every line is authentic.
        /// The records from there on are dropped from `channel`.
        public var unauthenticatedRecord: Int?

        public init(
            stdout: String, stderr: String, termination: Termination, channel: String? = nil, memoryLimitReached: Bool? = nil,
            unauthenticatedRecord: Int? = nil
        ) {
            self.stdout = stdout
            self.stderr = stderr
            self.termination = termination
            self.channel = channel
            self.memoryLimitReached = memoryLimitReached
            self.unauthenticatedRecord = unauthenticatedRecord
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

    /// The number in the child of the descriptor `index` of `run`'s `passing`.
    public static func passedDescriptor(_ index: Int, resultChannel: Bool, secret: Bool = false) -> Int32 {
        (resultChannel ? resultChannelDescriptor + 1 : resultChannelDescriptor) + (resultChannel && secret ? 1 : 0) + Int32(index)
    }

    /// `passing` descriptors follow standard input, output, error, the result channel and the
    /// secret's pipe, in order (a sandbox's seccomp filter); the caller closes them. The program and everything
    /// it starts share one cgroup bounding memory and processes where one can be made (see
    /// `RunCgroup`).
    public static func run(
        _ executable: String, arguments: [String] = [], environment: [String: String] = cleanEnvironment,
        limits: Limits = .init(), resultChannel: Bool = false, secret: [UInt8]? = nil, workingDirectory: String? = nil,
        passing: [Int32] = []
    ) throws -> Output {
        let streams = try OutputStreams(count: resultChannel ? 3 : 2)
        defer { streams.closeAll() }
        let devNull = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard devNull >= 0 else { throw RunError("cannot open /dev/null") }
        defer { close(devNull) }
        let cgroup = RunCgroup(memoryBytes: limits.resources.memoryBytes, processes: limits.resources.processes)
        defer { cgroup?.remove() }
        // The secret's pipe first (`ProgramABI.secretDescriptor`), then what the caller passes.
        var descriptors = [devNull] + streams.writeEnds
        var secretReader: Int32 = -1
        defer { if secretReader >= 0 { close(secretReader) } }
        if let secret, resultChannel {
            secretReader = try ChannelAuthentication.secretPipe(holding: secret)
            descriptors.append(secretReader)
        }
        let pid = try spawn(
            executable, arguments: arguments, environment: environment, descriptors: descriptors + passing,
            resources: limits.resources, workingDirectory: workingDirectory, cgroup: cgroup)
        streams.closeWriteEnds()
        defer {
            LiveProcesses.remove(pid)
            LiveProcesses.sweepOrphans()
        }
        let collected = streams.collect(limits: limits, ending: .process(pid))
        // Every run ends with its whole group killed, not only a timed-out one.
        kill(-pid, SIGKILL)
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        LiveProcesses.parkIfStopping()
        var output = collected.output(termination: collected.stopped ?? termination(waitStatus: waitStatus), limits: limits)
        output.memoryLimitReached = cgroup?.memoryExhausted
        return output
    }

    /// How a process ended, from its `waitpid` status.
    static func termination(waitStatus: Int32) -> Termination {
        waitStatus & 0x7f == 0 ? .exited((waitStatus >> 8) & 0xff) : .signaled(waitStatus & 0x7f)
    }

    /// Starts `executable` (see `statedocs_spawn`) with `descriptors` at 0, 1, 2... and
    /// records its group in `LiveProcesses`; the caller removes it once the group is reaped.
    static func spawn(
        _ executable: String, arguments: [String], environment: [String: String], descriptors: [Int32],
        resources: ResourceLimits, workingDirectory: String?, cgroup: RunCgroup? = nil
    ) throws -> pid_t {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let rlimits = kernelLimits(resources)
        let cgroupDescriptors = cgroup?.procsDescriptors ?? []
        let (status, pid) = LiveProcesses.start { () -> (status: Int32, pid: pid_t) in
            var pid: pid_t = 0
            let status = rlimits.withUnsafeBufferPointer { limitBuffer in
                descriptors.withUnsafeBufferPointer { fdBuffer in
                    cgroupDescriptors.withUnsafeBufferPointer { cgroupBuffer in
                        statedocs_spawn(
                            executable, argv, envp, fdBuffer.baseAddress, Int32(descriptors.count), limitBuffer.baseAddress,
                            Int32(rlimits.count), cgroupBuffer.baseAddress, Int32(cgroupDescriptors.count), workingDirectory, &pid)
                    }
                }
            }
            return (status, pid)
        }
        guard status == 0 else {
            throw RunError("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        return pid
    }

    static func kernelLimits(_ limits: ResourceLimits) -> [statedocs_rlimit] {
        var result: [statedocs_rlimit] = []
        func add(_ resource: Int32, _ soft: UInt64, _ hard: UInt64) {
            // Above statedocs' own hard limit, setrlimit fails for a user who is not root (and
            // the program could not start): the operator's own limit is the most it gets.
            var (soft, hard) = (soft, hard)
            #if os(Linux)
                var current = rlimit()
                if getrlimit(__rlimit_resource_t(UInt32(resource)), &current) == 0, current.rlim_max != rlim_t.max {
                    (soft, hard) = (min(soft, UInt64(current.rlim_max)), min(hard, UInt64(current.rlim_max)))
                }
            #endif
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
