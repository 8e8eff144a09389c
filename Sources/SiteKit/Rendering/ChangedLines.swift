import ContentModel
import Diagnostics
import MarkdownKit

/// The lines a Swift block marks as changed, highlighted on the page as DocC highlights what a
/// tutorial step changed, so a scenario that repeats an earlier one shows the reader where to look:
///
/// - `changed=3-5,9` names lines of the block as written (1-based, as an editor numbers them);
/// - `changed-from=ID` marks every line the reader sees that scenario ID's code does not have
///   (a line diff against the shown blocks of scenario ID in the same article; blank lines
///   are not marked).
struct ChangedLines: Sendable {
    /// Per code block (its index among the document's code blocks), the indices of the lines
    /// it shows (hidden lines left out) to mark.
    private(set) var marked: [Int: Set<Int>] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    static let keys = ["changed", "changed-from"]

    init(blocks: [CodeBlock], file: String) {
        for (index, block) in blocks.enumerated() where Self.keys.contains(where: { block.info[$0] != nil }) {
            func problem(_ message: String) {
                diagnostics.append(.error(message, file: file, line: block.fenceLine, id: .codeChangedLines))
            }
            guard block.info.language?.lowercased() == "swift" else {
                problem("changed= and changed-from= apply to Swift blocks only")
                continue
            }
            let lines = Self.lines(of: block)
            switch (block.info["changed"], block.info["changed-from"]) {
            case (let list?, nil):
                switch Self.parse(list, lineCount: lines.count) {
                case .lines(let numbers):
                    if let hidden = numbers.sorted().first(where: { lines[$0 - 1].shown == nil }) {
                        problem("changed= names line \(hidden), which is hidden (a `# ` line); name the lines the reader sees")
                    } else {
                        marked[index] = Set(numbers.compactMap { lines[$0 - 1].shown })
                    }
                case .malformed(let message):
                    problem(message)
                }
            case (nil, let id?):
                // What the reader saw of scenario ID: its blocks without the `hidden` flag.
                let base = blocks.filter { $0.info.role == .scenario(id: id) && $0.fenceLine != block.fenceLine && !$0.info.flags.contains("hidden") }
                guard !base.isEmpty else {
                    problem("changed-from=\(id) names no scenario of this article; use the id of an earlier scenario block")
                    continue
                }
                let shown = lines.compactMap { $0.shown == nil ? nil : $0.text }
                let baseLines = base.flatMap { Self.lines(of: $0).compactMap { $0.shown == nil ? nil : $0.text } }
                guard shown.count * baseLines.count <= CommonSubsequence.defaultCellLimit else {
                    problem("changed-from=\(id): the blocks are too long to compare (\(shown.count) and \(baseLines.count) lines); name the lines with changed=")
                    continue
                }
                // A blank line is not a change worth pointing at (blocks joined leave new ones).
                marked[index] = Self.linesNotIn(baseLines, of: shown).filter { !shown[$0].allSatisfy(\.isWhitespace) }
            default:
                problem("use changed= or changed-from=, not both")
            }
        }
    }

    /// The block's lines as written, each with its index among the shown lines (nil: hidden).
    /// Scenario blocks hide `# ` lines (`HiddenLine`); others show all.
    static func lines(of block: CodeBlock) -> [(text: Substring, shown: Int?)] {
        var text = block.literal[...]
        if text.hasSuffix("\n") { text = text.dropLast() }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let hidden = block.info["scenario"] != nil ? HiddenLine.markers(in: lines).map { $0 != nil } : lines.map { _ in false }
        var shown = 0
        return zip(lines, hidden).map { line, isHidden in
            if isHidden { return (line, nil) }
            defer { shown += 1 }
            return (line, shown)
        }
    }

    /// `3-5,9` as line numbers, each within 1...lineCount.
    enum Parsed: Equatable {
        case lines(Set<Int>)
        case malformed(String)
    }

    static func parse(_ list: String, lineCount: Int) -> Parsed {
        var numbers: Set<Int> = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = item.split(separator: "-", omittingEmptySubsequences: false).map { Int($0.trimmingWhitespace()) }
            guard (1...2).contains(bounds.count), let first = bounds.first!, let last = bounds.last!, first <= last else {
                return .malformed("changed= takes line numbers and ranges like 3-5,9, not '\(item)'")
            }
            guard first >= 1, last <= lineCount else {
                return .malformed("changed= names line \(first < 1 ? first : last), but the block has \(lineCount) lines")
            }
            numbers.formUnion(first...last)
        }
        return .lines(numbers)
    }

    /// Indices of `lines` outside a longest common subsequence with `base` (trailing blanks ignored).
    static func linesNotIn(_ base: [Substring], of lines: [Substring]) -> Set<Int> {
        let matched = CommonSubsequence.matches(base.map(\.trimmingTrailingWhitespace), lines.map(\.trimmingTrailingWhitespace), cellLimit: .max) ?? []
        return Set(lines.indices).subtracting(matched.map(\.1))
    }
}

private extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var line = self
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
        return line
    }

    func trimmingWhitespace() -> Substring {
        drop { $0 == " " }.trimmingTrailingWhitespace
    }
}
