import Diagnostics
import Foundation
import Testing
@testable import SiteKit

/// What a reader notices in the built pages, checked in the HTML (the browser tests check
/// the same pages in Chromium).
@Suite("Reader furniture")
struct ReaderFurnitureTests {
    /// goldmark's `eastAsianLineBreaks`: a soft break between two CJK characters is dropped;
    /// between Latin words, and in code, it stays.
    @Test func softBreaksBetweenCJKCharactersAreJoined() {
        #expect(EastAsianLineBreaks.join("<p>视图的状态\n由标识决定，\n而不是位置。</p>") == "<p>视图的状态由标识决定，而不是位置。</p>")
        #expect(EastAsianLineBreaks.join("<p>状态 state\nlives 在这里\n和那里</p>") == "<p>状态 state\nlives 在这里和那里</p>")
        #expect(EastAsianLineBreaks.join("<pre><code>中\n文</code></pre>\n<p>中\n文</p>") == "<pre><code>中\n文</code></pre>\n<p>中文</p>")
        // Issue #31: next to links, emphasis and code the text beyond the tags decides.
        #expect(EastAsianLineBreaks.join("<p>详见\n<a href=\"a.html\">读取即订阅</a>。</p>") == "<p>详见<a href=\"a.html\">读取即订阅</a>。</p>")
        #expect(EastAsianLineBreaks.join("<p><em>状态</em>\n<strong>属于</strong>\n<code>State</code></p>") == "<p><em>状态</em><strong>属于</strong>\n<code>State</code></p>")
        #expect(EastAsianLineBreaks.join("<li>中文</li>\n<li>文字</li>") == "<li>中文</li>\n<li>文字</li>")
        // Curly quotes and the ellipsis are full width in Chinese prose, though outside the CJK
        // blocks: beside a CJK character the break joins; in English it stays a space.
        #expect(EastAsianLineBreaks.join("<p>屏幕上显示\n“Theme: dark”\n（见上）</p>") == "<p>屏幕上显示“Theme: dark”（见上）</p>")
        #expect(EastAsianLineBreaks.join("<p>she said\n“yes”\nand left</p>") == "<p>she said\n“yes”\nand left</p>")
    }

    /// The join looks only at newlines and the tags before them; it must drop exactly the
    /// newlines the byte-by-byte definition (below) drops.
    @Test func joiningMatchesTheByteByByteDefinition() {
        let pieces = ["<p>", "</p>", "<a href=\"x\">", "</a>", "<em>", "</code>", "<pre>", "</pre>", "<pre class=\"swift\">", "<pref>", "</pre >", "<", "视图", "状态", "。", "，", "a", "state",
                      " ", "\n", "\n\n", "한", "カ", "é", "😀", "𠀀", "\r\n", "ｆ"]
        var random = SearchIndexOracleTests.SeededRandom(seed: 23)
        for _ in 0..<3_000 {
            let html = (0..<random.next(40)).map { _ in pieces[random.next(pieces.count)] }.joined()
            #expect(EastAsianLineBreaks.join(html) == Self.joinedByteByByte(html), "\(String(reflecting: html))")
        }
    }

    /// The first definition: every byte copied, `<pre>` depth kept as it goes.
    private static func joinedByteByByte(_ html: String) -> String {
        let bytes = Array(html.utf8)
        func starts(_ index: Int, _ text: String) -> Bool {
            let pattern = Array(text.utf8)
            guard index + pattern.count <= bytes.count, Array(bytes[index..<index + pattern.count]) == pattern else { return false }
            let after = index + pattern.count
            return after == bytes.count || bytes[after] == UInt8(ascii: ">") || bytes[after] == UInt8(ascii: " ")
        }
        func scalar(startingAt index: Int) -> Unicode.Scalar? {
            guard index < bytes.count, bytes[index] >= 0xC0 else { return nil }
            let length = bytes[index] >= 0xF0 ? 4 : bytes[index] >= 0xE0 ? 3 : 2
            guard index + length <= bytes.count else { return nil }
            return String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first
        }
        func scalar(endingAt index: Int) -> Unicode.Scalar? {
            guard index >= 0, bytes[index] >= 0x80 else { return nil }
            var start = index
            while start > 0, start > index - 3, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            return scalar(startingAt: start)
        }
        var out: [UInt8] = []
        var inPre = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if starts(index, "<pre") { inPre += 1 } else if starts(index, "</pre") { inPre = max(0, inPre - 1) }
            }
            let textEnd = bytes.withUnsafeBufferPointer { EastAsianLineBreaks.textEnd(before: index, in: $0) }
            let textStart = bytes.withUnsafeBufferPointer { EastAsianLineBreaks.textStart(after: index, in: $0) }
            if byte == 0x0A, inPre == 0, let before = scalar(endingAt: textEnd), let after = scalar(startingAt: textStart),
               EastAsianLineBreaks.isEastAsian(before), EastAsianLineBreaks.isEastAsian(after) {
                continue
            }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test func summariesRenderTheirInlineMarkdown() {
        #expect(InlineMarkdown.html("How `@State` keeps a *count* <b>x</b>") == "How <code>@State</code> keeps a <em>count</em> x")
        #expect(InlineMarkdown.plain("How `@State` keeps a *count*") == "How @State keeps a count")
    }

