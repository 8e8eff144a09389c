import Foundation
import SiteKit
import Testing

@Suite("Theme overrides")
struct ThemeTests {
    @Test func aTemplateInContentThemeReplacesTheBuiltInOne() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A")
        try site.write("Content/theme/article.mustache", "<div class=\"custom\">{{title}}</div>{{{body}}}")
        try site.write("Content/theme/style.css", "body { color: red; }")
        try site.build()
        let page = try site.read("Site/en/a.html")
        #expect(page.contains("<div class=\"custom\">A</div>"))
        let assets = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("assets").path)
        let style = try #require(assets.first { $0.hasPrefix("style.") })
        #expect(try site.read("Site/assets/" + style) == "body { color: red; }")
        #expect(page.contains("assets/\(style)"))
    }

    @Test func templateErrorNamesFileLineAndColumn() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A")
        let theme = site.root.appendingPathComponent("mytheme")
        try site.write("mytheme/tag.mustache", "<h1>{{tag}}</h1>\n{{#articles}}\n<p>{{title}}</p>\n")
        do {
            try site.build(theme: theme)
            Issue.record("expected a template error")
        } catch let error as DiagnosticsErrorLike {
            #expect(error.lines.count == 1)
            #expect(error.lines.first?.contains("mytheme/tag.mustache:") == true)
            #expect(error.lines.first?.contains("error: template error") == true, "\(error.lines)")
        }
        #expect(!site.exists("Site"))
    }
}
