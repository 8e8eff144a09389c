import Foundation
import Testing

@Suite("statedocs build")
struct BuildCommandTests {
    @Test func buildsTheSiteAndReportsOnStderr() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let result = try site.run("build")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Built 2 articles"))
        #expect(site.exists("Site/en/hello.html") && site.exists("Site/zh/hello.html") && site.exists("Site/index.html"))
        #expect(try site.read("Site/en/hello.html").contains("href=\"../zh/hello.html#第一\""))
    }

    @Test func quietPrintsNothingOnSuccess() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let result = try site.run("build", "--quiet")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func contentAndOutputOptions() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try FileManager.default.moveItem(at: site.root.appendingPathComponent("Content"), to: site.root.appendingPathComponent("docs"))
        let result = try site.run("build", "--content", "docs", "--output", "public", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(site.exists("public/en/hello.html"))
        #expect(!site.exists("Site"))
    }

    @Test func rebuildingIsByteIdenticalAndUnchangedInputIsUpToDate() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        #expect(try site.run("build", "--no-cache").status == 0)
        let first = try site.snapshot()
        #expect(try site.run("build").status == 0)
        #expect(try site.snapshot() == first)
        let again = try site.run("build")
        #expect(again.stderr.contains("up to date"), "\(again.stderr)")
        #expect(try site.snapshot() == first)
    }

    /// A build after edits reuses the last one (the cache) and writes what `--no-cache` writes.
    @Test func anIncrementalBuildWritesWhatAFullBuildWrites() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try site.write("Content/en/other.md", "---\ntitle: Other\ndate: 2026-01-01\n---\n\nSee [hello](hello.md#first).\n")
        #expect(try site.run("build").status == 0)
        try site.write("Content/en/hello.md", "---\ntitle: Hello, retitled\ndate: 2026-03-01\ntags: [intro, more]\n---\n\n## First\n\nEdited.\n")
        try site.write("Content/zh/other.md", "---\ntitle: 其他\ndate: 2026-01-01\n---\n\n新的。\n")
        let incremental = try site.run("build")
        #expect(incremental.status == 0, "\(incremental.stderr)")
        #expect(try site.run("build", "--no-cache", "--output", "Clean").status == 0)
        #expect(try site.snapshot() == site.snapshot("Clean"))
    }

    /// Each bad input: exit 1, a diagnostic naming the file (and line), the previous Site/ kept.
    static let badInputs: [(name: String, path: String, content: String, expected: String)] = [
        ("malformed YAML", "Content/en/bad.md", "---\ntitle: [oops\n---\n", "Content/en/bad.md:2:8: error: invalid YAML"),
        ("missing title", "Content/en/bad.md", "---\ndate: 2026-01-01\n---\nText\n", "Content/en/bad.md:1:1: error: front matter has no 'title'"),
        ("duplicate slug", "Content/en/bad.md", "---\ntitle: Again\nslug: hello\n---\n", "Content/en/bad.md:3: error: duplicate slug 'hello': Content/en/hello.md already uses it"),
        ("slug escaping Site/", "Content/en/bad.md", "---\ntitle: Escape\nslug: ../x\n---\n", "Content/en/bad.md:3: error: slug '../x' would write outside"),
        ("empty file", "Content/zh/bad.md", "", "Content/zh/bad.md: error: file is empty"),
        ("unknown language folder", "Content/de/bad.md", "---\ntitle: Hallo\n---\n", "Content/de: error: unknown language folder 'de'"),
        ("template error", "Content/theme/article.mustache", "{{#title}}unclosed", "Content/theme/article.mustache:1:"),
        ("broken internal link", "Content/en/bad.md", "---\ntitle: Links\n---\n\nSee [this](nowhere.md).\n", "Content/en/bad.md:5:5: error: broken link"),
    ]

    @Test(arguments: badInputs.indices)
    func badInputFailsWithADiagnosticAndKeepsTheSite(_ index: Int) throws {
        let bad = Self.badInputs[index]
        let site = try SiteFolder()
        defer { site.remove() }
        #expect(try site.run("build", "--quiet").status == 0)
        let before = try site.snapshot()
        try site.write(bad.path, bad.content)
        let result = try site.run("build")
        #expect(result.status == 1, "\(bad.name)")
        #expect(result.stderr.contains(bad.expected), "\(bad.name): \(result.stderr)")
        #expect(result.stderr.contains("Site/ was not changed"))
        #expect(try site.snapshot() == before, "\(bad.name)")
    }

    @Test func nonUTF8File() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        #expect(try site.run("build", "--quiet").status == 0)
        let before = try site.snapshot()
        try site.write("Content/en/latin1.md", Data("---\ntitle: Caf".utf8) + Data([0xE9, 0x0A]) + Data("---\n".utf8))
        let result = try site.run("build")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Content/en/latin1.md:2:11: error: file is not valid UTF-8"), "\(result.stderr)")
        #expect(try site.snapshot() == before)
    }

    @Test func missingTranslationIsOnlyAWarning() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try site.write("Content/en/solo.md", "---\ntitle: Solo\n---\nAlone.\n")
        let result = try site.run("build")
        #expect(result.status == 0)
        #expect(result.stderr.contains("Content/en/solo.md: warning: no 中文 translation"), "\(result.stderr)")
    }

    @Test func helpListsTheSubcommands() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let result = try site.run("--help")
        for command in ["build", "new", "serve"] { #expect(result.stdout.contains(command)) }
    }
}
