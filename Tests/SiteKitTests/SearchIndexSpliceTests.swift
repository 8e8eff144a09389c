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

    /// A language's index as a build writes it: the terms, then each file of entries.
    static func written(_ language: Language, _ pages: [SearchIndex.Page]) -> [SearchIndex.Written] {
        [SearchIndex.written(language: language, pages: pages)] + (0..<SearchIndex.shardCount(pages: pages.count)).map { shard in
            SearchIndex.writtenShard(language: language, shard: shard, pages: Array(pages[SearchIndex.shardRange(shard, pages: pages.count)]))
        }
    }

    /// The index spliced as a build splices it: the terms always (nil when they cannot be),
    /// and each file of entries whose pages changed little enough (else written anew).
    static func splice(_ files: [SearchIndex.Written], _ language: Language, _ pages: [SearchIndex.Page]) -> [SearchIndex.Written]? {
        guard case .terms(let terms) = files.first?.layout,
              let splicedTerms = terms.spliced(language: language, keys: pages.map(\.key), page: { pages[$0] }) else { return nil }
        var result = [splicedTerms]
        for (shard, file) in files.dropFirst().enumerated() {
            guard case .pages(let layout) = file.layout else { return nil }
            let range = SearchIndex.shardRange(shard, pages: pages.count)
            let spliced = layout.spliced(file.bytes, language: language, shard: shard, keys: pages[range].map(\.key)) { pages[range.lowerBound + $0] }
            result.append(spliced ?? SearchIndex.writtenShard(language: language, shard: shard, pages: Array(pages[range])))
        }
        return result
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
            let count = 8 + round * 3  // up to 95 pages: two files of entries
            var pages = (0..<count).map { Self.page($0, version: 0, &random) }
            let language = Language(code: round % 2 == 0 ? "en" : "zh")
            var written = Self.written(language, pages)
            // Several edits in a row, each splicing into what the last one wrote.
            for edit in 1...3 {
                for _ in 0..<(1 + random.next(max(1, count / SearchIndexLayout.splicedShare))) {
                    let n = random.next(count)
                    pages[n] = Self.page(n, version: edit, &random)
                }
                let fresh = Self.written(language, pages)
                let spliced = try #require(Self.splice(written, language, pages))
                #expect(spliced.map(\.text) == fresh.map(\.text), "round \(round), edit \(edit)")
                #expect(spliced.map(\.layout) == fresh.map(\.layout), "round \(round), edit \(edit)")
                written = spliced
            }
        }
    }

    @Test func aTermNoPageHasAnyMoreLeavesTheIndex() throws {
        func page(_ text: String, key: UInt64) -> SearchIndex.Page {
            SearchIndex.Page(title: "T", href: "p\(key >> 8).html", summary: "", terms: SearchIndex.terms(title: "", summary: "", text: text), key: key)
        }
        let before = [page("alpha shared", key: 0x000), page("beta shared", key: 0x100), page("gamma", key: 0x200), page("delta", key: 0x300)]
        let written = Self.written(Language(code: "en"), before)
        var after = before
        after[0] = page("omega shared", key: 0x001)
        let spliced = try #require(Self.splice(written, Language(code: "en"), after))
        #expect(!spliced[0].text.contains("\"alpha\""))
        #expect(spliced[0].text.contains("\"omega\":[0]"))
        #expect(spliced[0].text.contains("\"shared\":[0,1]"))
        #expect(spliced.map(\.text) == Self.written(Language(code: "en"), after).map(\.text))
    }

    @Test func pagesAddedOrMostlyChangedAreIndexedAnew() {
        var random = SeededRandom(seed: 5)
        let pages = (0..<8).map { Self.page($0, version: 0, &random) }
        let language = Language(code: "en")
        let written = Self.written(language, pages)
        #expect(Self.splice(written, language, pages + [Self.page(8, version: 0, &random)]) == nil)
        #expect(Self.splice(written, language, Array(pages.reversed())) == nil)
        let mostlyNew = pages.indices.map { $0 < 4 ? Self.page($0, version: 1, &random) : pages[$0] }
        #expect(Self.splice(written, language, mostlyNew) == nil)
        // A file of entries alone: most of its pages changed, it is not spliced either.
        guard case .pages(let layout) = written[1].layout else { Issue.record("no file of entries"); return }
        #expect(layout.spliced(written[1].bytes, language: language, shard: 0, keys: mostlyNew.map(\.key)) { mostlyNew[$0] } == nil)
    }
}
