import Foundation
import Testing

/// Issue 8: "Any SwiftUI symbol the engine does not model fails to compile with a message that
/// says so", never a bare "cannot find in scope". Each snippet is everyday use of one symbol
/// declared in Sources/StateEngine/Unsupported, verified through `statedocs verify` as a
/// scenario that expects that compile error.
@Suite struct UnsupportedAPITests {
    /// (symbol, SwiftUI code that uses it the way tutorials do)
    static let uses: [(symbol: String, code: String)] = [
        ("dialogSuppressionToggle", "struct V: View { @State private var shown = false\n @State private var suppressed = false\n var body: some View { Button(\"Delete\") { shown = true }.confirmationDialog(\"Delete?\", isPresented: $shown) { Button(\"Delete\", role: .destructive) {} }.dialogSuppressionToggle(isSuppressed: $suppressed) } }"),
        ("ImageRenderer", "struct V: View { var body: some View { Text(\"a\") }\n func snapshot() { _ = ImageRenderer(content: Text(\"b\")) } }"),
        ("accessibilityRepresentation", "struct V: View { var body: some View { Text(\"Volume\").accessibilityRepresentation { Slider(value: .constant(0.5)) } } }"),
        ("dismissWindow", "struct V: View { @Environment(\\.dismissWindow) private var dismissWindow\n var body: some View { Button(\"Close\") { dismissWindow() } } }"),
        ("fileDialogBrowserOptions", "struct V: View { var body: some View { Text(\"Files\").fileDialogBrowserOptions(.includeHiddenFiles) } }"),
        ("findContext", "struct V: View { @Environment(\\.findContext) private var findContext\n var body: some View { Text(\"a\") } }"),
        ("sectionActions", "struct V: View { var body: some View { List { Section(\"Mail\") { Text(\"a\") }.sectionActions { Button(\"Add\") {} } } } }"),
        ("accessibilityScrollAction", "struct V: View { @State private var page = 0\n var body: some View { Text(\"a\").accessibilityScrollAction { _ in page += 1 } } }"),
        ("openWindow", "struct V: View { @Environment(\\.openWindow) private var openWindow\n var body: some View { Text(\"a\") } }"),
        ("accessibilityZoomAction", "struct V: View { @State private var zoom = 1.0\n var body: some View { Text(\"Map\").accessibilityZoomAction { _ in zoom *= 2 } } }"),
        ("Window", "struct Main: App { var body: some Scene { Window(\"Inspector\", id: \"inspector\") { Text(\"a\") } } }"),
        ("springLoadingBehavior", "struct V: View { @Environment(\\.springLoadingBehavior) private var behavior\n var body: some View { Text(\"a\") } }"),
        ("DebugReplaceableView", "struct V: View { let replaced: DebugReplaceableView? = nil\n var body: some View { Text(\"a\") } }"),
        ("appearsActive", "struct V: View { @Environment(\\.appearsActive) private var active\n var body: some View { Text(active ? \"a\" : \"b\") } }"),
        ("isFocused", "struct V: View { @Environment(\\.isFocused) private var focused\n var body: some View { Text(focused ? \"a\" : \"b\") } }"),
    ]

    static func article() -> String {
        var text = "---\ntitle: Unsupported SwiftUI\n---\n"
        for (index, use) in uses.enumerated() {
            text += "\n```swift scenario=unsupported-\(index) expect=compile-error message=\"StateEngine does not model\"\n"
            text += "import SwiftUI\n\n" + use.code + "\n```\n"
        }
        return text
    }

    @Test func everyUnmodelledSymbolFailsWithTheEnginesOwnMessage() throws {
        let site = try SiteFolder()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.write("Content/en/unsupported.md", Self.article())
        let result = try site.run("verify", "Content/en/unsupported.md")
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("\(Self.uses.count) passed, 0 failed"), "\(result.stdout)\n\(result.stderr)")
        // A fence's info string cannot hold backticks, so the symbol is checked on the messages.
        let run = try site.run("run", "Content/en/unsupported.md")
        for use in Self.uses {
            #expect((run.stdout + run.stderr).contains("StateEngine does not model `\(use.symbol)` yet (see Supported SwiftUI)"),
                    "no StateEngine message for \(use.symbol)")
        }
    }
}
