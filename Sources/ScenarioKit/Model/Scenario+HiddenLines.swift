import ContentModel

extension Scenario {
    /// One line of code the reader does not see: a `# ` line, or a line of a `hidden` block.
    public struct HiddenCodeLine: Hashable, Sendable {
        public var line: Int
        /// The code as compiled (marker removed, indentation kept).
        public var code: String
    }

    /// The scenario's hidden code lines, in file order: what a reviewer of a change should
    /// see (`verify --format github --base`).
    public var hiddenLines: [HiddenCodeLine] {
        var lines: [HiddenCodeLine] = []
        for chunk in chunks + (steps.map { [$0] } ?? []) {
            let chunkLines = chunk.lines
            for (offset, (line, hidden)) in zip(chunkLines, HiddenLine.markers(in: chunkLines)).enumerated() {
                if let hidden {
                    lines.append(HiddenCodeLine(line: chunk.firstLine + offset, code: hidden.code))
                } else if chunk.isHidden {
                    lines.append(HiddenCodeLine(line: chunk.firstLine + offset, code: String(line)))
                }
            }
        }
        return lines.sorted { $0.line < $1.line }
    }
}
