import Diagnostics
import Foundation

/// Remembers the inputs of the last successful build and what it wrote, so that building
/// again with nothing changed leaves Site/ alone and finishes at once.
struct BuildCache {
    struct State: Equatable {
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

    func load() -> State? {
        guard let data = FileManager.default.contents(atPath: file.path), let text = String(validating: data, as: UTF8.self) else { return nil }
        var state = State(fingerprint: "", articleCount: 0, outputs: [:], warnings: [])
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { Self.unescape(String($0)) }
            switch fields.first {
            case "fingerprint" where fields.count == 2: state.fingerprint = fields[1]
            case "articles" where fields.count == 2: state.articleCount = Int(fields[1]) ?? 0
            case "file" where fields.count == 6:
                state.outputs[fields[5]] = .init(size: Int(fields[1]) ?? -1, modified: fields[2], key: fields[3], contentHash: fields[4])
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
        for path in state.outputs.keys.sorted() {
            let output = state.outputs[path]!
            text += "file\t\(output.size)\t\(output.modified)\t\(output.key)\t\(output.contentHash)\t\(Self.escape(path))\n"
        }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file, options: .atomic)
    }

    func invalidate() { try? FileManager.default.removeItem(at: file) }

    /// Whether the output folder still holds exactly the files the last build wrote.
    static func outputMatches(_ state: State, output: URL) -> Bool {
        let root = output.path + "/"
        return state.outputs.allSatisfy { path, written in FileStamp.of(root + path)?.matches(written) ?? false }
    }

    private static func escape(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\t", with: "%09").replacingAll("\n", with: "%0A")
    }

    private static func unescape(_ text: String) -> String {
        // Most fields (paths, hashes, sizes) hold no escape; the state has thousands of them.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.replacingAll("%0A", with: "\n").replacingAll("%09", with: "\t").replacingAll("%25", with: "%")
    }
}
