import Foundation
import SiteKit
import Testing

@Suite("Search")
struct SearchTests {
    static let nodePath = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func site() throws -> Fixture {
        let site = try Fixture()
        try site.article("zh/a.md", title: "甲", body: "视图的状态由标识决定。")
        try site.article("zh/b.md", title: "乙", body: "环境值向下传递，偏好值向上汇总。")
        try site.article("en/a.md", title: "Alpha", body: "Identity decides where state lives.")
        try site.article("en/b.md", title: "Beta", body: "Environment values flow down; preferences flow up.")
        return site
    }

    /// Runs the site's own search.js against its index, the way a browser would.
    func query(_ site: Fixture, language: String, _ text: String) throws -> [String] {
        try run(site, language: language, text, printing: "window.statedocsSearchQuery(data, process.argv[2]).map(function (id) { return data.pages[id][1]; })")
    }

    /// What each result quotes (its paragraph, cut around the words; nil: it shows the summary).
    func quotes(_ site: Fixture, language: String, _ text: String) throws -> [String?] {
        try run(site, language: language, text,
                printing: "window.statedocsSearchQuery(data, process.argv[2]).map(function (id) { return window.statedocsSearchQuote(data, id, process.argv[2]); })")
    }

    private func run<Output: Decodable>(_ site: Fixture, language: String, _ text: String, printing expression: String) throws -> Output {
        let assets = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("assets").path)
        let script = try site.read("Site/assets/" + assets.first { $0.hasPrefix("search.") }!)
        let index = try site.read("Site/\(language)/search-index.js")
        // The files of entries the index names, as a page loads them.
        let entries = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent(language).path)
            .filter { $0.hasPrefix("search-pages-") }.map { try site.read("Site/\(language)/" + $0) }
        let program = """
        var window = {}; var document = { querySelectorAll: function () { return []; } };
        \(index)
        \(entries.joined())
        \(script)
        var data = window.statedocsSearchIndex(\(String(reflecting: language)));
        console.log(JSON.stringify(\(expression)));
        """
        let file = site.root.appendingPathComponent("query.js")
        try program.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.nodePath!)
        process.arguments = [file.path, text]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode(Output.self, from: output)
    }

    @Test(.enabled(if: nodePath != nil, "needs node to run search.js"))
    func twoChineseCharactersFindTheArticleContainingThem() throws {
        let site = try Self.site()
        defer { site.remove() }
        try site.build()
        #expect(try query(site, language: "zh", "标识") == ["a.html"])
        #expect(try query(site, language: "zh", "偏好") == ["b.html"])
        #expect(try query(site, language: "zh", "视图 状态") == ["a.html"])
        #expect(try query(site, language: "zh", "好环") == [])
    }

    @Test(.enabled(if: nodePath != nil, "needs node to run search.js"))
    func englishWordsAndPrefixes() throws {
        let site = try Self.site()
        defer { site.remove() }
        try site.build()
        #expect(try query(site, language: "en", "identity") == ["a.html"])
        #expect(try query(site, language: "en", "Flow pref") == ["b.html"])
        #expect(try query(site, language: "en", "identity environment") == [])
    }

    /// Issue #31: a title beats a heading beats the text, a whole word beats a word begun, and a
    /// rare word counts more than a common one (BM25's idf; the index keeps no term counts).
    @Test(.enabled(if: nodePath != nil, "needs node to run search.js"))
    func rankingRewardsTitlesWholeWordsAndRareWords() throws {
        let site = try Fixture()
        defer { site.remove() }
        try site.article("en/text.md", title: "Layout notes", body: "A sheet is presented when its binding becomes true. Views update.")
        try site.article("en/title.md", title: "Sheet presentation", body: "How views show modal content.")
        try site.article("en/prefix.md", title: "Sheets and popovers", body: "Views present them.")
        try site.article("en/heading.md", title: "Modality", body: "## The sheet\n\nViews slide up.")
        // Newer first when scores tie: without idf, common.html would lead.
        try site.article("en/common.md", title: "Views everywhere", date: "2026-02-01", body: "Binding things.")
        try site.article("en/rare.md", title: "Binding rules", body: "Views too.")
        try site.build()
        #expect(try query(site, language: "en", "sheet") == ["title.html", "heading.html", "prefix.html", "text.html"])
        #expect(try query(site, language: "en", "sheets") == ["prefix.html"])
        // "views" is on every page, "binding" on three: the rare word in the title counts more
        // than the common one.
        #expect(try query(site, language: "en", "views binding") == ["rare.html", "common.html", "text.html"])
    }

    /// Issue #31: a result quotes the passage where the words are, not the summary, cut around
    /// them, and goes to that passage's section.
    @Test(.enabled(if: nodePath != nil, "needs node to run search.js"))
    func resultsQuoteTheParagraphThatMatches() throws {
        let site = try Fixture()
        defer { site.remove() }
        let filler = Array(repeating: "Views are values that describe the screen.", count: 8).joined(separator: " ")
        try site.article("en/a.md", title: "Presenting", extra: "summary: How presentation works.\n",
                         body: "Intro paragraph about views.\n\n## Sheets\n\n\(filler) A sheet keeps the value it captured when the binding flipped. \(filler)\n\n## Alerts\n\nAlerts are modal too.")
        try site.article("zh/a.md", title: "呈现", extra: "summary: 概述。\n", body: "## 表单\n\n表单展示时捕获的值不会自动更新。")
        try site.build()
        let quote = try #require(try quotes(site, language: "en", "captured binding").first ?? nil)
        #expect(quote.contains("A sheet keeps the value it captured when the binding flipped."))
        #expect(quote.hasPrefix("\u{2026}") && quote.hasSuffix("\u{2026}"))
        #expect(quote.count < 200)
        // Words only in the title: the summary is shown.
        #expect(try quotes(site, language: "en", "presenting") == [nil])
        #expect(try quotes(site, language: "zh", "捕获") == ["表单展示时捕获的值不会自动更新。"])
        let entries = try site.read("Site/en/search-pages-0.js")
        // The quoted paragraph belongs to the first section ("Sheets", index 0).
        #expect(entries.contains("the binding flipped. \(filler)\",0]"))
    }

    /// Past `SearchIndex.pagesPerShard` pages the entries are in several files; a page's
    /// number runs on across them.
    @Test(.enabled(if: nodePath != nil, "needs node to run search.js"))
    func pagesInEveryFileOfEntriesAreFound() throws {
        let site = try Fixture()
        defer { site.remove() }
        for number in 0..<70 {
            try site.article("en/p\(number).md", title: "Page \(number)", date: "2026-01-\(String(format: "%02d", number % 28 + 1))",
                             body: "Marker\(number) and common words.")
        }
        try site.build()
        #expect(site.exists("Site/en/search-pages-1.js") && !site.exists("Site/en/search-pages-2.js"))
        for number in [0, 33, 69] {
            #expect(try query(site, language: "en", "marker\(number)") == ["p\(number).html"])
        }
        #expect(try query(site, language: "en", "common").count == 20, "the first 20 of 70")
    }

    @Test func theIndexIsScriptsSoItLoadsFromFileURLs() throws {
        let site = try Self.site()
        defer { site.remove() }
        try site.build()
        let index = try site.read("Site/zh/search-index.js")
        #expect(index.hasPrefix("(window.statedocsSearch=window.statedocsSearch||{})[\"zh\"]="))
        #expect(index.contains("\"标识\":["))
        #expect(index.contains("\"shards\":[\"search-pages-0.js\"]"))
        #expect(try site.read("Site/zh/search-pages-0.js").hasPrefix("(window.statedocsSearchPages=window.statedocsSearchPages||{})[\"zh/search-pages-0.js\"]=[[\""))
        let page = try site.read("Site/zh/a.html")
        #expect(page.contains("data-index=\"../zh/search-index.js\""))
    }
}
