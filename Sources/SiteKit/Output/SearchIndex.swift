/// The per-language search index, written as a script so the search box works from file://.
///
/// Latin-script text is indexed by lowercase words; CJK text, which has no spaces, by single
/// characters and by overlapping character pairs, so a two-character query finds exactly the
/// articles containing that pair. `search.js` splits queries the same way, and ranks what it
/// finds by where the words occur: title, then section headings, then summary, then text.
struct SearchIndex {
    struct Page {
        var title: String
        /// Relative to the language folder.
        var href: String
        var summary: String
        var terms: Terms
    }

    /// An article's distinct terms. CJK characters and pairs are kept as numbers (one or two
    /// code points) because hashing them as strings, with Unicode normalization, is slow.
    struct Terms: Sendable {
        var words: [String]
        var cjk: [UInt64]
        /// Section headings (text, anchor), so a query can land on the section that matches.
        var headings: [(text: String, anchor: String)] = []

        static func cjkKey(_ first: Unicode.Scalar, _ second: Unicode.Scalar?) -> UInt64 {
            UInt64(first.value) << 32 | UInt64(second?.value ?? 0)
        }

        static func cjkTerm(_ key: UInt64) -> String {
            var term = String(Unicode.Scalar(UInt32(key >> 32))!)
            if let second = Unicode.Scalar(UInt32(key & 0xFFFF_FFFF)), second.value != 0 { term.unicodeScalars.append(second) }
            return term
        }
    }

    static func terms(title: String, summary: String, text: String) -> Terms {
        var words = Set<String>()
        var cjk = Set<UInt64>()
        for part in [title, summary, text] {
            forEachTerm(in: part, word: { words.insert($0) }, cjk: { cjk.insert(Terms.cjkKey($0, $1)) })
        }
        return Terms(words: Array(words), cjk: Array(cjk))
    }

    static func script(language: Language, pages: [Page]) -> String {
        var postings: [String: [Int]] = [:]
        var cjkPostings: [UInt64: [Int]] = [:]
        for (id, page) in pages.enumerated() {
            for term in page.terms.words { postings[term, default: []].append(id) }
            for key in page.terms.cjk { cjkPostings[key, default: []].append(id) }
        }
        for (key, ids) in cjkPostings { postings[Terms.cjkTerm(key), default: []] += ids }
        var out = "(window.statedocsSearch=window.statedocsSearch||{})[\(JSON.string(language.code))]={\"pages\":["
        for (id, page) in pages.enumerated() {
            if id > 0 { out += "," }
            let headings = page.terms.headings.map { "[\(JSON.string($0.text)),\(JSON.string($0.anchor))]" }.joined(separator: ",")
            out += "[\(JSON.string(page.title)),\(JSON.string(page.href)),\(JSON.string(InlineMarkdown.plain(page.summary))),[\(headings)]]"
        }
        out += "],\"terms\":{"
        // Sorted by code points (not by Unicode collation, which is slow and locale-free anyway).
        for (n, term) in postings.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            if n > 0 { out += "," }
            out += JSON.string(term) + ":[" + postings[term]!.sorted().map(String.init).joined(separator: ",") + "]"
        }
        out += "}};\n"
        return out
    }

    /// Words, CJK characters and CJK character pairs of `text`, lowercased, with repeats.
    static func terms(in text: String) -> [String] {
        var terms: [String] = []
        forEachTerm(in: text, word: { terms.append($0) }, cjk: { terms.append(Terms.cjkTerm(Terms.cjkKey($0, $1))) })
        return terms
    }

    /// Calls `word` for each lowercase word and `cjk` for each CJK character (second nil)
    /// and each pair of adjacent CJK characters.
    static func forEachTerm(in text: String, word: (String) -> Void, cjk: (Unicode.Scalar, Unicode.Scalar?) -> Void) {
        var current: [UInt8] = []
        var currentIsASCII = true
        var previousCJK: Unicode.Scalar?
        func flushWord() {
            guard !current.isEmpty else { return }
            let term = String(decoding: current, as: UTF8.self)
            word(currentIsASCII ? term : term.lowercased())
            current.removeAll(keepingCapacity: true)
            currentIsASCII = true
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                // ASCII is most of the text (code, English): no Unicode property lookups.
                previousCJK = nil
                if value >= 0x41 && value <= 0x5A {
                    current.append(UInt8(value + 0x20))
                } else if (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) {
                    current.append(UInt8(value))
                } else {
                    flushWord()
                }
            } else if isCJK(scalar) {
                flushWord()
                cjk(scalar, nil)
                if let previousCJK { cjk(previousCJK, scalar) }
                previousCJK = scalar
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                previousCJK = nil
                current.append(contentsOf: String(scalar).utf8)
                currentIsASCII = false
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
