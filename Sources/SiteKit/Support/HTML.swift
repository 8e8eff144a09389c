import Foundation

/// Escaping for text placed in HTML and XML (element content and quoted attribute values).
public enum HTML {
    public static func escape(_ text: String) -> String {
        // Most text needs nothing: scan its bytes (contiguous for native strings) and return it.
        let needsWork = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSpecial) } ?? text.utf8.contains(where: isSpecial)
        guard needsWork else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&#39;".utf8
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }

    /// Reverses the entity escapes cmark and `escape` produce in attribute values.
    static func unescapeAttribute(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text
            .replacingAll("&quot;", with: "\"")
            .replacingAll("&#39;", with: "'")
            .replacingAll("&#x27;", with: "'")
            .replacingAll("&lt;", with: "<")
            .replacingAll("&gt;", with: ">")
            .replacingAll("&amp;", with: "&")
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }
}
