import Foundation
import Testing

/// Issue 8: SwiftUI's `@Entry` macro compiles in a scenario, through the plugin `statedocs`
/// loads, and means what it means in SwiftUI; a `#Preview` beside it never runs.
@Suite struct MacroScenarioTests {
    static let article = """
        ---
        title: Custom environment values
        ---

        ```swift scenario=entry
        import SwiftUI

        extension EnvironmentValues {
            @Entry var accent: Color = .blue
            @Entry var caption: String = "Plain"
        }

        struct Palette: View {
            @State private var accent: Color = .blue

            var body: some View {
                VStack {
                    Swatch()
                    Caption()
                    Button("Use Red") { accent = .red }
                }
                .environment(\\.accent, accent)
            }
        }

        struct Swatch: View {
            @Environment(\\.accent) private var accent
            var body: some View { Text(accent == .red ? "Swatch: red" : "Swatch: blue").foregroundStyle(accent) }
        }

        struct Caption: View {
            @Environment(\\.caption) private var caption
            var body: some View { Text("Caption: \\(caption)") }
        }

        #Preview("Palette") {
            let _ = print("the preview ran")
            Palette()
        }
        ```

        ```swift steps=entry
        launch(Palette())
        expectScreen(contains: "Swatch: blue")
        expectScreen(contains: "Caption: Plain")
        tap("Use Red")
        expectScreen(contains: "Swatch: red")
        expectBodyCount(Swatch.self, 2)
        expectBodyCount(Caption.self, 1)
        expectConsole(notContains: "the preview ran")
        ```
        """

    /// Apple docs, "Entry()": the value a parent sets with `environment(_:_:)` reaches the
    /// views reading it; SwiftUI re-evaluates a view only for the environment keys it reads
    /// (WWDC23 "Demystify SwiftUI performance"). "Preview(_:body:)": a preview is for the
    /// canvas, never part of a running program.
    @Test func anEntryIsTrackedPerKeyAndAPreviewNeverRuns() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try site.write("Content/en/entry.md", Self.article)
        let result = try site.run("verify", "Content/en/entry.md")
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("1 passed, 0 failed"), "\(result.stdout)\n\(result.stderr)")
    }

    /// StateEngine does not model `@Entry` in `Transaction`: the macro says so, at the author's line.
    @Test func anEntryOutsideTheEnvironmentNamesTheEnginesLimit() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try site.write("Content/en/focused.md", """
            ---
            title: Focused
            ---

            ```swift scenario=focused
            import SwiftUI

            extension Transaction {
                @Entry var isUndo: Bool = false
            }
            ```
            """)
        let result = try site.run("verify", "Content/en/focused.md")
        let output = result.stdout + result.stderr
        #expect(result.status == 1, "\(output)")
        #expect(output.contains("Content/en/focused.md:9:"), "\(output)")
        #expect(output.contains("StateEngine models '@Entry' in EnvironmentValues and ContainerValues only; Transaction entries are not modelled yet"), "\(output)")
    }

    /// Issue 34: `@Previewable` where the generator does not remove it (on an app's view, not
    /// inside a `#Preview`) fails with StateEngine's message, not "cannot find".
    /// Evidence: Apple docs, Previewable(): a dynamic property "inline in a preview".
    @Test func aPreviewMacroOutsideFileScopeNamesTheEnginesLimit() throws {
        let site = try SiteFolder()
        defer { site.remove() }
        try site.write("Content/en/previewable.md", """
            ---
            title: Previewable
            ---

            ```swift scenario=previewable expect=compile-error message="StateEngine accepts @Previewable only inside a #Preview body"
            import SwiftUI

            struct Counter: View {
                @Previewable @State var count = 0
                var body: some View { Text("\\(count)") }
            }
            ```
            """)
        let result = try site.run("verify", "Content/en/previewable.md")
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("1 passed, 0 failed"), "\(result.stdout)\n\(result.stderr)")
    }
}
