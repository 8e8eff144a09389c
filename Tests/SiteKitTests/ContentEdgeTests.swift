import Foundation
import Testing

@testable import SiteKit

/// Dates, feed text and template includes (issue 10's content and output edges).
@Suite struct ContentEdgeTests {
    @Test func datesAreValidatedWhole() {
        #expect(FrontMatterDate("2026-01-31")?.rfc3339 == "2026-01-31T00:00:00Z")
        #expect(FrontMatterDate("2026-01-31 09:30")?.rfc3339 == "2026-01-31T09:30:00Z")
        #expect(FrontMatterDate("2026-01-31T09:30:15+08:00")?.rfc3339 == "2026-01-31T09:30:15+08:00")
        #expect(FrontMatterDate("2024-02-29") != nil)
        for bad in ["2026-02-29", "2026-13-01", "2026-01-31T25:00", "2026-01-31X", "2026-01-31T09:30Z</updated>", "2026-1-31", "２０２６-01-01"] {
            #expect(FrontMatterDate(bad) == nil, "\(bad)")
        }
    }

    @Test func xmlTextDropsWhatXMLForbids() {
        #expect(XMLText.escape("a\u{0}b\u{1B}c <d> & \"e\"\n\u{FFFF}") == "abc &lt;d&gt; &amp; &quot;e&quot;\n")
    }

    @Test func includeCyclesAndDepthAreFound() {
        let cycle = TemplateIncludes.check(["a": ("x {{> b}}", "a.mustache"), "b": ("\n  {{>a}}", "b.mustache")])
        #expect(cycle.map(\.description).contains { $0.hasPrefix("b.mustache:2:3: error: template include cycle a → b → a") })
        var chain: [String: (text: String, file: String)] = [:]
        for index in 0..<20 { chain["t\(index)"] = ("{{> t\(index + 1)}}", "t\(index).mustache") }
        #expect(TemplateIncludes.check(chain).contains { $0.message.contains("more than 16 levels deep") })
        #expect(TemplateIncludes.check(["layout": ("{{> article}}", "l"), "article": ("text", "a")]).isEmpty)
    }
}
