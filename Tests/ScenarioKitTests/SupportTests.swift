import Foundation
import Testing

@testable import ScenarioKit

@Suite struct SupportTests {
    @Test func sha256MatchesTheStandardVectors() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func sha256GivesTheSameDigestHoweverTheInputIsSplit() {
        var hasher = SHA256()
        hasher.update("a" + String(repeating: "a", count: 2))
        hasher.update(String(repeating: "a", count: 61))
        hasher.update(String(repeating: "a", count: 936))
        #expect(hasher.finalizeHex() == SHA256.hex(String(repeating: "a", count: 1000)))
    }

    @Test func unsyncedFilesAreReplacedWholeAndLeaveNothingBeside() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unsynced-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("entry").path
        try UnsyncedFile.write(Data(String(repeating: "long ", count: 1_000).utf8), to: path)
        try UnsyncedFile.write(Data("short".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("short".utf8))
        try UnsyncedFile.replace(path, with: Data("replaced".utf8))
        #expect(FileManager.default.contents(atPath: path) == Data("replaced".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["entry"])
        // A replace that cannot rename (the target is a folder) fails and leaves no temporary file.
        let blocked = folder.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: POSIXError.self) { try UnsyncedFile.replace(blocked.path, with: Data("x".utf8)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["blocked", "entry"])
    }

    @Test func unifiedDiffShowsChangedLinesWithContext() {
        let expected = "a\nb\nc\nd\ne\nf\ng\nh\n"
        let actual = "a\nb\nc\nd\nE\nf\ng\nh\ni\n"
        let diff = UnifiedDiff.diff(expected: expected, actual: actual, expectedLabel: "expected", actualLabel: "actual")
        #expect(diff == ["--- expected", "+++ actual", "@@ -2,7 +2,8 @@", " b", " c", " d", "-e", "+E", " f", " g", " h", "+i"])
        #expect(UnifiedDiff.firstDifference(expected: expected, actual: actual) == 4)
        #expect(UnifiedDiff.diff(expected: expected, actual: expected, expectedLabel: "x", actualLabel: "y").isEmpty)
    }

    @Test func compilerOutputIsReadInTheVirtualFile() {
        let messages = CompilerMessage.parse(
            """
            /tmp/w/scenario.md:3:9: error: cannot find 'x' in scope
            /tmp/w/main.swift:8:1: warning: something generated
            error: link command failed
            """)
        #expect(messages.count == 3)
        #expect(messages[0] == CompilerMessage(severity: .error, line: 3, column: 9, message: "cannot find 'x' in scope"))
        #expect(messages[1].line == nil && messages[1].severity == .warning)
        #expect(messages[2].message == "link command failed")
    }

    @Test func crashReportsKeepSwiftsWordingAndTheLine() {
        let report = CrashReport.parse(stderr: "Scenario/scenario.md:12: Fatal error: boom\nCurrent stack trace:\n0 x\n")
        #expect(report == CrashReport(message: "Fatal error: boom", line: 12))
        let elsewhere = CrashReport.parse(stderr: "Swift/Array.swift:1: Fatal error: Index out of range\n")
        #expect(elsewhere == CrashReport(message: "Fatal error: Index out of range", line: nil))
    }

    @Test func translationsPairByLanguageFolder() {
        #expect(ContentLanguages.language(ofPath: "Content/zh/guide/x.md") == "zh")
        #expect(ContentLanguages.path("Content/zh/x.md", inLanguage: "en") == "Content/en/x.md")
        #expect(ContentLanguages.path("/a/Content/zh/x.md", inLanguage: "en") == "/a/Content/en/x.md")
    }
}
