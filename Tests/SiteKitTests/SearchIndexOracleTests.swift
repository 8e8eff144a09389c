@testable import SiteKit
import Testing

/// The search index is built on bytes for speed; these tests hold it to the plain definition
/// it replaced (Unicode scalars, `Set`s and `String`s), byte for byte, on seeded random text.
@Suite("Search index against its plain definition")
struct SearchIndexOracleTests {
    @Test func termsMatchThePlainDefinition() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<400 {
            let (title, summary, text) = (random.text(words: 4), random.text(words: 10), random.text(words: 200))
            let terms = SearchIndex.terms(title: title, summary: summary, text: text)
            let expected = Oracle.terms(title: title, summary: summary, text: text)
            #expect(Set(terms.words.strings) == expected.words, "words of \(String(reflecting: text))")
            #expect(terms.words.count == expected.words.count, "a word listed twice")
            #expect(Set(terms.cjk) == expected.cjk)
            #expect(terms.cjk.count == expected.cjk.count, "a CJK term listed twice")
        }
    }

    @Test func theScriptMatchesThePlainDefinition() {
        var random = SeededRandom(seed: 11)
        for round in 0..<20 {
            // Up to 134 pages: three files of entries, the last one short.
            let pages = (0..<(round * 7 + 1)).map { n -> SearchIndex.Page in
                var terms = SearchIndex.terms(title: random.text(words: 3), summary: "", text: random.text(words: 120))
                terms.headings = [(random.text(words: 3), "section-\(n)")]
                terms.passages = [(random.text(words: 6), 0), (random.text(words: 2), nil)]
                return SearchIndex.Page(title: random.text(words: 3), href: "page-\(n).html", summary: random.text(words: 6), terms: terms)
            }
            let language = Language(code: round % 2 == 0 ? "en" : "zh")
            #expect(SearchIndex.script(language: language, pages: pages) == Oracle.script(language: language, pages: pages))
        }
    }

    @Test func jsonStringsMatchThePlainDefinition() {
        var random = SeededRandom(seed: 3)
        for _ in 0..<500 {
            let text = random.text(words: 12)
            #expect(JSON.string(text) == Oracle.json(text), "\(String(reflecting: text))")
        }
        #expect(JSON.string("a\u{2028}b\u{2029}<\u{1}\u{1F}\"\\\t") == #""a\u2028b\u2029\u003c\u0001\u001f\"\\\t""#)
    }

    /// Words drawn from every kind of character the index treats differently.
    struct SeededRandom {
        var state: UInt64
        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }

        static let pieces = [
            "State", "view", "BODY", "x2", "café", "ÉCOLE", "Straße", "İstanbul", "ǅemal", "Ωmega", "٣٤", "Ⅻ", "視圖", "状态由标识决定", "환경", "カタカナ",
            "ひらがな", "\u{2028}", "\u{2029}", "<b>", "\"q\"", "\\", "\t", "\u{1}", "😀", "e\u{301}", "a-b", "_x", "1.5", "，", "。", "\n", "\r\n", "𠀀", "ﬁ",
        ]

        mutating func text(words: Int) -> String {
            (0..<words).map { _ in Self.pieces[next(Self.pieces.count)] }.joined(separator: next(3) == 0 ? "" : " ")
        }
    }

    /// The index as first written: scalar by scalar, with `Set`s and `String`s.
    enum Oracle {
        static func terms(title: String, summary: String, text: String) -> (words: Set<String>, cjk: Set<UInt64>) {
            var words = Set<String>(), cjk = Set<UInt64>()
            for part in [title, summary, text] {
                var current = "", previousCJK: Unicode.Scalar?
                func flush() {
                    if !current.isEmpty { words.insert(current.lowercased()) }
                    current = ""
                }
                for scalar in part.unicodeScalars {
                    if scalar.value < 0x80 {
                        previousCJK = nil
                        if (scalar.value >= 0x30 && scalar.value <= 0x39) || (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A) {
                            current.unicodeScalars.append(scalar)
                        } else {
                            flush()
                        }
                    } else if SearchIndex.isCJK(scalar) {
                        flush()
                        cjk.insert(UInt64(scalar.value) << 32)
                        if let previousCJK { cjk.insert(UInt64(previousCJK.value) << 32 | UInt64(scalar.value)) }
                        previousCJK = scalar
                    } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                        previousCJK = nil
                        current.unicodeScalars.append(scalar)
                    } else {
                        previousCJK = nil
                        flush()
                    }
                }
                flush()
            }
            return (words, cjk)
        }

        static func script(language: Language, pages: [SearchIndex.Page]) -> String {
            var postings: [String: [Int]] = [:]
            for (id, page) in pages.enumerated() {
                for term in page.terms.words.strings { postings[term, default: []].append(id) }
                for key in page.terms.cjk { postings[SearchIndex.Terms.cjkTerm(key), default: []].append(id) }
            }
            // The terms, then the files of entries, `SearchIndex.pagesPerShard` pages each.
            let shards = stride(from: 0, to: pages.count, by: SearchIndex.pagesPerShard).map { start in
                pages[start..<min(pages.count, start + SearchIndex.pagesPerShard)]
            }
            let names = shards.indices.map { "search-pages-\($0).js" }
            var out = "(window.statedocsSearch=window.statedocsSearch||{})[\(json(language.code))]={\"shards\":["
            out += names.map(json).joined(separator: ",")
            out += "],\"terms\":{"
            out += postings.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                .map { json($0) + ":[" + postings[$0]!.sorted().map(String.init).joined(separator: ",") + "]" }
                .joined(separator: ",")
            out += "}};\n"
            for (name, shard) in zip(names, shards) {
                out += "(window.statedocsSearchPages=window.statedocsSearchPages||{})[\(json(language.code + "/" + name))]=["
                out += shard.map { page in
                    let headings = page.terms.headings.map { "[\(json($0.text)),\(json($0.anchor))]" }.joined(separator: ",")
                    let passages = page.terms.passages.map { "[\(json($0.text)),\($0.section ?? -1)]" }.joined(separator: ",")
                    return "[\(json(page.title)),\(json(page.href)),\(json(InlineMarkdown.plain(page.summary))),[\(headings)],[\(passages)]]"
                }.joined(separator: ",")
                out += "];\n"
            }
            return out
        }

        static func json(_ text: String) -> String {
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
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
    }
}
