import Foundation
@testable import SiteKit
import Testing

/// "Last updated" from git, as Hugo's `enableGitInfo` gives it (gohugo.io/methods/page/gitinfo).
@Suite("Git history")
struct GitHistoryTests {
    @Test func theLogIsReadAgainOnlyWhenHeadMoves() {
        let memo = GitHistory.Memo()
        let folder = URL(fileURLWithPath: "/site/Content")
        var logs = 0
        let read = { () -> [String: String] in
            logs += 1
            return ["/site/Content/en/a.md": "2026-0\(logs)-01"]
        }
        #expect(memo.dates(in: folder, head: "aaa", compute: read) == ["/site/Content/en/a.md": "2026-01-01"])
        #expect(memo.dates(in: folder, head: "aaa", compute: read) == ["/site/Content/en/a.md": "2026-01-01"])
        #expect(logs == 1)
        #expect(memo.dates(in: folder, head: "bbb", compute: read) == ["/site/Content/en/a.md": "2026-02-01"])
        #expect(memo.dates(in: URL(fileURLWithPath: "/other"), head: "bbb", compute: read).count == 1)
        #expect(logs == 3)
    }

    @Test func aCommitGivesItsDateToTheFilesItTouched() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("git-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content/en")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "a".write(to: content.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=T", "-c", "user.email=t@example.org"] + arguments
            process.currentDirectoryURL = root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.environment = ["GIT_COMMITTER_DATE": "2026-03-04T10:00:00Z", "GIT_AUTHOR_DATE": "2026-03-04T10:00:00Z", "PATH": "/usr/bin:/bin"]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "first")
        let folder = root.appendingPathComponent("Content").standardizedFileURL
        let memo = GitHistory.Memo()
        let expected = [content.appendingPathComponent("a.md").standardizedFileURL.path: "2026-03-04"]
        #expect(GitHistory.lastCommitDates(in: folder, memo: memo) == expected)
        #expect(GitHistory.lastCommitDates(in: folder) == expected)
    }

    /// Git is not started for a folder that no `.git` above it puts in a repository (chosen:
    /// git itself looks for `.git` upwards, or takes `GIT_DIR`).
    @Test func gitIsAskedOnlyWhereARepositoryCanBe() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("git-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("site/Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try #require(!GitHistory.mayBeInRepository(FileManager.default.temporaryDirectory, environment: [:]), "the temporary folder is in a repository")
        #expect(!GitHistory.mayBeInRepository(content, environment: [:]))
        #expect(GitHistory.lastCommitDates(in: content, memo: GitHistory.Memo()).isEmpty)
        #expect(GitHistory.mayBeInRepository(content, environment: ["GIT_DIR": "/elsewhere/.git"]))
        // A worktree or submodule has a `.git` file, a clone a `.git` folder, at any level above.
        try "gitdir: /elsewhere".write(to: root.appendingPathComponent("site/.git"), atomically: true, encoding: .utf8)
        #expect(GitHistory.mayBeInRepository(content, environment: [:]))
        try FileManager.default.removeItem(at: root.appendingPathComponent("site/.git"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        #expect(GitHistory.mayBeInRepository(content, environment: [:]))
        #expect(GitHistory.mayBeInRepository(root, environment: [:]))
    }
}
