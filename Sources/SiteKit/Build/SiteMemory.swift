import ConcurrentMap
import Foundation

/// What one build leaves for the next, so that the next one renders only what its edits
/// affect: every article's rendered body (by the hash of everything a body depends on) and,
/// per output file, the key of its inputs and what was written there.
///
/// `build` reads it from the build cache (`.statedocs-cache/`) and writes it back; `serve`
/// keeps one in memory between rebuilds (`BuildOptions.memory`), so nothing is read again.
/// `@unchecked Sendable`: `lock` guards `state`; builds take a snapshot and replace it whole.
public final class SiteMemory: @unchecked Sendable {
    /// One file of the last build, as it was written into Site/.
    struct Output: Sendable, Equatable {
        var size: Int
        /// Modification time: with the size, tells that Site/ still holds this file.
        var modified: FileTime
        /// Hash of the inputs that produced it; empty when it is always rendered.
        var key: String
        /// Hash of what those inputs were made from (`SiteFiles.sourceKey(of:)`): the same
        /// again means the same inputs, without making them; empty when there is none.
        var sourceKey = ""
        /// Hash of its bytes (`contentHash(of:)`).
        var contentHash: String

        static func contentHash(of text: String) -> String { StableHash.hex(of: text) }

        /// `contentHash(of:)` of text already in UTF-8 (a search index is written as bytes).
        static func contentHash(ofUTF8 bytes: [UInt8]) -> String {
            var hash = StableHash()
            hash.combine(utf8: bytes)
            return hash.hex
        }
    }

    struct State: Sendable {
        var outputs: [String: Output] = [:]
        var bodies: [String: ArticleBody] = [:]
        /// Bodies whose HTML is still in the body store on disk (`html` is empty until read).
        var storedBodies: Set<String> = []
        /// Bodies as the body store's index holds them: saving appends only the others.
        var encodedBodies: [String: ArraySlice<UInt8>] = [:]
        /// The layouts of the search indexes written, by output path (`SearchIndexLayout`).
        var searchIndexes: [String: SearchIndexLayout] = [:]
    }

    private let lock = NSLock()
    private var state = State()
    /// The articles of the last build, so that unchanged files are not parsed again.
    let articles = ArticleMemo()
    /// The content's last commit dates, asked of git again only when HEAD moves.
    let gitDates = GitHistory.Memo()
    private var loadedFrom: URL?
    /// The state of the last good build, as `BuildCache` saves it (nil: none, or not trusted).
    private var lastBuild: (file: URL, state: BuildCache.State?)?
    private var sourceStamps: (directory: URL, stamps: SourceStamps)?
    /// Where `serve` saves what a build leaves once the build has reported (and the browser
    /// reloads); the next build starts only after it finished (`finishCacheWrites`).
    private let cacheWriter: DispatchQueue?

    /// `writingCacheInBackground`: a build returns before its cache files are written (serve).
    public init(writingCacheInBackground: Bool = false) {
        cacheWriter = writingCacheInBackground ? DispatchQueue(label: "statedocs.site-memory.cache-writer") : nil
    }

    /// Runs `work` now, or after the build returns when writing in the background.
    func writeCache(_ work: @escaping @Sendable () -> Void) {
        if let cacheWriter { cacheWriter.async(execute: work) } else { work() }
    }

    /// Work that only makes the next build faster: done after the build has reported when
    /// writing in the background (serve), skipped otherwise, since a `build` process would
    /// pay for it itself before it exits.
    func prepareForNextBuild(_ work: @escaping @Sendable () -> Void) {
        cacheWriter?.async(execute: work)
    }

    /// Waits until what the last build left is saved.
    public func finishCacheWrites() {
        cacheWriter?.sync {}
    }

