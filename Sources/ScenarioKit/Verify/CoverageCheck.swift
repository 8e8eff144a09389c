import Diagnostics

/// A site's own list of the behaviours its scenarios prove (`covers=` ids), declared in its
/// content folder (Content/phenomena.yml). Coverage is this policy, not the tool's: a site
/// that declares none hears nothing about coverage.
public struct CoveragePolicy: Hashable, Sendable {
    /// The declared ids, in the file's order.
    public var ids: [String]
    /// Where the list was declared, for diagnostics.
    public var file: String
    /// Whether every declared id must be proven in every language (site.yml `requireCoverage`).
    public var requireAll: Bool

    public init(ids: [String], file: String, requireAll: Bool) {
        self.ids = ids
        self.file = file
        self.requireAll = requireAll
    }
}

extension Verifier.Result {
    /// Coverage problems of a whole site under `policy`.
    ///
    /// A `covers=` id the policy does not declare is an error at its scenario. A declared id
    /// proven in one language but not in another is always an error: a translation lost a
    /// proof. With `requireAll`, so is a declared id proven nowhere.
    public func coverageDiagnostics(_ policy: CoveragePolicy, languages: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let declared = Set(policy.ids)
        for report in reports {
            for id in report.scenario.covers where !declared.contains(id) {
                diagnostics.append(.error(
                    "covers= names '\(id)', which \(policy.file) does not declare",
                    file: report.scenario.file, line: report.scenario.line, id: .coverageUnknown))
            }
        }
        let coveredAnywhere = Set(coverage.values.joined())
        for language in languages {
            let covered = Set(coverage[language] ?? [])
            for id in policy.ids where !covered.contains(id) {
                if coveredAnywhere.contains(id) {
                    let others = languages.filter { coverage[$0]?.contains(id) == true }
                    diagnostics.append(.error(
                        "\(id) is proven in \(others.joined(separator: ", ")) but not in \(language)",
                        file: policy.file, id: .coverageTranslation))
                } else if policy.requireAll {
                    diagnostics.append(.error(
                        "\(id) is not proven by any passing scenario in \(language) (requireCoverage is on)",
                        file: policy.file, id: .coverageMissing))
                }
            }
        }
        return diagnostics
    }

    /// `coverage en: 12/33 P01 P02 ...` and the declared ids still missing, per language.
    public func coverageLines(_ policy: CoveragePolicy) -> [String] {
        var lines: [String] = []
        for (language, all) in coverage.sorted(by: { $0.key < $1.key }) {
            let ids = policy.ids.filter(all.contains)
            let missing = policy.ids.filter { !all.contains($0) }
            lines.append("coverage \(language): \(ids.count)/\(policy.ids.count)" + (ids.isEmpty ? "" : " " + ids.joined(separator: " ")))
            if !missing.isEmpty { lines.append("  missing \(language): " + missing.joined(separator: " ")) }
        }
        return lines
    }
}
