import Foundation

/// The most scenario programs and compiler jobs may use, set by whoever runs statedocs (the
/// command line's `--limit key=value`, or `STATEDOCS_LIMITS="key=value,..."`), never by the
/// content: site.yml's `limits:` and a code fence's `memory=` and `cpu=` come from the pull
/// request under test, so they may only ask for less, and asking for more is an error at
/// their line. Unset keys keep the defaults below ("chosen": generous for any honest
/// scenario, which runs in milliseconds and megabytes; small enough that a hostile one cannot
/// take a shared CI runner down).
public struct LimitCeilings: Hashable, Sendable {
    /// One limit, named as in site.yml's `limits:` and `--limit`.
    public enum Key: String, CaseIterable, Sendable {
        case memory, cpu, processes, openFiles, fileSize, compileTime, compileMemory

        /// What the value is, for messages.
        public var expects: String {
            switch self {
            case .memory, .fileSize, .compileMemory: "a size such as 512 MiB or 1 GiB"
            case .cpu, .compileTime: "a positive whole number of seconds"
            case .processes, .openFiles: "a positive whole number"
            }
        }
    }

    /// Scenario programs: memory per scenario (its processes together where a cgroup can be
    /// made), CPU seconds, processes, open files, file size (and `/tmp` size).
    public var scenario: ResourceLimits
    /// Seconds one compiler job may take.
    public var compileSeconds: Int
    /// Memory one compiler job may use (driver, frontends and linker together where a cgroup
    /// can be made, else per process).
    public var compileMemoryBytes: UInt64

    public static let defaults = LimitCeilings(
        scenario: .scenarioDefaults, compileSeconds: 120, compileMemoryBytes: 4 << 30)

    public init(scenario: ResourceLimits, compileSeconds: Int, compileMemoryBytes: UInt64) {
        self.scenario = scenario
        self.compileSeconds = compileSeconds
        self.compileMemoryBytes = compileMemoryBytes
    }

    /// The environment variable holding ceilings (`memory=2GiB,compileTime=300`); the
    /// command line's `--limit` wins over it.
    public static let environmentVariable = "STATEDOCS_LIMITS"

    /// A value of `key` as written (`2GiB`, `30`), as the number the limit holds (bytes,
    /// seconds or a count); nil when it is not one.
    public static func parse(_ text: String, for key: Key) -> UInt64? {
        switch key {
        case .memory, .fileSize, .compileMemory:
            return ResourceLimits.parseBytes(text).flatMap { $0 > 0 ? $0 : nil }
        case .cpu, .compileTime, .processes, .openFiles:
            // Int32: the most a kernel limit or a deadline here means anything with.
            return Int32(text.trimmingCharacters(in: .whitespaces)).flatMap { $0 > 0 ? UInt64($0) : nil }
        }
    }

    /// The ceiling of `key`.
    public func value(of key: Key) -> UInt64 {
        switch key {
        case .memory: scenario.memoryBytes ?? 0
        case .cpu: UInt64(scenario.cpuSeconds ?? 0)
        case .processes: UInt64(scenario.processes ?? 0)
        case .openFiles: UInt64(scenario.openFiles ?? 0)
        case .fileSize: scenario.fileSizeBytes ?? 0
        case .compileTime: UInt64(compileSeconds)
        case .compileMemory: compileMemoryBytes
        }
    }

    public mutating func set(_ key: Key, to value: UInt64) {
        switch key {
        case .memory: scenario.memoryBytes = value
        case .cpu: scenario.cpuSeconds = Int(value)
        case .processes: scenario.processes = Int(value)
        case .openFiles: scenario.openFiles = Int(value)
        case .fileSize: scenario.fileSizeBytes = value
        case .compileTime: compileSeconds = Int(value)
        case .compileMemory: compileMemoryBytes = value
        }
    }

    /// `1 GiB` or `30`: a value of `key` as a message shows it.
    public static func format(_ value: UInt64, for key: Key) -> String {
        switch key {
        case .memory, .fileSize, .compileMemory: ResourceLimits.formatBytes(value)
        case .cpu, .compileTime: "\(value) s"
        case .processes, .openFiles: "\(value)"
        }
    }

    /// Applies `key=value` assignments in order (from `STATEDOCS_LIMITS`, then `--limit`).
    public mutating func apply(_ assignments: [String], source: String) throws {
        for assignment in assignments {
            let parts = assignment.split(separator: "=", maxSplits: 1).map { String($0).trimmingCharacters(in: .whitespaces) }
            let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
            guard parts.count == 2, let key = Key(rawValue: parts[0]) else {
                throw LimitError("\(source): '\(assignment)' is not key=value with a key among \(known)")
            }
            guard let value = Self.parse(parts[1], for: key) else {
                throw LimitError("\(source): \(key.rawValue) takes \(key.expects), not '\(parts[1])'")
            }
            set(key, to: value)
        }
    }

    /// The ceilings from `STATEDOCS_LIMITS` in `environment`, then `assignments`.
    public static func resolve(assignments: [String], environment: [String: String]) throws -> LimitCeilings {
        var ceilings = LimitCeilings.defaults
        if let text = environment[environmentVariable], !text.isEmpty {
            try ceilings.apply(text.split(separator: ",").map(String.init), source: environmentVariable)
        }
        try ceilings.apply(assignments, source: "--limit")
        return ceilings
    }

    /// Why `requested` (a value content asks for) is refused under these ceilings, or nil.
    public func refusal(of requested: UInt64, for key: Key, in place: String) -> String? {
        let ceiling = value(of: key)
        guard requested > ceiling else { return nil }
        return "\(place) asks for \(Self.format(requested, for: key)), above the ceiling of \(Self.format(ceiling, for: key)) that whoever runs statedocs sets (content may only lower a limit; the operator raises it with --limit \(key.rawValue)=VALUE or \(Self.environmentVariable))"
    }
}

public struct LimitError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ message: String) { description = message }
}
