import Foundation
import Testing

/// docs/ENGINE-RULES.md lists exactly the rules the engine marks `Chosen [name]:`, each at the
/// file where the engine implements it; and no rule is called chosen without a name.
@Suite @MainActor struct EngineRulesPageTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let engineSources = [
        "Sources/StateEngine", "Sources/StateEngineSwiftData", "Sources/StateEngineUIKit", "Sources/StateEngineAppKit",
        "Sources/StateEngineCharts", "Sources/StateEnginePhotosUI",
    ]

    /// Rule name -> engine file (relative to the repository) that carries its comment.
    static func chosenInEngine() throws -> (rules: [String: [String]], untagged: [String]) {
        let tag = try Regex(#"Chosen \[([a-z0-9-]+)\]"#)
        var rules: [String: [String]] = [:]
        var untagged: [String] = []
        // The engine and its framework modules (the same library).
        let files = engineSources.flatMap { folder in
            FileManager.default.enumerator(at: repository.appendingPathComponent(folder), includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
        }
        for url in files where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(repository.path.count + 1))
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.lowercased().contains("chosen") {
                let matches = line.matches(of: tag)
                if matches.isEmpty { untagged.append("\(relative):\(index + 1)") }
                for match in matches {
                    let name = String(match.output[1].substring!)
                    rules[name, default: []].append(relative)
                }
            }
        }
        return (rules, untagged)
    }

    /// Rule name -> the file its section's "Where:" line names.
    static func rulesOnPage() throws -> [String: String] {
        let page = try String(contentsOf: repository.appendingPathComponent("docs/ENGINE-RULES.md"), encoding: .utf8)
        var rules: [String: String] = [:]
        var current: String?
        for line in page.split(separator: "\n") {
            if line.hasPrefix("### `"), line.hasSuffix("`") {
                current = String(line.dropFirst(5).dropLast())
                rules[current!] = ""
            } else if let name = current, line.hasPrefix("- Where: `") {
                rules[name] = String(line.dropFirst("- Where: `".count).prefix { $0 != "`" })
            }
        }
        return rules
    }

    @Test func everyChosenRuleHasASectionAtItsFileAndEverySectionARule() throws {
        let engine = try Self.chosenInEngine()
        let page = try Self.rulesOnPage()
        #expect(engine.rules.count >= 10 && page.count >= 10, "the scan found too little: \(engine.rules.keys.sorted())")
        #expect(engine.untagged.isEmpty, "lines that say chosen without `Chosen [name]:`: \(engine.untagged)")
        #expect(Set(engine.rules.keys).subtracting(page.keys).sorted() == [], "chosen in the engine, missing from docs/ENGINE-RULES.md")
        #expect(Set(page.keys).subtracting(engine.rules.keys).sorted() == [], "on docs/ENGINE-RULES.md, no longer in the engine")
        for (name, files) in engine.rules {
            #expect(files.count == 1, "rule \(name) is tagged in several places: \(files)")
            if let where_ = page[name] { #expect(files.contains(where_), "rule \(name): page says \(where_), engine has it in \(files)") }
        }
    }
}
