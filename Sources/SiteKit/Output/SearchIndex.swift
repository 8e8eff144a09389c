/// The per-language search index, written as a script so the search box works from file://.
///
/// Latin-script text is indexed by lowercase words; CJK text, which has no spaces, by single
/// characters and by overlapping character pairs, so a two-character query finds exactly the
/// articles containing that pair. `search.js` splits queries the same way.
struct SearchIndex {
    struct Page {
        var title: String
        /// Relative to the language folder.
        var href: String
        var summary: String
        /// From `terms(of:)`.
        var terms: [String]
    }

    /// The distinct terms of an article's title, summary and text, in no particular order.
    static func terms(title: String, summary: String, text: String) -> [String] {
        var unique = Set<String>()
        forEachTerm(in: title) { unique.insert($0) }
        forEachTerm(in: summary) { unique.insert($0) }
        forEachTerm(in: text) { unique.insert($0) }
        return Array(unique)
    }

    static func script(language: Language, pages: [Page]) -> String {
        var postings: [String: [Int]] = [:]
        for (id, page) in pages.enumerated() {
            for term in page.terms { postings[term, default: []].append(id) }
        }
        var out = "(window.statedocsSearch=window.statedocsSearch||{})[\(JSON.string(language.code))]={\"pages\":["
        for (id, page) in pages.enumerated() {
            if id > 0 { out += "," }
            out += "[\(JSON.string(page.title)),\(JSON.string(page.href)),\(JSON.string(page.summary))]"
        }
        out += "],\"terms\":{"
        // Sorted by code points (not by Unicode collation, which is slow and locale-free anyway).
        for (n, term) in postings.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            if n > 0 { out += "," }
            out += JSON.string(term) + ":[" + postings[term]!.map(String.init).joined(separator: ",") + "]"
        }
        out += "}};\n"
        return out
    }

    /// Words, CJK characters and CJK character pairs of `text`, lowercased, with repeats.
    static func terms(in text: String) -> [String] {
        var terms: [String] = []
        forEachTerm(in: text) { terms.append($0) }
        return terms
    }

    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        var word: [UInt8] = []
        var wordIsASCII = true
        var previousCJK: Unicode.Scalar?
        func flushWord() {
            guard !word.isEmpty else { return }
            let term = String(decoding: word, as: UTF8.self)
            body(wordIsASCII ? term : term.lowercased())
            word.removeAll(keepingCapacity: true)
            wordIsASCII = true
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                // ASCII is most of the text (code, English): no Unicode property lookups.
                previousCJK = nil
                if value >= 0x41 && value <= 0x5A {
                    word.append(UInt8(value + 0x20))
                } else if (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) {
                    word.append(UInt8(value))
                } else {
                    flushWord()
                }
            } else if isCJK(scalar) {
                flushWord()
                let single = String(scalar)
                body(single)
                if let previousCJK {
                    var pair = String(previousCJK)
                    pair.unicodeScalars.append(scalar)
                    body(pair)
                }
                previousCJK = scalar
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                previousCJK = nil
                word.append(contentsOf: String(scalar).utf8)
                wordIsASCII = false
            } else {
                previousCJK = nil
                flushWord()
            }
        }
        flushWord()
    }

    /// The same ranges as `search.js`.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF: true
        default: false
        }
    }
}

enum JSON {
    /// A JSON string literal that is also safe inside a `<script>`.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
