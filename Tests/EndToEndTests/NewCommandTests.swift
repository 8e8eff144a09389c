import Foundation
import Testing

@Suite("statedocs new")
struct NewCommandTests {
    @Test func writesAnArticlePairThatBuilds() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let result = try site.run("new", "sheet-timing", "--title", "When a sheet reads its state")
        #expect(result.status == 0, "\(result.stderr)")
        let english = try site.read("Content/en/sheet-timing.md")
        let chinese = try site.read("Content/zh/sheet-timing.md")
        #expect(english.hasPrefix("---\ntitle: \"When a sheet reads its state\"\n"))
        #expect(english.contains("```swift scenario=sheet-timing\nimport SwiftUI\n"))
        #expect(english.contains("```swift steps=sheet-timing\nlaunch(ContentView())"))
        #expect(chinese.contains("```swift scenario=sheet-timing\n"))
        let build = try site.run("build")
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try site.read("Site/en/sheet-timing.html").contains("When a sheet reads its state"))
    }

    @Test func refusesToOverwrite() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let before = try site.read("Content/zh/hello.md")
        let result = try site.run("new", "hello")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Content/en/hello.md: error: already exists"), "\(result.stderr)")
        #expect(try site.read("Content/zh/hello.md") == before)
    }

    @Test func rejectsASlugThatEscapes() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        let result = try site.run("new", "../evil")
        #expect(result.status != 0)
        #expect(!site.exists("Content/evil.md") && !site.exists("evil.md"))
    }
}
