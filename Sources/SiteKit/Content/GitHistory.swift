import Foundation

/// When each file of the content folder was last committed, for "Last updated" (as Hugo's
/// `enableGitInfo` and Docusaurus's `showLastUpdateTime` do). Empty outside a git repository
/// or without git: the page then shows only what front matter says.
public enum GitHistory {
    /// Dates as of one commit: `serve` keeps the last answer, and asks git for the history
    /// again only when HEAD moved (the log walks every commit, which grows with the repository).
    /// `@unchecked Sendable`: `lock` guards `last`.
    final class Memo: @unchecked Sendable {
        private let lock = NSLock()
        private var last: (folder: URL, head: String, dates: [String: String])?

        func dates(in folder: URL, head: String, compute: () -> [String: String]) -> [String: String] {
            lock.lock()
            let known = last
            lock.unlock()
            if let known, known.folder == folder, known.head == head { return known.dates }
            let dates = compute()
            lock.lock()
            last = (folder, head, dates)
            lock.unlock()
            return dates
        }
    }

    /// Standardized file path to its last commit's date (`YYYY-MM-DD`).
    static func lastCommitDates(in folder: URL, memo: Memo? = nil) -> [String: String] {
        // Starting git costs more than the rest of a one-page build's loading; outside a
        // repository it would only say so.
        guard mayBeInRepository(folder) else { return [:] }
        guard let memo else { return log(in: folder) }
        // Outside a repository there is no HEAD, and nothing to remember.
        guard let head = git(["rev-parse", "HEAD"], in: folder) else { return [:] }
        return memo.dates(in: folder, head: String(decoding: head, as: UTF8.self)) { log(in: folder) }
    }

    private static func log(in folder: URL) -> [String: String] {
        // Newest first; one "\u{1}date" line per commit, then the paths it touched, relative to `folder`.
        guard let data = git(["-c", "core.quotepath=off", "log", "--format=%x01%cs", "--name-only", "--relative", "--no-renames", "--", "."], in: folder) else {
            return [:]
        }
        var dates: [String: String] = [:]
        var current = ""
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("\u{1}") {
                current = String(line.dropFirst())
            } else if !current.isEmpty {
                let path = folder.appendingPathComponent(String(line)).standardizedFileURL.path
                if dates[path] == nil { dates[path] = current }
            }
        }
        return dates
    }

    /// Whether `folder` or a folder above it holds `.git` (a folder, or the file of a worktree
    /// or submodule), or the environment names the repository (`GIT_DIR`).
    static func mayBeInRepository(_ folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if environment["GIT_DIR"] != nil { return true }
        var current = folder.standardizedFileURL.path
        while true {
            if access(current + "/.git", F_OK) == 0 { return true }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return false }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// What `git ARGUMENTS` prints in `folder`; nil when git is missing or fails.
    public static func git(_ arguments: [String], in folder: URL) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
