import Foundation
import SiteKit

/// A throwaway site in a temporary folder: Content/ with site.yml, articles written by the test.
struct Fixture {
    let root: URL
    var content: URL { root.appendingPathComponent("Content") }
    var output: URL { root.appendingPathComponent("Site") }

    static let siteYML = """
    title:
      en: Test Docs
      zh: 测试文档
    baseURL: https://docs.example.org/sub/
    languages: [en, zh]
    defaultLanguage: en
    """

    init(siteYML: String = Fixture.siteYML) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sitekit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content/en"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content/zh"), withIntermediateDirectories: true)
        try write("Content/site.yml", siteYML)
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// An article with the given front matter fields and body.
    func article(_ path: String, title: String, date: String = "2026-01-01", tags: [String] = [], extra: String = "", body: String = "Text.") throws {
        var front = "---\ntitle: \"\(title)\"\ndate: \(date)\n"
        if !tags.isEmpty { front += "tags: [\(tags.joined(separator: ", "))]\n" }
        front += extra + "---\n\n"
        try write("Content/" + path, front + body + "\n")
    }

    func options(cache: Bool = false, theme: URL? = nil, decorator: (any ArticleDecorator)? = nil) -> BuildOptions {
        BuildOptions(contentDirectory: content, outputDirectory: output, themeDirectory: theme,
                     cacheDirectory: cache ? root.appendingPathComponent(".statedocs-cache") : nil, decorator: decorator)
    }

    @discardableResult
    func build(cache: Bool = false, theme: URL? = nil, decorator: (any ArticleDecorator)? = nil) throws -> BuildReport {
        try SiteBuilder(options: options(cache: cache, theme: theme, decorator: decorator)).build()
    }

    /// Every file under Site/ with its bytes, for comparing whole builds.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = output.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: output, includingPropertiesForKeys: [.isRegularFileKey])!
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return files
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// The diagnostics a failing build reported (empty when it succeeded).
func buildErrors(_ fixture: Fixture) -> [String] {
    do {
        try fixture.build()
        return []
    } catch let error as DiagnosticsErrorLike {
        return error.lines
    } catch {
        return ["\(error)"]
    }
}

import Diagnostics

protocol DiagnosticsErrorLike: Error { var lines: [String] { get } }
extension DiagnosticsError: DiagnosticsErrorLike {
    var lines: [String] { diagnostics.filter { $0.severity == .error }.map(\.description) }
}
