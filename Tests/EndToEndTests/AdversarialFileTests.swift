import Foundation
import Testing

/// Attacks through the files of the checkout itself (issue 33): git keeps symbolic links, so a
/// pull request can commit one where statedocs keeps a folder of its own; file names and
/// compiler messages reach the CI runner's log; a badly named file must fail `verify` as it
/// fails `build`. Each test asserts the attack fails and nothing outside the checkout changed.
@Suite struct AdversarialFileTests {
    /// A folder outside the checkout that a committed link points at, with files named as
    /// statedocs's own (a stale work folder `KEY-PID`, a page) to tempt a cleanup.
    struct Victim {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-victim-\(UUID().uuidString)")
            let files = ["precious.txt": "keep me", "scenario-99999/main.swift": "// stale?", "en/hello.html": "<p>not a page</p>",
                         ".statedocs-site": "marker", "bin/tool": "#!/bin/sh\necho mine\n"]
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }

        /// Every path (folders too, so that a planted empty folder shows) with its bytes.
        func snapshot() -> [String: Data] {
            var entries: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let relative = enumerator?.nextObject() as? String {
                entries[relative] = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path) ?? Data("folder".utf8)
            }
            return entries
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// Replaces whatever is at `path` in the site with a link to the victim.
    static func plantLink(_ site: SiteFolder, _ path: String, to victim: Victim) throws {
        let url = site.root.appendingPathComponent(path)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: victim.root.path)
    }

    @Test(arguments: [".Site.staging-99999", ".Site.old-99999", ".statedocs-cache", ".statedocs-cache/spare-Site",
                      ".statedocs-cache/site-bodies", ".statedocs-cache/scenarios", ".statedocs-cache/scenarios/work"])
    func aLinkWhereBuildKeepsAFolderIsNeverFollowed(_ path: String) throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let victim = try Victim()
        defer { victim.remove() }
        // Twice: the second build leaves a spare site in the cache, which the next recycles.
        for _ in 0..<2 { try #require(try site.run("build").status == 0) }
        try site.write("Content/en/hello.md", "---\ntitle: Hello\ndate: 2026-03-01\n---\n\nChanged by the pull request.\n")
        let before = victim.snapshot()
        try Self.plantLink(site, path, to: victim)
        let result = try site.run("build")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(victim.snapshot() == before, "the build deleted or planted files through \(path)")
        #expect(try site.read("Site/en/hello.html").contains("Changed by the pull request."))
        // The link was removed as a link, or left alone: never a way in.
        let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: site.root.appendingPathComponent(path).path)
        #expect(destination == nil || path.hasPrefix(".Site."), "\(path) is still a link")
    }

    @Test(arguments: [".statedocs-cache", ".statedocs-cache/scenarios", ".statedocs-cache/scenarios/work", ".statedocs-cache/scenarios/results"])
    func aLinkWhereVerifyKeepsAFolderIsNeverFollowed(_ path: String) throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let victim = try Victim()
        defer { victim.remove() }
        try site.write("Content/en/count.md", "---\ntitle: Count\ndate: 2026-03-01\n---\n\n" + Self.counterScenario)
        let before = victim.snapshot()
        try Self.plantLink(site, path, to: victim)
        let result = try site.run("verify", "Content/en/count.md")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(victim.snapshot() == before, "verify deleted or planted files through \(path)")
    }

    @Test func aSymlinkedOutputFolderIsRefusedAndItsTargetKept() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let victim = try Victim()
        defer { victim.remove() }
        let before = victim.snapshot()
        try Self.plantLink(site, "Site", to: victim)
        let result = try site.run("build")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Site: error: the output path is a symbolic link"), "\(result.stderr)")
        #expect(victim.snapshot() == before)
    }

    static let counterScenario = """
        ```swift scenario=count
        import SwiftUI

        struct Counter: View {
            @State private var n = 0
            var body: some View { Button("Add \\(n)") { n += 1 } }
        }
        ```

        ```swift steps=count
        launch(Counter())
        tap("Add 0")
        expectScreen(contains: "Add 1")
        ```

        """

    /// No raw control character, and no line that a GitHub runner would take as a workflow
    /// command other than statedocs's own annotations of the article's file.
    static func expectHarmless(_ text: String, own ownPrefixes: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        let controls = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
            || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
        #expect(controls.isEmpty, "raw control characters: \(controls.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
        for line in text.split(separator: "\n") where line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::") {
            #expect(ownPrefixes.contains { line.hasPrefix($0) }, "a line starts a workflow command: \(line)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["text", "github", "junit"])
    func aCompilerMessageCannotDriveTheTerminalOrTheRunner(_ format: String) throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try site.write("Content/en/forged.md", """
            ---
            title: Forged
            date: 2026-03-01
            ---

            ```swift scenario=forged
            #error("red \\u{1B}[31m text \\r::error file=x.md,line=1::forged \\u{202E} reversed \\u{9B}31m")
            ```

            """)
        let result = try site.run("verify", "--format", format, "Content/en/forged.md")
        Self.expectHarmless(result.stdout + result.stderr, own: "::error file=Content/en/forged.md,")
        #expect(result.status == 1)
        #expect((result.stdout + result.stderr).contains("red \\u{1B}[31m text"), "\(result.stdout)\(result.stderr)")
    }

    @Test func aFileNameCannotDriveTheTerminalOrTheRunner() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let name = "evil\n::error file=x.md,line=1::forged\u{1B}[31m"
        try site.write("Content/en/\(name).md", "---\ntitle: Evil\ndate: 2026-03-01\n---\n\nBody.\n")
        for arguments in [["build"], ["verify"], ["verify", "--format", "github"], ["verify", "--format", "junit"]] {
            let result = try CLI.run(arguments, in: site.root)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            // statedocs's own annotations: the refused file's error, and the untranslated pair's notice.
            Self.expectHarmless(
                result.stdout + result.stderr, own: "::error file=Content/en/evil\\u{A}%3A%3Aerror", "::warning file=Content/zh/hello.md,")
            let words = arguments.last == "junit" ? "file name &apos;evil" : "file name 'evil"
            #expect((result.stdout + result.stderr).contains(words), "\(arguments): \(result.stdout)\(result.stderr)")
        }
    }

    /// One rule for which files are articles (`ArticleFiles`): each of these is refused by
    /// `build`, and `verify` fails on it with the same words instead of "0 passed, 0 failed".
    @Test(arguments: [
        ("Content/en/bad name.md", "file name 'bad name' contains ' '"),
        ("Content/en/sub/nested.md", "articles live directly in Content/en/, not in a subfolder"),
        ("Content/fr/hello.md", "unknown language folder 'fr'"),
        ("Content/stray.md", "articles belong in a language folder"),
    ])
    func buildAndVerifyRefuseTheSameFiles(_ path: String, _ message: String) throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try site.write(path, "---\ntitle: Bad\ndate: 2026-03-01\n---\n\n" + Self.counterScenario)
        let build = try site.run("build")
        #expect(build.status == 1)
        let refusal = build.stderr.split(separator: "\n").first { $0.contains(message) }
        #expect(refusal != nil, "\(build.stderr)")
        for arguments in [["verify"], ["verify", path]] {
            let verify = try CLI.run(arguments, in: site.root)
            #expect(verify.status == 1, "\(arguments): \(verify.stdout)\(verify.stderr)")
            #expect(refusal.map { verify.stderr.contains($0) } == true, "\(arguments): \(verify.stderr)")
        }
    }
}
