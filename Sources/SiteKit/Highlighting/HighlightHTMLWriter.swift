/// Turns classified stretches of a source into escaped HTML with `<span class="hl-…">`.
///
/// Stretches arrive in source order. Adjacent stretches of the same kind become one (so `@` and
/// `State` make one `@State` span), an empty stretch without a kind is dropped, and an empty one
/// with a kind still ends the stretch before it: the rules SwiftIDEUtils' classifier reports
/// with, so the HTML is byte-for-byte what highlighting from its classifications gave.
struct HighlightHTMLWriter {
    private let source: UnsafeBufferPointer<UInt8>
    private var out: [UInt8] = []
    /// How far the source has been written.
    private var cursor = 0
    private var pendingKind: HighlightKind?
    private var pendingStart = 0
    private var pendingEnd = 0

    init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        // Markup roughly doubles a Swift snippet; growing once more is cheaper than over-reserving.
        out.reserveCapacity(source.count * 2 + 64)
    }

    /// Records that `start..<end` (UTF-8 offsets) is of `kind`.
    @inline(__always)
    mutating func report(_ kind: HighlightKind, from start: Int, to end: Int) {
        if kind == .none && start == end { return }
        if kind == pendingKind && start == pendingEnd {
            pendingEnd = end
            return
        }
        flush()
        pendingKind = kind
        pendingStart = start
        pendingEnd = end
    }

    /// The HTML for the whole source.
    mutating func finish() -> String {
        flush()
        if cursor < source.count { appendEscaped(cursor..<source.count) }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func flush() {
        guard let kind = pendingKind else { return }
        pendingKind = nil
        let start = max(pendingStart, cursor)
        let end = min(pendingEnd, source.count)
        guard start < end else { return }
        if cursor < start { appendEscaped(cursor..<start) }
        if let name = kind.cssClass {
            out.append(contentsOf: #"<span class="hl-"#.utf8)
            name.withUTF8Buffer { out.append(contentsOf: $0) }
            out.append(contentsOf: #"">"#.utf8)
            appendEscaped(start..<end)
            out.append(contentsOf: "</span>".utf8)
        } else {
            appendEscaped(start..<end)
        }
        cursor = end
    }

    /// `HTML.escape` on UTF-8 bytes (the escaped characters are ASCII, so bytes suffice); runs
    /// without such characters are copied whole.
    private mutating func appendEscaped(_ range: Range<Int>) {
        var runStart = range.lowerBound
        for index in range {
            let entity: StaticString
            switch source[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            if runStart < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index])) }
            entity.withUTF8Buffer { out.append(contentsOf: $0) }
            runStart = index + 1
        }
        if runStart < range.upperBound {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<range.upperBound]))
        }
    }
}
