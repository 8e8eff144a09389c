import Foundation

/// A bubblewrap (`bwrap`) sandbox for one scenario program: its own user, PID, network, IPC,
/// UTS and cgroup namespaces (so no network, and no view of other processes or their
/// `/proc/<pid>/environ`), a new session (no controlling terminal to inject keystrokes
/// into), an empty `/tmp` as its working folder, and read-only views of only the system
/// folders, the Swift runtime and the engine libraries the program loads. The repository,
/// `$HOME`, the cache and the compiled program's folder are not visible. `--die-with-parent`
/// ends it with statedocs. The model is that of docs.rs and crater, without a container
/// engine.
public struct Sandbox: Sendable, Hashable {
    public let bwrap: String

    /// Where the program sits inside the sandbox.
    static let programPath = "/run/statedocs/scenario"

    public enum Availability: Sendable {
        case available(Sandbox)
        case unavailable(reason: String)
    }

    /// Whether a sandbox can be made here; tried once per process.
    public static let availability: Availability = probe()

    static func probe() -> Availability {
        #if os(Linux)
            let candidates = ["/usr/bin/bwrap", "/bin/bwrap", "/usr/local/bin/bwrap"]
            guard let bwrap = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                return .unavailable(reason: "bubblewrap (bwrap) is not installed; `apt-get install bubblewrap` (scripts/bootstrap does)")
            }
            let sandbox = Sandbox(bwrap: bwrap)
            let arguments = sandbox.isolation + ["--ro-bind", "/", "/", "true"]
            guard let output = try? ProcessRunner.run(bwrap, arguments: arguments, limits: .init(timeout: 10)) else {
                return .unavailable(reason: "\(bwrap) cannot be started")
            }
            guard output.termination == .exited(0) else {
                let message = output.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
                return .unavailable(
                    reason: "bwrap cannot create namespaces here (\(message.isEmpty ? "\(output.termination)" : message)); user namespaces may be disabled")
            }
            return .available(sandbox)
        #else
            return .unavailable(reason: "no sandbox is available on this system (bubblewrap needs Linux)")
        #endif
    }

    /// Size of the sandbox's `/tmp` when no file size limit is set.
    static let defaultTemporaryBytes: UInt64 = 64 << 20

    /// Namespaces and lifetime.
    var isolation: [String] { ["--unshare-all", "--die-with-parent", "--new-session"] }

    /// The bwrap command line that runs `program` (linked against `libraries` and the Swift
    /// runtime in `runtimeDirectories`) in the sandbox, with descriptor 3 passed through.
    /// `/tmp` holds at most `temporaryBytes`.
    public func command(
        program: String, runtimeDirectories: [String], libraries: [String], temporaryBytes: UInt64
    ) -> (executable: String, arguments: [String]) {
        var arguments = isolation
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
        arguments += ["--proc", "/proc", "--dev", "/dev", "--chdir", "/tmp"]
        arguments += ["--", Self.programPath]
        return (bwrap, arguments)
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
