/// How a tag appears in URLs: lowercase, words joined by `-`, CJK kept.
public enum TagName {
    public static func slug(_ tag: String) -> String {
        // ASCII letters and digits are the only ASCII characters that are letters or numbers.
        if tag.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(tag.utf8.count)
            var pendingDash = false
            for byte in tag.utf8 {
                let lower = byte.asciiLowercased
                if lower.isASCIILowercaseOrDigit {
                    if pendingDash && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                    pendingDash = false
                    bytes.append(lower)
                } else {
                    pendingDash = true
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return slugByCharacters(tag)
    }

    /// The definition, on Unicode characters; `slug(_:)` takes a shortcut for ASCII.
    static func slugByCharacters(_ tag: String) -> String {
        var out = ""
        var pendingDash = false
        for character in tag.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(character)
            } else {
                pendingDash = true
            }
        }
        return out
    }
}
