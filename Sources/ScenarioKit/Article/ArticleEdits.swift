/// Line edits to an article, applied together so that every byte outside them stays as it
/// was: what `verify --bless` needs to rewrite output blocks and translation hashes in place.
public struct ArticleEdits: Sendable {
    struct Edit {
        /// 1-based first line replaced (or inserted before).
        var line: Int
        var removing: Int
        var lines: [String]
    }

    public private(set) var text: String
    private var edits: [Edit] = []

    public init(_ text: String) { self.text = text }

    public var isEmpty: Bool { edits.isEmpty }

    private var fileLines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    /// Replaces an output block's content with `content` (a transcript ending with a newline),
    /// indented like the block's fence.
    public mutating func replaceContent(of block: OutputBlock, with content: String) {
        let indent = indentation(ofLine: block.fenceLine)
        let old = UnifiedDiff.lines(block.text).count
        edits.append(Edit(line: block.firstLine, removing: old, lines: UnifiedDiff.lines(content).map { $0.isEmpty ? $0 : indent + $0 }))
    }

    /// Sets `key: value` in the front matter, adding the key (or the front matter) if missing.
    public mutating func setFrontMatter(_ key: String, _ value: String, article: ArticleSource) {
        let entry = "\(key): \(value)"
        if let existing = article.recordedSourceHash, key == SourceHash.frontMatterKey {
            edits.append(Edit(line: existing.line, removing: 1, lines: [entry]))
        } else if let range = article.frontMatterLines {
            edits.append(Edit(line: range.upperBound, removing: 0, lines: [entry]))
        } else {
            edits.append(Edit(line: 1, removing: 0, lines: ["---", entry, "---"]))
        }
    }

    /// The text with every edit applied, bottom-up so earlier line numbers stay valid.
    public func applied() -> String {
        var lines = fileLines.map(String.init)
        for edit in edits.sorted(by: { $0.line > $1.line }) {
            let start = min(max(edit.line - 1, 0), lines.count)
            let end = min(start + edit.removing, lines.count)
            lines.replaceSubrange(start..<end, with: edit.lines)
        }
        return lines.joined(separator: "\n")
    }

    private func indentation(ofLine line: Int) -> String {
        let lines = fileLines
        guard line - 1 < lines.count, line >= 1 else { return "" }
        return String(lines[line - 1].prefix { $0 == " " })
    }
}
