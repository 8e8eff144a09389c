import Diagnostics
import Foundation
import FolderSafety

/// Remembers the inputs of the last successful build and what it wrote, so that building
/// again with nothing changed leaves Site/ alone and finishes at once.
struct BuildCache {
    struct State: Equatable, Sendable {
        var fingerprint: String
        var articleCount: Int
        /// Output files (relative to Site/) as they were written.
        var outputs: [String: SiteMemory.Output]
        /// The warnings that build reported, reported again when nothing changed.
        var warnings: [Diagnostic]
    }

    let file: URL

    init(directory: URL) {
        file = directory.appendingPathComponent("site-build.state")
    }

    /// Another statedocs may write a different state.
    private static let version = "site build 4 " + InputKeys.toolStamp

    /// The state the last good build left; nil when there is none or it is damaged. Binary, as
    /// the other cache files: it lists every output file, so a large site reads thousands.
    func load() -> State? {
        guard var reader = ByteReader(contentsOf: file.path) else { return nil }
        guard reader.string() == Self.version, let fingerprint = reader.string(), let articleCount = reader.int(),
              let warningCount = reader.int(), warningCount >= 0 else { return nil }
        var state = State(fingerprint: fingerprint, articleCount: articleCount, outputs: [:], warnings: [])
        for _ in 0..<warningCount {
            guard let file = reader.string(), let line = reader.int(), let column = reader.int(), let id = reader.string().flatMap(Diagnostic.ID.init(rawValue:)),
                  let message = reader.string() else { return nil }
            state.warnings.append(.warning(message, file: file, line: line < 0 ? nil : line, column: column < 0 ? nil : column, id: id))
        }
        while !reader.atEnd {
            guard let path = reader.string(), let size = reader.int(), let seconds = reader.int(), let nanoseconds = reader.int(),
                  let key = reader.string(), let sourceKey = reader.string(), let contentHash = reader.string() else { return nil }
            state.outputs[path] = .init(size: size, modified: FileTime(seconds: seconds, nanoseconds: nanoseconds), key: key, sourceKey: sourceKey,
                                        contentHash: contentHash)
        }
        return state.fingerprint.isEmpty ? nil : state
    }

    func save(_ state: State) {
        var writer = ByteWriter()
        writer.string(Self.version)
        writer.string(state.fingerprint)
        writer.int(state.articleCount)
        let warnings = state.warnings.filter { $0.severity == .warning }
        writer.int(warnings.count)
        for warning in warnings {
            writer.string(warning.file)
            writer.int(warning.line ?? -1)
            writer.int(warning.column ?? -1)
            writer.string(warning.id.rawValue)
            writer.string(warning.message)
        }
        for path in state.outputs.keys.sorted() {
            let output = state.outputs[path]!
            writer.string(path)
            writer.int(output.size)
            writer.int(output.modified.seconds)
            writer.int(output.modified.nanoseconds)
            writer.string(output.key)
            writer.string(output.sourceKey)
            writer.string(output.contentHash)
        }
        let folder = file.deletingLastPathComponent()
        try? OwnedFolders.make(folder, beneath: folder.deletingLastPathComponent())
        writer.save(to: file.path)
    }

    func invalidate() { unlink(file.path) }

    /// Whether the output folder still holds exactly the files the last build wrote.
    static func outputMatches(_ state: State, output: URL) -> Bool {
        let root = output.path + "/"
        return state.outputs.allSatisfy { path, written in FileStamp.of(root + path)?.matches(written) ?? false }
    }
}
