import Foundation

/// How scenario programs are run and compiled: the sandbox, the kernel limits and the
/// compile limits, within the operator's ceilings. Part of every cache key (a different limit
/// can change an outcome).
public struct RunSettings: Sendable, Hashable {
    /// nil: resource limits only (no sandbox here, or `--sandbox=off`).
    public var sandbox: Sandbox?
    /// The limits scenarios run under unless their fence asks for less (or, up to the
    /// ceiling, more): the ceilings, lowered by site.yml's `limits:`.
    public var resources: ResourceLimits
    /// Seconds one compiler job may take before it is stopped and reported at the scenario.
    public var compileTimeLimit: Double
    /// Memory one compiler job may use, all its processes together where a cgroup can be made.
    public var compileMemoryBytes: UInt64
    /// The most content may ask for (see `LimitCeilings`).
    public var ceilings: LimitCeilings

    public init(
        sandbox: Sandbox? = nil, resources: ResourceLimits = .scenarioDefaults, compileTimeLimit: Double = 120,
        compileMemoryBytes: UInt64 = LimitCeilings.defaults.compileMemoryBytes, ceilings: LimitCeilings = .defaults
    ) {
        self.sandbox = sandbox
        self.resources = resources
        self.compileTimeLimit = compileTimeLimit
        self.compileMemoryBytes = compileMemoryBytes
        self.ceilings = ceilings
    }

    /// What a compiler job runs under besides its time limit: its memory, and processes
    /// enough for the driver, its frontends, the linker and their threads.
    var compileResources: ResourceLimits { ResourceLimits(memoryBytes: compileMemoryBytes, processes: 256) }

    static func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }

    /// What of these settings can change a scenario's result (sandbox, limits); part of cache keys.
    public var fingerprint: String {
        // The sandbox's confinement and whether memory is bounded per run or per process
        // change what a hostile or greedy scenario can do, so results under each are kept apart.
        let memoryBound = RunCgroup.hierarchies == nil ? "per-process" : "cgroup"
        return "sandbox \(sandbox == nil ? "off" : "bwrap-nobody-seccomp") memory-bound \(memoryBound) limits \(resources.fingerprint) compile-limit \(compileTimeLimit)"
    }

    /// The sandbox `mode` asks for. `.required` without one is an error; `.auto` without one
    /// returns a notice to print once. `probeRecord`: the build cache, where a probe that found
    /// the sandbox working is recorded for the next process (`Sandbox.availability(recordedIn:)`).
    public static func resolve(_ mode: SandboxMode, probeRecord: URL? = nil) throws -> (sandbox: Sandbox?, notice: String?) {
        guard mode != .off else { return (nil, nil) }
        switch Sandbox.availability(recordedIn: probeRecord) {
        case .available(let sandbox):
            return (sandbox, nil)
        case .unavailable(let reason):
            if mode == .required {
                throw SandboxError("--sandbox=required, but \(reason)")
            }
            return (nil, "note: scenarios run without a sandbox: \(reason); resource limits still apply (--sandbox=required makes this an error)")
        }
    }
}

public struct SandboxError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ message: String) { description = message }
}
