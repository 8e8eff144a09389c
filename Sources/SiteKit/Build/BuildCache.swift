import Diagnostics
import Foundation

/// Remembers the inputs of the last successful build and what it wrote, so that building
/// again with nothing changed leaves Site/ alone and finishes at once.
struct BuildCache {
    struct State: Equatable {
        var fingerprint: String
        var articleCount: Int
        /// Output files (relative to Site/) and their sizes.
        var files: [String: Int]
        /// The warnings that build reported, reported again when nothing changed.
        var warnings: [Diagnostic]
    }

    let file: URL

    init(directory: URL) {
        file = directory.appendingPathComponent("site-build.state")
    }

    func load() -> State? {
        guard let data = FileManager.default.contents(atPath: file.path), let text = String(validating: data, as: UTF8.self) else { return nil }
        var state = State(fingerprint: "", articleCount: 0, files: [:], warnings: [])
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { Self.unescape(String($0)) }
            switch fields.first {
            case "fingerprint" where fields.count == 2: state.fingerprint = fields[1]
            case "articles" where fields.count == 2: state.articleCount = Int(fields[1]) ?? 0
            case "file" where fields.count == 3: state.files[fields[2]] = Int(fields[1]) ?? -1
            case "warning" where fields.count == 6:
                state.warnings.append(.warning(fields[5], file: fields[1], line: Int(fields[2]), column: Int(fields[3]), id: Diagnostic.ID(rawValue: fields[4])))
            default: return nil
            }
        }
        return state.fingerprint.isEmpty ? nil : state
    }

    func save(_ state: State) {
        var text = "fingerprint\t\(state.fingerprint)\narticles\t\(state.articleCount)\n"
        for warning in state.warnings where warning.severity == .warning {
            text += ["warning", warning.file, warning.line.map(String.init) ?? "", warning.column.map(String.init) ?? "", warning.id.rawValue, warning.message]
                .map(Self.escape).joined(separator: "\t") + "\n"
        }
        for path in state.files.keys.sorted() { text += "file\t\(state.files[path]!)\t\(Self.escape(path))\n" }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file, options: .atomic)
    }

    func invalidate() { try? FileManager.default.removeItem(at: file) }

    /// Whether the output folder still holds exactly the files the last build wrote.
    static func outputMatches(_ state: State, output: URL) -> Bool {
        for (path, size) in state.files {
            var info = stat()
            guard stat(output.appendingPathComponent(path).path, &info) == 0, Int(info.st_size) == size else { return false }
        }
        return true
    }

    private static func escape(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\t", with: "%09").replacingAll("\n", with: "%0A")
    }

    private static func unescape(_ text: String) -> String {
        text.replacingAll("%0A", with: "\n").replacingAll("%09", with: "\t").replacingAll("%25", with: "%")
    }
}
