import Testing

@testable import ScenarioKit

/// `memory=` and `cpu=` on a scenario's code block: its own limits over the site's, up to the
/// operator's ceilings (issue 33).
@Suite struct LimitAttributeTests {
    func extract(_ markdown: String) -> ScenarioExtractor.Result {
        let article = ArticleSource(path: "Content/en/x.md", text: markdown)
        return ScenarioExtractor.extract(from: article.makeDocument(), file: article.path)
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

    @Test func aFenceAboveTheOperatorsCeilingIsAnErrorAtItsLine() {
        let result = extract("text\n\n```swift scenario=big\nlet a = 1\n```\n\n```swift scenario=big memory=8GiB cpu=60\nlet b = 2\n```\n")
        #expect(result.diagnostics.isEmpty)
        let refusals = result.scenarios[0].limitRefusals(under: .defaults)
        #expect(refusals.map(\.line) == [7, 7])
        #expect(refusals.first?.message.hasPrefix("memory= asks for 8 GiB, above the ceiling of 1 GiB") == true, "\(refusals)")
        #expect(refusals.last?.message.hasPrefix("cpu= asks for 60 s, above the ceiling of 30 s") == true, "\(refusals)")
        var generous = LimitCeilings.defaults
        generous.set(.memory, to: 8 << 30)
        generous.set(.cpu, to: 60)
        #expect(result.scenarios[0].limitRefusals(under: generous).isEmpty)
    }

    @Test func theOperatorSetsCeilingsOnTheCommandLineAndInTheEnvironment() throws {
        let ceilings = try LimitCeilings.resolve(
            assignments: ["memory=2GiB", "compileTime=300"], environment: ["STATEDOCS_LIMITS": "memory=512MiB,processes=16"])
        #expect(ceilings.scenario.memoryBytes == 2 << 30)  // the command line wins
        #expect(ceilings.scenario.processes == 16)
        #expect(ceilings.compileSeconds == 300)
        #expect(ceilings.scenario.cpuSeconds == 30)  // unset: the default
        #expect(throws: LimitError.self) { try LimitCeilings.resolve(assignments: ["memory=lots"], environment: [:]) }
        #expect(throws: LimitError.self) { try LimitCeilings.resolve(assignments: ["disk=1GiB"], environment: [:]) }
        #expect(throws: LimitError.self) { try LimitCeilings.resolve(assignments: ["processes=1e9"], environment: [:]) }
    }
}
