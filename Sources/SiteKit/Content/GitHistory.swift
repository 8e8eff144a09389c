import Foundation

/// When each file of the content folder was last committed, for "Last updated" (as Hugo's
/// `enableGitInfo` and Docusaurus's `showLastUpdateTime` do). Empty outside a git repository
/// or without git: the page then shows only what front matter says.
enum GitHistory {
    /// Standardized file path to its last commit's date (`YYYY-MM-DD`).
    static func lastCommitDates(in folder: URL) -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Newest first; one "\u{1}date" line per commit, then the paths it touched, relative to `folder`.
        process.arguments = ["git", "-c", "core.quotepath=off", "log", "--format=%x01%cs", "--name-only", "--relative", "--no-renames", "--", "."]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [:] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return [:] }
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
}
