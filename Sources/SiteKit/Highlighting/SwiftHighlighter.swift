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
        var source = source
        return source.withUTF8 { bytes in
            // The page is assembled as bytes: one buffer, no String per token.
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count * 3)
            var cursor = 0
            StepClock.shared.measure("hl classify") {
                for classified in tree.classifications {
                    let start = max(classified.range.lowerBound.utf8Offset, cursor)
                    let end = min(classified.range.upperBound.utf8Offset, bytes.count)
                    guard start < end else { continue }
                    if cursor < start { appendEscaped(bytes[cursor..<start], to: &out) }
                    if let name = cssClass(classified.kind) {
                        out.append(contentsOf: #"<span class="hl-"#.utf8)
                        out.append(contentsOf: name.utf8)
                        out.append(contentsOf: #"">"#.utf8)
                        appendEscaped(bytes[start..<end], to: &out)
                        out.append(contentsOf: "</span>".utf8)
                    } else {
                        appendEscaped(bytes[start..<end], to: &out)
                    }
                    cursor = end
                }
            }
            if cursor < bytes.count { appendEscaped(bytes[cursor...], to: &out) }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `HTML.escape` on UTF-8 bytes (the escaped characters are ASCII, so bytes suffice).
    private static func appendEscaped(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, to out: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
            default: out.append(byte)
            }
        }
    }

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
