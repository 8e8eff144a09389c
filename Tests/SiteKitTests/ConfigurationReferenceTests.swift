import Foundation
import Testing
@testable import ContentModel
@testable import SiteKit

/// The guide's configuration reference (the site article Content/en/guide-configuration.md) is
/// the code's list of keys, row for row.
@Suite("Configuration reference")
struct ConfigurationReferenceTests {
    static let guide: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Content/en/guide-configuration.md"), encoding: .utf8)) ?? ""
    }()

    /// The table rows after `marker` up to the next blank line.
    static func rows(after marker: String) -> [String] {
        guard let start = guide.range(of: marker) else { return [] }
        let lines = guide[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| Key |") }) else { return [] }
        return Array(lines[(header + 2)...].prefix { $0.hasPrefix("|") })
    }

    static func row(_ key: ConfigurationReference.Key) -> String {
        "| `\(key.name)` | \(key.type) | \(key.defaultValue) | \(key.meaning) |"
    }

    @Test func siteKeysAreDocumentedExactly() {
        #expect(Self.rows(after: "## site.yml keys") == ConfigurationReference.site.map(Self.row))
    }

    @Test func frontMatterKeysAreDocumentedExactly() {
        #expect(Self.rows(after: "Front matter of an article, between") == ConfigurationReference.frontMatter.map(Self.row))
    }

    @Test func misspeltKeysGetASuggestion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("site.yml")
        try "title: T\nbaseUrl: https://example.org/\nbaseURL: https://example.org/\nlanguagse: [en]\ncolour: red\n".write(to: url, atomically: true, encoding: .utf8)
        let config = try SiteConfig.load(from: url, displayPath: "site.yml")
        let messages = config.warnings.map(\.message)
        #expect(messages.contains("unknown setting 'baseUrl' is ignored; did you mean 'baseURL'?"))
        #expect(messages.contains("unknown setting 'languagse' is ignored; did you mean 'languages'?"))
        #expect(messages.contains { $0.hasPrefix("unknown setting 'colour' is ignored (known: title, tagline, baseURL") })
        let matter = try FrontMatterSplit.parse("---\ntitle: T\ntitel: X\nlast-mod: 2026-01-01\n---\nBody\n", file: "a.md")
        #expect(matter.warnings.map(\.message) == [
            "unknown front matter key 'titel' is ignored; did you mean 'title'?",
            "unknown front matter key 'last-mod' is ignored; did you mean 'lastmod'?",
        ])
    }
}
