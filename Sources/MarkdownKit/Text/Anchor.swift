/// GitHub-style heading anchors.
public enum Anchor {
    /// Lowercased; letters (any script, so Chinese stays), digits, marks, `-` and `_` kept;
    /// each space becomes `-`; everything else (punctuation, symbols, emoji) dropped.
    /// "Why @State resets: a 2nd look" -> "why-state-resets-a-2nd-look"; "状态与视图" stays.
    public static func slug(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            // Headings are mostly ASCII: decided without Unicode property tables.
            if scalar.isASCII {
                switch scalar {
                case "a"..."z", "0"..."9", "-", "_": out.append(scalar)
                case "A"..."Z": out.append(Unicode.Scalar(scalar.value + 32)!)
                case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}": out.append("-")
                default: break
                }
            } else if scalar.properties.isWhitespace {
                out.append("-")
            } else if keeps(scalar) {
                out.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return String(out)
    }

    private static func keeps(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}

/// Hands out anchors unique within one document: the second "Setup" becomes "setup-1".
struct AnchorRegistry {
    private var used: Set<String> = []
    private var nextSuffix: [String: Int] = [:]

    mutating func claim(for text: String) -> String {
        var base = Anchor.slug(text)
        if base.isEmpty { base = "section" }
        var candidate = base
        // An explicit heading "Setup-1" may already hold the name a duplicate would get.
        while used.contains(candidate) {
            let n = nextSuffix[base, default: 1]
            nextSuffix[base] = n + 1
            candidate = "\(base)-\(n)"
        }
        used.insert(candidate)
        return candidate
    }
}
