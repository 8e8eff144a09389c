import Foundation
import Testing

@testable import ScenarioKit

/// A throwaway project folder with articles and its own scenario cache.
final class Fixture {
    let root: URL
    let toolchain: Toolchain

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-test-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        toolchain = try Toolchain.locate()
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var cacheDirectory: URL { root.appendingPathComponent(".statedocs-cache") }

    @discardableResult
    func write(_ path: String, _ text: String) throws -> String {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return path
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func article(_ path: String) throws -> ArticleSource {
        ArticleSource(path: path, text: try read(path))
    }

    func executor(cache: String = ".statedocs-cache") -> ScenarioExecutor {
        // Clang's module cache is the engine's, as for `statedocs` (it is safe for concurrent
        // use), so each test does not rebuild the system modules; transcripts stay per fixture.
        let modules = toolchain.moduleCacheBesideEngine ?? FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-test-module-cache")
        return ScenarioExecutor(
            toolchain: toolchain, cache: ScenarioCache(directory: root.appendingPathComponent(cache), moduleCacheDirectory: modules),
            outputLimit: 1 << 20)
    }

    /// Verifies the given articles as `statedocs verify` would, from the fixture's folder.
    /// `batching: false` compiles every scenario alone; `cache` names another cache folder.
    func verify(
        _ paths: [String], bless: Bool = false, timeout: Double = 10, batching: Bool = true, cache: String = ".statedocs-cache"
    ) throws -> Verifier.Result {
        var options = Verifier.Options(bless: bless, defaultTimeout: timeout)
        options.baseDirectory = root
        options.batching = batching
        let verifier = Verifier(executor: executor(cache: cache), options: options)
        return verifier.verify(try paths.map(article))
    }
}

/// Markdown for an article with one scenario; `steps` and `output` are optional blocks.
func article(id: String = "demo", attributes: String = "", code: String, steps: String? = nil, output: String? = nil, prose: String = "Some prose.") -> String {
    var text = "---\ntitle: Demo\n---\n\n# Demo\n\n\(prose)\n\n```swift scenario=\(id)\(attributes.isEmpty ? "" : " " + attributes)\n\(code)```\n"
    if let steps { text += "\nThen:\n\n```swift steps=\(id)\n\(steps)```\n" }
    if let output { text += "\nIt prints:\n\n```output scenario=\(id)\n\(output)```\n" }
    return text
}
