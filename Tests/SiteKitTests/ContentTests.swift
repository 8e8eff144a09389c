import Diagnostics
import Foundation
import SiteKit
import Testing

@Suite("Bad content gives a diagnostic at its file and line, and no site")
struct ContentTests {
    @Test func malformedFrontMatterYAMLPointsAtTheLine() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.write("Content/en/a.md", "---\ntitle: Fine\ntags: [one, two\n---\nBody\n")
        let errors = buildErrors(site)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix(site.content.path + "/en/a.md:3:") == true || errors.first?.contains("en/a.md:3:") == true, "\(errors)")
        #expect(errors.first?.contains("invalid YAML") == true)
        #expect(!site.exists("Site"))
    }

    @Test func missingTitle() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.write("Content/en/a.md", "---\nsummary: No title here\n---\nBody\n")
        let errors = buildErrors(site)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("en/a.md:1:1: error: front matter has no 'title'") == true, "\(errors)")
    }

    @Test func articleWithoutFrontMatter() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.write("Content/en/a.md", "# Just Markdown\n")
        #expect(buildErrors(site).first?.contains("en/a.md:1:1: error: missing front matter") == true)
    }

    @Test func duplicateSlugsNameBothFiles() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/first.md", title: "One", extra: "slug: shared\n")
        try site.article("en/second.md", title: "Two", extra: "slug: shared\n")
        let errors = buildErrors(site)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("en/second.md:4: error: duplicate slug 'shared'") == true, "\(errors)")
        #expect(errors.first?.contains("en/first.md") == true)
    }

    @Test(arguments: ["../x", "a/b", "..", ".hidden", "index"])
    func slugThatWouldEscapeOrCollideIsRejected(slug: String) throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", extra: "slug: \"\(slug)\"\n")
        let errors = buildErrors(site)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("en/a.md:4: error: slug '\(slug)'") == true, "\(errors)")
        #expect(!site.exists("x") && !site.exists("Site"))
    }

    @Test func nonUTF8FileGivesLineAndColumn() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.write("Content/en/a.md", Data("---\ntitle: Caf".utf8) + Data([0xE9]) + Data("\n---\n".utf8))
        let errors = buildErrors(site)
        #expect(errors == ["\(DisplayPath.of(site.content))/en/a.md:2:11: error: file is not valid UTF-8 (save it as UTF-8)"])
    }

    @Test(arguments: ["", "\n\n  \n"])
    func emptyFile(text: String) throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.write("Content/zh/a.md", text)
        let errors = buildErrors(site)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("zh/a.md: error: file is empty") == true, "\(errors)")
    }

    @Test func unknownLanguageFolder() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("fr/a.md", title: "Bonjour")
        let errors = buildErrors(site)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("Content/fr: error: unknown language folder 'fr'") == true, "\(errors)")
    }

    @Test func everyProblemIsReportedNotJustTheFirst() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.write("Content/en/a.md", "")
        try site.write("Content/en/b.md", "---\nsummary: x\n---\n")
        try site.write("Content/zh/c.md", "---\ntitle: [\n---\n")
        #expect(buildErrors(site).count == 3)
    }

    @Test func missingTranslationIsAWarningAndTheOtherLanguageListsThePage() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/only-english.md", title: "Only English")
        let report = try site.build()
        #expect(report.diagnostics.contains { $0.severity == .warning && $0.file.hasSuffix("en/only-english.md") && $0.message.contains("no 中文 translation") })
        let chineseIndex = try site.read("Site/zh/index.html")
        #expect(chineseIndex.contains("href=\"../en/only-english.html\""))
        #expect(chineseIndex.contains("仅有English版本"))
        let page = try site.read("Site/en/only-english.html")
        #expect(page.contains("not yet available in 中文"))
    }

    @Test func siteConfigErrorsPointAtTheirLine() throws {
        let site = try Fixture(siteYML: "title: Docs\nbaseURL: not-a-url\nlanguages: [en, zh]\n")
        defer { site.remove() }
        let errors = buildErrors(site)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("site.yml:2:10: error: 'baseURL' must be an absolute") == true, "\(errors)")
    }

    @Test func frontMatterFieldsAreRead() throws {
        let split = try FrontMatterSplit.parse("---\ntitle: Hello\nsummary: Short\ndate: 2026-02-03\ntags: [a, b]\ndraft: true\nslug: hi\n---\nBody\n", file: "x.md")
        #expect(split.frontMatter == {
            var matter = FrontMatter(title: "Hello", summary: "Short", date: "2026-02-03", tags: ["a", "b"], draft: true, slug: "hi")
            matter.slugLine = 7
            return matter
        }())
        #expect(split.body == "Body\n")
        #expect(split.bodyLineOffset == 8)
    }

    @Test func draftsAreNotPublished() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "Published")
        try site.article("en/b.md", title: "Unfinished", extra: "draft: true\n")
        try site.build()
        #expect(site.exists("Site/en/a.html"))
        #expect(!site.exists("Site/en/b.html"))
        #expect(try !site.read("Site/en/index.html").contains("Unfinished"))
    }
}
