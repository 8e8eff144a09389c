import Foundation
import Testing

/// Scenarios compile in the Swift 5 language mode by default (chosen: see SwiftLanguageMode)
/// and `swift=6` on a code block selects the Swift 6 mode with its strict checking. The
/// examples use `project=xcode16`: with Xcode 26's default main-actor isolation the global
/// below is isolated to the main actor and safe in both modes (ProjectSettingsTests).
@Suite struct LanguageModeTests {
    // A static stored `var` is "nonisolated global shared mutable state": an error in the
    // Swift 6 language mode, accepted in Swift 5 (SE-0412, Strict concurrency for global variables).
    static let code = """
        import SwiftUI

        enum Visits { static var total = 0 }

        struct VisitCounter: View {
            var body: some View {
                Button("Visit") { Visits.total += 1; print("visits: \\(Visits.total)") }
            }
        }
        """

    static let article = """
        ---
        title: Language modes
        ---

        ```swift scenario=six swift=6 project=xcode16 expect=compile-error message="'total' is not concurrency-safe"
        \(code)
        ```

        ```swift scenario=five
        \(code)
        ```

        ```swift steps=five
        launch(VisitCounter())
        tap("Visit")
        expectConsole(contains: "visits: 1")
        ```
        """

    @Test func fiveIsTheDefaultAndSixIsChosenPerScenario() throws {
        let site = try SiteFolder()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.write("Content/en/modes.md", Self.article)
        let result = try site.run("verify", "Content/en/modes.md")
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("2 passed, 0 failed"), "\(result.stdout)\n\(result.stderr)")
    }

    @Test func aSwiftFiveOnlyProgramFailsInSwiftSix() throws {
        let site = try SiteFolder()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.write("Content/en/modes.md", "---\ntitle: Six\n---\n\n```swift scenario=six swift=6 project=xcode16\n\(Self.code)\n```\n")
        let result = try site.run("verify", "Content/en/modes.md")
        #expect(result.status == 1)
        #expect((result.stdout + result.stderr).contains("Content/en/modes.md:8:"), "\(result.stdout)\n\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("'total' is not concurrency-safe"), "\(result.stdout)\n\(result.stderr)")
    }
}
