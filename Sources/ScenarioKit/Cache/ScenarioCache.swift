import Crypto
import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What compiling and running one scenario program produced: everything the checks need,
/// stored so that an unchanged scenario is neither compiled nor run again.
public struct ScenarioRun: Codable, Hashable, Sendable {
    public var compiled: Bool
    public var compilerMessages: [CompilerMessage]
    /// nil when the program did not compile.
    public var output: ProcessRunner.Output?
    /// The limits the program ran under, for wording a limit it exceeded.
    public var resources: ResourceLimits?
    /// An outcome that says nothing about the scenario (the compiler was stopped or could not
    /// start): reported, never cached.
    public var transient: Bool

    public init(
        compiled: Bool, compilerMessages: [CompilerMessage], output: ProcessRunner.Output?, resources: ResourceLimits? = nil,
        transient: Bool = false
    ) {
        self.compiled = compiled
        self.compilerMessages = compilerMessages
        self.output = output
        self.resources = resources
        self.transient = transient
    }
}

/// The transcript cache in `.statedocs-cache/` (gitignored). An entry is keyed by a hash of
/// everything that can change a run: the generated source, the StateEngine binary (by
/// content), the swiftc version, the options and limits. Each entry carries an HMAC of its
/// key and payload under the user's cache key, which lives outside any checkout
/// (`CacheOwnership`) and never inside a scenario's sandbox, so a truncated, edited or swapped entry, even one whose checksum was
/// recomputed, is detected, discarded and rebuilt rather than trusted. Only complete,
/// deterministic outcomes are stored (`ScenarioRun.isCacheable`).
public final class ScenarioCache: @unchecked Sendable {
    public let directory: URL
    private let lock = NSLock()
    private var fingerprints: [String: String]
    private var fingerprintsChanged = false
    private let secret: SymmetricKey?
    /// Why entries cannot be stored or trusted here (an unwritable folder), in plain words.
    public let problem: String?

    static let format = "statedocs-cache 2"

    /// Clang's module cache for scenario compiles: the one beside the engine
    /// (`Toolchain.moduleCacheBesideEngine`) when given, else one inside this cache, named for
    /// where the cache is (`Toolchain.moduleCache(in:servingFrom:)`).
    public let moduleCacheDirectory: URL

