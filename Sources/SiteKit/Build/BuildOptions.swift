import Diagnostics
import Foundation

public struct BuildOptions: Sendable {
    public var contentDirectory: URL
    public var outputDirectory: URL
    /// Templates and assets that override the built-in theme; `Content/theme` when nil and present.
    public var themeDirectory: URL?
    /// Where the no-change check keeps its state; nil turns the check off.
    public var cacheDirectory: URL?
    public var includeDrafts: Bool
    /// Renders scenario blocks (or any code blocks) in the caller's own way.
    public var decorator: (any ArticleDecorator)?
    /// What the last build left, kept in memory between builds (`serve`); without it, a build
    /// with a cache directory reads it from there.
    public var memory: SiteMemory?
    /// The process exits right after this build (the `build` command): what the build holds is
    /// left for exit to reclaim (`LeftForExit`) rather than freed before it returns.
    public var exitsAfterBuild = false

    public init(contentDirectory: URL, outputDirectory: URL, themeDirectory: URL? = nil,
                cacheDirectory: URL? = nil, includeDrafts: Bool = false, decorator: (any ArticleDecorator)? = nil, memory: SiteMemory? = nil) {
        self.contentDirectory = contentDirectory.standardizedFileURL
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.themeDirectory = themeDirectory?.standardizedFileURL
        self.cacheDirectory = cacheDirectory?.standardizedFileURL
        self.includeDrafts = includeDrafts
        self.decorator = decorator
        self.memory = memory
    }

    /// `.statedocs-cache/` beside the output folder (the repository root for `Site/`).
    public static func defaultCacheDirectory(for output: URL) -> URL {
        output.standardizedFileURL.deletingLastPathComponent().appendingPathComponent(".statedocs-cache")
    }
}

public enum BuildProgress: Sendable, Equatable {
    case loading
    case rendering(done: Int, total: Int)
    case writing(files: Int)
}

public struct BuildReport: Sendable {
    /// Warnings (a build with errors throws `DiagnosticsError` instead).
    public var diagnostics: [Diagnostic]
    public var articleCount: Int
    public var fileCount: Int
    /// Nothing changed since the last build, so Site/ was left as it was.
    public var upToDate: Bool
    /// Files of Site/ whose bytes this build changed, added or removed (relative to Site/);
    /// every file when the last build is not known.
    public var changedPaths: Set<String> = []
}
