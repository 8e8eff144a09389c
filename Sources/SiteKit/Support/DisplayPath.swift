import Foundation

/// Paths as the user would type them: relative to the working directory when inside it.
public enum DisplayPath {
    /// The working directory does not change during a build.
    private static let prefix: String = {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        return cwd.hasSuffix("/") ? cwd : cwd + "/"
    }()

    public static func of(_ url: URL) -> String {
        of(standardizedPath: url.standardizedFileURL.path)
    }

    /// For a path known to be standard already (no `.`, `..` or doubled slashes).
    public static func of(standardizedPath path: String) -> String {
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return path
    }
}
