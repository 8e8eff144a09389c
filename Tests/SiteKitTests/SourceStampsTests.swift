import Foundation
@testable import SiteKit
import Testing

/// The no-change check's file hashes: git's index rules (git-scm.com/docs/racy-git) that a
/// stamp is trusted only once the file has been quiet longer than timestamps can blur.
@Suite("Source stamps")
struct SourceStampsTests {
    private func file(_ text: String, modifiedSecondsAgo age: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stamps-\(UUID().uuidString).md").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try setModified(path, secondsAgo: age)
        return path
    }

    private func setModified(_ path: String, secondsAgo age: Int) throws {
        var times = [timespec(tv_sec: time(nil) - age, tv_nsec: 0), timespec(tv_sec: time(nil) - age, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    /// Rewrites the file in place (same inode, same size) and puts its old time back.
    private func rewriteKeepingStamp(_ path: String, _ text: String) throws {
        var info = stat()
        #expect(stat(path, &info) == 0)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test func aQuietFileIsKnownByItsStampAndAnEditIsSeen() throws {
        let path = try file("first", modifiedSecondsAgo: 60)
        defer { unlink(path) }
        let stamps = SourceStamps()
        let first = try #require(stamps.hash(ofFile: path))
        #expect(first == StableHash.hex(ofBytes: Data("first".utf8)))
        // A normal save changes the modification time: read again.
        try "second".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(stamps.hash(ofFile: path) == StableHash.hex(ofBytes: Data("second".utf8)))
        // Trusted: a change that keeps size, time and inode is not read (what make and git accept).
        try setModified(path, secondsAgo: 60)
        _ = stamps.hash(ofFile: path)
        try rewriteKeepingStamp(path, "third!")
        #expect(stamps.hash(ofFile: path) == StableHash.hex(ofBytes: Data("second".utf8)))
    }

    @Test func aFileHashedRightAfterItsChangeIsReadAgainUntilItIsQuiet() throws {
        let path = try file("abc", modifiedSecondsAgo: 0)
        defer { unlink(path) }
        let stamps = SourceStamps()
        #expect(stamps.hash(ofFile: path) == StableHash.hex(ofBytes: Data("abc".utf8)))
        // Another edit within the same timestamp tick keeps the stamp; the hash is not trusted yet.
        try rewriteKeepingStamp(path, "xyz")
        #expect(stamps.hash(ofFile: path) == StableHash.hex(ofBytes: Data("xyz".utf8)))
    }

    @Test func stampsSurviveTheCacheFolderAndForgetFilesThatAreGone() throws {
        let path = try file("kept", modifiedSecondsAgo: 60)
        let gone = try file("gone", modifiedSecondsAgo: 60)
        defer { unlink(path); unlink(gone) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stamps-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let stamps = SourceStamps()
        _ = stamps.hash(ofFile: path)
        _ = stamps.hash(ofFile: gone)
        stamps.save(to: directory, keeping: [path])
        let loaded = SourceStamps.load(from: directory)
        try rewriteKeepingStamp(path, "KEPT")
        try rewriteKeepingStamp(gone, "GONE")
        #expect(loaded.hash(ofFile: path) == StableHash.hex(ofBytes: Data("kept".utf8)), "the saved stamp is trusted")
        #expect(loaded.hash(ofFile: gone) == StableHash.hex(ofBytes: Data("GONE".utf8)), "a forgotten file is read")
        // A damaged file is no stamps at all.
        try Data([1, 2, 3]).write(to: directory.appendingPathComponent("site-stamps"))
        try rewriteKeepingStamp(path, "kept")
        #expect(SourceStamps.load(from: directory).hash(ofFile: path) == StableHash.hex(ofBytes: Data("kept".utf8)))
    }
}
