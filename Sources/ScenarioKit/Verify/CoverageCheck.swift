import Diagnostics

extension Verifier.Result {
    /// Coverage problems of a whole site, reported against `file` (its site.yml).
    ///
    /// A phenomenon proven in one language but not in another is always an error: a
    /// translation lost a proof. With `requireAll`, so is a phenomenon proven nowhere.
    public func coverageDiagnostics(file: String, languages: [String], requireAll: Bool) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let coveredAnywhere = Set(coverage.values.joined())
        for language in languages {
            let covered = Set(coverage[language] ?? [])
            for id in Phenomenon.all where !covered.contains(id) {
                if coveredAnywhere.contains(id) {
                    let others = languages.filter { coverage[$0]?.contains(id) == true }
                    diagnostics.append(.error(
                        "\(id) is proven in \(others.joined(separator: ", ")) but not in \(language)",
                        file: file, id: "coverage.translation"))
                } else if requireAll {
                    diagnostics.append(.error(
                        "\(id) is not proven by any passing scenario in \(language) (requireCoverage is on)",
                        file: file, id: "coverage.missing"))
                }
            }
        }
        return diagnostics
    }
}
