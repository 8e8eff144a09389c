import Testing
import Transcript

@testable import ScenarioKit

/// The generated program declares `Date()` and `Date.now` on the engine's virtual clock once,
/// in its own module, where they shadow Foundation's even if the scenario imports Foundation.
@Suite struct VirtualClockGenerationTests {
    @Test func aProgramDeclaresTheVirtualDateOnceBeforeTheScenario() {
        let article = ArticleSource(path: "Content/en/x.md", text: "```swift scenario=s\nimport Foundation\nlet d = Date()\n```\n")
        let scenario = ScenarioExtractor.extract(from: article.makeDocument(), file: article.path).scenarios[0]
        let source = ProgramGenerator.generate(scenario).source
        let lines = source.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "    init() { self = \(ProgramABI.virtualNow)() }" }.count == 1)
        let declared = lines.firstIndex(of: "extension Date {")!
        let scenarioStart = lines.firstIndex { $0.hasPrefix("#sourceLocation(file:") }!
        #expect(declared < scenarioStart)
    }
}
