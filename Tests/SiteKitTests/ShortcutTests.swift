@testable import ContentModel
@testable import SiteKit
import Testing

/// Tag slugs, slug checks and relative links take shortcuts on bytes; each must say exactly what
/// its character-by-character definition says. (Chosen: the shortcuts are ours; the definitions
/// are the ones every earlier build used.)
@Suite("Shortcuts match their definitions")
struct ShortcutTests {
    /// Every ASCII character alone and beside letters, then seeded random names of ASCII and the
    /// oracle suite's Unicode pieces.
    private static func names() -> [String] {
        var names: [String] = []
        for scalar in 0..<128 {
            let character = String(UnicodeScalar(UInt8(scalar)))
            names += [character, "a" + character + "b", character + "Z9", "--" + character]
        }
        names += ["", "index", "INDEX", "Tags", "feed", "search-index", "..", "a..b", ".hidden", "a.b", "x/y", "x\\y",
                  String(repeating: "a", count: 200), String(repeating: "a", count: 201), "state\r\nsheet", "Sheet Basics"]
        var random = SearchIndexOracleTests.SeededRandom(seed: 19)
        let ascii = (32..<127).map { String(UnicodeScalar(UInt8($0))) } + ["\t", "\n", "\r\n"]
        for _ in 0..<3_000 {
            let length = random.next(12)
            names.append((0..<length).map { _ in random.next(4) == 0 ? SearchIndexOracleTests.SeededRandom.pieces[random.next(SearchIndexOracleTests.SeededRandom.pieces.count)] : ascii[random.next(ascii.count)] }.joined())
        }
        return names
    }

    @Test func tagSlugsMatchTheDefinition() {
        for name in Self.names() {
            #expect(TagName.slug(name) == TagName.slugByCharacters(name), "\(String(reflecting: name))")
        }
    }

    @Test func slugProblemsMatchTheDefinition() {
        for name in Self.names() {
            #expect(ContentLoader.slugProblem(name) == ContentLoader.slugProblemByCharacters(name), "\(String(reflecting: name))")
        }
    }

    @Test func relativeLinksMatchTheDefinition() {
        func byCharacters(from page: String, to target: String) -> String {
            var from = page.split(separator: "/").dropLast().map(String.init)
            var to = target.split(separator: "/").map(String.init)
            while let first = from.first, to.count > 1, first == to.first { from.removeFirst(); to.removeFirst() }
            return String(repeating: "../", count: from.count) + to.joined(separator: "/")
        }
        let parts = ["en", "zh", "tags", "a.html", "index.html", "状态.html", "x", "", "..", "é"]
        var random = SearchIndexOracleTests.SeededRandom(seed: 29)
        func path() -> String { (0..<(1 + random.next(4))).map { _ in parts[random.next(parts.count)] }.joined(separator: "/") }
        for _ in 0..<3_000 {
            let (page, target) = (path(), path())
            #expect(LinkResolver.relativePath(from: page, to: target) == byCharacters(from: page, to: target), "\(page) -> \(target)")
        }
    }
}
