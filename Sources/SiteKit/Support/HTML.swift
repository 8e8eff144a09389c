import Foundation

/// Escaping for text placed in HTML and XML (element content and quoted attribute values).
public enum HTML {
    public static func escape(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
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
