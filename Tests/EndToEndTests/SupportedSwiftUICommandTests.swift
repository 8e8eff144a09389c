import Foundation
import Testing

/// `statedocs supported-swiftui`: writes the page pair from an engine's sources, and `--check`
/// fails, naming the page, once the sources changed and the page was not regenerated.
@Suite struct SupportedSwiftUICommandTests {
    /// The repository's copy of Apple's lists, which the page measures coverage against.
    static let surface = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/swiftui-surface").path

    @Test func writesThePairAndCheckNoticesDrift() throws {
        let site = try SiteFolder()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.write("Engine/Views/Button.swift", "public struct Button {}\n")
        let written = try site.run("supported-swiftui", "--engine", "Engine", "--surface", Self.surface)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try site.read("Content/en/supported-swiftui.md").contains("- `Button`"))
        #expect(try site.read("Content/zh/supported-swiftui.md").contains("source-hash: "))
        #expect(try site.run("supported-swiftui", "--engine", "Engine", "--surface", Self.surface, "--check").status == 0)

        let before = try site.read("Content/en/supported-swiftui.md")
        try site.write("Engine/Unsupported/Gauge.swift", """
            @available(*, unavailable, message: "StateEngine does not model `Gauge` yet (see Supported SwiftUI)")
            public struct Gauge {}
            """)
        let stale = try site.run("supported-swiftui", "--engine", "Engine", "--surface", Self.surface, "--check")
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("Content/en/supported-swiftui.md: error: out of date"), "\(stale.stderr)")
        #expect(try site.read("Content/en/supported-swiftui.md") == before, "--check writes nothing")

        // The pair passes verify as a translation pair (the Chinese page records its source).
        #expect(try site.run("supported-swiftui", "--engine", "Engine", "--surface", Self.surface).status == 0)
        let verify = try site.run("verify", "Content/en/supported-swiftui.md")
        #expect(verify.status == 0, "\(verify.stdout)\n\(verify.stderr)")
    }
}
