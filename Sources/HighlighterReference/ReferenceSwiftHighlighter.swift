import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// SiteKit's Swift highlighter as it was before issue #12, frozen: highlighting from
/// SwiftIDEUtils' `tree.classifications`. `SwiftHighlighter` must produce exactly this HTML for
/// every input (SiteKitTests' `SwiftHighlighterEquivalenceTests`), and `highlight-bench` times
/// both. Kept verbatim on purpose, CSS names and escaping included, so that it checks them
/// rather than shares them. Nothing that builds a site links this module or SwiftIDEUtils.
public enum ReferenceSwiftHighlighter {
    public static func html(for source: String) -> String {
        html(of: Parser.parse(source: source), source: source)
    }

    /// The HTML of `tree`, parsed from `source` (so that a benchmark can time this part alone).
    public static func html(of tree: SourceFileSyntax, source: String) -> String {
        var source = source
        return source.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count * 3)
            var cursor = 0
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
            if cursor < bytes.count { appendEscaped(bytes[cursor...], to: &out) }
            return String(decoding: out, as: UTF8.self)
        }
    }

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

    private static func cssClass(_ kind: SyntaxClassification) -> String? {
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
