/// Text for the feed and the sitemap: XML-escaped, without the characters XML 1.0 forbids
/// (C0 controls other than tab, newline and carriage return, lone surrogates cannot occur in
/// a Swift string, U+FFFE and U+FFFF), so every feed is well-formed whatever a title holds.
enum XMLText {
    static func escape(_ text: String) -> String {
        HTML.escape(removingForbidden(text))
    }

    static func removingForbidden(_ text: String) -> String {
        guard mayHoldForbidden(text) else { return text }
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { !isForbidden($0) })
        return String(scalars)
    }

    /// A byte scan ruling out the forbidden characters: C0 controls are single bytes, and
    /// U+FFFE and U+FFFF begin with 0xEF, so text without either cannot hold one.
    private static func mayHoldForbidden(_ text: String) -> Bool {
        func check(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0xEF }
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: check) } ?? text.utf8.contains(where: check)
    }

    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
