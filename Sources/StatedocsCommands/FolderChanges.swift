import Foundation
#if os(Linux)
import Glibc
#endif

/// Wakes the watch loops of `serve` and `verify --watch` when something under their folders
/// changes: on Linux through inotify, as soon as a file is written (the way Hugo's and
/// mdBook's watchers wake), elsewhere after the polling interval. Waking is only a hint: the
/// loops compare `FolderFingerprint`s to decide whether anything really changed, and still
/// check at an interval, so a change inotify cannot report (a full queue, a network file
/// system) is not lost.
final class FolderChanges {
    /// How often the loops check the folders themselves when inotify wakes them: only a
    /// fallback then, so rarely (chosen: each check stats every file, which for a 2,000-page
    /// site at the 0.1 s polling interval cost an idle `serve` several percent of a core; Hugo
    /// and mdBook do not poll at all unless asked to).
    static let fallbackInterval = 2.0
    private let folders: [URL]
    #if os(Linux)
    private let descriptor: Int32
    private var watched: Set<String> = []
    #endif

    init(_ folders: [URL]) {
        self.folders = folders
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        watchNewFolders()
        #endif
    }

    deinit {
        #if os(Linux)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Whether saves wake the loops at once (inotify is watching).
    var notifies: Bool {
        #if os(Linux)
        descriptor >= 0
        #else
        false
        #endif
    }

    /// Seconds between the loops' own checks: `requested` (`--interval`) when given, else
    /// `polling` without notifications and `fallbackInterval` with them.
    func checkInterval(requested: Double?, polling: Double) -> Double {
        requested ?? (notifies ? Self.fallbackInterval : polling)
    }

    /// Returns when a change was reported, or after `interval` seconds.
    func wait(upTo interval: Double) {
        #if os(Linux)
        guard descriptor >= 0 else { return Thread.sleep(forTimeInterval: interval) }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, Int32(interval * 1000)) > 0 else { return }
        // An editor's save is several events (write, rename, attributes): let them arrive, then drain them all.
        Thread.sleep(forTimeInterval: 0.01)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        // A folder created since must be watched too.
        watchNewFolders()
        #else
        Thread.sleep(forTimeInterval: interval)
        #endif
    }

    #if os(Linux)
    private func watchNewFolders() {
        guard descriptor >= 0 else { return }
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF)
        func visit(_ path: String, depth: Int) {
            guard depth < 64, let directory = opendir(path) else { return }
            defer { closedir(directory) }
            if watched.insert(path).inserted { _ = inotify_add_watch(descriptor, path, mask) }
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                guard !name.hasPrefix("."), entry.pointee.d_type == UInt8(DT_DIR) else { continue }
                visit(path + "/" + name, depth: depth + 1)
            }
        }
        for folder in folders { visit(folder.standardizedFileURL.path, depth: 0) }
    }
    #endif
}
