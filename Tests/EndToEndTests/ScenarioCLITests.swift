import Foundation
import Testing

/// `statedocs verify`, `run` and `build` on a throwaway project whose scenarios drive the
/// real StateEngine.
@Suite struct ScenarioCLITests {
    final class Project {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-e2e-" + UUID().uuidString)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try write("Content/site.yml", "title: {en: Test, zh: 测试}\nbaseURL: https://example.org/\nlanguages: [en, zh]\ndefaultLanguage: en\n")
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        func read(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }

        typealias Outcome = CLI.Result

        func statedocs(_ arguments: String...) throws -> Outcome { try CLI.run(arguments, in: root) }

        /// The statedocs built beside this test bundle.
        static func binary() throws -> URL {
            let binary = CLI.executable
            try #require(FileManager.default.isExecutableFile(atPath: binary.path), "run `swift build` first: \(binary.path) is missing")
            return binary
        }
    }

    static let code = """
        import SwiftUI

        struct CounterView: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("count = \\(count)")
                    Button("Add") {
                        count += 1
                        print("<script>added</script>")
                    }
                }
            }
        }

        """

    static func article(prose: String, output: String = "", hash: String? = nil) -> String {
        """
        ---
        title: Counter
        \(hash.map { "source-hash: \($0)\n" } ?? "")---

        \(prose)

        ```swift scenario=counter covers=P01
        \(code)```

        ```swift steps=counter
        launch(CounterView())
        tap("Add")
        expectScreen(contains: "count = 1")
        ```

        ```output scenario=counter
        \(output)```

        """
    }

    @Test func blessVerifyRunAndBuildOnAnEnglishChinesePair() throws {
        let project = try Project()
        try project.write("Content/en/counter.md", Self.article(prose: "A counter."))
        try project.write("Content/zh/counter.md", Self.article(prose: "一个计数器。"))

        // Empty output blocks: verify fails, bless fills them in and records the translation.
        let first = try project.statedocs("verify")
        #expect(first.status == 1)
        #expect(first.stdout.hasSuffix("0 passed, 2 failed\n"))
        #expect(first.stderr.contains("Content/zh/counter.md:1: warning: translation has no source-hash"))
        // Clang's module cache is the engine's, shared by every project; none in the project's cache.
        #expect(FileManager.default.fileExists(atPath: CLI.executable.deletingLastPathComponent().appendingPathComponent("ScenarioModuleCache").path))
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent(".statedocs-cache/scenarios/module-cache").path))
        let blessed = try project.statedocs("verify", "--bless")
        #expect(blessed.status == 0, "\(blessed.stderr)")
        let english = try project.read("Content/en/counter.md")
        #expect(english.contains("== tap \"Add\"\n<script>added</script>\nCounterView.body\nscreen:\n"))
        #expect(try project.read("Content/zh/counter.md").contains("source-hash: "))

        let verify = try project.statedocs("verify")
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stdout.hasSuffix("2 passed, 0 failed\n"))
        #expect(!verify.stdout.contains("coverage"), "a site without a phenomena list hears nothing about coverage")

        // The site declares its phenomena: coverage is reported against that list.
        try project.write("Content/phenomena.yml", "P01: Reading subscribes\nP02: Something else\n")
        let covered = try project.statedocs("verify")
        #expect(covered.status == 0, "\(covered.stderr)")
        #expect(covered.stdout.contains("coverage en: 1/2 P01\n  missing en: P02\n"))
        #expect(covered.stdout.contains("coverage zh: 1/2 P01"))
        try project.write("Content/phenomena.yml", "P02: Something else\n")
        let undeclared = try project.statedocs("verify")
        #expect(undeclared.status == 1)
        #expect(undeclared.stderr.contains("Content/en/counter.md:7: error: covers= names 'P01', which Content/phenomena.yml does not declare"), "\(undeclared.stderr)")
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Content/phenomena.yml"))

        let run = try project.statedocs("run", "Content/en/counter.md#counter")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("== launch CounterView\nCounterView.body\nscreen:\n  VStack\n    Text \"count = 0\"\n"))

        let build = try project.statedocs("build")
        #expect(build.status == 0, "\(build.stderr)")
        let page = try project.read("Site/zh/counter.html")
        #expect(page.contains("class=\"rf\""))
        #expect(page.contains("已验证"))
        #expect(page.contains("&lt;script&gt;added&lt;/script&gt;"))
        #expect(!page.contains("<script>added"))
    }

    @Test func aBrokenClaimFailsVerifyAndBuildWithTheMarkdownLine() throws {
        let project = try Project()
        try project.write("Content/en/counter.md", Self.article(prose: "A counter.", output: "== launch CounterView\nnot what happens\n"))

        let verify = try project.statedocs("verify", "Content/en/counter.md", "--junit", "report.xml")
        #expect(verify.status == 1)
        let lines = try project.read("Content/en/counter.md").split(separator: "\n", omittingEmptySubsequences: false)
        let wrong = try #require(lines.firstIndex(of: "not what happens")) + 1
        #expect(verify.stderr.contains("Content/en/counter.md:\(wrong): error: transcript of scenario 'counter' differs"))
        #expect(verify.stderr.contains("-not what happens"))
        #expect(verify.stdout.hasSuffix("0 passed, 1 failed\n"))
        #expect(try project.read("report.xml").contains("<failure message=\"Content/en/counter.md:\(wrong): transcript"))

        let github = try project.statedocs("verify", "--format", "github")
        #expect(github.stdout.contains("::error file=Content/en/counter.md,line=\(wrong),"))

        let build = try project.statedocs("build")
        #expect(build.status == 1)
        #expect(build.stderr.contains("Content/en/counter.md:\(wrong): error:"))
        let allowed = try project.statedocs("build", "--allow-failures")
        #expect(allowed.status == 0)
        let page = try project.read("Site/en/counter.html")
        #expect(page.contains("rf-failures"))
        #expect(page.contains("Claim failed"))
    }
}
