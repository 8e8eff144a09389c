import Foundation
import SiteKit
import Testing

@Suite("Links between articles are checked and rewritten")
struct LinkTests {
    @Test func brokenLinksAreErrorsAtTheirPosition() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: "## Start here\n\nSee [b](b.md#intro), [gone](missing.md),\n[bad anchor](b.md#nowhere) and [self](#start-here) and [oops](#nope).")
        try site.article("en/b.md", title: "B", body: "## Intro\n\nHi.")
        let errors = buildErrors(site)
        let file = "\(DisplayPath.of(site.content))/en/a.md"
        #expect(errors.count == 3, "\(errors)")
        // Front matter is 4 lines, then a blank line: the body's third line is file line 8.
        #expect(errors.contains { $0.hasPrefix("\(file):8:22: error: broken link") && $0.contains("missing.md") })
        #expect(errors.contains { $0.hasPrefix("\(file):9:1: error: broken link") && $0.contains("#nowhere") })
        #expect(errors.contains { $0.hasPrefix("\(file):9:56: error: broken link") && $0.contains("#nope") })
    }

    @Test func linksToMarkdownFilesBecomeLinksToPages() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: "[B](b.md#part-two) [Chinese](../zh/a.md) [out](https://swift.org) [pic](figure.png)")
        try site.article("en/b.md", title: "B", extra: "slug: renamed\n", body: "## Part two\n")
        try site.article("zh/a.md", title: "甲")
        try site.write("Content/en/figure.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try site.build()
        let page = try site.read("Site/en/a.html")
        #expect(page.contains("href=\"renamed.html#part-two\""))
        #expect(page.contains("href=\"../zh/a.html\""))
        #expect(page.contains("href=\"https://swift.org\""))
        #expect(page.contains("href=\"figure.png\""))
        #expect(site.exists("Site/en/figure.png"))
    }

    @Test func linkToADraftIsBroken() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: "[later](b.md)")
        try site.article("en/b.md", title: "B", extra: "draft: true\n")
        #expect(buildErrors(site).first?.contains("links to a draft") == true)
    }

    @Test func linkOutsideContentIsBroken() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", body: "[up](../../../etc/passwd)")
        #expect(buildErrors(site).first?.contains("points outside the content folder") == true)
    }

    @Test func chineseHeadingAnchorsResolve() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("zh/a.md", title: "甲", body: "## 状态与标识\n\n见[上文](#状态与标识)。")
        try site.build()
        #expect(try site.read("Site/zh/a.html").contains("id=\"状态与标识\""))
    }
}
