import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Kernel limits on one process a scenario runs (and, for processes, on what it starts).
/// Defaults are "chosen": generous for any honest scenario (they run in milliseconds and
/// megabytes), small enough that a hostile or runaway one cannot take the machine down.
public struct ResourceLimits: Codable, Hashable, Sendable {
    /// Address space (RLIMIT_AS), in bytes.
    public var memoryBytes: UInt64?
    /// CPU time (RLIMIT_CPU), in seconds: SIGXCPU at the limit, SIGKILL a second later.
    public var cpuSeconds: Int?
    /// Processes and threads the program may create (RLIMIT_NPROC), counted on top of those
    /// the user already runs. Not enforced by the kernel for root; the sandbox's PID
    /// namespace and the group kill still end every process.
    public var processes: Int?
    /// Open file descriptors (RLIMIT_NOFILE).
    public var openFiles: Int?
    /// Largest file the program may write (RLIMIT_FSIZE), in bytes.
    public var fileSizeBytes: UInt64?

    public init(memoryBytes: UInt64? = nil, cpuSeconds: Int? = nil, processes: Int? = nil, openFiles: Int? = nil, fileSizeBytes: UInt64? = nil) {
        self.memoryBytes = memoryBytes
        self.cpuSeconds = cpuSeconds
        self.processes = processes
        self.openFiles = openFiles
        self.fileSizeBytes = fileSizeBytes
    }

    public static let scenarioDefaults = ResourceLimits(
        memoryBytes: 1 << 30, cpuSeconds: 30, processes: 64, openFiles: 256, fileSizeBytes: 64 << 20)

    /// No limit at all (compiles use only their time limit).
    public static let none = ResourceLimits()

    /// Values from `other` where it sets them.
    public func overridden(by other: ResourceLimits) -> ResourceLimits {
        ResourceLimits(
            memoryBytes: other.memoryBytes ?? memoryBytes, cpuSeconds: other.cpuSeconds ?? cpuSeconds,
            processes: other.processes ?? processes, openFiles: other.openFiles ?? openFiles,
            fileSizeBytes: other.fileSizeBytes ?? fileSizeBytes)
    }

    /// A stable text for cache keys.
    public var fingerprint: String {
        // `description` through the constraint: interpolating an unconstrained generic value
        // asks the runtime which printing protocols it conforms to, on every build.
        func text<T: CustomStringConvertible>(_ value: T?) -> String { value.map { $0.description } ?? "-" }
        return "as=\(text(memoryBytes)) cpu=\(text(cpuSeconds)) nproc=\(text(processes)) nofile=\(text(openFiles)) fsize=\(text(fileSizeBytes))"
    }

    /// `1 GiB`, `512 MiB`, `64 KiB`, `100 bytes`.
    public static func formatBytes(_ bytes: UInt64) -> String {
        for (unit, shift) in [("GiB", UInt64(30)), ("MiB", 20), ("KiB", 10)] where bytes >= 1 << shift {
            let value = Double(bytes) / Double(UInt64(1) << shift)
            return value == value.rounded() ? "\(Int(value)) \(unit)" : String(format: "%.1f \(unit)", value)
        }
        return "\(bytes) bytes"
    }

    /// Parses `1GiB`, `512 MiB`, `64k`, `1000000` (bytes).
    public static func parseBytes(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let digits = trimmed.prefix { $0.isNumber || $0 == "." }
        guard let number = Double(digits), number >= 0 else { return nil }
        let unit = trimmed.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        let shift: UInt64
        switch unit {
        case "", "b", "bytes": shift = 0
        case "k", "kb", "kib": shift = 10
        case "m", "mb", "mib": shift = 20
        case "g", "gb", "gib": shift = 30
        default: return nil
        }
        let value = number * Double(UInt64(1) << shift)
        guard value < Double(UInt64.max / 2) else { return nil }
        return UInt64(value)
    }
}
