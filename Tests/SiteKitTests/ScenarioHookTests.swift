import Diagnostics
import Foundation
import MarkdownKit
import SiteKit
import Testing

/// A decorator that claims the `scenario=` ids of an article's Swift blocks and shows each
/// as a figure: its claims are typed (`[Int: String]`, block index to id) from the article
/// to its HTML.
private struct FigureDecorator: ArticleDecorator {
    var cacheKey: String? = nil
    var stylesheet = ""
    var interfaceWords: [String: [String: String]] = [:]
    var fail = false

    func claims(of article: ArticleSource, document: MarkdownDocument) -> [Int: String]? {
        var ids: [Int: String] = [:]
        for (index, block) in document.codeBlocks.enumerated() where block.info["scenario"] != nil { ids[index] = block.info["scenario"]! }
        return ids.isEmpty ? nil : ids
    }

    /// Every claimed id of the build, so a page can show what the whole site claims.
    func check(_ claims: [ClaimedArticle<[Int: String]>]) -> Set<String> { Set(claims.flatMap(\.claims.values)) }

    func decorate(_ article: ArticleSource, document: MarkdownDocument, claims: [Int: String], checked: Set<String>,
                  words: InterfaceWords) -> Decoration {
        if fail {
            return Decoration(diagnostics: [.error("claim failed", file: article.displayPath, line: document.codeBlocks[0].fenceLine, id: .scenarioAssertion)])
        }
        return Decoration(blocks: claims.mapValues { id in
            .replaced("<figure class=\"run-figure\">\(words["figure.label"]) \(article.slug):\(id) of \(checked.count)</figure>")
        })
    }
}

@Suite("Callers can render code blocks themselves")
struct ScenarioHookTests {
    @Test func replacementHTMLIsUsedForTheChosenBlocksOnly() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: "```swift scenario=one\nlet a = 1\n```\n\n```swift\nlet b = 2\n```")
        let hook = FigureDecorator(cacheKey: "v1", stylesheet: ".run-figure { color: green; }", interfaceWords: ["en": ["figure.label": "Run"]])
        try site.build(decorator: hook)
        let page = try site.read("Site/en/a.html")
        #expect(page.contains("<figure class=\"run-figure\">Run a:one of 1</figure>"))
        #expect(page.contains("<span class=\"hl-kw\">let</span> b"))
        let css = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("assets").path).first { $0.hasSuffix(".css") }!
        #expect(try site.read("Site/assets/" + css).contains(".run-figure { color: green; }"))
    }

    @Test func errorsFromTheHookFailTheBuild() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: "```swift scenario=one\nlet a = 1\n```")
        #expect(throws: DiagnosticsError.self) { try site.build(decorator: FigureDecorator(fail: true)) }
        #expect(!site.exists("Site"))
    }

    /// A decorator's words are interface words: built in per language (English for a language
    /// without its own), and a site's `i18n/<code>.yml` replaces them, with no unknown-key warning.
    @Test func aDecoratorsWordsComeFromTheLanguagesInterfaceStrings() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.write("Content/site.yml", "title: T\nbaseURL: https://example.org/\nlanguages: [en, zh, fr]\n")
        try site.write("Content/i18n/fr.yml", "figure.label: Exécution\n")
        for language in ["en", "zh", "fr"] {
            try site.article("\(language)/a.md", title: "A", body: "```swift scenario=one\nlet a = 1\n```")
        }
        let hook = FigureDecorator(interfaceWords: ["en": ["figure.label": "Run"], "zh": ["figure.label": "运行"]])
        let report = try site.build(decorator: hook)
        #expect(try site.read("Site/en/a.html").contains(">Run a:one of 1<"))
        #expect(try site.read("Site/zh/a.html").contains(">运行 a:one of 1<"))
        #expect(try site.read("Site/fr/a.html").contains(">Exécution a:one of 1<"))
        #expect(!report.diagnostics.contains { $0.message.contains("figure.label") })
    }
}
