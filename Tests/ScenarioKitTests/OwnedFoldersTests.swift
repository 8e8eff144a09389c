import Foundation
import Testing

import FolderSafety
@testable import ScenarioKit

/// `OwnedFolders`: what statedocs creates and removes in a checkout a pull request controls
/// never goes through a link the pull request committed (issue 33).
@Suite struct OwnedFoldersTests {
    let base: URL, victim: URL

    init() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("owned-\(UUID().uuidString)")
        base = scratch.appendingPathComponent("checkout")
        victim = scratch.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: victim.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: victim.appendingPathComponent("precious.txt"))
        try Data("keep".utf8).write(to: victim.appendingPathComponent("inner/deep.txt"))
    }

    private func cleanUp() { try? FileManager.default.removeItem(at: base.deletingLastPathComponent()) }

    private var victimFiles: [String] { (FileManager.default.enumerator(atPath: victim.path)?.allObjects as? [String] ?? []).sorted() }

    private func link(_ relative: String, to target: URL) throws {
        let url = base.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target.path)
    }

    private func isLink(_ relative: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: base.appendingPathComponent(relative).path)) != nil
    }

    @Test func removingALinkRemovesTheLinkNotWhatItNames() throws {
        defer { cleanUp() }
        try link(".Site.staging-99999", to: victim)
        OwnedFolders.remove(base.appendingPathComponent(".Site.staging-99999"), beneath: base)
        #expect(!isLink(".Site.staging-99999"))
        #expect(victimFiles == ["inner", "inner/deep.txt", "precious.txt"])
    }

    @Test func nothingIsRemovedThroughALinkOnTheWay() throws {
        defer { cleanUp() }
        try link(".statedocs-cache", to: victim)
        OwnedFolders.remove(base.appendingPathComponent(".statedocs-cache/inner"), beneath: base)
        OwnedFolders.remove(base.appendingPathComponent(".statedocs-cache/precious.txt"), beneath: base)
        #expect(victimFiles == ["inner", "inner/deep.txt", "precious.txt"])
    }

    @Test func aFolderTreeIsRemovedWithTheLinksInItButNotTheirTargets() throws {
        defer { cleanUp() }
        let tree = base.appendingPathComponent(".statedocs-cache/scenarios/work/a-1/b")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: tree.appendingPathComponent("file"))
        try link(".statedocs-cache/scenarios/work/a-1/b/escape", to: victim)
        OwnedFolders.remove(base.appendingPathComponent(".statedocs-cache/scenarios/work"), beneath: base)
        #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent(".statedocs-cache/scenarios/work").path))
        #expect(victimFiles == ["inner", "inner/deep.txt", "precious.txt"])
    }

    @Test func makingAFolderReplacesALinkInItsPlace() throws {
        defer { cleanUp() }
        try link(".statedocs-cache", to: victim)
        let folder = base.appendingPathComponent(".statedocs-cache/scenarios/work")
        try OwnedFolders.make(folder, beneath: base)
        #expect(!isLink(".statedocs-cache"))
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(victimFiles == ["inner", "inner/deep.txt", "precious.txt"])
    }

    @Test func claimingAFolderRemovesEveryLinkInIt() throws {
        defer { cleanUp() }
        let cache = base.appendingPathComponent(".statedocs-cache")
        try FileManager.default.createDirectory(at: cache.appendingPathComponent("scenarios/results"), withIntermediateDirectories: true)
        try Data("entry".utf8).write(to: cache.appendingPathComponent("scenarios/results/k.entry"))
        try link(".statedocs-cache/spare-Site", to: victim)
        try link(".statedocs-cache/scenarios/work", to: victim)
        try link(".statedocs-cache/scenarios/results/x.entry", to: victim.appendingPathComponent("precious.txt"))
        try OwnedFolders.claim(cache, beneath: base)
        #expect(!isLink(".statedocs-cache/spare-Site") && !isLink(".statedocs-cache/scenarios/work"))
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("scenarios/results/x.entry").path))
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("scenarios/results/k.entry").path))
        #expect(victimFiles == ["inner", "inner/deep.txt", "precious.txt"])
    }

    @Test func theCacheRemovesStaleWorkWithoutFollowingALink() throws {
        defer { cleanUp() }
        let directory = base.appendingPathComponent(".statedocs-cache/scenarios")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Names like stale work folders (`KEY-PID` of a process that is gone).
        try Data("x".utf8).write(to: victim.appendingPathComponent("key-99999"))
        let before = victimFiles
        try link(".statedocs-cache/scenarios/work", to: victim)
        _ = ScenarioCache(directory: directory)
        #expect(victimFiles == before)
    }
}
