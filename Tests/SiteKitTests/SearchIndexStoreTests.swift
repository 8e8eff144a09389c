import Foundation
@testable import SiteKit
import Testing

/// The search indexes' layouts are kept a file per index file (terms, entries), so that a
/// one-page edit saves the layouts of the files it changed only (issue #32).
@Suite("Search index store")
struct SearchIndexStoreTests {
    static func layout(seed: UInt64) -> SearchIndexLayout {
        var random = SearchIndexOracleTests.SeededRandom(seed: seed)
        let pages = (0..<12).map { SearchIndexSpliceTests.page($0, version: 0, &random) }
        return SearchIndex.written(language: Language(code: "en"), pages: pages).layout
    }

    static func pagesLayout(seed: UInt64) -> SearchIndexLayout {
        var random = SearchIndexOracleTests.SeededRandom(seed: seed)
        let pages = (0..<12).map { SearchIndexSpliceTests.page($0, version: 0, &random) }
        return SearchIndex.writtenShard(language: Language(code: "en"), shard: 0, pages: pages).layout
    }

    static func modified(_ path: String) -> timespec? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mtim : nil
    }

    @Test func layoutsComeBackAsSavedAndOnlyChangedOnesAreWritten() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("index-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let store = SearchIndexStore(cacheDirectory: cache)
        let first = ["en/search-index.js": Self.layout(seed: 1), "en/search-pages-0.js": Self.pagesLayout(seed: 2)]
        store.save(first, before: [:])
        #expect(store.load() == first)

        let files = try FileManager.default.contentsOfDirectory(atPath: store.folder.path).sorted()
        #expect(files.count == 2)
        let before = files.map { Self.modified(store.folder.path + "/" + $0) }
        usleep(20_000)
        var second = first
        second["en/search-index.js"] = Self.layout(seed: 3)
        store.save(second, before: first)
        #expect(store.load() == second)
        let after = files.map { Self.modified(store.folder.path + "/" + $0) }
        // One file was written anew, the other left as it was.
        #expect(zip(before, after).filter { $0.0?.tv_sec == $0.1?.tv_sec && $0.0?.tv_nsec == $0.1?.tv_nsec }.count == 1)

        // A file gone takes its layout with it; a damaged file is left out, not trusted.
        store.save(["en/search-index.js": second["en/search-index.js"]!], before: second)
        #expect(store.load().keys.sorted() == ["en/search-index.js"])
        let remaining = try #require(try FileManager.default.contentsOfDirectory(atPath: store.folder.path).first)
        try Data("search index 2 broken".utf8).write(to: store.folder.appendingPathComponent(remaining))
        #expect(store.load().isEmpty)
    }
}
