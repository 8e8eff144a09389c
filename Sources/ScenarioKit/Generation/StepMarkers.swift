import SwiftParser
import SwiftSyntax
import Transcript

/// Each statement of a steps block announces its line before it runs (a `ResultRecord.step`
/// through the engine's result channel), so that when a step hangs, traps inside the engine or
/// the standard library, or makes the driver give up, the failure can still be reported at the
/// step's Markdown line. The call sits on the statement's own line, so line numbers do not
/// move.
enum StepMarkers {
    static func call(line: Int) -> String { "\(ProgramABI.step)(\(line)); " }

    /// Lines (0-based) and columns (0-based, in characters) where a top-level statement or
    /// expression starts a line. Declarations and `#if` blocks are left alone: a call cannot
    /// precede them on the same line in every case.
    static func statementStarts(in lines: [String]) -> [(line: Int, column: Int)] {
        let source = lines.joined(separator: "\n")
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var starts: [(Int, Int)] = []
        var seen: Set<Int> = []
        for item in tree.statements {
            guard !item.item.is(DeclSyntax.self) else { continue }
            let location = item.startLocation(converter: converter)
            let index = location.line - 1
            guard index >= 0, index < lines.count, seen.insert(index).inserted else { continue }
            let prefixUTF8 = lines[index].utf8.prefix(location.column - 1)
            // Only at the start of its line (after indentation).
            guard prefixUTF8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
            starts.append((index, prefixUTF8.count))
        }
        return starts
    }
}
