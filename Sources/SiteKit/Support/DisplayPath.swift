import Foundation

/// Paths as the user would type them: relative to the working directory when inside it.
public enum DisplayPath {
    public static func of(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return path
    }
}
