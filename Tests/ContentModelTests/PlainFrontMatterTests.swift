@testable import ContentModel
import Testing
import Yams

/// The plain front matter reader against Yams, its definition: whatever it accepts, Yams
/// composes without error into the same keys, values and positions. (Oracle: Yams with the
/// basic resolver, which is how front matter was read before the shortcut.)
@Suite("Plain front matter")
struct PlainFrontMatterTests {
    private static let keys = ["title", "summary", "date", "tags", "draft", "slug", "lastmod", "custom-key", "Title_2", "x"]

    /// Values meant to sit on both sides of the reader's line: YAML indicators, comments,
    /// quotes and escapes, flow lists in every spacing, line breaks libyaml knows beyond LF,
    /// byte order marks, C1 controls, tabs, non-ASCII text.
    private static let values = [
        "Why my sheet shows a stale value", "word", "two  spaces", "\"quoted\"", "'single'", "\"\"", "''",
        "\"with \\\" escape\"", "\"a\"b\"", "'it''s'", "\"a # b\"", "'a: b'", "\"狀態 更新\"",
        "[a, b]", "[ ]", "[]", "[a,b]", "[a, , b]", "[a, b,]", "[x: y]", "[-a]", "[a b, c]", "[ a ,b ]", "[狀態, 视图]",
        "[a, [b]]", "[\"a\", b]", "[a#b]", "[a", "a]", "{a: b}",
        "yes", "No", "on", "true", "~", "null", "2026-01-01", "2026-01-31 09:30", "12", "0x1F", ".inf", "1e3",
        "a: b", "a:b", "a:", "a #c", "a#c", "#c", "&a", "*a", "!x", "|", ">", "%x", "@x", "`x`", "-x", "- x", "?x", "? x", ":x",
        "狀態", "状态 视图", "emoji 🧪", "x\u{85}y", "x\u{2028}y", "x\u{FEFF}y", "\u{FEFF}x", "a\tb", "a\r", "x\u{9C}y",
        "trailing ", " leading", "a -- b", "a, b", "C++ & Swift", "50%", "a'b", "a\"b", "<b>", "a\\b",
    ]

    private static func line(_ random: inout FuzzTests.Generator) -> String {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return ""
        case 1: return "# a comment"
        case 2: return "  - indented"
        case 3: return "   "
        case 4: return keys.randomElement(using: &random)! + ":"
        case 5: return keys.randomElement(using: &random)! + ":  " + values.randomElement(using: &random)!
        case 6: return keys.randomElement(using: &random)! + " : " + values.randomElement(using: &random)!
        case 7: return "\"" + keys.randomElement(using: &random)! + "\": " + values.randomElement(using: &random)!
        default: return keys.randomElement(using: &random)! + ": " + values.randomElement(using: &random)!
        }
    }

    @Test func acceptedFrontMatterReadsAsYamsReadsIt() throws {
        var random = FuzzTests.Generator(state: 0x5EED_F00D)
        var accepted = 0, refused = 0
        for _ in 0..<20_000 {
            let lines = (0..<Int.random(in: 1...5, using: &random)).map { _ in Self.line(&random) }
            let substrings = lines.map { Substring($0) }
            guard let plain = PlainFrontMatter.read(substrings) else {
                refused += 1
                continue
            }
            accepted += 1
            let yaml = lines.joined(separator: "\n")
            let node = try Yams.compose(yaml: yaml, Resolver.basic, .default, .utf8)
            let names = Set(plain.keys.compactMap(\.name))
            #expect(FrontMatterFields.read(node, names: names) == .fields(plain), "\(yaml)")
        }
        // Both sides of the line are exercised.
        #expect(accepted > 1_500)
        #expect(refused > 1_500)
    }

    @Test func theUsualFrontMatterIsReadWithoutYams() throws {
        let usual = [
            "title: Why my sheet shows a stale value", "summary: \"One sentence: for indexes and feeds.\"", "date: 2026-01-15",
            "tags: [sheet, state]", "draft: false", "slug: stale-sheet", "", "lastmod: '2026-02-01 10:00'",
        ]
        let fields = try #require(PlainFrontMatter.read(usual.map { Substring($0) }))
        #expect(fields.values["summary"] == .scalar("One sentence: for indexes and feeds.", plain: false, at: .init(line: 2, column: 10)))
        #expect(fields.values["tags"] == .sequence([.scalar("sheet", plain: true, at: .init(line: 4, column: 8)),
                                                    .scalar("state", plain: true, at: .init(line: 4, column: 15))], at: .init(line: 4, column: 7)))
        let node = try Yams.compose(yaml: usual.joined(separator: "\n"), Resolver.basic, .default, .utf8)
        #expect(FrontMatterFields.read(node, names: Set(fields.keys.compactMap(\.name))) == .fields(fields))
    }

    @Test(arguments: [
        "title: a\r", "title: a # comment", "title: \"a\\tb\"", "tags:\n- a", "title: a\ntitle: b", "title: [a, b]x",
        "  title: a", "title:\ta", "title: a\n  continued", "title: &anchor a", "title: x\u{2028}y",
    ])
    func whatItDoesNotSpeakIsLeftToYams(_ yaml: String) {
        #expect(PlainFrontMatter.read(yaml.split(separator: "\n", omittingEmptySubsequences: false)) == nil)
    }
}
