import ContentModel
import Testing

/// A typed page input is keyed by `StableHash.combine(encoding:)`: the key must change with
/// every stored property and never with how the text happens to split between fields.
@Suite struct StableHashEncodingTests {
    struct Entry: Encodable { var title: String; var path: String; var date: String? }
    struct Page: Encodable {
        var language: String
        var entries: [Entry]
        var groups: [[Int]]
        var flag = false
        var ratio = 1.5
        var rewrites: [String: String] = ["a.md": "a.html", "b.md": "b.html", "c.md": "c.html", "d.md": "d.html", "e.md": "e.html"]
        var languages: Set<String> = ["en", "zh", "ja", "fr", "de"]
    }

    let page = Page(language: "en", entries: [Entry(title: "A", path: "a.html", date: "2026-01-01")], groups: [[1], [2]])

    @Test func theSameValueHashesAlikeInEveryRun() {
        // Pinned: a key must not change between runs or machines, though Swift iterates a
        // dictionary or a set in an order seeded per process.
        #expect(StableHash.hex(encoding: page) == "3f7fee6a97ee8550")
    }

    @Test func everyStoredPropertyReachesTheKey() {
        let key = StableHash.hex(encoding: page)
        var changed = Array(repeating: page, count: 9)
        changed[0].language = "zh"
        changed[1].entries[0].title = "B"
        changed[2].entries[0].date = nil
        changed[3].entries.append(Entry(title: "", path: "", date: nil))
        changed[4].groups = [[1, 2]]
        changed[5].flag = true
        changed[6].ratio = 2
        changed[7].rewrites["a.md"] = "x.html"
        changed[8].languages.remove("de")
        let keys = changed.map { StableHash.hex(encoding: $0) }
        #expect(!keys.contains(key))
        #expect(Set(keys).count == keys.count)
    }

    @Test func textShiftedBetweenFieldsChangesTheKey() {
        let one = Entry(title: "ab", path: "c", date: nil)
        let other = Entry(title: "a", path: "bc", date: nil)
        #expect(StableHash.hex(encoding: one) != StableHash.hex(encoding: other))
    }

    /// A number of any width is hashed by its value (a `UInt64` once sent the encoder round in
    /// circles: its `encode(to:)` asks a single-value container for itself).
    @Test func numbersOfEveryWidthAreHashed() {
        struct Widths: Encodable { var a: UInt64; var b: Int32; var c: UInt8; var d: Float }
        let key = StableHash.hex(encoding: Widths(a: 1, b: 2, c: 3, d: 4))
        #expect(key == StableHash.hex(encoding: Widths(a: 1, b: 2, c: 3, d: 4)))
        #expect(key != StableHash.hex(encoding: Widths(a: 9, b: 2, c: 3, d: 4)))
        #expect(key != StableHash.hex(encoding: Widths(a: 1, b: 2, c: 3, d: 4.5)))
        #expect(StableHash.hex(encoding: [UInt64(7)]) != StableHash.hex(encoding: [UInt64(8)]))
    }
}
