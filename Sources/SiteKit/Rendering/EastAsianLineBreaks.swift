#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Joins lines broken between two CJK characters, as goldmark's `eastAsianLineBreaks` does:
/// a soft line break in Chinese or Japanese prose is not a word space, but browsers render
/// the newline as one. Breaks next to Latin text stay spaces; `<pre>` content is untouched.
/// The characters compared are the text's, through the tags of inline elements on either
/// side (`详见\n<a href="...">读取即订阅</a>` joins), as goldmark compares neighbouring text nodes.
enum EastAsianLineBreaks {
    /// Inline elements Markdown renders; block tags (`<p>`, `<li>`) end the text.
    static let inlineTags: Set<String> = ["a", "em", "strong", "code", "del", "s", "span", "sup", "sub", "mark", "kbd", "b", "i", "u"]

    /// Where text resumes after the newline at `newline`, past inline tags that open or close there.
    static func textStart(after newline: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = newline + 1
        while index < bytes.count, bytes[index] == UInt8(ascii: "<"),
              let close = (index + 1..<bytes.count).first(where: { bytes[$0] == UInt8(ascii: ">") }),
              isInlineTag(bytes, from: index + 1, to: close) {
            index = close + 1
        }
        return index
    }

    /// The last byte of the text before the newline at `newline`, before inline tags that end there.
    static func textEnd(before newline: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = newline - 1
        while index > 0, bytes[index] == UInt8(ascii: ">"),
              let open = stride(from: index - 1, through: 0, by: -1).first(where: { bytes[$0] == UInt8(ascii: "<") }),
              isInlineTag(bytes, from: open + 1, to: index) {
            index = open - 1
        }
        return index
    }

    /// Whether the tag text between `<` and `>` opens or closes an inline element.
    private static func isInlineTag(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var nameStart = start
        if nameStart < end, bytes[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
        var nameEnd = nameStart
        while nameEnd < end, (bytes[nameEnd] | 0x20) >= UInt8(ascii: "a"), (bytes[nameEnd] | 0x20) <= UInt8(ascii: "z") { nameEnd += 1 }
        guard nameEnd > nameStart, nameEnd == end || bytes[nameEnd] == UInt8(ascii: " ") else { return false }
        return inlineTags.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self).lowercased())
    }

    static func join(_ html: String) -> String {
        var html = html
        let kept: [UInt8]? = html.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            // Newlines between two East Asian characters, found with memchr: most pages have none,
            // and then nothing else is looked at.
            var candidates: [Int] = []
            var from = 0
            while from < bytes.count, let found = memchr(base + from, 0x0A, bytes.count - from) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if let before = scalar(endingAt: textEnd(before: index, in: bytes), in: bytes),
                   let after = scalar(startingAt: textStart(after: index, in: bytes), in: bytes),
                   joins(before, after) {
                    candidates.append(index)
                }
                from = index + 1
            }
            guard !candidates.isEmpty else { return nil }
            // Each candidate is joined unless it sits inside `<pre>`: the tags before it say.
            var dropped: [Int] = []
            var inPre = 0
            var tagFrom = 0
            for index in candidates {
                while tagFrom < index, let found = memchr(base + tagFrom, Int32(UInt8(ascii: "<")), index - tagFrom) {
                    let tag = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if starts(bytes, at: tag, "<pre") { inPre += 1 } else if starts(bytes, at: tag, "</pre") { inPre = max(0, inPre - 1) }
                    tagFrom = tag + 1
                }
                tagFrom = max(tagFrom, index)
                if inPre == 0 { dropped.append(index) }
            }
            guard !dropped.isEmpty else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count - dropped.count)
            var start = 0
            for index in dropped {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            return out
        }
        return kept.map { String(decoding: $0, as: UTF8.self) } ?? html
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pattern = UnsafeBufferPointer(start: text.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
        let after = index + count
        return after == bytes.count || bytes[after] == UInt8(ascii: ">") || bytes[after] == UInt8(ascii: " ")
    }

    private static func scalar(startingAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard index < bytes.count, bytes[index] >= 0xC0 else { return nil }
        let length = bytes[index] >= 0xF0 ? 4 : bytes[index] >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self).unicodeScalars.first
    }

    private static func scalar(endingAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard index >= 0, bytes[index] >= 0x80 else { return nil }
        var start = index
        while start > 0, start > index - 3, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(startingAt: start, in: bytes)
    }

    /// Whether a break between these two characters is not a word space: both East Asian, or
    /// one East Asian beside the curly quotes, dash or ellipsis Chinese prose shares with
    /// English (`显示\n“Theme”` joins; `said\n“Yes”` stays a space).
    static func joins(_ before: Unicode.Scalar, _ after: Unicode.Scalar) -> Bool {
        let eastBefore = isEastAsian(before), eastAfter = isEastAsian(after)
        return (eastBefore && eastAfter) || (eastBefore && isSharedPunctuation(after)) || (isSharedPunctuation(before) && eastAfter)
    }

    /// ‘ ’ “ ” — …: full width in Chinese text, but outside the CJK blocks.
    static func isSharedPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        [0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026].contains(scalar.value)
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
