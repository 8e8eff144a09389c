import Foundation
import Testing

/// SiteKit knows nothing of scenarios: they reach the site through `ArticleDecorator`, which
/// ScenarioPages implements (the package's one-way graph, Package.swift's header).
@Suite struct ModuleBoundaryTests {
    @Test func siteKitDoesNotImportScenarioKit() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SiteKit")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 20, "SiteKit's sources were not found at \(sources.path)")
        var importers: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { line in
                let words = line.split(separator: " ")
                return words.contains("import") && (words.last == "ScenarioKit" || words.last == "ScenarioPages")
            }
            if !imports.isEmpty { importers.append(file) }
        }
        #expect(importers.isEmpty, "SiteKit files importing ScenarioKit or ScenarioPages: \(importers.sorted())")
    }
}
