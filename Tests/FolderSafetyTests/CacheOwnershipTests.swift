import Foundation
import Testing

@testable import FolderSafety

/// `CacheOwnership`: a `.statedocs-cache` that arrived with the checkout (a pull request can
/// commit one, key and sealed "passing" entries included) is emptied before anything in it is
/// read; one this user's statedocs wrote is kept (issue 33).
@Suite struct CacheOwnershipTests {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("ownership-\(UUID().uuidString)")
    var cache: URL { base.appendingPathComponent(".statedocs-cache") }

    func write(_ relative: String, _ text: String = "planted") throws {
        let url = cache.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func contents() -> [String] {
        (FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func aCacheWithoutThisUsersMarkIsEmptiedAndOneWithItIsKept() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        // What a pull request could commit: a key beside forged entries, rendered bodies, a memo.
        try write("scenarios/secret", String(repeating: "k", count: 32))
        try write("scenarios/results/forged.entry")
        try write("site-bodies/log")
        try write(CacheOwnership.markFile, "0000")
        CacheOwnership.adopt(cache, beneath: base)
        #expect(contents() == [CacheOwnership.markFile])
        let mark = try String(contentsOf: cache.appendingPathComponent(CacheOwnership.markFile), encoding: .utf8)
        #expect(mark == CacheOwnership.mark(try CacheOwnership.userKey.get()))

        // Written by this user's statedocs since: kept.
        try write("scenarios/results/real.entry", "mine")
        CacheOwnership.adopt(cache, beneath: base)
        #expect(contents().contains("scenarios/results/real.entry"))
    }

    @Test func theKeyIsNeverInTheCheckout() throws {
        let directory = try #require(CacheOwnership.stateDirectory)
        #expect(!directory.path.hasPrefix(FileManager.default.currentDirectoryPath + "/"))
        _ = try CacheOwnership.userKey.get()
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("cache-key").path))
    }
}
