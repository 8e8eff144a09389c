import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program as its own process group, with a deadline and a cap on what it may write,
/// collecting standard output and standard error. Never hangs: past the deadline or the cap
/// the whole group is killed.
public enum ProcessRunner {
    public struct Limits: Sendable, Hashable {
        public var timeout: Double
        /// Bytes of stdout and stderr together.
        public var outputLimit: Int
        public init(timeout: Double = 10, outputLimit: Int = 1 << 20) {
            self.timeout = timeout
            self.outputLimit = outputLimit
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
    }

    /// The environment scenario programs get: nothing inherited from the user's shell, so a
    /// scenario's behaviour cannot depend on who runs it. The Swift backtracer is off because
    /// its report is slow to build and says nothing a reader needs.
    public static let cleanEnvironment: [String: String] = [
        "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TZ": "UTC",
        "HOME": "/tmp", "SWIFT_BACKTRACE": "enable=no",
    ]

    public static func run(
        _ executable: String, arguments: [String] = [], environment: [String: String] = cleanEnvironment,
        limits: Limits = .init()
    ) throws -> Output {
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw RunError("cannot create a pipe") }
        defer {
            close(outPipe[0])
            close(errPipe[0])
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in [outPipe[0], outPipe[1], errPipe[0], errPipe[1]] { posix_spawn_file_actions_addclose(&actions, fd) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outPipe[1])
        close(errPipe[1])
        guard status == 0 else {
            throw RunError("cannot start \(executable): \(String(cString: strerror(status)))")
        }

        var out = [UInt8]()
        var err = [UInt8]()
        var open: [Int32] = [outPipe[0], errPipe[0]]
        let deadline = Date().addingTimeInterval(limits.timeout)
        var stopped: Termination?
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 {
                stopped = .timedOut
                break
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining * 1000 + 1, 1000)))
            if ready < 0 && errno != EINTR { break }
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &chunk, chunk.count)
                if count <= 0 {
                    open.removeAll { $0 == entry.fd }
                } else if entry.fd == outPipe[0] {
                    out.append(contentsOf: chunk[0..<count])
                } else {
                    err.append(contentsOf: chunk[0..<count])
                }
            }
            if out.count + err.count > limits.outputLimit {
                stopped = .outputLimitExceeded
                break
            }
        }
        if stopped != nil { kill(-pid, SIGKILL) }

        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        let termination: Termination
        if let stopped {
            termination = stopped
        } else if waitStatus & 0x7f == 0 {
            termination = .exited((waitStatus >> 8) & 0xff)
        } else {
            termination = .signaled(waitStatus & 0x7f)
        }
        // A killed runaway may stop in the middle of a character; decoding repairs it.
        return Output(
            stdout: String(decoding: out.prefix(limits.outputLimit), as: UTF8.self),
            stderr: String(decoding: err.prefix(limits.outputLimit), as: UTF8.self),
            termination: termination)
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
        default: "signal \(signal)"
        }
    }
}

public struct RunError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ message: String) { description = message }
}
