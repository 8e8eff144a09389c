import Foundation
@testable import SiteKit
import Testing

/// How the staging folder's folders are made. (Chosen: each folder is made under a name of its
/// own and renamed into place, so that ext4 places it away from a site just deleted; what a
/// reader sees is only that every folder ends up under its own name and nothing else is left.)
@Suite("Output folders")
struct OutputFolderTests {
    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folders-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aFolderIsMadeUnderItsNameAndNothingIsLeftBeside() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FastFiles.makeFolder(root + "/en"))
        #expect(FastFiles.makeFolder(root + "/en/tags"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["en"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/en") == ["tags"])
    }

    @Test func aFolderThatCannotBeMadeSaysWhyAndLeavesNothing() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(!FastFiles.makeFolder(root + "/missing/en"))
        #expect(errno == ENOENT)
        // The name is taken by a folder with files in it: the rename is refused.
        try FileManager.default.createDirectory(atPath: root + "/en", withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: root + "/en/page.html", contents: Data("<p>kept".utf8)))
        #expect(!FastFiles.makeFolder(root + "/en"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["en"])
        #expect(try String(contentsOfFile: root + "/en/page.html", encoding: .utf8) == "<p>kept")
    }

    @Test func aRecycledStagingFolderWithAFileWhereAFolderGoesIsMended() throws {
        let site = try SiteBuildTests.bilingualSite()
        defer { site.remove() }
        try site.build(cache: true)
        try site.build(cache: false)
        let clean = try site.snapshot()
        // The next cached build recycles the spare; a file stands where its `en/tags` folder goes.
        try site.build(cache: true)
        let spare = site.root.appendingPathComponent(".statedocs-cache/spare-Site").path
        try FileManager.default.removeItem(atPath: spare + "/en/tags")
        #expect(FileManager.default.createFile(atPath: spare + "/en/tags", contents: Data("not a folder".utf8)))
        try site.article("en/second.md", title: "Second", date: "2026-02-01", tags: ["state"], body: "Edited.")
        try site.build(cache: true)
        try site.article("en/second.md", title: "Second", date: "2026-02-01", tags: ["state"], body: "Back to [the first](first.md#part-one).")
        try site.build(cache: true)
        #expect(try site.snapshot() == clean)
    }
}
