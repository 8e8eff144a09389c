import Foundation
import Testing

/// docs/MODULES.md is the module graph Package.swift declares: regenerated here from
/// `swift package dump-package` and compared, so the page cannot drift from the manifest.
/// `STATEDOCS_WRITE_MODULES=1 swift test --filter ModuleGraphTests` rewrites the page.
@Suite struct ModuleGraphTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func modulesPageMatchesPackageSwift() throws {
        // A scratch folder of its own: the package's .build is locked by the `swift test` running this.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-modules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = try CLI.run(["swift", "package", "--scratch-path", scratch.path, "dump-package"], in: Self.repository,
                               program: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(dump.status == 0, "\(dump.stderr)")
        let page = try ModuleGraph(dumpPackage: Data(dump.stdout.utf8)).markdown()
        let url = Self.repository.appendingPathComponent("docs/MODULES.md")
        if ProcessInfo.processInfo.environment["STATEDOCS_WRITE_MODULES"] == "1" {
            try page.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == page, "docs/MODULES.md differs from Package.swift: run STATEDOCS_WRITE_MODULES=1 swift test --filter ModuleGraphTests")
    }

    @Test func renderingNamesEveryEdgeOnce() throws {
        let json = #"""
            {"targets": [
              {"name": "Core", "type": "regular", "dependencies": []},
              {"name": "Tool", "type": "executable", "dependencies": [{"byName": ["Core", null]}, {"product": ["ArgumentParser", "swift-argument-parser", null, null]}]},
              {"name": "CoreTests", "type": "test", "dependencies": [{"target": ["Core", null]}]}
            ]}
            """#
        let page = try ModuleGraph(dumpPackage: Data(json.utf8)).markdown()
        #expect(page.contains("    Tool --> Core\n"))
        #expect(page.contains("| `Tool` | executable | `Core` | ArgumentParser |"))
        #expect(page.contains("| `CoreTests` | `Core` |"))
        #expect(!page.contains("CoreTests -->"), "test targets stay out of the graph")
    }
}

/// The targets of a `swift package dump-package` manifest, rendered as a Mermaid graph and tables.
struct ModuleGraph {
    struct Target {
        var name: String
        var kind: String
        var modules: [String]
        var products: [String]
    }

    let targets: [Target]

    init(dumpPackage data: Data) throws {
        guard let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = manifest["targets"] as? [[String: Any]] else {
            throw CocoaError(.coderReadCorrupt)
        }
        targets = list.map { target in
            var modules: [String] = [], products: [String] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                for (kind, value) in dependency {
                    guard let name = (value as? [Any])?.first as? String else { continue }
                    if kind == "product" { products.append(name) } else { modules.append(name) }
                }
            }
            return Target(name: target["name"] as? String ?? "?", kind: target["type"] as? String ?? "?",
                          modules: modules, products: products)
        }
    }

    private static let kindNames = ["regular": "library", "system": "system library", "macro": "macro plugin",
                                    "executable": "executable", "test": "test"]

    func markdown() -> String {
        let modules = targets.filter { $0.kind != "test" }
        let tests = targets.filter { $0.kind == "test" }
        var text = """
            # Modules

            <!-- Generated from Package.swift by ModuleGraphTests; run \
            `STATEDOCS_WRITE_MODULES=1 swift test --filter ModuleGraphTests` after changing the \
            targets. Do not edit by hand. -->

            Each arrow points from a module to a module it depends on, as Package.swift declares
            them (in its order). External products are in the table below. What each module holds
            is in [CONTRIBUTING.md](../CONTRIBUTING.md#project-layout) and in the README.md beside
            its code, where there is one.

            ```mermaid
            graph TD

            """
        for target in modules {
            if target.modules.isEmpty { text += "    \(target.name)\n" }
            for module in target.modules { text += "    \(target.name) --> \(module)\n" }
        }
        text += "```\n\n| Module | Kind | Depends on | External products |\n| --- | --- | --- | --- |\n"
        for target in modules {
            let kind = Self.kindNames[target.kind] ?? target.kind
            text += "| `\(target.name)` | \(kind) | \(target.modules.map { "`\($0)`" }.joined(separator: ", ")) | \(target.products.joined(separator: ", ")) |\n"
        }
        text += "\n## Test targets\n\n| Test target | Depends on |\n| --- | --- |\n"
        for target in tests {
            text += "| `\(target.name)` | \(target.modules.map { "`\($0)`" }.joined(separator: ", ")) |\n"
        }
        return text
    }
}
