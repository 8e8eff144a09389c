import Foundation
import SiteKit

/// `verify --watch`: verify once, then re-verify the articles that change (and their
/// translation twins) as they are saved, the watch loop mdBook and Quarto authors live in.
extension Verify {
    func watchForever() throws -> Never {
        let folders = (paths.isEmpty ? [content] : paths).map { URL(fileURLWithPath: $0) }
        let changes = FolderChanges(folders)
        let pause = max(0.1, changes.checkInterval(requested: interval, polling: 0.5))
        var last = Set(FolderFingerprint.of(folders))
        runOnce(self)
        Terminal.line("Watching \(folders.map { DisplayPath.of($0) }.joined(separator: ", ")) for changes (Ctrl-C to stop)")
        while true {
            changes.wait(upTo: pause)
            let now = Set(FolderFingerprint.of(folders))
            guard now != last else { continue }
            let changed = Self.changedArticles(from: last, to: now)
            last = now
            guard !changed.isEmpty else { continue }
            Terminal.line("\n" + changed.map { DisplayPath.of(URL(fileURLWithPath: $0)) }.joined(separator: ", ") + " changed; verifying …")
            var again = self
            again.paths = changed
            runOnce(again)
        }
    }

    /// Markdown files added or edited between two fingerprints (deleted ones have nothing to verify).
    static func changedArticles(from old: Set<String>, to new: Set<String>) -> [String] {
        new.subtracting(old).compactMap { entry -> String? in
            let path = FolderFingerprint.path(ofEntry: entry)
            return path.hasSuffix(".md") && FileManager.default.fileExists(atPath: path) ? path : nil
        }.sorted()
    }

    /// One pass; a failure is reported and the loop goes on.
    private func runOnce(_ command: Verify) {
        do { try command.verify() } catch {}
    }
}
