import Foundation
import Testing

/// Scenarios compile with the settings of a new Xcode 26 app target (main-actor default
/// isolation, approachable concurrency), and `project=xcode16` chooses the older settings.
@Suite struct ProjectSettingsTests {
    // Under SE-0466's main-actor default a plain global function is main-actor isolated, so a
    // `nonisolated` function calling it synchronously is warned about (an error in the Swift 6
    // mode); in an Xcode 16 project both are nonisolated and the call is fine.
    static let code = """
        import SwiftUI

        func badge(_ count: Int) -> String { "\\(count) new" }

        nonisolated func summary(_ count: Int) -> String { "Inbox: " + badge(count) }

        struct Inbox: View {
            var body: some View { Text(summary(3)) }
        }
        """

    // A global shared counter, written from a view: main-actor isolated under Xcode 26's
    // settings, so even the Swift 6 mode accepts it.
    static let counter = """
        import SwiftUI

        var taps = 0

        struct Tapper: View {
            var body: some View {
                Button("Tap") { taps += 1; print("taps: \\(taps)") }
            }
        }
        """

    static let article = """
        ---
        title: Project settings
        ---

        ```swift scenario=xcode26 expect=warning message="main actor-isolated global function 'badge'"
        \(code)
        ```

        ```swift scenario=xcode16 project=xcode16
        \(code)
        ```

        ```swift steps=xcode16
        launch(Inbox())
        expectScreen(contains: "Inbox: 3 new")
        ```

        ```swift scenario=strict swift=6
        \(counter)
        ```

        ```swift steps=strict
        launch(Tapper())
        tap("Tap")
        expectConsole(contains: "taps: 1")
        ```
        """

    // Evidence: Xcode 26's App template (SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor,
    // SWIFT_APPROACHABLE_CONCURRENCY = YES; see ProjectSettings); SE-0466 (a declaration
    // without isolation in such a module is main-actor isolated).
    @Test func xcode26IsTheDefaultAndXcode16IsChosenPerScenario() throws {
        let site = try SiteFolder()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.write("Content/en/project.md", Self.article)
        let result = try site.run("verify", "Content/en/project.md")
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("3 passed, 0 failed"), "\(result.stdout)\n\(result.stderr)")
    }

    @Test func anUnknownProjectIsAnErrorAtTheFence() throws {
        let site = try SiteFolder()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.write("Content/en/project.md", "---\ntitle: P\n---\n\n```swift scenario=p project=xcode15\n\(Self.code)\n```\n")
        let result = try site.run("verify", "Content/en/project.md")
        #expect(result.status == 1)
        #expect((result.stdout + result.stderr).contains("project= takes the project settings xcode26 or xcode16, not 'xcode15'"), "\(result.stdout)\n\(result.stderr)")
    }
}
