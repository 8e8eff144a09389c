import Diagnostics
import Foundation
import ScenarioKit
import SiteKit
import Yams

/// `Content/phenomena.yml`: the behaviours this site's scenarios prove, as `covers=` ids.
///
/// ```yaml
/// P01: A view's @State is created once per identity
/// P02: Reading a property subscribes the body to it
/// ```
///
/// A mapping from id to a short description (a plain list of ids works too). Without the file
/// a site has no coverage policy and `verify` says nothing about coverage.
public enum PhenomenaList {
    public static let fileName = "phenomena.yml"

    /// The site's policy, or nil when it declares none. `requireCoverage` without a list is an error.
    public static func policy(content: URL, config: SiteConfig, configPath: String) throws -> CoveragePolicy? {
        let url = content.appendingPathComponent(fileName)
        let displayPath = DisplayPath.of(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if config.requireCoverage {
                throw DiagnosticsError([.error(
                    "requireCoverage is on but the site declares no phenomena: list their ids in \(displayPath)",
                    file: configPath, id: .coverageUndeclared)])
            }
            return nil
        }
        let node = try YAMLFile.compose(data, file: displayPath, kind: .coverage)
        let keys: [Node] = node?.mapping.map { Array($0.keys) } ?? node?.sequence.map(Array.init) ?? []
        if keys.isEmpty {
            throw DiagnosticsError([.error(
                "\(fileName) lists the ids scenarios cover, e.g. 'P01: What it shows' (one per line)",
                file: displayPath, line: 1, id: .coverageList)])
        }
        var ids: [String] = []
        var diagnostics: [Diagnostic] = []
        for key in keys {
            guard let id = key.string, isValidID(id) else {
                diagnostics.append(.error("an id uses letters, digits, '-' and '_' (as in covers=P06)",
                                          file: displayPath, line: key.mark?.line, column: key.mark?.column, id: .coverageList))
                continue
            }
            if ids.contains(id) {
                diagnostics.append(.error("'\(id)' is listed twice", file: displayPath, line: key.mark?.line, column: key.mark?.column, id: .coverageList))
            }
            ids.append(id)
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
        return CoveragePolicy(ids: ids, file: displayPath, requireAll: config.requireCoverage)
    }

    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }
}
