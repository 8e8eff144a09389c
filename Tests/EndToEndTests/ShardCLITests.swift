import Foundation
import Testing

/// `statedocs verify --shard K/N` on every shard, then `--merge-junit`: together they check
/// what one unsharded verify checks (Playwright's and Jest's `--shard` contract).
@Suite struct ShardCLITests {
    @Test func shardsSplitTheSiteAndTheirMergedReportMatchesOneRun() throws {
        let project = try ScenarioCLITests.Project()
        try project.write("Content/site.yml", "title: {en: Test}\nbaseURL: https://example.org/\nlanguages: [en]\ndefaultLanguage: en\n")
        for name in ["a", "b", "c"] {
            try project.write("Content/en/\(name).md", ScenarioCLITests.article(prose: "Counter \(name)."))
        }
        #expect(try project.statedocs("verify", "--bless").status == 0)
        // One broken claim, so the reports carry a failure through the merge.
        try project.write("Content/en/c.md", ScenarioCLITests.article(prose: "Counter c.", output: "not what happens\n"))

        let whole = try project.statedocs("verify", "--junit", "whole.xml")
        #expect(whole.status == 1)
        var articles: [String] = []
        for shard in 1...2 {
            let run = try project.statedocs("verify", "--shard", "\(shard)/2", "--junit", "reports/\(shard).xml")
            #expect(run.stderr.contains("shard \(shard)/2: "))
            articles += try project.read("reports/\(shard).xml").components(separatedBy: "<testsuite name=\"").dropFirst()
                .map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(articles.sorted() == ["Content/en/a.md", "Content/en/b.md", "Content/en/c.md"])

        let merged = try project.statedocs("verify", "--merge-junit", "reports", "--junit", "merged.xml")
        #expect(merged.status == 1)
        #expect(merged.stdout == "2 passed, 1 failed\n")
        let header = try project.read("merged.xml").split(separator: "\n")[1]
        #expect(header == "<testsuites name=\"statedocs verify\" tests=\"3\" failures=\"1\">")
        #expect(try project.read("whole.xml").contains("<testsuites name=\"statedocs verify\" tests=\"3\" failures=\"1\">"))

        // A report missing, or a shard outside 1...N, is refused with a message.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("reports/2.xml"))
        let incomplete = try project.statedocs("verify", "--merge-junit", "reports")
        #expect(incomplete.status == 1)
        #expect(incomplete.stderr.contains("the reports of shard 2/2 are missing"))
        let bad = try project.statedocs("verify", "--shard", "3/2")
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("--shard takes K/N"))
    }
}
