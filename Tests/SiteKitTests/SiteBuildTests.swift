import Diagnostics
import Foundation
import SiteKit
import Testing

@Suite("The built site")
struct SiteBuildTests {
    static func bilingualSite() throws -> Fixture {
        let site = try Fixture()
        try site.article("en/first.md", title: "First steps", date: "2026-01-01", tags: ["state", "Sheet Basics"],
                         body: "Intro.\n\n## Part one\n\nText.\n\n### Detail\n\nMore.\n\n## Part two\n\n```swift\nlet x = 1\n```")
        try site.article("en/second.md", title: "Second", date: "2026-02-01", tags: ["state"], body: "Back to [the first](first.md#part-one).")
        try site.article("zh/first.md", title: "第一步", date: "2026-01-01", tags: ["状态"], body: "## 第一部分\n\n视图的状态。")
        return site
    }

    @Test func layoutOfTheSite() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        try site.build()
        for path in ["index.html", "404.html", "sitemap.xml", "en/index.html", "zh/index.html", "en/first.html", "en/second.html",
                     "zh/first.html", "en/feed.xml", "zh/feed.xml", "en/search-index.js", "zh/search-index.js", "en/search-pages-0.js", "zh/search-pages-0.js",
                     "en/tags/index.html", "en/tags/state.html", "en/tags/sheet-basics.html", "zh/tags/状态.html"] {
            #expect(site.exists("Site/" + path), "missing \(path)")
        }
        let assets = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("assets").path).sorted()
        #expect(assets.count == 4)
        #expect(assets.allSatisfy { $0.range(of: #"^(search|style|page|favicon)\.[0-9a-f]{16}\.(js|css|svg)$"#, options: .regularExpression) != nil }, "\(assets)")
    }

    @Test func articlePageHasLanguageAlternatesSwitcherTOCAndPager() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        try site.build()
        let page = try site.read("Site/en/first.html")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" "))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://docs.example.org/sub/zh/first.html\">"))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://docs.example.org/sub/en/first.html\">"))
        #expect(page.contains("<a href=\"../zh/first.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\">中文</a>"))
        #expect(page.contains("<a href=\"#part-one\">Part one</a>"))
        #expect(page.contains("<a href=\"#detail\">Detail</a>"))
        #expect(page.contains("rel=\"next\" href=\"second.html\""))
        #expect(!page.contains("rel=\"prev\""))
        #expect(page.contains("href=\"tags/sheet-basics.html\""))
        let chinese = try site.read("Site/zh/first.html")
        #expect(chinese.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-Hans\" "))
        let second = try site.read("Site/en/second.html")
        #expect(second.contains("rel=\"prev\" href=\"first.html\""))
        #expect(second.contains("href=\"first.html#part-one\""))
        #expect(second.contains("not yet available in 中文"))
    }

    @Test func pagesRequestNothingFromOtherHosts() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        try site.build()
        for (path, data) in try site.snapshot() where path.hasSuffix(".html") || path.hasSuffix(".css") || path.hasSuffix(".js") {
            let text = String(decoding: data, as: UTF8.self)
            for pattern in [#"src="(https?:)?//"#, #"<link rel="stylesheet" href="(https?:)?//"#, #"url\((https?:)?//"#, #"@import"#] {
                #expect(text.range(of: pattern, options: .regularExpression) == nil, "\(path) matches \(pattern)")
            }
        }
    }

    @Test func indexesListArticlesNewestFirst() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        try site.build()
        let index = try site.read("Site/en/index.html")
        let second = try #require(index.range(of: "second.html"))
        let first = try #require(index.range(of: "first.html"))
        #expect(second.lowerBound < first.lowerBound)
        let chinese = try site.read("Site/zh/index.html")
        #expect(chinese.contains("href=\"../en/second.html\""))
        let landing = try site.read("Site/index.html")
        #expect(landing.contains("href=\"en/index.html\"") && landing.contains("href=\"zh/index.html\""))
    }

    @Test func feedsAndSitemap() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        try site.build()
        let feed = try site.read("Site/en/feed.xml")
        #expect(feed.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"en\">"))
        #expect(feed.contains("<updated>2026-02-01T00:00:00Z</updated>"))
        #expect(feed.contains("<id>https://docs.example.org/sub/en/second.html</id>"))
        let sitemap = try site.read("Site/sitemap.xml")
        #expect(sitemap.contains("<loc>https://docs.example.org/sub/en/first.html</loc>"))
        #expect(sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://docs.example.org/sub/zh/first.html\"/>"))
        let notFound = try site.read("Site/404.html")
        #expect(notFound.contains("href=\"/sub/en/index.html\""))
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        try site.build()
        let first = try site.snapshot()
        try site.build()
        #expect(try site.snapshot() == first)
    }

    @Test func failedBuildLeavesThePreviousSite() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        try site.build()
        let before = try site.snapshot()
        try site.article("en/third.md", title: "Third", body: "[broken](nowhere.md)")
        #expect(throws: DiagnosticsError.self) { try site.build() }
        #expect(try site.snapshot() == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.contains("staging") || $0.contains(".old-") }
        #expect(leftovers.isEmpty)
    }

    @Test func refusesToReplaceAFolderItDidNotWrite() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        try site.write("Site/precious.txt", "keep me")
        #expect(throws: DiagnosticsError.self) { try site.build() }
        #expect(try site.read("Site/precious.txt") == "keep me")
    }

    @Test func unchangedInputIsNotRebuiltButAnyChangeIs() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        #expect(try site.build(cache: true).upToDate == false)
        let built = try site.snapshot()
        #expect(try site.build(cache: true).upToDate == true)
        #expect(try site.snapshot() == built)
        try site.article("en/second.md", title: "Second, edited", date: "2026-02-01")
        #expect(try site.build(cache: true).upToDate == false)
        #expect(try site.read("Site/en/second.html").contains("Second, edited"))
        // A damaged output folder is rebuilt even when the content did not change.
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("en/first.html"))
        #expect(try site.build(cache: true).upToDate == false)
        #expect(site.exists("Site/en/first.html"))
    }

    /// An author may keep the content elsewhere and link `Content` to it: the input check
    /// follows that link as the content's scan does (it looks files up beneath the open folder).
    @Test func aLinkedContentFolderIsCheckedThroughTheLink() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        let elsewhere = site.root.appendingPathComponent("Elsewhere")
        try FileManager.default.moveItem(at: site.content, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: site.content, withDestinationURL: elsewhere)
        #expect(try site.build(cache: true).upToDate == false)
        #expect(try site.build(cache: true).upToDate == true)
        try site.article("en/second.md", title: "Second, edited", date: "2026-02-01")
        #expect(try site.build(cache: true).upToDate == false)
        #expect(try site.read("Site/en/second.html").contains("Second, edited"))
    }

    @Test func recycledStagingFolderHoldsOnlyTheNewBuild() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        try site.build(cache: true)
        try site.article("en/extra.md", title: "Extra")
        try site.build(cache: true)
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("en/extra.md"))
        // This build reuses the folder of the first one, then the next one that of the second.
        try site.build(cache: true)
        try site.article("en/second.md", title: "Second again", date: "2026-02-01")
        try site.build(cache: true)
        #expect(!site.exists("Site/en/extra.html"))
        let recycled = try site.snapshot()
        try site.build(cache: false)
        #expect(try site.snapshot() == recycled)
    }

    @Test func undatedArticlesStillGiveAValidFeed() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.write("Content/en/undated.md", "---\ntitle: No date\n---\n\nText.\n")
        try site.build()
        let feed = try site.read("Site/en/feed.xml")
        let stamps = feed.components(separatedBy: "<updated>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(stamps.count == 2)
        #expect(stamps.allSatisfy { $0.range(of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$"#, options: .regularExpression) != nil }, "\(stamps)")
    }

    @Test func foldersOfAnInterruptedBuildAreCleanedUp() throws {
        let site = try Self.bilingualSite()
        defer { site.remove() }
        // No process has this id (Linux pids stay below 2^22).
        try site.write(".Site.staging-99999999/en/half.html", "<p>half")
        try site.build()
        #expect(!site.exists(".Site.staging-99999999"))
    }
}
