import SwiftParser
import SwiftSyntax

/// rustdoc's convention for setup the reader need not see: a line whose first non-blank
/// characters are `# ` (or that is just `#`) is compiled without the marker but not shown.
/// `#if`, `#sourceLocation` and other directives have no space after `#`, so they stay code;
/// a `# ` line inside a multi-line string literal or a block comment is the text's own (a
/// Markdown heading in a string), which swift-syntax tells apart. The extractor compiles by
/// this rule and the page shows by it, so what is hidden is what compiles unseen.
public struct HiddenLine: Hashable, Sendable {
    /// The line as compiled: the marker removed, the indentation kept.
    public var code: String
    /// How many characters the marker took (after the indentation).
    public var markerWidth: Int

    /// Each line's marker, or nil where the line is code the reader sees.
    public static func markers(in lines: [Substring]) -> [HiddenLine?] {
        var markers = lines.map(byShape)
        guard markers.contains(where: { $0 != nil }) else { return markers }
        // Only a multi-line string or a block comment can make a `# ` line literal text: without
        // one the shape decides, and the code need not be parsed.
        let source = lines.joined(separator: "\n")
        guard source.contains("\"\"\"") || source.contains("/*") else { return markers }
        // Code nested past what Swift's parser handles in time is refused by the extractor and
        // shown unhighlighted (`SwiftNesting`): it is not parsed here either; the shape decides.
        if SwiftNesting.excess(in: source) != nil { return markers }
        // Parse the code as it compiles, markers turned to spaces so columns stay, to find
        // where literal text is.
        let compiled = zip(lines, markers).map { line, marker in
            guard let marker else { return String(line) }
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            return indent + String(repeating: " ", count: marker.markerWidth) + line.dropFirst(indent.count + marker.markerWidth)
        }
        let literalText = LiteralTextFinder.ranges(in: compiled.joined(separator: "\n"))
        var offset = 0
        for (index, line) in compiled.enumerated() {
            if markers[index] != nil, literalText.contains(where: { $0.contains(offset) }) { markers[index] = nil }
            offset += line.utf8.count + 1
        }
        return markers
    }

    /// The marker by the line's shape alone.
    static func byShape(_ line: Substring) -> HiddenLine? {
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        let rest = line.dropFirst(indent.count)
        if rest == "#" { return HiddenLine(code: String(indent), markerWidth: 1) }
        if rest.hasPrefix("# ") { return HiddenLine(code: String(indent) + String(rest.dropFirst(2)), markerWidth: 2) }
        return nil
    }

    /// UTF-8 ranges whose lines are a literal's own text: the inside of multi-line string
    /// literals and of block comments. A line starting at such an offset is not code.
    private final class LiteralTextFinder: SyntaxVisitor {
        var ranges: [Range<Int>] = []

        static func ranges(in source: String) -> [Range<Int>] {
            let finder = LiteralTextFinder(viewMode: .sourceAccurate)
            finder.walk(Parser.parse(source: source))
            return finder.ranges
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if node.openingQuote.tokenKind == .multilineStringQuote {
                ranges.append(node.openingQuote.endPositionBeforeTrailingTrivia.utf8Offset..<node.closingQuote.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            return .visitChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            addBlockComments(token.leadingTrivia, from: token.position.utf8Offset)
            addBlockComments(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
            return .visitChildren
        }

        /// A block comment's lines after its first start inside it.
        private func addBlockComments(_ trivia: Trivia, from start: Int) {
            var position = start
            for piece in trivia {
                let length = piece.sourceLength.utf8Length
                switch piece {
                case .blockComment, .docBlockComment: ranges.append((position + 1)..<(position + length))
                default: break
                }
                position += length
            }
        }
    }
}
