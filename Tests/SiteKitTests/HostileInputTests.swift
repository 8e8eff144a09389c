import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// Tiny input from a pull request that made statedocs take exponential time or overflow its
/// stack (issue 33): each now ends within a bound, in a diagnostic at the file and line or,
/// for a plain code block, in plain text with a warning.
@Suite struct HostileInputTests {
    /// CPU seconds `work` took on this thread: a machine busy with other builds does not
    /// make it look slow.
    static func cpuSeconds(_ work: () -> Void) -> Double {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        work()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }

    /// 15 partials that each include the next eight times: 8^15 inclusions.
    static func multiplyingTheme(_ count: Int = 15, times: Int = 8) -> [String: (text: String, file: String)] {
        var templates: [String: (text: String, file: String)] = [:]
        for index in 0..<count {
            let body = index == count - 1 ? "leaf\n" : String(repeating: "<p>{{> p\(index + 1)}}</p>\n", count: times)
            templates["p\(index)"] = (body, "theme/p\(index).mustache")
        }
        return templates
    }

    @Test func partialsThatMultiplyAreAnErrorAtTheIncludeAtOnce() {
        var diagnostics: [Diagnostic] = []
        let elapsed = Self.cpuSeconds { diagnostics = TemplateIncludes.check(Self.multiplyingTheme()) }
        // Exponential before: over 120 s and 600 MB for this theme.
        #expect(elapsed < 1)
        let sizes = diagnostics.filter { $0.message.contains("KB of template once its includes are in place") }
        #expect(sizes.count == 1, "\(diagnostics.map(\.description))")
        // Reported where the multiplying include is, in the template that passes the limit.
        #expect(sizes.first.map { $0.file.hasPrefix("theme/p") && $0.line != nil } == true)
    }

    @Test func includesThatStayWithinTheLimitsAreAccepted() {
        // 2^10 inclusions of a short text: about 12 KB.
        #expect(TemplateIncludes.check(Self.multiplyingTheme(11, times: 2)).isEmpty)
    }

    @Test func aThemeThatMultipliesFailsTheBuildAtTheTemplate() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.article("en/a.md", title: "A")
        try fixture.article("zh/a.md", title: "甲")
        for (name, template) in Self.multiplyingTheme() {
            try fixture.write("Content/theme/\(name).mustache", template.text)
        }
        try fixture.write("Content/theme/article.mustache", "{{> p0}}")
        let clock = ContinuousClock()
        var errors: [String] = []
        let elapsed = clock.measure { errors = buildErrors(fixture) }
        #expect(elapsed < .seconds(60))
        #expect(errors.contains { $0.contains("Content/theme/p") && $0.contains("error: including 'p") }, "\(errors)")
    }

    @Test func sectionsNestedTooDeeplyAreAnError() {
        let template = String(repeating: "{{#a}}", count: 5_000) + String(repeating: "{{/a}}", count: 5_000)
        #expect(throws: TemplateSyntaxError.self) { try MustacheParser.parse(template) }
    }

    @Test(arguments: [40, 5_000])
    func deeplyNestedSwiftIsShownAsPlainText(_ depth: Int) {
        let code = "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + " < 2"
        var html = ""
        let elapsed = Self.cpuSeconds { html = SwiftHighlighter.html(for: code) }
        // 18 levels took 6.5 s and a few thousand crashed (SIGSEGV) before.
        #expect(elapsed < 1)
        #expect(html == HTML.escape(code))
    }

    @Test func ordinaryNestingIsStillHighlighted() {
        let code = "let grid = [[1, 2], [3, 4]]\nVStack { HStack { Text(\"a\").padding(.top) } }"
        #expect(SwiftHighlighter.html(for: code).contains("<span"))
    }

    @Test func aDeeplyNestedPlainBlockBuildsWithAWarningAtItsLine() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let deep = String(repeating: "(", count: 3_000) + String(repeating: ")", count: 3_000)
        try fixture.article("en/a.md", title: "A", body: "Intro.\n\n```swift\nlet fine = 1\nlet x = \(deep)\n```")
        try fixture.article("zh/a.md", title: "甲")
        let report = try fixture.build()
        // The front matter is 4 lines, then a blank line, "Intro.", a blank line and the fence (line 8).
        let warning = report.diagnostics.first { $0.id == .codeNesting }
        #expect(warning?.file.hasSuffix("Content/en/a.md") == true)
        #expect(warning?.line == 10, "\(report.diagnostics.map(\.description))")
        #expect(try fixture.read("Site/en/a.html").contains("let x = ((("))
    }
}
