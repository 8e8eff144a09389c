/// Accumulates a node tree's text for search indexes: text, code and code blocks kept,
/// markup and raw HTML left out, one line per block.
struct PlainTextBuilder {
    private(set) var result = ""
    private var lastScalar: Unicode.Scalar?
    private var pendingSoftBreak = false

    mutating func enter(_ kind: MarkdownNode.Kind, literal: String?) {
        switch kind {
        case .text, .code:
            append(literal ?? "")
        case .softBreak:
            pendingSoftBreak = true
        case .lineBreak:
            append("\n")
        case .codeBlock:
            endLine()
            append(literal ?? "")
            endLine()
        case .paragraph, .heading, .thematicBreak, .htmlBlock, .customBlock:
            endLine()
        default:
            break
        }
    }

    mutating func exit(_ kind: MarkdownNode.Kind) {
        switch kind {
        case .paragraph, .heading, .item, .blockQuote:
            endLine()
        default:
            break
        }
    }

    private mutating func endLine() {
        pendingSoftBreak = false
        if let last = lastScalar, last != "\n" { append("\n") }
    }

    private mutating func append(_ text: String) {
        guard let first = text.unicodeScalars.first else { return }
        if pendingSoftBreak {
            pendingSoftBreak = false
            // A line break inside Chinese or Japanese prose joins the characters (as browsers
            // do), so a two-character query still finds words split across source lines.
            if !(lastScalar.map(Self.isUnspacedScript) == true && Self.isUnspacedScript(first)) {
                result.append(" ")
            }
        }
        result.append(text)
        lastScalar = text.unicodeScalars.last
    }

    var finished: String {
        var text = result
        while text.last == "\n" { text.removeLast() }
        return text
    }

    private static func isUnspacedScript(_ s: Unicode.Scalar) -> Bool {
        if s.properties.isIdeographic { return true }
        switch s.value {
        case 0x3000...0x30FF, 0x31F0...0x31FF, 0xFF00...0xFFEF: return true
        default: return false
        }
    }
}
