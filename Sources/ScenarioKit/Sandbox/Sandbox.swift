import CSystemCalls
import ContentModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bubblewrap (`bwrap`) sandbox for one scenario program or compiler job: its own user, PID,
/// network, IPC, UTS and cgroup namespaces (so no network, and no view of other processes or
/// their `/proc/<pid>/environ`), a new session (no controlling terminal to inject keystrokes
/// into), and read-only views of only what it needs. Inside, it holds even when statedocs runs
/// as root (as CI does):
/// - the user and group are `nobody` (65534), with no capability (`--cap-drop ALL`; bwrap
///   started by root otherwise keeps them all, and one remount makes a read-only bind of
///   `/usr` writable), no new privileges (bwrap always sets `PR_SET_NO_NEW_PRIVS`) and no
///   further user namespace (`--disable-userns`);
/// - a seccomp filter (`statedocs_seccomp_filter` in CSystemCalls: mount, namespaces, ptrace,
///   the kernel keyring, modules, bpf, perf and more, from Docker's and Flatpak's profiles)
///   refuses what an escape needs even where a capability would remain;
/// - `/tmp` and `/dev/shm` are small tmpfs mounts, charged to the run's cgroup.
/// A scenario program sees the system folders, the Swift runtime and the engine libraries it
/// loads; the repository, `$HOME`, the cache and the compiled program's folder are not
/// visible. A compiler job sees everything read-only but its work folder and the module cache.
/// `--die-with-parent` ends it with statedocs. The model is that of docs.rs and crater,
/// without a container engine. Every flag used is in bwrap 0.8.0 (Debian 12's).
public struct Sandbox: Sendable, Hashable {
    public let bwrap: String

    /// Where the program sits inside the sandbox.
    static let programPath = "/run/statedocs/scenario"

    public enum Availability: Sendable {
        case available(Sandbox)
        case unavailable(reason: String)
    }

    /// Whether a sandbox can be made here; tried once per process.
    public static var availability: Availability { availability(recordedIn: nil) }

    /// `availability`, taken from the success a probe recorded in `folder` (the build cache,
    /// owned by this user) when its conditions still hold, else probed and, on success,
    /// recorded there (`SandboxProbeRecord`). Tried once per process: the first call decides.
    public static func availability(recordedIn folder: URL?) -> Availability {
        probed.value(orMake: { probe(recordedIn: folder) })
    }

    private static let probed = ComputedOnce<Availability>()