    /// The state the last build left; read from `cacheDirectory` the first time (or taken from
    /// `startReading`), with the outputs of `lastBuild` (what `lastBuild(in:)` returned).
    func snapshot(cacheDirectory: URL?, lastBuild: BuildCache.State?) -> State {
        if let cacheDirectory { startReading(cacheDirectory: cacheDirectory) }
        lock.lock()
        let reading = self.reading
        lock.unlock()
        // Waited for outside the lock: the reading needs nothing it guards, and a caller of the
        // memory's other parts need not wait for a read it did not ask for.
        reading?.done.wait()
        lock.lock()
        defer { lock.unlock() }
        if let reading, reading.directory == cacheDirectory {
            loadedFrom = cacheDirectory
            if var loaded = reading.state {
                loaded.outputs = lastBuild?.outputs ?? [:]
                state = loaded
            }
            self.reading = nil
        }
        return state
    }

    /// Reading the last build's bodies, search layouts and articles, begun by `startReading`.
    /// `@unchecked Sendable`: `state` is written once, before `done` is left, and read after
    /// it is waited for.
    private final class Reading: @unchecked Sendable {
        let directory: URL
        let done = DispatchGroup()
        var state: State?
        init(directory: URL) { self.directory = directory }
    }

    private var reading: Reading?

    /// Begins reading on another thread what `snapshot` needs from `cacheDirectory`: a build
    /// calls it as soon as it finds an input that changed, so that the reading runs beside
    /// the rest of the input check (a no-change build never pays for it). Does nothing when
    /// that was read or begun already.
    func startReading(cacheDirectory: URL) {
        lock.lock()
        defer { lock.unlock() }
        guard loadedFrom != cacheDirectory, reading?.directory != cacheDirectory else { return }
        let reading = Reading(directory: cacheDirectory)
        let loadsBodies = state.outputs.isEmpty && state.bodies.isEmpty
        self.reading = reading
        reading.done.enter()
        DispatchQueue.global().async { [articles] in
            // The two files are independent: read side by side.
            let read = [false, true].concurrentMap { readsBodies -> State? in
                guard readsBodies else {
                    articles.load(from: cacheDirectory)
                    return nil
                }
                guard loadsBodies else { return nil }
                var loaded = BodyStore(cacheDirectory: cacheDirectory).load(outputs: [:])
                loaded.searchIndexes = SearchIndexStore(cacheDirectory: cacheDirectory).load()
                return loaded
            }
            reading.state = read[1]
            reading.done.leave()
        }
    }

    /// What the last good build left in `cache`, read from it the first time; nil when there
    /// is none or it can no longer be trusted.
    func lastBuild(in cache: BuildCache) -> BuildCache.State? {
        lock.lock()
        defer { lock.unlock() }
        if let lastBuild, lastBuild.file == cache.file { return lastBuild.state }
        let state = cache.load()
        lastBuild = (cache.file, state)
        return state
    }

    /// Saves the state of a good build into `cache` and keeps it for the next build.
    func rememberBuild(_ state: BuildCache.State, in cache: BuildCache) {
        cache.save(state)
        lock.lock()
        lastBuild = (cache.file, state)
        lock.unlock()
    }

    /// Forgets the last build's state, here and in `cache` (a build that may have been stopped
    /// after changing Site/ must not leave it behind).
    func forgetLastBuild(in cache: BuildCache) {
        cache.invalidate()
        lock.lock()
        lastBuild = (cache.file, nil)
        lock.unlock()
    }

    /// The input files' stamps, read from `cacheDirectory` the first time.
    func stamps(cacheDirectory: URL) -> SourceStamps {
        lock.lock()
        defer { lock.unlock() }
        if let sourceStamps, sourceStamps.directory == cacheDirectory { return sourceStamps.stamps }
        let stamps = SourceStamps.load(from: cacheDirectory)
        sourceStamps = (cacheDirectory, stamps)
        return stamps
    }

    func replace(with new: State) {
        lock.lock()
        state = new
        lock.unlock()
    }

    /// Forgets everything (a build whose output cannot be trusted any more).
    func clear() {
        replace(with: State())
    }
}
