import Diagnostics
import Foundation
import MarkdownKit
import SiteKit
import Testing

@Suite("Callers can render code blocks themselves")
struct ScenarioHookTests {
    @Test func replacementHTMLIsUsedForTheChosenBlocksOnly() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: "```swift scenario=one\nlet a = 1\n```\n\n```swift\nlet b = 2\n```")
        let hook = ScenarioRenderingClosure(cacheKey: "v1", stylesheet: ".run-figure { color: green; }") { article, document in
            var html: [Int: String] = [:]
            for (index, block) in document.codeBlocks.enumerated() where block.info["scenario"] != nil {
                html[index] = "<figure class=\"run-figure\">\(article.slug):\(block.info["scenario"]!)</figure>"
            }
            return ScenarioRenderingResult(html: html)
        }
        try site.build(scenarios: hook)
        let page = try site.read("Site/en/a.html")
        #expect(page.contains("<figure class=\"run-figure\">a:one</figure>"))
        #expect(page.contains("<span class=\"hl-kw\">let</span> b"))
        let css = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("assets").path).first { $0.hasSuffix(".css") }!
        #expect(try site.read("Site/assets/" + css).contains(".run-figure { color: green; }"))
    }

    @Test func errorsFromTheHookFailTheBuild() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: "```swift scenario=one\nlet a = 1\n```")
        let hook = ScenarioRenderingClosure { article, document in
            let block = document.codeBlocks[0]
            return ScenarioRenderingResult(diagnostics: [.error("claim failed", file: article.displayPath, line: block.fenceLine, id: .scenarioAssertion)])
        }
        #expect(throws: DiagnosticsError.self) { try site.build(scenarios: hook) }
        #expect(!site.exists("Site"))
    }
}