    static func probe(recordedIn folder: URL? = nil) -> Availability {
        #if os(Linux)
            let candidates = ["/usr/bin/bwrap", "/bin/bwrap", "/usr/local/bin/bwrap"]
            guard let bwrap = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                return .unavailable(reason: "bubblewrap (bwrap) is not installed; `apt-get install bubblewrap` (scripts/bootstrap does)")
            }
            let sandbox = Sandbox(bwrap: bwrap)
            if let folder, SandboxProbeRecord.holds(in: folder, bwrap: bwrap) { return .available(sandbox) }
            // Every flag a real run uses: a bwrap without one of them is no sandbox here.
            guard let filter = try? Filter() else { return .unavailable(reason: "the seccomp filter cannot be made on this system") }
            defer { filter.close() }
            let arguments = sandbox.confinement(filter: ProcessRunner.passedDescriptor(0, resultChannel: false)) + ["--ro-bind", "/", "/", "true"]
            guard let output = try? ProcessRunner.run(bwrap, arguments: arguments, limits: .init(timeout: 10), passing: [filter.descriptor]) else {
                return .unavailable(reason: "\(bwrap) cannot be started")
            }
            guard output.termination == .exited(0) else {
                let message = output.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
                return .unavailable(
                    reason: "bwrap cannot create namespaces here (\(message.isEmpty ? "\(output.termination)" : message)); user namespaces may be disabled")
            }
            if let folder { SandboxProbeRecord.recordSuccess(in: folder, bwrap: bwrap) }
            return .available(sandbox)
        #else
            return .unavailable(reason: "no sandbox is available on this system (bubblewrap needs Linux)")
        #endif
    }

    /// Size of the sandbox's `/tmp` when no file size limit is set.
    static let defaultTemporaryBytes: UInt64 = 64 << 20
    /// Size of its `/dev/shm` (POSIX shared memory and semaphores need a little).
    static let sharedMemoryBytes: UInt64 = 16 << 20
    /// `nobody` and `nogroup`: the user and group inside.
    static let user = "65534"

    /// The seccomp filter, in a pipe bwrap reads once: one per run.
    public struct Filter {
        public let descriptor: Int32
        public init() throws {
            let result = statedocs_seccomp_filter_descriptor()
            guard result >= 0 else { throw SandboxError("cannot make the seccomp filter: \(String(cString: strerror(-result)))") }
            descriptor = result
        }
        public func close() {
            #if canImport(Glibc)
                _ = Glibc.close(descriptor)
            #else
                _ = Darwin.close(descriptor)
            #endif
        }
    }

    /// Namespaces, lifetime, user, capabilities and the seccomp filter read from descriptor
    /// `filter` (see the type's documentation).
    func confinement(filter: Int32) -> [String] {
        [
            "--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--new-session",
            "--uid", Self.user, "--gid", Self.user, "--cap-drop", "ALL", "--seccomp", String(filter),
        ]
    }

    /// `/dev`, `/proc` and a small `/dev/shm`.
    private var devices: [String] {
        ["--proc", "/proc", "--dev", "/dev", "--size", String(Self.sharedMemoryBytes), "--tmpfs", "/dev/shm"]
    }

    /// The bwrap command line that runs `program` (linked against `libraries` and the Swift
    /// runtime in `runtimeDirectories`) in the sandbox, with descriptor 3 passed through and
    /// the seccomp filter read from descriptor `filter`. `/tmp` holds at most `temporaryBytes`.
    public func command(
        program: String, runtimeDirectories: [String], libraries: [String], temporaryBytes: UInt64, filter: Int32
    ) -> (executable: String, arguments: [String]) {
        var arguments = confinement(filter: filter)
        let fm = FileManager.default
        // The empty /tmp first: bwrap mounts in order, so a toolchain or engine that lives
        // under /tmp (a checkout in a temporary folder, as CI may use) is bound on top of it
        // instead of being hidden by it.
        arguments += ["--size", String(temporaryBytes), "--tmpfs", "/tmp"]
        arguments += ["--ro-bind", "/usr", "/usr"]
        for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
            if let target = try? fm.destinationOfSymbolicLink(atPath: top) {
                arguments += ["--symlink", target, top]
            } else if fm.fileExists(atPath: top) {
                arguments += ["--ro-bind", top, top]
            }
        }
        // The dynamic loader's configuration, and nothing else of /etc.
        for file in ["/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d"] {
            arguments += ["--ro-bind-try", file, file]
        }
        for directory in runtimeDirectories where !directory.hasPrefix("/usr/") {
            arguments += ["--ro-bind", directory, directory]
        }
        for library in libraries {
            arguments += ["--ro-bind", library, library]
        }
        arguments += ["--ro-bind", program, Self.programPath]
        arguments += devices + ["--chdir", "/tmp"]
        arguments += ["--", Self.programPath]
        return (bwrap, arguments)
    }

    /// The bwrap command line that runs the compiler `executable` with `arguments`: everything
    /// read-only but the folders in `writable` (its work folder and the module cache, which
    /// must exist), with the seccomp filter read from descriptor `filter`. Its temporary files
    /// go to the first writable folder (`TMPDIR`, set by the caller).
    public func compilerCommand(
        _ executable: String, arguments compilerArguments: [String], writable: [String], filter: Int32
    ) -> (executable: String, arguments: [String]) {
        var arguments = confinement(filter: filter) + ["--ro-bind", "/", "/"] + devices
        for folder in writable { arguments += ["--bind", folder, folder] }
        if let first = writable.first { arguments += ["--chdir", first] }
        return (bwrap, arguments + ["--", executable] + compilerArguments)
    }

    /// bwrap reports a program killed by signal N as exit status 128 + N (chosen reading: a
    /// scenario that calls `exit(139)` itself is shown as a SIGSEGV).
    public static func termination(_ termination: ProcessRunner.Termination) -> ProcessRunner.Termination {
        if case .exited(let status) = termination, status > 128, status < 128 + 65 {
            return .signaled(status - 128)
        }
        return termination
    }
}
