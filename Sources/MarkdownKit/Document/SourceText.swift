/// The Markdown bytes as parsed, with line starts, for the few facts cmark does not expose:
/// an info string before cmark decodes its escapes, and whether a code block was fenced.
struct SourceText {
    let bytes: [UInt8]
    /// Byte offset where each line starts; cmark ends lines at "\n", "\r\n" or "\r".
    let lineStarts: [Int]

    init(_ source: String) {
        bytes = Array(source.utf8)
        lineStarts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            starts.reserveCapacity(buffer.count / 32)
            var i = 0
            let count = buffer.count
            while i < count {
                let byte = buffer[i]
                i += 1
                if byte == 0x0A {
                    starts.append(i)
                } else if byte == 0x0D {
                    if i < count && buffer[i] == 0x0A { i += 1 }
                    starts.append(i)
                }
            }
            return starts
        }
    }

    /// Bytes of 1-based `line` (without its line ending).
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1 && line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) {
            end -= 1
        }
        return bytes[start..<end]
    }

    /// What an opening code fence says about the block that starts at `line`:`column`:
    /// nil when no fence is there; else the raw info string after the fence run.
    func fence(line: Int, column: Int) -> (indentColumns: Int, info: String)? {
        let text = lineBytes(line)
        let at = text.startIndex + column - 1
        guard column >= 1, at < text.endIndex else { return nil }
        let fenceChar = text[at]
        guard fenceChar == UInt8(ascii: "`") || fenceChar == UInt8(ascii: "~") else { return nil }
        var end = at
        while end < text.endIndex && text[end] == fenceChar { end += 1 }
        guard end - at >= 3 else { return nil }
        var indent = 0
        for byte in text[text.startIndex..<at] {
            indent = byte == UInt8(ascii: "\t") ? (indent / 4 + 1) * 4 : indent + 1
        }
        let info = String(decoding: text[end...], as: UTF8.self)
        return (indent, info.trimmingWhitespace())
    }

    /// Rest of `line` from 1-based byte `column`.
    func rest(ofLine line: Int, from column: Int) -> String {
        let text = lineBytes(line)
        let at = min(text.endIndex, text.startIndex + max(column - 1, 0))
        return String(decoding: text[at...], as: UTF8.self)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}

/// The document's `SourceText`, built only if something asks (most pages need it only for
/// their code blocks).
final class LazySourceText {
    private let text: String
    private(set) lazy var lines = SourceText(text)

    init(_ text: String) { self.text = text }
}
