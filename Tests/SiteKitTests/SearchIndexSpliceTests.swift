@testable import SiteKit
import Testing

/// A one-page edit splices the changed pages into the last build's search index (issue #32);
/// the result must be, byte for byte, the index written anew from the same pages.
@Suite("Search index splice")
struct SearchIndexSpliceTests {
    /// Page numbers and section numbers are written in decimal, as JSON reads them back.
    @Test func numbersAreWrittenInDecimal() {
        for value in [0, 7, 9, 10, 42, 99, 100, 1_999, 65_536, Int(Int32.max), Int.max] {
            var out: [UInt8] = Array("x".utf8)
            SearchIndex.appendDecimal(value, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == "x\(value)")
        }
    }

    typealias SeededRandom = SearchIndexOracleTests.SeededRandom

    static func splice(_ layout: SearchIndexLayout, _ old: [UInt8], _ language: Language, _ pages: [SearchIndex.Page]) -> SearchIndex.Written? {
        layout.spliced(old, language: language, keys: pages.map(\.key)) { pages[$0] }
    }

    static func page(_ n: Int, version: Int, _ random: inout SeededRandom) -> SearchIndex.Page {
        var terms = SearchIndex.terms(title: random.text(words: 3), summary: "", text: random.text(words: 80))
        terms.headings = [(random.text(words: 2), "section-\(n)")]
        terms.passages = [(random.text(words: 5), 0)]
        return SearchIndex.Page(title: random.text(words: 3), href: "page-\(n).html", summary: random.text(words: 4), terms: terms,
                                key: UInt64(n) << 32 | UInt64(version))
    }

    @Test func aSplicedIndexIsTheIndexWrittenAnew() throws {
        var random = SeededRandom(seed: 41)
        for round in 0..<30 {
            let count = 8 + round * 3
            var pages = (0..<count).map { Self.page($0, version: 0, &random) }
            let language = Language(code: round % 2 == 0 ? "en" : "zh")
            var written = SearchIndex.written(language: language, pages: pages)
            // Several edits in a row, each splicing into what the last one wrote.
            for edit in 1...3 {
                for _ in 0..<(1 + random.next(max(1, count / SearchIndexLayout.splicedShare))) {
                    let n = random.next(count)
                    pages[n] = Self.page(n, version: edit, &random)
                }
                let fresh = SearchIndex.written(language: language, pages: pages)
                let spliced = try #require(Self.splice(written.layout, Array(written.text.utf8), language, pages))
                #expect(spliced.text == fresh.text, "round \(round), edit \(edit)")
                #expect(spliced.layout == fresh.layout, "round \(round), edit \(edit)")
                written = spliced
            }
        }
    }

    @Test func aTermNoPageHasAnyMoreLeavesTheIndex() throws {
        func page(_ text: String, key: UInt64) -> SearchIndex.Page {
            SearchIndex.Page(title: "T", href: "p\(key >> 8).html", summary: "", terms: SearchIndex.terms(title: "", summary: "", text: text), key: key)
        }
        let before = [page("alpha shared", key: 0x000), page("beta shared", key: 0x100), page("gamma", key: 0x200), page("delta", key: 0x300)]
        let written = SearchIndex.written(language: Language(code: "en"), pages: before)
        var after = before
        after[0] = page("omega shared", key: 0x001)
        let spliced = try #require(Self.splice(written.layout, Array(written.text.utf8), Language(code: "en"), after))
        #expect(!spliced.text.contains("\"alpha\""))
        #expect(spliced.text.contains("\"omega\":[0]"))
        #expect(spliced.text.contains("\"shared\":[0,1]"))
        #expect(spliced.text == SearchIndex.written(language: Language(code: "en"), pages: after).text)
    }

    @Test func pagesAddedOrMostlyChangedAreIndexedAnew() {
        var random = SeededRandom(seed: 5)
        let pages = (0..<8).map { Self.page($0, version: 0, &random) }
        let language = Language(code: "en")
        let written = SearchIndex.written(language: language, pages: pages)
        let old = Array(written.text.utf8)
        #expect(Self.splice(written.layout, old, language, pages + [Self.page(8, version: 0, &random)]) == nil)
        #expect(Self.splice(written.layout, old, language, Array(pages.reversed())) == nil)
        let mostlyNew = pages.indices.map { $0 < 4 ? Self.page($0, version: 1, &random) : pages[$0] }
        #expect(Self.splice(written.layout, old, language, mostlyNew) == nil)
    }
}
