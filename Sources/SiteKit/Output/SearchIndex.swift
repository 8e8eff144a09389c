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
        var text: String
    }

    static func script(language: Language, pages: [Page]) -> String {
        let termsPerPage = Parallel.map(pages.indices) { id -> [String] in
            let page = pages[id]
            var seen = Set<String>()
            return terms(in: page.title + "\n" + page.summary + "\n" + page.text).filter { seen.insert($0).inserted }
        }
        var postings: [String: [Int]] = [:]
        for (id, terms) in termsPerPage.enumerated() {
            for term in terms { postings[term, default: []].append(id) }
        }
        var out = "(window.statedocsSearch=window.statedocsSearch||{})[\(JSON.string(language.code))]={\"pages\":["
        for (id, page) in pages.enumerated() {
            if id > 0 { out += "," }
            out += "[\(JSON.string(page.title)),\(JSON.string(page.href)),\(JSON.string(page.summary))]"
        }
        out += "],\"terms\":{"
        for (n, term) in postings.keys.sorted().enumerated() {
            if n > 0 { out += "," }
            out += JSON.string(term) + ":[" + postings[term]!.map(String.init).joined(separator: ",") + "]"
        }
        out += "}};\n"
        return out
    }

    /// Words, CJK characters and CJK character pairs of `text`, lowercased, with repeats.
    static func terms(in text: String) -> [String] {
        var terms: [String] = []
        var word = ""
        var cjkRun: [Unicode.Scalar] = []
        func flushWord() { if !word.isEmpty { terms.append(word); word = "" } }
        func flushCJK() {
            for (index, scalar) in cjkRun.enumerated() {
                terms.append(String(scalar))
                if index + 1 < cjkRun.count {
                    var pair = String(scalar)
                    pair.unicodeScalars.append(cjkRun[index + 1])
                    terms.append(pair)
                }
            }
            cjkRun.removeAll(keepingCapacity: true)
        }
        for scalar in text.lowercased().unicodeScalars {
            if isCJK(scalar) {
                flushWord()
                cjkRun.append(scalar)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                flushCJK()
                word.unicodeScalars.append(scalar)
            } else {
                flushWord()
                flushCJK()
            }
        }
        flushWord()
        flushCJK()
        return terms
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
