/// Text that came from a pull request (a scenario's output, the compiler's messages about its
/// code, a file name, an article's words), made safe to pass on to cmark, HTML, XML and the
/// terminal: control characters (NUL, ANSI escapes, carriage returns, C1 controls) and
/// invisible bidirectional overrides and isolates are shown as `\u{1B}`-style escapes, and a
/// line that would start a GitHub workflow command (`::error ...`) has its first colon
/// escaped. A NUL can no longer cut a run figure short, an escape sequence repaint the
/// terminal, nor a carriage return start a workflow command on a GitHub runner.
///
/// Diagnostics are escaped where they are rendered (`Diagnostic.description`,
/// `githubAnnotation`, the JUnit report), so no stage needs to escape what it reports.
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
