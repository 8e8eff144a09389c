import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A probe that found the sandbox working, kept in the build cache so that the next statedocs
/// need not start bwrap to learn it again: the probe was 15 to 25 ms of every build, most of a
/// build that changed nothing (issue #32).
///
/// The record holds only under the conditions it was taken in, all of which decide whether bwrap
/// can make its namespaces: the same boot, the same namespaces and seccomp state that statedocs
/// runs in (so another container that shares the cache folder probes again), the same
/// user, the same bwrap binary, the same user-namespace settings, and the same statedocs (its
/// confinement flags). Chosen, not measured against any source: only a success is recorded. A
/// failure may pass (too many namespaces at one moment), so it is probed again every time, and a
/// build never drops the sandbox because of an old record. A success that no longer holds
/// fails closed: the runs cannot start their sandbox and say so; none runs unconfined.
///
/// The record lives in the build cache, which `CacheOwnership` empties unless this user wrote
/// it: a pull request cannot plant one.
enum SandboxProbeRecord {
    static let fileName = "sandbox-probe"
    private static let header = "statedocs sandbox probe 1"

    /// Whether `folder` holds a success recorded under the conditions of now.
    static func holds(in folder: URL, bwrap: String) -> Bool {
        guard let conditions = conditions(bwrap: bwrap),
              let recorded = try? String(contentsOf: folder.appendingPathComponent(fileName), encoding: .utf8) else { return false }
        return recorded == text(conditions)
    }

    /// Records a success (best effort: without a record the next build probes again).
    static func recordSuccess(in folder: URL, bwrap: String) {
        guard let conditions = conditions(bwrap: bwrap) else { return }
        // Written whole under another name and renamed over the old record, never through a link.
        try? Data(text(conditions).utf8).write(to: folder.appendingPathComponent(fileName), options: .atomic)
    }

    private static func text(_ conditions: [String]) -> String {
        ([header] + conditions + ["available"]).joined(separator: "\n") + "\n"
    }

    /// What decides whether bwrap works here, one line each; nil when it cannot all be read
    /// (then nothing is recorded or trusted).
    static func conditions(bwrap: String) -> [String]? {
        #if os(Linux)
            guard let boot = contents("/proc/sys/kernel/random/boot_id"), let bwrapStamp = stamp(bwrap),
                  let tool = stamp("/proc/self/exe") else { return nil }
            var lines = ["boot \(boot)", "user \(getuid()) \(geteuid()) \(getgid())", "bwrap \(bwrap) \(bwrapStamp)", "tool \(tool)"]
            for namespace in ["user", "mnt", "pid", "net", "cgroup"] {
                lines.append("namespace \(link("/proc/self/ns/" + namespace) ?? "-")")
            }
            // Seccomp and NoNewPrivs: a container's profile can forbid what bwrap does.
            let status = (contents("/proc/self/status") ?? "").split(separator: "\n")
                .filter { $0.hasPrefix("Seccomp") || $0.hasPrefix("NoNewPrivs") || $0.hasPrefix("CapEff") }
            lines.append("status \(status.joined(separator: " "))")
            for setting in ["/proc/sys/kernel/unprivileged_userns_clone", "/proc/sys/user/max_user_namespaces",
                            "/proc/sys/kernel/apparmor_restrict_unprivileged_userns"] {
                lines.append("\(setting) \(contents(setting) ?? "-")")
            }
            return lines
        #else
            return nil
        #endif
    }

    private static func contents(_ path: String) -> String? {
        (try? String(contentsOfFile: path, encoding: .utf8)).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    private static func link(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    private static func stamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