    /// The folder `directory` is in is the caller's to trust: the commands claim
    /// `.statedocs-cache` (`OwnedFolders.claim`) before opening the cache in it.
    public init(directory: URL, moduleCacheDirectory: URL? = nil) {
        self.directory = directory
        try? OwnedFolders.make(directory, beneath: directory.deletingLastPathComponent())
        let inner = directory.appendingPathComponent("module-cache")
        self.moduleCacheDirectory = moduleCacheDirectory ?? Toolchain.moduleCache(in: inner, servingFrom: directory)
        // What an earlier statedocs (or a read-only engine) built in here is unused while another
        // module cache serves: tens of megabytes a copied cache would carry along.
        if let given = moduleCacheDirectory, !given.standardizedFileURL.path.hasPrefix(inner.standardizedFileURL.path + "/") {
            OwnedFolders.remove(inner, beneath: directory)
        }
        let memo = directory.appendingPathComponent("fingerprints.json")
        fingerprints = (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: memo))) ?? [:]
        switch CacheOwnership.userKey {
        case .success(let key):
            secret = key
            problem = nil
        case .failure(let error):
            secret = nil
            problem = error.description
        }
        removeStaleWork()
    }

    var resultsDirectory: URL { directory.appendingPathComponent("results") }
    var workDirectory: URL { directory.appendingPathComponent("work") }

    func entryURL(_ key: String) -> URL { resultsDirectory.appendingPathComponent(key + ".entry") }

    public enum Lookup: Equatable {
        case hit(ScenarioRun)
        case miss
        /// The entry existed but failed its HMAC or did not decode; it has been removed.
        case corrupt
    }

    public func lookup(_ key: String) -> Lookup {
        switch readSealed(entryURL(key), key: key, format: Self.format) {
        case .missing: return .miss
        case .invalid: return .corrupt
        case .valid(let payload):
            guard let run = try? JSONDecoder().decode(ScenarioRun.self, from: payload) else {
                removeOwned(entryURL(key))
                return .corrupt
            }
            return .hit(run)
        }
    }

    /// Stores a complete, deterministic outcome; anything else is left out.
    public func store(_ run: ScenarioRun, key: String) {
        guard run.isCacheable, secret != nil else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let payload = try? encoder.encode(run) else { return }
        writeSealed(payload, key: key, format: Self.format, to: entryURL(key))
    }

    enum SealedRead {
        case valid(Data)
        case missing
        /// The file had no header or failed its HMAC; it has been removed.
        case invalid
    }

    /// A file `writeSealed` wrote for `key` and `format`, unless it was altered since.
    func readSealed(_ url: URL, key: String, format: String) -> SealedRead {
        guard let secret, let data = try? Data(contentsOf: url) else { return .missing }
        if let newline = data.firstIndex(of: 0x0A) {
            let payload = Data(data[(newline + 1)...])
            if String(decoding: data[..<newline], as: UTF8.self) == format + " " + Self.seal(payload, key: key, secret: secret) {
                return .valid(payload)
            }
        }
        removeOwned(url)
        return .invalid
    }

    /// Writes `payload` atomically (`UnsyncedFile.replace`) under a header of `format` and the
    /// HMAC of `key` and the payload; nothing without the cache's secret.
    func writeSealed(_ payload: Data, key: String, format: String, to url: URL) {
        guard let secret else { return }
        var data = Data((format + " " + Self.seal(payload, key: key, secret: secret) + "\n").utf8)
        data.append(payload)
        try? makeOwnedFolder(url.deletingLastPathComponent())
        try? UnsyncedFile.replace(url.path, with: data)
    }

    /// Makes a folder inside the cache without following a link on the way (`OwnedFolders`).
    func makeOwnedFolder(_ folder: URL) throws {
        try OwnedFolders.make(folder, beneath: directory)
    }

    /// Removes a file or folder inside the cache without following a link (`OwnedFolders`).
    func removeOwned(_ item: URL) {
        OwnedFolders.remove(item, beneath: directory)
    }

    /// The identity of the stored entry for `key` (`FileIdentity`), or nil when there is none:
    /// an entry rewritten or removed since has another.
    func entryStamp(_ key: String) -> String? {
        FileIdentity.of(entryURL(key).path)
    }

    /// HMAC-SHA256 of the key and the payload: an entry is valid for its own key only.
    static func seal(_ payload: Data, key: String, secret: SymmetricKey) -> String {
        var mac = HMAC<Crypto.SHA256>(key: secret)
        mac.update(data: Data((key + "\n").utf8))
        mac.update(data: payload)
        return ContentModel.SHA256.hex(of: Data(mac.finalize()))
    }

    /// Work folders (`KEY-PID`) left by a statedocs that was killed: its process is gone, or
    /// the folder is a day old (a cache copied from another machine).
    /// A link committed in place of the work folder is removed as a link, never listed.
    func removeStaleWork() {
        var info = stat()
        guard lstat(workDirectory.path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return removeOwned(workDirectory) }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: workDirectory.path) else { return }
        let dayAgo = time(nil) - 86_400
        for entry in entries {
            let url = workDirectory.appendingPathComponent(entry)
            let pid = entry.split(separator: "-").last.flatMap { pid_t($0) }
            let alive = pid.map { $0 == getpid() || kill($0, 0) == 0 || errno == EPERM } ?? false
            let modified = lstat(url.path, &info) == 0 ? info.st_mtim.tv_sec : 0
            if !alive || modified < dayAgo { removeOwned(url) }
        }
    }

    /// A hash of a file's bytes: an ELF file's build ID (`ELFBuildID`, the linker's hash of
    /// it) where it has one, else SHA-256. The hash is remembered under the file's path and
    /// identity (`FileIdentity`); a replaced, copied or touched file has a new identity, so it
    /// is hashed again: the key follows the content, not the path.
    func fingerprint(ofFile path: String) -> String { fingerprint(ofFile: path, hashing: true)! }

    /// The hash of a file when it is remembered for its identity, else nil (nothing is read).
    func knownFingerprint(ofFile path: String) -> String? { fingerprint(ofFile: path, hashing: false) }

    private func fingerprint(ofFile path: String, hashing: Bool) -> String? {
        guard let identity = FileIdentity.of(path) else { return "missing" }
        let memoKey = path + "|" + identity
        lock.lock()
        let known = fingerprints[memoKey]
        lock.unlock()
        if let known { return known }
        guard hashing else { return nil }
        let digest: String
        if let buildID = ELFBuildID.of(path) {
            digest = "elf-build-id " + buildID
        } else {
            var hasher = ContentModel.SHA256()
            if let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) { hasher.update(data) }
            digest = hasher.finalizeHex()
        }
        remember(memoKey, digest)
        return digest
    }

    func memo(_ key: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return fingerprints[key]
    }

    /// Remembered values whose key starts with `prefix`, in key order.
    func memoEntries(withPrefix prefix: String) -> [(key: String, value: String)] {
        lock.lock()
        defer { lock.unlock() }
        return fingerprints.filter { $0.key.hasPrefix(prefix) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
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
        try? OwnedFolders.make(directory, beneath: directory.deletingLastPathComponent())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if let data = try? encoder.encode(fingerprints) {
            try? UnsyncedFile.replace(directory.appendingPathComponent("fingerprints.json").path, with: data)
        }
        fingerprintsChanged = false
    }
}