    @Test func tagsDifferingInCaseAreOneTagAndTheHeadingIsASentence() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A", date: "2026-01-02", tags: ["State"])
        try site.article("en/b.md", title: "B", date: "2026-01-01", tags: ["state", "STATE"])
        try site.article("zh/a.md", title: "甲", tags: ["状态"])
        try site.build()
        let tag = try site.read("Site/en/tags/state.html")
        #expect(tag.contains("<h1>Articles tagged “state”</h1>"))
        #expect(try site.read("Site/en/a.html").contains(">state</a>"))
        #expect(!(try site.read("Site/en/tags/index.html").contains(">State<")))
        #expect(try site.read("Site/zh/tags/状态.html").contains("<h1>标签为“状态”的文章</h1>"))
    }

    @Test func staticFilesGoToTheSiteRootAndRobotsNamesTheSitemap() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/a.md", title: "A")
        try site.write("Content/static/CNAME", "docs.example.org\n")
        try site.write("Content/static/.nojekyll", "")
        try site.write("Content/static/img/logo.svg", "<svg/>")
        try site.build()
        #expect(try site.read("Site/CNAME") == "docs.example.org\n")
        #expect(site.exists("Site/.nojekyll"))
        #expect(site.exists("Site/img/logo.svg"))
        #expect(try site.read("Site/robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: https://docs.example.org/sub/sitemap.xml\n")

        try site.write("Content/static/robots.txt", "User-agent: *\nDisallow: /\n")
        try site.build()
        #expect(try site.read("Site/robots.txt") == "User-agent: *\nDisallow: /\n")

        try site.write("Content/static/sitemap.xml", "<urlset/>")
        #expect(throws: DiagnosticsError.self) { try site.build() }
    }

    @Test func articlePagesCarryReaderFurniture() throws {
        let site = try Fixture(siteYML: Fixture.siteYML + "\neditURL: https://github.com/o/r/edit/main/Content\ntagline: Claims that prove themselves\n")
        defer { site.remove() }
        try site.article("en/a.md", title: "Alpha & more", extra: "summary: Uses `code`\nlastmod: 2026-02-03\n", body: "## One\n\nx\n\n## Two\n\ny\n")
        try site.build()
        let page = try site.read("Site/en/a.html")
        #expect(page.contains("<a class=\"skip-link\" href=\"#main\">Skip to content</a>"))
        #expect(page.contains("<main id=\"main\" tabindex=\"-1\">"))
        #expect(page.contains("<meta property=\"og:title\" content=\"Alpha &amp; more\">"))
        #expect(page.contains("<meta property=\"og:type\" content=\"article\">"))
        #expect(page.contains("<meta property=\"og:url\" content=\"https://docs.example.org/sub/en/a.html\">"))
        #expect(page.contains("<meta name=\"description\" content=\"Uses code\">"))
        #expect(page.contains("<meta name=\"twitter:card\" content=\"summary\">"))
        #expect(page.contains("<link rel=\"icon\" href=\"../assets/favicon."))
        #expect(page.contains("Last updated <time datetime=\"2026-02-03\">2026-02-03</time>"))
        #expect(page.contains("<a href=\"https://github.com/o/r/edit/main/Content/en/a.md\">Edit this page</a>"))
        #expect(page.contains("class=\"article has-toc\""))
        #expect(page.contains("src=\"../assets/page."))
        let index = try site.read("Site/en/index.html")
        #expect(index.contains("<p>Uses <code>code</code></p>"))
        let landing = try site.read("Site/index.html")
        #expect(landing.contains("<h1>Test Docs</h1>"))
        #expect(landing.contains("<p class=\"tagline\">Claims that prove themselves</p>"))
        #expect(landing.contains("data-index=\"en/search-index.js\""))
    }

    /// A third language takes its words from Content/i18n/<code>.yml, else English with a warning.
    @Test func aThirdLanguageGetsItsWordsFromAStringsFile() throws {
        let site = try Fixture(siteYML: "title: Docs\nbaseURL: https://docs.example.org/\nlanguages: [en, ja, fr]\n")
        defer { site.remove() }
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("zh"))
        for code in ["en", "ja", "fr"] { try site.article("\(code)/a.md", title: "A \(code)") }
        try site.write("Content/i18n/ja.yml", "contents: 目次\nsearch: 検索\nsearhPlaceholder: x\n")
        let report = try site.build()
        let messages = report.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("no interface strings for 'fr'") })
        #expect(messages.contains { $0.hasSuffix("unknown key 'searhPlaceholder' is ignored; did you mean 'searchPlaceholder'?") })
        #expect(messages.contains { $0.contains("Content/i18n/ja.yml: warning: missing ") })
        #expect(try site.read("Site/ja/a.html").contains("aria-label=\"検索\""))
        #expect(try site.read("Site/fr/a.html").contains("aria-label=\"Search\""))
    }
}
