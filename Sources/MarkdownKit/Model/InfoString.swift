/// A code fence's info string: `swift scenario=stale-sheet covers=P06,P09 hidden
/// message="say \"hi\""`. The first bare word is the language; later bare words are flags;
/// `key=value` and `key="quoted value"` (backslash escapes `\"` and `\\`) are attributes.
public struct InfoString: Hashable, Sendable {
    public var raw: String
    public var language: String?
    public var attributes: [String: String]
    public var flags: Set<String>

    public subscript(_ key: String) -> String? { attributes[key] }

    public init(_ raw: String) {
        self.raw = raw
        language = nil
        attributes = [:]
        flags = []
        var isFirst = true
        for token in InfoString.tokens(of: raw) {
            defer { isFirst = false }
            if let value = token.value {
                attributes[token.word] = value
            } else if isFirst {
                language = token.word
            } else {
                flags.insert(token.word)
            }
        }
    }

    public var isEmpty: Bool { raw.isEmpty }

    private struct Token { var word: String; var value: String? }

    private static func tokens(of raw: String) -> [Token] {
        var result: [Token] = []
        var scalars = Array(raw.unicodeScalars)[...]
        func skipSpace() { while let s = scalars.first, s.properties.isWhitespace { scalars.removeFirst() } }
        // An unquoted word ends at whitespace (and a key also at '='); CommonMark backslash
        // escapes of ASCII punctuation are honoured, since authors may write them.
        func word(stopAtEquals: Bool) -> String {
            var out = String.UnicodeScalarView()
            while let s = scalars.first, !s.properties.isWhitespace, !(stopAtEquals && s == "=") {
                scalars.removeFirst()
                if s == "\\", let next = scalars.first, next.isASCII, isASCIIPunctuation(next) {
                    scalars.removeFirst()
                    out.append(next)
                } else {
                    out.append(s)
                }
            }
            return String(out)
        }
        func quoted(_ quote: Unicode.Scalar) -> String {
            var out = String.UnicodeScalarView()
            while let s = scalars.first {
                scalars.removeFirst()
                if s == quote { break }
                if s == "\\", let next = scalars.first, next == quote || next == "\\" {
                    scalars.removeFirst()
                    out.append(next)
                } else {
                    out.append(s)
                }
            }
            return String(out)
        }
        skipSpace()
        while !scalars.isEmpty {
            let key = word(stopAtEquals: true)
            if scalars.first == "=" && !key.isEmpty {
                scalars.removeFirst()
                if let q = scalars.first, q == "\"" || q == "'" {
                    scalars.removeFirst()
                    result.append(Token(word: key, value: quoted(q)))
                } else {
                    result.append(Token(word: key, value: word(stopAtEquals: false)))
                }
            } else if scalars.first == "=" {
                // A word starting with '=' is not an attribute; keep it whole as a flag.
                result.append(Token(word: word(stopAtEquals: false), value: nil))
            } else {
                result.append(Token(word: key, value: nil))
            }
            skipSpace()
        }
        return result
    }

    private static func isASCIIPunctuation(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
        default: return false
        }
    }
}
