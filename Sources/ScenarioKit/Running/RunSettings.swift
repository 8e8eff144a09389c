import Foundation

/// How scenario programs are run and compiled: the sandbox, the kernel limits and the
/// compile time limit. Part of every cache key (a different limit can change an outcome).
public struct RunSettings: Sendable, Hashable {
    /// nil: resource limits only (no sandbox here, or `--sandbox=off`).
    public var sandbox: Sandbox?
    public var resources: ResourceLimits
    /// Seconds one compiler job may take before it is stopped and reported at the scenario.
    public var compileTimeLimit: Double

    public init(sandbox: Sandbox? = nil, resources: ResourceLimits = .scenarioDefaults, compileTimeLimit: Double = 120) {
        self.sandbox = sandbox
        self.resources = resources
        self.compileTimeLimit = compileTimeLimit
    }

    static func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }

    /// What of these settings can change a scenario's result (sandbox, limits); part of cache keys.
    public var fingerprint: String {
        "sandbox \(sandbox == nil ? "off" : "bwrap") limits \(resources.fingerprint) compile-limit \(compileTimeLimit)"
    }

    /// The sandbox `mode` asks for. `.required` without one is an error; `.auto` without one
    /// returns a notice to print once.
    public static func resolve(_ mode: SandboxMode) throws -> (sandbox: Sandbox?, notice: String?) {
        guard mode != .off else { return (nil, nil) }
        switch Sandbox.availability {
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
