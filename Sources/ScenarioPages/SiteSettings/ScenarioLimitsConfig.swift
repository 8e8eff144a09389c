import Diagnostics
import Foundation
import ScenarioKit
import SiteKit
import Yams

/// site.yml's `limits:` for scenario programs and compiler jobs, for example
///
///     limits:
///       memory: 512 MiB     # memory of each scenario (its processes together, see the guide's "Limits")
///       cpu: 10             # seconds of CPU time
///       processes: 16       # processes and threads it may start
///       openFiles: 128
///       fileSize: 16 MiB    # largest file it may write (and the size of its /tmp)
///       compileTime: 60     # seconds one compiler job may take
///       compileMemory: 2 GiB
///
/// site.yml comes with the content, from the pull request under test: it may only lower the
/// operator's ceilings (`LimitCeilings`), and a value above one is an error at its line
/// (`refusals(under:file:)`). Unset values keep the ceiling.
public struct ScenarioLimitsConfig: Hashable, Sendable {
    /// Where a value sits in site.yml.
    public struct Place: Hashable, Sendable {
        public var line: Int
        public var column: Int?
    }

    /// The values set, by key, as numbers (bytes, seconds or counts), and where.
    public private(set) var values: [LimitCeilings.Key: UInt64] = [:]
    public private(set) var places: [LimitCeilings.Key: Place] = [:]

    public init() {}

    static let keys = LimitCeilings.Key.allCases.map(\.rawValue)

    /// The `limits:` of site.yml (its bytes; SiteKit reads the rest of the file); every value
    /// that is not a limit is an error at its line.
    public static func read(siteFile data: Data, file: String) throws -> ScenarioLimitsConfig {
        guard let node = try YAMLFile.compose(data, file: file, kind: .config)?.mapping?["limits"] else { return ScenarioLimitsConfig() }
        var diagnostics: [Diagnostic] = []
        let limits = parse(node) { message, node in
            diagnostics.append(.error(message, file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column, id: .configValue))
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
        return limits
    }

    static func parse(_ node: Node, fail: (String, Node?) -> Void) -> ScenarioLimitsConfig {
        var config = ScenarioLimitsConfig()
        guard let mapping = node.mapping else {
            fail("'limits' must be a mapping (\(keys.joined(separator: ", ")))", node)
            return config
        }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string.flatMap(LimitCeilings.Key.init(rawValue:)) else {
                fail("unknown limit '\(keyNode.string ?? "")' (known: \(keys.joined(separator: ", ")))", keyNode)
                continue
            }
            guard let text = value.string, let number = LimitCeilings.parse(text, for: key) else {
                fail("'limits.\(key.rawValue)' must be \(key.expects)", value)
                continue
            }
            config.values[key] = number
            config.places[key] = Place(line: value.mark?.line ?? 1, column: value.mark?.column)
        }
        return config
    }

    /// An error at its line for each value above the operator's ceiling.
    public func refusals(under ceilings: LimitCeilings, file: String) -> [Diagnostic] {
        LimitCeilings.Key.allCases.compactMap { key in
            guard let value = values[key], let reason = ceilings.refusal(of: value, for: key, in: "limits.\(key.rawValue)") else { return nil }
            let place = places[key]
            return Diagnostic.error(reason, file: file, line: place?.line ?? 1, column: place?.column, id: .configValue)
        }
    }

    /// The ceilings, lowered where site.yml sets a value (call after `refusals` found none).
    public func lowering(_ ceilings: LimitCeilings) -> LimitCeilings {
        var result = ceilings
        for (key, value) in values { result.set(key, to: min(value, ceilings.value(of: key))) }
        return result
    }
}
