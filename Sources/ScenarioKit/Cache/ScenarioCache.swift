import Foundation

/// What compiling and running one scenario program produced: everything the checks need,
/// stored so that an unchanged scenario is neither compiled nor run again.
public struct ScenarioRun: Codable, Hashable, Sendable {
    public var compiled: Bool
    public var compilerMessages: [CompilerMessage]
    /// nil when the program did not compile.
    public var output: ProcessRunner.Output?

    public init(compiled: Bool, compilerMessages: [CompilerMessage], output: ProcessRunner.Output?) {
        self.compiled = compiled
        self.compilerMessages = compilerMessages
        self.output = output
    }
}

/// The transcript cache in `.statedocs-cache/` (gitignored). An entry is keyed by a hash of
/// everything that can change a run: the generated source, the StateEngine binary, the
/// swiftc version, the options and limits. Each entry carries a checksum of its payload, so
/// a truncated or edited entry is detected, discarded and rebuilt rather than trusted.
public final class ScenarioCache: @unchecked Sendable {
    public let directory: URL
    private let lock = NSLock()
    private var fingerprints: [String: String]
    private var fingerprintsChanged = false

    static let format = "statedocs-cache 1"

    /// Clang's module cache for scenario compiles; inside `directory` unless given.
    public let moduleCacheDirectory: URL

    public init(directory: URL, moduleCacheDirectory: URL? = nil) {
        self.directory = directory
        self.moduleCacheDirectory = moduleCacheDirectory ?? directory.appendingPathComponent("module-cache")
        let memo = directory.appendingPathComponent("fingerprints.json")
        fingerprints = (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: memo))) ?? [:]
    }

    var resultsDirectory: URL { directory.appendingPathComponent("results") }
    var workDirectory: URL { directory.appendingPathComponent("work") }

    func entryURL(_ key: String) -> URL { resultsDirectory.appendingPathComponent(key + ".entry") }

    public enum Lookup: Equatable {
        case hit(ScenarioRun)
        case miss
        /// The entry existed but failed its checksum or did not decode; it has been removed.
        case corrupt
    }

    public func lookup(_ key: String) -> Lookup {
        let url = entryURL(key)
        guard let data = try? Data(contentsOf: url) else { return .miss }
        guard let newline = data.firstIndex(of: 0x0A) else { return discard(url) }
        let header = String(decoding: data[..<newline], as: UTF8.self)
        let payload = data[(newline + 1)...]
        var hasher = SHA256()
        hasher.update(Data(payload))
        guard header == Self.format + " " + hasher.finalizeHex(),
            let run = try? JSONDecoder().decode(ScenarioRun.self, from: Data(payload))
        else { return discard(url) }
        return .hit(run)
    }

    private func discard(_ url: URL) -> Lookup {
        try? FileManager.default.removeItem(at: url)
        return .corrupt
    }

    public func store(_ run: ScenarioRun, key: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let payload = try? encoder.encode(run) else { return }
        var hasher = SHA256()
        hasher.update(payload)
        var data = Data((Self.format + " " + hasher.finalizeHex() + "\n").utf8)
        data.append(payload)
        try? FileManager.default.createDirectory(at: resultsDirectory, withIntermediateDirectories: true)
        try? data.write(to: entryURL(key), options: .atomic)
    }

    /// A hash of a file's bytes, remembered under its path, size and modification time so an
    /// unchanged engine library is not read again on every verify.
    func fingerprint(ofFile path: String) -> String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let memoKey = "\(path)|\(size)|\(modified)"
        lock.lock()
        let known = fingerprints[memoKey]
        lock.unlock()
        if let known { return known }
        var hasher = SHA256()
        if let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) { hasher.update(data) }
        let digest = hasher.finalizeHex()
        remember(memoKey, digest)
        return digest
    }

    func memo(_ key: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return fingerprints[key]
    }

    func remember(_ key: String, _ value: String) {
        lock.lock()
        fingerprints[key] = value
        fingerprintsChanged = true
        lock.unlock()
    }

    /// Writes the fingerprint memo if it changed.
    public func flush() {
        lock.lock()
        defer { lock.unlock() }
        guard fingerprintsChanged else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if let data = try? encoder.encode(fingerprints) {
            try? data.write(to: directory.appendingPathComponent("fingerprints.json"), options: .atomic)
        }
        fingerprintsChanged = false
    }
}
