import Diagnostics
import Testing
@testable import ScenarioKit

/// Coverage is the site's declared list (chosen: a policy belongs to the site, as Hugo's
/// taxonomies do; the tool knows no ids of its own).
@Suite struct CoverageTests {
    private let declared = ["P01", "P02", "P03"]

    private func result(_ coverage: [String: [String]], reports: [ScenarioReport] = []) -> Verifier.Result {
        Verifier.Result(reports: reports, articleDiagnostics: [], rewrites: [:], coverage: coverage, repairedCacheEntries: 0)
    }

    private func policy(requireAll: Bool) -> CoveragePolicy {
        CoveragePolicy(ids: declared, file: "Content/phenomena.yml", requireAll: requireAll)
    }

    @Test func anIdProvenInOnlyOneLanguageIsAnError() {
        let diagnostics = result(["en": ["P01", "P02"], "zh": ["P01"]]).coverageDiagnostics(policy(requireAll: false), languages: ["en", "zh"])
        #expect(diagnostics.map(\.description) == ["Content/phenomena.yml: error: P02 is proven in en but not in zh"])
    }

    @Test func uncoveredIdsAreErrorsOnlyWhenRequired() {
        let most = ["en": ["P01", "P02"], "zh": ["P01", "P02"]]
        #expect(result(most).coverageDiagnostics(policy(requireAll: false), languages: ["en", "zh"]).isEmpty)
        let strict = result(most).coverageDiagnostics(policy(requireAll: true), languages: ["en", "zh"])
        #expect(strict.map(\.id) == [.coverageMissing, .coverageMissing])
        #expect(strict.allSatisfy { $0.message.hasPrefix("P03 ") })
    }

    @Test func linesCountOnlyTheDeclaredIds() {
        let lines = result(["en": ["P01", "P03"], "zh": []]).coverageLines(policy(requireAll: false))
        #expect(lines == ["coverage en: 2/3 P01 P03", "  missing en: P02", "coverage zh: 0/3", "  missing zh: P01 P02 P03"])
    }

    @Test func fullCoverageInEveryLanguagePasses() {
        let full = ["en": declared, "zh": declared]
        #expect(result(full).coverageDiagnostics(policy(requireAll: true), languages: ["en", "zh"]).isEmpty)
    }
}
