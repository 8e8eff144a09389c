import Foundation

/// What `statedocs verify` reported last time, under a fingerprint of everything the report is
/// made from, so that verifying again with nothing changed reprints the same report at once,
/// without parsing an article, generating a program or decoding a transcript (the site build
/// does the same with `site-build.state`).
///
/// The fingerprint (`Inputs`) covers this statedocs, the engine, compiler and run settings
/// (the environment every cache key holds), the command line and working directory, every
/// article's text, the content folder's files and each translation's source. A memo is also
/// tied to the cache entries its report was checked from: one removed or rewritten since (a
/// cleared cache, a repaired entry) misses. A memo is stored only when every scenario's
/// outcome is in the cache, so an outcome the cache refuses (a compile stopped by its time
/// limit) is looked at again next time; and it is sealed like an entry (HMAC under the cache's
/// secret), so an edited memo is never reprinted.
public struct VerifyMemo: Sendable {
    /// What the command printed and wrote, in order.
    public struct Report: Codable, Equatable, Sendable {
        public enum Item: Codable, Equatable, Sendable {
            /// Text written to standard output as is.
            case output(String)
            /// A line written to standard error (without its newline).
            case errorLine(String)
            /// A file written, such as `--junit FILE`.
            case file(path: String, text: String)
        }

        public var items: [Item] = []
        /// The command failed (exit status 1).
        public var failed = false

        public init() {}
    }

    /// A hash of everything a report is made from; each part is labelled and length-prefixed,
    /// so no two different sets of inputs run together into the same bytes.
    public struct Inputs {
        private var hasher = SHA256()

        public init() { add("statedocs-verify-memo", "1") }

        public mutating func add(_ label: String, _ value: String) {
            hasher.update("\(label) \(value.utf8.count)\n\(value)\n")
        }

        /// A file's bytes, or that it is missing.
        public mutating func add(file path: String) {
            add("file " + path, FileManager.default.contents(atPath: path).map { SHA256.hex(bytes: $0) } ?? "missing")
        }

        /// Every file under `folder` by content, in path order (the site's configuration and
        /// phenomena list, any article verify finds there).
        public mutating func add(folder: String) {
            let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
            add("folder " + folder, String(files.count))
            for file in files {
                var isDirectory: ObjCBool = false
                let path = folder + "/" + file
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                add(file: path)
            }
        }

        /// The articles verified, by text, and the source of each translation among them,
        /// which staleness is checked against even when it is not verified itself.
        public mutating func add(articles: [ArticleSource], sourceLanguage: String) {
            let paths = Set(articles.map(\.path))
            for article in articles.sorted(by: { $0.path < $1.path }) {
                add("article " + article.path, SHA256.hex(article.text))
                let source = ContentLanguages.path(article.path, inLanguage: sourceLanguage)
                if !paths.contains(source) { add(file: source) }
            }
        }

        /// This statedocs (its checks make the report) by file identity, and what every
        /// scenario's cache key holds besides its program: engine, compiler, options, limits.
        public mutating func add(executor: ScenarioExecutor) {
            add(environment: executor.environmentFingerprint())
        }

        /// The same, when it is known without hashing the engine or asking swiftc (the cache
        /// remembers both once a verify computed them); false, adding nothing, when it is not:
        /// a fresh cache, where nothing is worth looking up.
        public mutating func add(knownEnvironmentOf executor: ScenarioExecutor) -> Bool {
            guard let environment = executor.knownEnvironmentFingerprint() else { return false }
            add(environment: environment)
            return true
        }

        private mutating func add(environment: String) {
            add("statedocs", FileIdentity.of(Toolchain.runningExecutable()) ?? "unknown")
            add("environment", environment)
        }

        /// The cost each scenario last had, by which `--shard` splits the site.
        public mutating func addRecordedCosts(of executor: ScenarioExecutor) {
            for (key, value) in executor.cache.memoEntries(withPrefix: "cost|") { add(key, value) }
        }

        public var fingerprint: String {
            var copy = hasher
            return copy.finalizeHex()
        }
    }

    private struct Stored: Codable {
        var fingerprint: String
        /// Identity of the cache entry of every scenario the report checked, by key.
        var entries: [String: String]
        var report: Report
    }

    static let format = "statedocs-verify-memo 1"

    let cache: ScenarioCache
    let url: URL
    /// What the memo is sealed for: this invocation only.
    let sealKey: String

    /// The memo of one invocation (the working directory and the command's arguments): each
    /// way of running verify keeps its own, so alternating between two does not make both miss.
    public init(cache: ScenarioCache, invocation: [String]) {
        self.cache = cache
        let name = SHA256.hex(invocation.joined(separator: "\0"))
        sealKey = "verify " + name
        url = cache.directory.appendingPathComponent("verify-memos").appendingPathComponent(String(name.prefix(32)) + ".memo")
    }

    /// The report stored for exactly these inputs, if its cache entries are still those it
    /// was checked from.
    public func load(_ fingerprint: String) -> Report? {
        guard case .valid(let payload) = cache.readSealed(url, key: sealKey, format: Self.format),
            let stored = try? JSONDecoder().decode(Stored.self, from: payload),
            stored.fingerprint == fingerprint,
            stored.entries.allSatisfy({ key, stamp in cache.entryStamp(key) == stamp })
        else { return nil }
        return stored.report
    }

    /// Stores `report` for these inputs, unless a scenario's outcome is not in the cache.
    public func save(_ report: Report, fingerprint: String, cacheKeys: [String]) {
        var entries: [String: String] = [:]
        for key in cacheKeys {
            guard let stamp = cache.entryStamp(key) else {
                forget()
                return
            }
            entries[key] = stamp
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let payload = try? encoder.encode(Stored(fingerprint: fingerprint, entries: entries, report: report)) else { return }
        cache.writeSealed(payload, key: sealKey, format: Self.format, to: url)
    }

    /// Removes the memo: the last report cannot be reprinted.
    public func forget() {
        cache.removeOwned(url)
    }
}
