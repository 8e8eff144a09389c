import Diagnostics
import Foundation
@testable import SiteKit
import Testing

/// An incremental build (one that reuses what the last build left in the cache, or in memory
/// as `serve` does) must write exactly what a build from nothing writes, touch only the files
/// whose bytes change, and leave the live site alone when it fails. (Chosen: the contract of
/// Hugo's and Bazel's incremental builds, stated in issue 12.)
@Suite("Incremental builds")
struct IncrementalBuildTests {
    /// Every file of a folder with its modification time (`sec.nsec`).
    static func modificationTimes(_ folder: URL) -> [String: String] {
        var times: [String: String] = [:]
        let base = folder.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
            var info = stat()
            guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            times[String(url.standardizedFileURL.path.dropFirst(base.count))] = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }
        return times
    }

    /// The same content built from nothing into `Clean/`.
    static func cleanBuild(_ site: Fixture) throws -> [String: Data] {
        let clean = site.root.appendingPathComponent("Clean")
        try? FileManager.default.removeItem(at: clean)
        _ = try SiteBuilder(options: BuildOptions(contentDirectory: site.content, outputDirectory: clean)).build()
        var files: [String: Data] = [:]
        let base = clean.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: clean, includingPropertiesForKeys: [.isRegularFileKey])!
        where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return files
    }

    /// A small bilingual site whose articles link to each other, carry tags, code and headings.
    static func site(articles: Int) throws -> Fixture {
        let site = try Fixture()
        for number in 0..<articles {
            let body = "Intro \(number).\n\n## Part one\n\nSee [the anchor](anchor.md#stable).\n\n```swift\nlet value = \(number)\n```\n\n## Part two\n\nMore."
            try site.article("en/page\(number).md", title: "Page \(number)", date: "2026-01-\(String(format: "%02d", number % 28 + 1))",
                             tags: number % 3 == 0 ? ["state"] : ["view", "Binding"], body: body)
            if number % 4 != 3 {
                try site.article("zh/page\(number).md", title: "第\(number)页", date: "2026-01-\(String(format: "%02d", number % 28 + 1))",
                                 tags: ["状态"], body: "## 第一部分\n\n视图 \(number)。")
            }
        }
        try site.article("en/anchor.md", title: "Anchor", body: "## Stable\n\nLinked from every page.")
        try site.article("zh/anchor.md", title: "锚点", body: "## Stable\n\n不变。")
        return site
    }

    /// One edit of the kinds an author makes: text, titles, dates, tags, new and removed
    /// articles, templates, site.yml, static files.
    static func randomEdit(_ site: Fixture, articles: inout Set<Int>, next: inout Int, using random: inout FuzzTests.Generator) throws -> String {
        let number = articles.sorted()[Int(random.next() % UInt64(articles.count))]
        let language = random.next() % 3 == 0 ? "zh" : "en"
        let path = "Content/\(language)/page\(number).md"
        let exists = site.exists(path)
        switch random.next() % 11 {
        case 0 where exists:
            try site.write(path, try site.read(path) + "\n\n## Added \(random.next() % 1000)\n\nNew words \(random.next()).\n")
            return "body of \(path)"
        case 1 where exists:
            let text = try site.read(path)
            try site.write(path, text.replacingOccurrences(of: #"title: "[^"]*""#, with: "title: \"Retitled \(random.next() % 100)\"", options: .regularExpression))
            return "title of \(path)"
        case 2 where exists:
            let text = try site.read(path)
            try site.write(path, text.replacingOccurrences(of: #"date: \S+"#, with: "date: 2025-12-\(String(format: "%02d", random.next() % 28 + 1))", options: .regularExpression))
            return "date of \(path)"
        case 3 where exists:
            let text = try site.read(path)
            try site.write(path, text.replacingOccurrences(of: #"tags: \[[^\]]*\]"#, with: "tags: [fresh\(random.next() % 3), state]", options: .regularExpression))
            return "tags of \(path)"
        case 4:
            let added = next
            next += 1
            articles.insert(added)
            try site.article("en/page\(added).md", title: "Added \(added)", date: "2026-03-01", tags: ["state"], body: "Links to [a page](page\(number).md).")
            return "added en/page\(added).md"
        case 5 where articles.count > 3:
            // Only articles nothing links to are removed (links go to anchor.md and to added pages).
            guard let removable = articles.sorted().first(where: { candidate in
                !(try! FileManager.default.contentsOfDirectory(atPath: site.content.appendingPathComponent("en").path)
                    .contains { name in (try? site.read("Content/en/" + name))?.contains("(page\(candidate).md)") == true })
            }) else { return "nothing removable" }
            articles.remove(removable)
            try? FileManager.default.removeItem(at: site.content.appendingPathComponent("en/page\(removable).md"))
            try? FileManager.default.removeItem(at: site.content.appendingPathComponent("zh/page\(removable).md"))
            return "removed page\(removable)"
        case 6:
            let builtIn = try String(contentsOf: Theme.builtInDirectory!.appendingPathComponent("article.mustache"), encoding: .utf8)
            try site.write("Content/theme/article.mustache", builtIn + "<!-- theme edit \(random.next() % 5) -->\n")
            return "article template"
        case 7:
            try site.write("Content/site.yml", Fixture.siteYML.replacingOccurrences(of: "Test Docs", with: "Test Docs \(random.next() % 4)"))
            return "site.yml"
        case 8:
            try site.write("Content/en/notes.txt", "static \(random.next() % 3)\n")
            return "static file"
        case 9 where exists && language == "en":
            // Its anchors change: every page's links are resolved again.
            let text = try site.read(path)
            try site.write(path, text.replacingOccurrences(of: #"## Part (two|\d+)"#, with: "## Part \(random.next() % 1000)", options: .regularExpression))
            return "a heading of \(path)"
        default:
            try site.write("Content/zh/page\(number).md", "---\ntitle: \"第\(number)页 \(random.next() % 9)\"\ndate: 2026-01-05\n---\n\n## 第一部分\n\n新的。\n")
            return "translation of page\(number)"
        }
    }

    @Test func randomEditsBuildExactlyWhatACleanBuildDoes() throws {
        let site = try Self.site(articles: 12)
        defer { site.remove() }
        var random = FuzzTests.Generator(state: 12)
        var articles = Set(0..<12)
        var next = 100
        try site.build(cache: true)
        #expect(try site.snapshot() == Self.cleanBuild(site))
        for step in 0..<40 {
            let edit = try Self.randomEdit(site, articles: &articles, next: &next, using: &random)
            let before = try site.snapshot()
            let report = try site.build(cache: true)
            let after = try site.snapshot()
            #expect(after == (try Self.cleanBuild(site)), "step \(step): \(edit)")
            // The report names exactly the files whose bytes changed.
            let changed = Set(after.keys.filter { after[$0] != before[$0] } + before.keys.filter { after[$0] == nil })
            #expect(report.upToDate || report.changedPaths == changed, "step \(step): \(edit)")
        }
    }

    /// `serve` keeps the last build in memory instead of the cache folder.
    @Test func buildsKeptInMemoryMatchACleanBuild() throws {
        let site = try Self.site(articles: 6)
        defer { site.remove() }
        try Self.editAndRebuild(site, memory: SiteMemory(), cache: false, seed: 7, steps: 15)
    }

    /// `serve` writes the cache after a build has reported; the next build waits for it, and
    /// a `build` after `serve` finds the cache the last rebuild left.
    @Test func cacheWrittenInTheBackgroundIsWhatTheNextBuildsRead() throws {
        let site = try Self.site(articles: 6)
        defer { site.remove() }
        let memory = SiteMemory(writingCacheInBackground: true)
        try Self.editAndRebuild(site, memory: memory, cache: true, seed: 11, steps: 10)
        memory.finishCacheWrites()
        #expect(try site.build(cache: true).upToDate)
    }

    /// `serve`'s first build leaves no old site to recycle as the next staging folder; it makes
    /// one in the background from the live files (hard links), and the first edit's build
    /// takes it over: unchanged pages stay the very same files, and the site is still what a
    /// clean build writes. (Chosen: the first save after `serve` starts should be as quick as
    /// the ones after it.)
    @Test func serveMakesItsFirstRebuildAFolderToRecycle() throws {
        let site = try Self.site(articles: 5)
        defer { site.remove() }
        var options = site.options(cache: true)
        let memory = SiteMemory(writingCacheInBackground: true)
        options.memory = memory
        _ = try SiteBuilder(options: options).build()
        memory.finishCacheWrites()
        let spare = options.cacheDirectory!.appendingPathComponent("spare-Site")
        let live = try site.snapshot()
        func inode(_ path: String) -> ino_t? {
            var info = stat()
            return stat(path, &info) == 0 ? info.st_ino : nil
        }
        for path in live.keys {
            #expect(inode(spare.path + "/" + path) == inode(site.output.path + "/" + path), "\(path) in the spare")
        }
        let before = Dictionary(uniqueKeysWithValues: live.keys.map { ($0, inode(site.output.path + "/" + $0)) })
        let text = try site.read("Content/en/page2.md")
        try site.write("Content/en/page2.md", text.replacingOccurrences(of: "More.", with: "More, edited."))
        let report = try SiteBuilder(options: options).build()
        #expect(try site.snapshot() == Self.cleanBuild(site))
        for path in live.keys where !report.changedPaths.contains(path) {
            #expect(inode(site.output.path + "/" + path) == before[path], "\(path) is the same file")
        }
        // A `build` process leaves no such work behind: it would pay for it itself.
        let cli = try Self.site(articles: 2)
        defer { cli.remove() }
        try cli.build(cache: true)
        #expect(!FileManager.default.fileExists(atPath: cli.options(cache: true).cacheDirectory!.appendingPathComponent("spare-Site").path))
    }

    /// Builds with `memory`, then random edits, each followed by a build that must match a clean one.
    static func editAndRebuild(_ site: Fixture, memory: SiteMemory, cache: Bool, seed: UInt64, steps: Int) throws {
        var options = site.options(cache: cache)
        options.memory = memory
        var random = FuzzTests.Generator(state: seed)
        var articles = Set(0..<6)
        var next = 50
        _ = try SiteBuilder(options: options).build()
        for step in 0..<steps {
            let edit = try randomEdit(site, articles: &articles, next: &next, using: &random)
            _ = try SiteBuilder(options: options).build()
            #expect(try site.snapshot() == cleanBuild(site), "step \(step): \(edit)")
        }
    }

    @Test func anEditRewritesOnlyTheFilesItChanges() throws {
        let site = try Self.site(articles: 8)
        defer { site.remove() }
        try site.build(cache: true)
        let times = Self.modificationTimes(site.output)
        let before = try site.snapshot()
        Thread.sleep(forTimeInterval: 0.02)
        let text = try site.read("Content/en/page5.md")
        try site.write("Content/en/page5.md", text.replacingOccurrences(of: "More.", with: "More, and then some."))
        let report = try site.build(cache: true)
        let after = try site.snapshot()
        let newTimes = Self.modificationTimes(site.output)
        // The page and the search index (its words and its entry) change; nothing else is touched.
        #expect(report.changedPaths == ["en/page5.html", "en/search-index.js", "en/search-pages-0.js"])
        for path in after.keys.sorted() where !report.changedPaths.contains(path) {
            #expect(after[path] == before[path], "\(path)")
            #expect(newTimes[path] == times[path], "\(path) was written again")
        }
        #expect(newTimes["en/page5.html"] != times["en/page5.html"])
    }

    @Test func anEditRewritesTheSearchTermsAndOneFileOfEntries() throws {
        let site = try Self.site(articles: 70)
        defer { site.remove() }
        try site.build(cache: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("en").path)
        #expect(files.filter { $0.hasPrefix("search-pages-") }.count == 2, "71 English pages, 64 to a file")
        let text = try site.read("Content/en/page40.md")
        try site.write("Content/en/page40.md", text.replacingOccurrences(of: "More.", with: "More, and then some."))
        let report = try site.build(cache: true)
        let entries = report.changedPaths.filter { $0.hasPrefix("en/search-pages-") }
        #expect(report.changedPaths.subtracting(entries) == ["en/page40.html", "en/search-index.js"])
        #expect(entries.count == 1)
        for file in entries { #expect(try site.read("Site/" + file).contains("\"page40.html\"")) }
        #expect(try site.snapshot() == Self.cleanBuild(site))
    }

    @Test func aRetitledArticleRewritesItsNeighboursAndListsButNotTheRest() throws {
        let site = try Self.site(articles: 8)
        defer { site.remove() }
        try site.build(cache: true)
        let text = try site.read("Content/en/page3.md")
        try site.write("Content/en/page3.md", text.replacingOccurrences(of: "title: \"Page 3\"", with: "title: \"Page three\""))
        let report = try site.build(cache: true)
        // Its neighbours in reading order (page2, page4 by date) show its title in their pager.
        #expect(report.changedPaths.isSuperset(of: ["en/page3.html", "en/page2.html", "en/page4.html", "en/index.html", "en/feed.xml", "en/search-index.js"]))
        #expect(!report.changedPaths.contains("en/page6.html"))
        #expect(!report.changedPaths.contains("zh/page3.html"), "the twin shows the language, not the title")
        #expect(try site.snapshot() == Self.cleanBuild(site))
    }

    /// A kept page is a hard link to the live site's file; a failed build that wrote the same
    /// path into its staging folder must not have written through it.
    @Test func aFailedIncrementalBuildLeavesTheLiveSiteAsItWas() throws {
        let site = try Self.site(articles: 5)
        defer { site.remove() }
        try site.build(cache: true)
        try site.write("Content/en/page1.md", try site.read("Content/en/page1.md") + "\nFirst edit.\n")
        try site.build(cache: true)
        try site.write("Content/en/page1.md", try site.read("Content/en/page1.md") + "\nSecond edit.\n")
        try site.build(cache: true)
        let live = try site.snapshot()
        try site.write("Content/en/page2.md", try site.read("Content/en/page2.md") + "\nChanged too.\n")
        try site.write("Content/en/page4.md", "---\ntitle: Broken\n---\n\nA [broken link](nowhere.md).\n")
        #expect(throws: DiagnosticsError.self) { try site.build(cache: true) }
        #expect(try site.snapshot() == live)
        try site.write("Content/en/page4.md", "---\ntitle: Mended\n---\n\nNo link.\n")
        try site.build(cache: true)
        #expect(try site.snapshot() == Self.cleanBuild(site))
    }

    /// The cache's bodies are only a shortcut: lost or damaged, the build renders them again.
    @Test func aDamagedBodyCacheIsRenderedAgain() throws {
        let site = try Self.site(articles: 4)
        defer { site.remove() }
        try site.build(cache: true)
        let bodies = site.root.appendingPathComponent(".statedocs-cache/site-bodies")
        try FileManager.default.removeItem(at: bodies.appendingPathComponent("html"))
        try site.write("Content/theme/article.mustache",
                       try String(contentsOf: Theme.builtInDirectory!.appendingPathComponent("article.mustache"), encoding: .utf8) + "<!-- edited -->\n")
        try site.build(cache: true)
        #expect(try site.snapshot() == Self.cleanBuild(site))
        try Data("garbage".utf8).write(to: bodies.appendingPathComponent("index"))
        try site.write("Content/en/page2.md", try site.read("Content/en/page2.md") + "\nMore.\n")
        try site.build(cache: true)
        #expect(try site.snapshot() == Self.cleanBuild(site))
    }

    /// A cache from before the HTML log kept a file per body beside an index of an older
    /// version: the build renders the bodies again and leaves none of those files behind.
    @Test func bodyFilesOfTheOldLayoutAreRemoved() throws {
        let site = try Self.site(articles: 4)
        defer { site.remove() }
        let bodies = site.root.appendingPathComponent(".statedocs-cache/site-bodies")
        try FileManager.default.createDirectory(at: bodies, withIntermediateDirectories: true)
        for key in ["0123456789abcdef", "fedcba9876543210"] { try site.write(".statedocs-cache/site-bodies/\(key).html", "<p>old</p>") }
        try site.write(".statedocs-cache/site-bodies/index", "bodies 4")
        try site.build(cache: true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: bodies.path).sorted() == ["html", "index", "terms"])
        #expect(try site.snapshot() == Self.cleanBuild(site))
    }

    /// Articles whose files have been quiet are taken from the cache by their stamps without
    /// being read; when their bodies must be rendered again after all, the Markdown is read then.
    @Test func quietArticlesWhoseBodiesAreLostAreReadWhenRendered() throws {
        let site = try Self.site(articles: 4)
        defer { site.remove() }
        let files = try #require(FileManager.default.enumerator(atPath: site.content.path)).compactMap { $0 as? String }
        for file in files {
            var times = [timespec(tv_sec: time(nil) - 60, tv_nsec: 0), timespec(tv_sec: time(nil) - 60, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, site.content.appendingPathComponent(file).path, &times, 0) == 0)
        }
        try site.build(cache: true)
        try Data("garbage".utf8).write(to: site.root.appendingPathComponent(".statedocs-cache/site-bodies/index"))
        try site.write("Content/en/page2.md", try site.read("Content/en/page2.md") + "\nMore.\n")
        try site.build(cache: true)
        #expect(try site.snapshot() == Self.cleanBuild(site))
    }

    /// A page of Site/ changed by hand is written again, even when its inputs did not change.
    @Test func aFileChangedInSiteIsWrittenAgain() throws {
        let site = try Self.site(articles: 4)
        defer { site.remove() }
        try site.build(cache: true)
        try site.write("Site/en/page2.html", "tampered")
        try site.write("Content/en/page1.md", try site.read("Content/en/page1.md") + "\nEdit.\n")
        try site.build(cache: true)
        #expect(try site.snapshot() == Self.cleanBuild(site))
    }

    /// An article whose file did not change still has its links checked again when what they
    /// lead to changes: a heading it links to is renamed, or the page it links to becomes a
    /// draft. Each build fails naming every article whose link broke, and leaves Site/ alone.
    @Test func anUnchangedArticleWhoseLinkTargetGoesAwayFailsTheBuild() throws {
        let site = try Self.site(articles: 3)
        defer { site.remove() }
        try site.build(cache: true)
        let live = try site.snapshot()
        let anchor = try site.read("Content/en/anchor.md")
        func brokenLinks() -> [String] {
            do {
                try site.build(cache: true)
                return []
            } catch let error as DiagnosticsError {
                return error.diagnostics.filter { $0.id == .linkBroken }.map { URL(fileURLWithPath: $0.file).lastPathComponent }.sorted()
            } catch {
                return ["\(error)"]
            }
        }
        try site.write("Content/en/anchor.md", anchor.replacingOccurrences(of: "## Stable", with: "## Renamed"))
        #expect(brokenLinks() == ["page0.md", "page1.md", "page2.md"])
        #expect(try site.snapshot() == live)
        try site.write("Content/en/anchor.md", anchor.replacingOccurrences(of: "title: \"Anchor\"", with: "title: \"Anchor\"\ndraft: true"))
        #expect(brokenLinks() == ["page0.md", "page1.md", "page2.md"])
        #expect(try site.snapshot() == live)
        try site.write("Content/en/anchor.md", anchor)
        try site.build(cache: true)
        #expect(try site.snapshot() == live)
    }

    /// The search terms of bodies taken from the last build stay on disk until an index needs
    /// them; lost or damaged, the bodies are rendered again, whether the index is spliced (a
    /// retitled page) or written anew (a page added).
    @Test func lostSearchTermsAreMadeAgain() throws {
        let site = try Self.site(articles: 6)
        defer { site.remove() }
        try site.build(cache: true)
        let terms = site.root.appendingPathComponent(".statedocs-cache/site-bodies/terms")
        try Data("garbage".utf8).write(to: terms)
        let text = try site.read("Content/en/page2.md")
        try site.write("Content/en/page2.md", text.replacingOccurrences(of: "title: \"Page 2\"", with: "title: \"Page two\""))
        try site.build(cache: true)
        #expect(try site.snapshot() == Self.cleanBuild(site))
        try FileManager.default.removeItem(at: terms)
        try site.article("en/added.md", title: "Added", body: "New words.")
        try site.build(cache: true)
        #expect(try site.snapshot() == Self.cleanBuild(site))
        // With the live index gone there is nothing to splice into: every page's terms are read.
        try Data("garbage".utf8).write(to: terms)
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("en/search-index.js"))
        try site.write("Content/en/page3.md", try site.read("Content/en/page3.md") + "\nOne more line.\n")
        try site.build(cache: true)
        #expect(try site.snapshot() == Self.cleanBuild(site))
        // Nor with a file of entries gone: its pages' entries are read.
        try Data("garbage".utf8).write(to: terms)
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("en/search-pages-0.js"))
        try site.write("Content/en/page4.md", try site.read("Content/en/page4.md") + "\nOne more line.\n")
        try site.build(cache: true)
        #expect(try site.snapshot() == Self.cleanBuild(site))
    }
}
