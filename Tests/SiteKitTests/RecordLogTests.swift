import Foundation
@testable import SiteKit
import Testing

/// The cache files a build appends its changes to. (Chosen: the append-then-compact rule of
/// log-structured stores such as git's packfiles and LevelDB's log; a cache that cannot be
/// trusted reads as empty, as the other cache files do.)
@Suite("Record log")
struct RecordLogTests {
    private func log(version: String = "test 1") -> RecordLog {
        RecordLog(path: FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)").path, version: version)
    }

    private func records(_ pairs: [String: String]) -> [String: ArraySlice<UInt8>] {
        pairs.mapValues { Array($0.utf8)[...] }
    }

    private func text(_ loaded: [String: ArraySlice<UInt8>]?) -> [String: String]? {
        loaded?.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    private func size(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : -1
    }

    @Test func changesAreAppendedAndReadBackAsTheLiveRecords() {
        let log = log()
        defer { unlink(log.path) }
        var live = ["a": "first", "b": "second", "c": "third"]
        log.save(records(live), changed: Set(live.keys), removed: [])
        let written = size(log.path)
        live["b"] = "second, edited"
        live["c"] = nil
        log.save(records(live), changed: ["b"], removed: ["c"])
        // Appended: the first batch is still there, byte for byte.
        #expect(size(log.path) > written)
        #expect(text(log.load()) == live)
    }

    @Test func aBatchCutShortIsLeftOutAndTheOnesBeforeItStay() throws {
        let log = log()
        defer { unlink(log.path) }
        log.save(records(["a": "kept"]), changed: ["a"], removed: [])
        let complete = size(log.path)
        log.save(records(["a": "lost", "b": "lost too"]), changed: ["a", "b"], removed: [])
        let whole = try #require(FastFiles.readBytes(log.path))
        // A build stopped while appending: every length of the last batch short of its end mark.
        for length in complete..<(whole.count - 1) {
            try FastFiles.write(Array(whole[..<length]), to: log.path)
            #expect(text(log.load()) == ["a": "kept"], "cut at \(length)")
        }
    }

    @Test func aBatchAppendedAfterOneCutShortIsReadBack() throws {
        let log = log()
        defer { unlink(log.path) }
        log.save(records(["a": "kept"]), changed: ["a"], removed: [])
        log.save(records(["a": "kept", "b": "lost"]), changed: ["b"], removed: [])
        let whole = try #require(FastFiles.readBytes(log.path))
        try FastFiles.write(Array(whole.dropLast(3)), to: log.path)
        #expect(text(log.load()) == ["a": "kept"])
        // The next build appends to what it read: its batch must not land behind the torn one.
        log.save(records(["a": "kept", "c": "new"]), changed: ["c"], removed: [])
        #expect(text(log.load()) == ["a": "kept", "c": "new"])
    }

    @Test func aFileWithAnUnknownMarkReadsAsNoRecordsAndIsWrittenAnew() throws {
        let log = log()
        defer { unlink(log.path) }
        log.save(records(["a": "x"]), changed: ["a"], removed: [])
        var bytes = try #require(FastFiles.readBytes(log.path))
        bytes.append(0x7F)
        try FastFiles.write(bytes, to: log.path)
        #expect(log.load() == nil)
        log.save(records(["a": "x", "b": "y"]), changed: ["b"], removed: [])
        #expect(text(log.load()) == ["a": "x", "b": "y"])
    }

    @Test func anotherVersionOrNoFileReadsAsNoRecords() {
        let log = log()
        defer { unlink(log.path) }
        log.save(records(["a": "x"]), changed: ["a"], removed: [])
        #expect(RecordLog(path: log.path, version: "test 2").load() == nil)
        #expect(RecordLog(path: log.path + ".missing", version: "test 1").load() == nil)
    }

    @Test func aFileOfAnotherVersionIsWrittenAnewNotAppendedTo() {
        let old = log(version: "test 1")
        defer { unlink(old.path) }
        old.save(records(["a": "old"]), changed: ["a"], removed: [])
        let new = RecordLog(path: old.path, version: "test 2")
        new.save(records(["b": "new"]), changed: ["b"], removed: [])
        #expect(text(new.load()) == ["b": "new"])
    }

    @Test func recordsNoLongerLiveAreCompactedAway() {
        let log = log()
        defer { unlink(log.path) }
        let payload = String(repeating: "x", count: 1_000)
        var live: [String: String] = [:]
        for index in 0..<100 { live["page-\(index)"] = payload }
        log.save(records(live), changed: Set(live.keys), removed: [])
        let full = size(log.path)
        // Many edits of one record: the file never grows past a quarter more than the live records.
        for edit in 0..<500 {
            live["page-0"] = payload + "\(edit)"
            log.save(records(live), changed: ["page-0"], removed: [])
            #expect(size(log.path) <= full + full / 4 + 65_536 + 2_000)
        }
        #expect(text(log.load()) == live)
    }

    @Test func nothingChangedWritesNothing() {
        let log = log()
        defer { unlink(log.path) }
        log.save(records(["a": "x"]), changed: ["a"], removed: [])
        let written = size(log.path)
        log.save(records(["a": "x"]), changed: [], removed: [])
        #expect(size(log.path) == written)
    }

    /// The HTML of bodies is saved without every record in memory: the whole set is asked for
    /// only when the file is written anew (missing, or too much of it dead).
    @Test func allRecordsAreAskedForOnlyWhenTheFileIsWrittenAnew() {
        let log = log()
        defer { unlink(log.path) }
        let payload = String(repeating: "y", count: 10_000)
        var live: [String: String] = [:]
        for index in 0..<100 { live["page-\(index)"] = payload }
        var asked = 0
        func save(_ puts: [String: String], removed: Set<String> = []) {
            let liveSize = live.reduce(0) { $0 + RecordLog.size(key: $1.key, payload: $1.value.utf8.count) }
            log.save(puts: puts.mapValues(\.utf8), removed: removed, liveSize: liveSize) {
                asked += 1
                return live.mapValues(\.utf8)
            }
        }
        save(live)
        #expect(asked == 1, "no file yet")
        live["page-1"] = payload + "edited"
        live["page-2"] = nil
        save(["page-1": live["page-1"]!], removed: ["page-2"])
        #expect(asked == 1, "appended")
        #expect(text(log.load()) == live)
        for edit in 0..<40 {
            live["page-3"] = payload + "\(edit)"
            save(["page-3": live["page-3"]!])
        }
        #expect(asked == 2, "compacted once a quarter of the file was dead")
        #expect(text(log.load()) == live)
    }
}
