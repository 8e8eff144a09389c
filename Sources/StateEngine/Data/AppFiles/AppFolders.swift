import Foundation

// The app's own folders, as Apple platforms give an app: Linux's Foundation has no
// `URL.documentsDirectory`, so a scenario that keeps a file there would not compile.
extension URL {
    /// The app's Documents folder: empty when the scenario launches, kept across `relaunch()`.
    // Evidence: Apple docs, URL.documentsDirectory ("The documents directory for the current
    // user"; an app's container outlives a quit and relaunch).
    // Chosen [app-folders-per-driver]: each launch of a scenario gets folders of its own under
    // the temporary folder (inside the sandbox), empty at `launch` and kept until the scenario
    // ends, so files an app keeps are there after `relaunch()` and runs do not see each other's.
    public static var documentsDirectory: URL { AppFolders.current.folder("Documents") }

    /// The app's Application Support folder (same lifetime as `documentsDirectory`).
    // Evidence: Apple docs, URL.applicationSupportDirectory.
    public static var applicationSupportDirectory: URL { AppFolders.current.folder("Library/Application Support") }

    /// The app's Caches folder (same lifetime as `documentsDirectory`).
    // Evidence: Apple docs, URL.cachesDirectory.
    public static var cachesDirectory: URL { AppFolders.current.folder("Library/Caches") }
}

/// One launch's app container: a folder made on first use, removed when its driver ends.
final class AppFolders {
    let root: URL

    private init() {
        Self.lock.lock()
        Self.made += 1
        let number = Self.made
        Self.lock.unlock()
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("StateDocsApp-\(ProcessInfo.processInfo.processIdentifier)-\(number)", isDirectory: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func folder(_ path: String) -> URL {
        let url = root.appendingPathComponent(path, isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The folders of the running driver (kept across `relaunch()`, as its defaults are).
    static var current: AppFolders { FrameworkSupport.persistentStore("StateEngine.AppFolders") { AppFolders() } }

    /// `nonisolated(unsafe)`: read and written only with `lock` held.
    nonisolated(unsafe) private static var made = 0
    private static let lock = NSLock()
}
