/// Joins lines broken between two CJK characters, as goldmark's `eastAsianLineBreaks` does:
/// a soft line break in Chinese or Japanese prose is not a word space, but browsers render
/// the newline as one. Breaks next to Latin text stay spaces; `<pre>` content is untouched.
enum EastAsianLineBreaks {
    static func join(_ html: String) -> String {
        let bytes = Array(html.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var inPre = 0
        var changed = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if starts(bytes, at: index, "<pre") { inPre += 1 } else if starts(bytes, at: index, "</pre") { inPre = max(0, inPre - 1) }
            }
            if byte == 0x0A, inPre == 0, let before = scalar(endingAt: index - 1, in: bytes), let after = scalar(startingAt: index + 1, in: bytes),
               isEastAsian(before), isEastAsian(after) {
                changed = true
                continue
            }
            out.append(byte)
        }
        return changed ? String(decoding: out, as: UTF8.self) : html
    }

    private static func starts(_ bytes: [UInt8], at index: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pattern = UnsafeBufferPointer(start: text.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
        let after = index + count
        return after == bytes.count || bytes[after] == UInt8(ascii: ">") || bytes[after] == UInt8(ascii: " ")
    }

    private static func scalar(startingAt index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard index < bytes.count, bytes[index] >= 0xC0 else { return nil }
        let length = bytes[index] >= 0xF0 ? 4 : bytes[index] >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return nil }
        return String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first
    }

    private static func scalar(endingAt index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard index >= 0, bytes[index] >= 0x80 else { return nil }
        var start = index
        while start > 0, start > index - 3, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(startingAt: start, in: bytes)
    }

    /// Han, kana, Hangul, and CJK and full-width punctuation.
    static func isEastAsian(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x20000...0x2FA1F:
            true
        default:
            false
        }
    }
}
