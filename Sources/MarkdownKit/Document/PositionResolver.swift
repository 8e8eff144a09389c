import CCMark

/// File positions of cmark nodes: lines shifted by the front matter, and inline columns on a
/// paragraph's later lines corrected (cmark 0.30 counts them from the paragraph's first-line
/// column, which is wrong when a continuation line is indented differently).
struct PositionResolver {
    let lineOffset: Int
    let source: LazySourceText

    func start(of node: CMarkNode) -> SourcePosition {
        // Inline nodes built after parsing (none today) could lack positions: take their block's.
        var current: CMarkNode? = node
        while let candidate = current, candidate.startLine <= 0 { current = candidate.parent }
        guard let positioned = current else { return SourcePosition(line: 1 + lineOffset, column: 1) }
        return position(line: positioned.startLine, column: positioned.startColumn, of: positioned)
    }

    func range(of node: CMarkNode) -> SourceRange {
        let start = start(of: node)
        guard node.endLine > 0 else { return SourceRange(start: start, end: start) }
        return SourceRange(start: start, end: position(line: node.endLine, column: node.endColumn, of: node))
    }

    private func position(line: Int, column: Int, of node: CMarkNode) -> SourcePosition {
        var column = column
        if !node.kind.isBlock, let block = node.enclosingBlock, line > block.startLine {
            let contentColumn = source.lines.contentColumn(ofLine: line, insideQuote: block.isInsideQuote)
            column = column - block.startColumn + contentColumn
        }
        return SourcePosition(line: line + lineOffset, column: column)
    }
}

extension CMarkNode {
    var enclosingBlock: CMarkNode? {
        var current = parent
        while let candidate = current, !candidate.kind.isBlock { current = candidate.parent }
        return current
    }

    var isInsideQuote: Bool {
        var current = parent
        while let candidate = current {
            if candidate.type == CMARK_NODE_BLOCK_QUOTE { return true }
            current = candidate.parent
        }
        return false
    }
}

extension SourceText {
    /// 1-based column where a paragraph's continuation line has its text: after indentation
    /// and, inside a block quote, the `>` markers.
    func contentColumn(ofLine line: Int, insideQuote: Bool) -> Int {
        let text = lineBytes(line)
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                    || (insideQuote && byte == UInt8(ascii: ">")) else { break }
            index += 1
        }
        return index - text.startIndex + 1
    }
}
