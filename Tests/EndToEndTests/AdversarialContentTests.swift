import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// The content and output edges a pull request can attack without any scenario (issue 10):
/// each build must fail at the right file and line and leave Site/ as it was.
@Suite struct AdversarialContentTests {
    /// Builds once successfully, applies the attack, and returns the failed build's result
    /// after checking that Site/ did not change.
    static func failingBuild(_ attack: (SiteFolder) throws -> Void) throws -> CLI.Result {
        let site = try SiteFolder()
        defer { site.remove() }
        let first = try site.run("build")
        try #require(first.status == 0, "\(first.stderr)")
        let before = try site.snapshot()
        try attack(site)
        let result = try site.run("build")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("Site/ was not changed"))
        #expect(try site.snapshot() == before)
        return result
    }

    @Test func aSymlinkOutOfTheContentFolderIsRefusedAtTheLink() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-secret-\(UUID().uuidString).txt")
        try "secret outside the repository".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let result = try Self.failingBuild { site in
            try FileManager.default.createDirectory(at: site.root.appendingPathComponent("Content/static"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: site.root.appendingPathComponent("Content/static/leak.txt").path, withDestinationPath: secret.path)
        }
        #expect(result.stderr.contains("Content/static/leak.txt: error: symlink points outside Content/"), "\(result.stderr)")
    }

    @Test func aLanguageFolderLinkedOutsideIsRefused() throws {
        let result = try Self.failingBuild { site in
            try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/zh"))
            try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("Content/zh").path, withDestinationPath: "/etc")
        }
        #expect(result.stderr.contains("Content/zh: error: symlink points outside Content/"), "\(result.stderr)")
    }

    @Test func aSymlinkLoopEndsInADiagnostic() throws {
        let result = try Self.failingBuild { site in
            try FileManager.default.createDirectory(at: site.root.appendingPathComponent("Content/static/a"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: site.root.appendingPathComponent("Content/static/a/loop").path, withDestinationPath: "..")
        }
        #expect(result.stderr.contains("Content/static/a/loop: error: symlink loop"), "\(result.stderr)")
    }

    @Test func aTagNamedIndexCollidesWithTheTagsPage() throws {
        let result = try Self.failingBuild { site in
            try site.write("Content/en/hello.md", "---\ntitle: Hello\ndate: 2026-03-01\ntags: [index]\n---\n\nBody.\n")
        }
        #expect(result.stderr.contains("Content/en/hello.md:1: error: Site/en/tags/index.html would be written twice"), "\(result.stderr)")
    }

    @Test func aStaticFileNamedLikeAGeneratedPageCollides() throws {
        let result = try Self.failingBuild { site in
            try site.write("Content/en/feed.xml", "<feed>mine</feed>")
        }
        #expect(result.stderr.contains("Content/en/feed.xml: error: Site/en/feed.xml would be written twice"), "\(result.stderr)")
    }

    @Test func aReservedLanguageNameIsRefused() throws {
        let result = try Self.failingBuild { site in
            try site.write("Content/site.yml", "title: T\nbaseURL: https://e2e.example.org/\nlanguages: [en, assets]\n")
        }
        #expect(result.stderr.contains("Content/site.yml:3:"), "\(result.stderr)")
        #expect(result.stderr.contains("'assets' cannot be a language"), "\(result.stderr)")
    }

    @Test func aDateIsValidatedWhole() throws {
        let result = try Self.failingBuild { site in
            try site.write("Content/en/hello.md", "---\ntitle: Hello\ndate: \"2026-03-01T00:00:00Z</updated><entry>forged</entry>\"\n---\n\nBody.\n")
        }
        #expect(result.stderr.contains("Content/en/hello.md:3:"), "\(result.stderr)")
        #expect(result.stderr.contains("'date' must be a real date"), "\(result.stderr)")
    }

    @Test func anImpossibleDateIsRefused() throws {
        let result = try Self.failingBuild { site in
            try site.write("Content/en/hello.md", "---\ntitle: Hello\ndate: 2026-02-30\n---\n\nBody.\n")
        }
        #expect(result.stderr.contains("'date' must be a real date"), "\(result.stderr)")
    }

    @Test func anOverlongSlugOrTagIsReportedAtItsLine() throws {
        let long = String(repeating: "a", count: 300)
        let result = try Self.failingBuild { site in
            try site.write("Content/en/hello.md", "---\ntitle: Hello\nslug: \(long)\n---\n\nBody.\n")
        }
        #expect(result.stderr.contains("Content/en/hello.md:3: error: slug '\(long)' is 300 bytes long"), "\(result.stderr)")
        let tag = try Self.failingBuild { site in
            try site.write("Content/en/hello.md", "---\ntitle: Hello\ntags: [ok, \(long)]\n---\n\nBody.\n")
        }
        #expect(tag.stderr.contains("Content/en/hello.md:3:"), "\(tag.stderr)")
        #expect(tag.stderr.contains("tag is too long for a file name"), "\(tag.stderr)")
    }

    @Test func aTemplateIncludingItselfIsADiagnosticNotACrash() throws {
        let result = try Self.failingBuild { site in
            try site.write("Content/theme/tag.mustache", "<ul>\n{{> tag}}\n</ul>\n")
        }
        #expect(result.stderr.contains("Content/theme/tag.mustache:2:1: error: template include cycle tag → tag"), "\(result.stderr)")
    }

    @Test func controlCharactersNeverReachTheFeed() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try site.write("Content/en/hello.md", "---\ntitle: \"Bell\\a and \\x1B[31m <b>\"\ndate: 2026-03-01 09:30\nsummary: \"nul\\0 here\"\n---\n\nBody.\n")
        let result = try site.run("build")
        #expect(result.status == 0, "\(result.stderr)")
        let feed = try site.read("Site/en/feed.xml")
        #expect(!feed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(feed.contains("<title>Bell and [31m &lt;b&gt;</title>"), "\(feed)")
        #expect(feed.contains("<updated>2026-03-01T09:30:00Z</updated>"))
        #expect(XMLParser(data: Data(feed.utf8)).parse())
        let sitemap = try site.read("Site/sitemap.xml")
        #expect(XMLParser(data: Data(sitemap.utf8)).parse())
    }
}
