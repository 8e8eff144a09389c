import Foundation
import Testing

@Suite("statedocs init")
struct InitCommandTests {
    /// From nothing to a verified, built site, as the README's quick start says.
    @Test(.timeLimit(.minutes(5)))
    func initThenVerifyThenBuild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try CLI.run(["init", "my-docs", "--title", "My Docs"], in: folder)
        #expect(created.status == 0, "\(created.stderr)")
        let site = folder.appendingPathComponent("my-docs")
        func read(_ path: String) throws -> String { try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8) }
        // One language unless asked for more (--languages en zh), as Hugo and mdBook start.
        #expect(try read("Content/site.yml").contains("languages: [en]"))
        #expect(try read(".gitignore") == "# Written by statedocs build and verify\nSite/\n.statedocs-cache/\n")
        let workflow = try read(".github/workflows/statedocs.yml")
        #expect(workflow.contains("run: statedocs verify --format github"))
        #expect(workflow.contains("pull_request:"))
        #expect(try read("Content/en/welcome.md").contains("```swift scenario=welcome"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Content/zh").path))

        let verify = try CLI.run(["verify"], in: site)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.hasSuffix("1 passed, 0 failed\n"), "\(verify.stdout)")
        #expect(!verify.stdout.contains("coverage"), "a new site has no phenomena list, so nothing about coverage")
        let github = try CLI.run(["verify", "--format", "github"], in: site)
        #expect(github.status == 0)
        let build = try CLI.run(["build"], in: site)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.isEmpty || !build.stderr.contains("warning"), "\(build.stderr)")
        let page = try read("Site/en/welcome.html")
        #expect(page.contains("class=\"rf\""), "the scenario ran and its figure is on the page")
        #expect(page.contains("rf-ok"))
        #expect(try read("Site/robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n")

        // A failed screen claim shows the screen it was checked against.
        let article = try read("Content/en/welcome.md")
        try article.replacingOccurrences(of: "expectScreen(contains: \"count = 1\")", with: "expectScreen(contains: \"count = 2\")")
            .write(to: site.appendingPathComponent("Content/en/welcome.md"), atomically: true, encoding: .utf8)
        let broken = try CLI.run(["verify", "Content/en/welcome.md"], in: site)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("error: claim failed: screen contains \"count = 2\""), "\(broken.stderr)")
        #expect(broken.stderr.contains("actual screen:\n  VStack\n    Text \"count = 1\""), "\(broken.stderr)")

        let again = try CLI.run(["init", "my-docs"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr.contains("my-docs/Content/site.yml: error: already exists"), "\(again.stderr)")
    }

    /// `new` writes one file per language of site.yml (an en/ja site gets en and ja, not zh).
    @Test func newFollowsTheSiteLanguages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLI.run(["init", "--languages", "en", "ja"], in: folder).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("Content/site.yml"), encoding: .utf8).contains("languages: [en, ja]"))
        let new = try CLI.run(["new", "second"], in: folder)
        #expect(new.status == 0, "\(new.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Content/ja/second.md").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Content/en/second.md").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Content/zh").path))
        #expect(try CLI.run(["init", "--languages", "en", "e n"], in: folder).status != 0)
    }

    @Test func versionNamesTheEngine() throws {
        let version = try CLI.run(["--version"], in: FileManager.default.temporaryDirectory)
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("statedocs "))
        #expect(version.stdout.contains("(StateEngine "))
    }
}

extension InitCommandTests {
    /// `verify --watch` verifies once, then re-verifies an article when it is saved.
    @Test(.timeLimit(.minutes(5)))
    func verifyWatchReverifiesAnEditedArticle() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLI.run(["init"], in: folder).status == 0)
        let log = folder.appendingPathComponent("watch.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["verify", "--watch", "--interval", "0.2"]
        process.currentDirectoryURL = folder
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        func text() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        func wait(for needle: String) async throws -> Bool {
            for _ in 0..<900 {
                if text().contains(needle) { return true }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            return false
        }
        #expect(try await wait(for: "Watching Content"), "\(text())")
        #expect(text().contains("1 passed, 0 failed"))
        let article = folder.appendingPathComponent("Content/en/welcome.md")
        let edited = try String(contentsOf: article, encoding: .utf8)
            .replacingOccurrences(of: "expectScreen(contains: \"count = 1\")", with: "expectScreen(contains: \"count = 7\")")
        try edited.write(to: article, atomically: true, encoding: .utf8)
        #expect(try await wait(for: "Content/en/welcome.md changed; verifying"), "\(text())")
        #expect(try await wait(for: "claim failed: screen contains \"count = 7\""), "\(text())")
        var second = ""
        for _ in 0..<900 where !second.contains(" failed\n") {
            second = text().components(separatedBy: "changed; verifying").dropFirst().last ?? ""
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        #expect(second.contains(" passed, ") && !second.contains(", 0 failed"), "\(second)")
    }
}
