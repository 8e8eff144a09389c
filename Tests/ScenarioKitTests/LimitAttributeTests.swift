import Testing

@testable import ScenarioKit

/// `memory=` and `cpu=` on a scenario's code block: its own limits over the site's.
@Suite struct LimitAttributeTests {
    func extract(_ markdown: String) -> ScenarioExtractor.Result {
        let article = ScenarioArticle(path: "Content/en/x.md", text: markdown)
        return ScenarioExtractor.extract(from: article.parse(), file: article.path)
    }

    @Test func limitsAreReadFromTheScenariosBlocks() {
        let result = extract("```swift scenario=big memory=2GiB\nlet a = 1\n```\n\n```swift scenario=big cpu=60\nlet b = 2\n```\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.scenarios.first?.limits == ResourceLimits(memoryBytes: 2 << 30, cpuSeconds: 60))
        #expect(ResourceLimits.scenarioDefaults.overridden(by: result.scenarios[0].limits).memoryBytes == 2 << 30)
        #expect(ResourceLimits.scenarioDefaults.overridden(by: result.scenarios[0].limits).openFiles == 256)
    }

    @Test func badLimitsAreErrorsAtTheFence() {
        let result = extract("text\n\n```swift scenario=big memory=lots cpu=0\nlet a = 1\n```\n")
        #expect(result.diagnostics.map(\.line) == [3, 3])
        #expect(result.diagnostics.contains { $0.message.hasPrefix("memory= takes a size") })
        #expect(result.diagnostics.contains { $0.message.hasPrefix("cpu= takes whole seconds") })
    }
}
