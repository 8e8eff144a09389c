import Diagnostics
import ScenarioKit
import Yams

/// site.yml's `limits:` for scenario programs, for example
///
///     limits:
///       memory: 1 GiB       # address space of each scenario process
///       cpu: 30             # seconds of CPU time
///       processes: 64       # processes and threads it may start
///       openFiles: 256
///       fileSize: 64 MiB    # largest file it may write (and the size of its /tmp)
///       compileTime: 120    # seconds one compiler job may take
///
/// Unset values keep statedocs' defaults (`ResourceLimits.scenarioDefaults`).
public struct ScenarioLimitsConfig: Hashable, Sendable {
    public var resources = ResourceLimits()
    public var compileTimeLimit: Double?

    public init() {}

    static let keys = ["memory", "cpu", "processes", "openFiles", "fileSize", "compileTime"]

    static func parse(_ node: Node, fail: (String, Node?) -> Void) -> ScenarioLimitsConfig {
        var config = ScenarioLimitsConfig()
        guard let mapping = node.mapping else {
            fail("'limits' must be a mapping (memory, cpu, processes, openFiles, fileSize, compileTime)", node)
            return config
        }
        func count(_ value: Node, _ name: String) -> Int? {
            guard let text = value.string, let number = Int(text), number > 0 else {
                fail("'limits.\(name)' must be a positive whole number", value)
                return nil
            }
            return number
        }
        func bytes(_ value: Node, _ name: String) -> UInt64? {
            guard let text = value.string, let number = ResourceLimits.parseBytes(text), number > 0 else {
                fail("'limits.\(name)' must be a size such as 512 MiB or 1 GiB", value)
                return nil
            }
            return number
        }
        for (key, value) in mapping {
            switch key.string {
            case "memory": config.resources.memoryBytes = bytes(value, "memory")
            case "cpu": config.resources.cpuSeconds = count(value, "cpu")
            case "processes": config.resources.processes = count(value, "processes")
            case "openFiles": config.resources.openFiles = count(value, "openFiles")
            case "fileSize": config.resources.fileSizeBytes = bytes(value, "fileSize")
            case "compileTime": config.compileTimeLimit = count(value, "compileTime").map(Double.init)
            default: fail("unknown limit '\(key.string ?? "")' (known: \(keys.joined(separator: ", ")))", key)
            }
        }
        return config
    }
}
