import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Build-time Swift highlighting from swift-syntax's own classification of the code.
///
/// The output is the escaped source with `<span class="hl-…">` around classified tokens and
/// comments; it goes inside `<pre><code>`. Code that does not parse still highlights as far as
/// the parser recovered, and the text is never altered.
public enum SwiftHighlighter {
    public static func html(for source: String) -> String {
        let tree = StepClock.shared.measure("hl parse") { Parser.parse(source: source) }
        let bytes = Array(source.utf8)
        var out = ""
        out.reserveCapacity(bytes.count * 2)
        var cursor = 0
        let classifications = StepClock.shared.measure("hl classify") { Array(tree.classifications) }
        for classified in classifications {
            let start = max(classified.range.lowerBound.utf8Offset, cursor)
            let end = min(classified.range.upperBound.utf8Offset, bytes.count)
            guard start < end else { continue }
            if cursor < start { out += HTML.escape(text(bytes[cursor..<start])) }
            let piece = HTML.escape(text(bytes[start..<end]))
            if let name = cssClass(classified.kind) {
                out += "<span class=\"hl-\(name)\">\(piece)</span>"
            } else {
                out += piece
            }
            cursor = end
        }
        if cursor < bytes.count { out += HTML.escape(text(bytes[cursor...])) }
        return out
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The theme's stylesheet styles these names; identifiers stay plain so code reads calmly.
    static func cssClass(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: "kw"
        case .attribute: "attr"
        case .type: "type"
        case .stringLiteral, .regexLiteral: "str"
        case .integerLiteral, .floatLiteral: "num"
        case .lineComment, .blockComment: "com"
        case .docLineComment, .docBlockComment: "doc"
        case .ifConfigDirective: "dir"
        case .dollarIdentifier: "dollar"
        case .argumentLabel: "label"
        case .editorPlaceholder: "ph"
        case .operator: "op"
        case .identifier, .none: nil
        @unknown default: nil
        }
    }
}
