import Foundation
import Testing

@testable import SiteKit

/// Search terms are kept as one byte buffer with term ends (`TermList`), in memory and in the
/// body store of the build cache; what comes back must be what went in, and a damaged store
/// must be refused, not read (chosen: the cache is a file anyone can truncate).
@Suite struct TermListTests {
    static let samples = ["state", "", "a", "ab", "b", "zz", "état", "états", "ß", "狀態", "😀", "a\u{0301}", "Zebra", "state"]

    @Test func keepsEveryTermInOrder() {
        let list = TermList(Self.samples)
        #expect(list.count == Self.samples.count)
        #expect(list.strings == Self.samples)
        var seen: [String] = []
        list.forEach { seen.append(String(decoding: $0, as: UTF8.self)) }
        #expect(seen == Self.samples)
        for (index, sample) in Self.samples.enumerated() {
            var other = sample
            #expect(other.withUTF8 { list.term(index, equals: $0) })
            var longer = sample + "x"
            #expect(!longer.withUTF8 { list.term(index, equals: $0) })
        }
    }

    /// The search index lists terms in code point order, which for UTF-8 is byte order: a
    /// prefix comes first.
    @Test func sortsByBytesAsArraysDo() {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("abé狀😀") + [Character("\u{0}")]
        for _ in 0..<50 {
            let terms = (0..<40).map { _ in String((0..<Int.random(in: 0...4, using: &random)).map { _ in alphabet.randomElement(using: &random)! }) }
            let list = TermList(terms)
            let expected = terms.indices.sorted {
                Array(terms[$0].utf8).lexicographicallyPrecedes(Array(terms[$1].utf8)) || (Array(terms[$0].utf8) == Array(terms[$1].utf8) && $0 < $1)
            }
            #expect(list.sortedByBytes().map { terms[$0] } == expected.map { terms[$0] })
        }
    }

    @Test func refusesEndsThatDoNotFitTheBytes() {
        let bytes = Array("abcdef".utf8)
        #expect(TermList(bytes: bytes, ends: [2, 6]) != nil)
        #expect(TermList(bytes: [], ends: []) != nil)
        #expect(TermList(bytes: bytes, ends: [4, 2, 6]) == nil, "ends go back")
        #expect(TermList(bytes: bytes, ends: [2, 7]) == nil, "past the bytes")
        #expect(TermList(bytes: bytes, ends: [2, 5]) == nil, "bytes left over")
        #expect(TermList(bytes: bytes, ends: []) == nil, "bytes without terms")
    }

    /// Through the body store on disk, as the next `build` process reads it; a truncated index
    /// reads as no bodies at all.
    @Test func bodiesComeBackFromTheStoreAndADamagedStoreIsDropped() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-bodies-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let terms = SearchIndex.Terms(words: TermList(Self.samples), cjk: [SearchIndex.Terms.cjkKey("狀", "態")], headings: [("Why", "why")])
        let body = ArticleBody(html: "<p>x</p>", headings: [.init(level: 2, text: "Why", anchor: "why")],
                               links: [.init(destination: "b.md", line: 3, column: 4)], searchTerms: .terms(terms), diagnostics: [])
        var state = SiteMemory.State()
        state.bodies["key-1"] = body
        let store = BodyStore(cacheDirectory: cache)
        _ = store.save(state, dropped: [])
        let loaded = store.load(outputs: [:])
        let back = try #require(loaded.bodies["key-1"])
        // The terms stay in their own log until an index asks for them.
        guard case .stored(let key) = back.searchTerms else { Issue.record("terms read with the index"); return }
        #expect(store.hasSearchTerms(forKey: key))
        let stored = try #require(store.searchTerms(forKey: key))
        #expect(stored.words == terms.words)
        #expect(stored.cjk == terms.cjk)
        #expect(stored.headings.map(\.text) == ["Why"])
        #expect(back.headings == body.headings && back.links == body.links)
        #expect(store.html(forKey: "key-1") == "<p>x</p>")
        // One file holds every body's HTML, one every body's terms (thousands of small files
        // were slow to create on ext4 right after deleting as many).
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("site-bodies").path).sorted() == ["html", "index", "terms"])

        let index = cache.appendingPathComponent("site-bodies/index")
        let data = try Data(contentsOf: index)
        for cut in [data.count - 1, data.count - 9, data.count / 2] {
            try data.prefix(cut).write(to: index)
            #expect(store.load(outputs: [:]).bodies.isEmpty, "index cut to \(cut) of \(data.count) bytes")
        }
        // A length so large that adding it to a position would overflow (after the version
        // record: its 8-byte length and its text, then the first key's length).
        var huge = data
        let keyLength = 8 + BodyStore.version.utf8.count
        huge.replaceSubrange(keyLength..<(keyLength + 8), with: withUnsafeBytes(of: Int64.max.littleEndian) { Data($0) })
        try huge.write(to: index)
        #expect(store.load(outputs: [:]).bodies.isEmpty)
    }
}
