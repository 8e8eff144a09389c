/// The contract between statedocs and a batch executable's launcher (ScenarioRuntime's
/// `BatchLauncher`): statedocs starts the batch once, with `selectorVariable` set to
/// `launcherSelector` and a socket at `socketDescriptor`, and then asks it for one process per
/// scenario with a `LaunchRequest`, sent with the scenario's descriptors. Each request's
/// control socket answers with one `LaunchStatus`. One definition for both sides.
public enum LaunchProtocol {
    /// Names the scenario a batch executable runs (or `launcherSelector`).
    public static let selectorVariable = "STATEDOCS_SCENARIO"
    /// The selector that makes a batch executable a launcher instead of a scenario.
    public static let launcherSelector = "--launcher"
    /// The launcher's end of statedocs' socket.
    public static let socketDescriptor: Int32 = 3
    /// Descriptors sent with each request, in this order: the scenario's standard output,
    /// standard error and result channel (write ends), then the request's control socket.
    public static let descriptorsPerRequest = 4
    /// Exit status of a batch executable asked for a scenario it does not hold.
    public static let unknownScenarioStatus: Int32 = 70
}

/// One scenario process to start.
public struct LaunchRequest: Hashable, Sendable {
    /// One kernel resource limit (an RLIMIT_* number and its soft and hard values).
    public struct Limit: Hashable, Sendable {
        public var resource: Int32
        public var soft: UInt64
        public var hard: UInt64
        public init(resource: Int32, soft: UInt64, hard: UInt64) {
            self.resource = resource
            self.soft = soft
            self.hard = hard
        }
    }

    /// The scenario's namespace in the batch.
    public var scenario: String
    public var limits: [Limit]
    /// The run's secret (`RecordSeal`), which the launcher hands to the scenario's runtime in
    /// memory before any scenario code runs; nil leaves the channel's records untagged, which
    /// statedocs refuses.
    public var secret: [UInt8]?

    public init(scenario: String, limits: [Limit], secret: [UInt8]? = nil) {
        self.scenario = scenario
        self.limits = limits
        self.secret = secret
    }

    /// Space-separated fields, one line each: `scenario NAME`, `limit RESOURCE SOFT HARD`,
    /// `secret HEX`.
    public var encoded: [UInt8] {
        var lines = ["scenario " + scenario]
        lines += limits.map { "limit \($0.resource) \($0.soft) \($0.hard)" }
        if let secret { lines.append("secret " + RecordSeal.hex(secret)) }
        return Array(lines.joined(separator: "\n").utf8)
    }

    public init?(decoding bytes: some Collection<UInt8>) {
        var scenario: String?
        var limits: [Limit] = []
        var secret: [UInt8]?
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            switch (fields.first, fields.count) {
            case ("scenario", 2):
                scenario = String(fields[1])
            case ("limit", 4):
                guard let resource = Int32(fields[1]), let soft = UInt64(fields[2]), let hard = UInt64(fields[3]) else { return nil }
                limits.append(Limit(resource: resource, soft: soft, hard: hard))
            case ("secret", 2):
                guard let bytes = RecordSeal.bytes(hex: fields[1]), bytes.count == RecordSeal.keyByteCount else { return nil }
                secret = bytes
            default:
                return nil
            }
        }
        guard let scenario else { return nil }
        self.init(scenario: scenario, limits: limits, secret: secret)
    }
}

/// How a requested scenario process ended, or why it could not start.
public enum LaunchStatus: Hashable, Sendable {
    case exited(Int32)
    case signaled(Int32)
    /// The launcher could not set the process up (a `fork` or a `pipe` failed):
    /// nothing of the scenario ran, and statedocs starts it the ordinary way instead.
    case failed(String)

    public var encoded: [UInt8] {
        switch self {
        case .exited(let status): Array("exited \(status)".utf8)
        case .signaled(let signal): Array("signaled \(signal)".utf8)
        case .failed(let reason): Array(("failed " + reason).utf8)
        }
    }

    public init?(decoding bytes: some Collection<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let space = text.firstIndex(of: " ") else { return nil }
        let value = text[text.index(after: space)...]
        switch text[..<space] {
        case "exited": guard let status = Int32(value) else { return nil }; self = .exited(status)
        case "signaled": guard let signal = Int32(value) else { return nil }; self = .signaled(signal)
        case "failed": self = .failed(String(value))
        default: return nil
        }
    }
}
