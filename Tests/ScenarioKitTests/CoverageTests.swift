import Diagnostics
import Testing
@testable import ScenarioKit

@Suite struct CoverageTests {
    private func result(_ coverage: [String: [String]]) -> Verifier.Result {
        Verifier.Result(reports: [], articleDiagnostics: [], rewrites: [:], coverage: coverage, repairedCacheEntries: 0)
    }

    @Test func anIdProvenInOnlyOneLanguageIsAnError() {
        let diagnostics = result(["en": ["P06", "P07"], "zh": ["P06"]])
            .coverageDiagnostics(file: "Content/site.yml", languages: ["en", "zh"], requireAll: false)
        #expect(diagnostics.map(\.description) == ["Content/site.yml: error: P07 is proven in en but not in zh"])
    }

    @Test func uncoveredIdsAreErrorsOnlyWhenRequired() {
        let full = Dictionary(uniqueKeysWithValues: ["en", "zh"].map { ($0, Array(Phenomenon.all.dropLast())) })
        let relaxed = result(full).coverageDiagnostics(file: "s.yml", languages: ["en", "zh"], requireAll: false)
        let strict = result(full).coverageDiagnostics(file: "s.yml", languages: ["en", "zh"], requireAll: true)
        #expect(relaxed.isEmpty)
        #expect(strict.map(\.id) == ["coverage.missing", "coverage.missing"])
        #expect(strict.allSatisfy { $0.message.hasPrefix(Phenomenon.all.last! + " ") })
    }

    @Test func fullCoverageInEveryLanguagePasses() {
        let full = Dictionary(uniqueKeysWithValues: ["en", "zh"].map { ($0, Phenomenon.all) })
        #expect(result(full).coverageDiagnostics(file: "s.yml", languages: ["en", "zh"], requireAll: true).isEmpty)
    }
}
