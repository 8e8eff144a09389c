/// Text a scenario produced, made safe to pass on to cmark, HTML, XML and the terminal:
/// control characters (NUL, ANSI escapes, carriage returns, C1 controls) and invisible
/// bidirectional overrides are shown as `\u{1B}`-style escapes, and a line that would start
/// a GitHub workflow command (`::error ...`) has its first colon escaped. A NUL can no
/// longer cut a run figure short, nor an escape sequence repaint the terminal.
public enum UntrustedText {
    public static func escape(_ text: String) -> String {
        var needsWork = false
        for scalar in text.unicodeScalars where isUnsafe(scalar) {
            needsWork = true
            break
        }
        var result = text
        if needsWork {
            var escaped = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                if isUnsafe(scalar) {
                    escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
                } else {
                    escaped.append(scalar)
                }
            }
            result = String(escaped)
        }
        let indent = result.prefix { $0 == " " || $0 == "\t" }
        if result.dropFirst(indent.count).hasPrefix("::") {
            result = String(indent) + "\\u{3A}" + result.dropFirst(indent.count + 1)
        }
        return result
    }

    /// Escapes each line of a multi-line text (standard error, say).
    public static func escapeLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "\n")
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidirectional embeddings, overrides and isolates ("Trojan Source"), line separators.
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
