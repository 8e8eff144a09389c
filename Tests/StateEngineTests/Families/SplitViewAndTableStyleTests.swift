import Testing
@testable import StateEngine

/// Custom navigation split view and table styles: the style's `makeBody(configuration:)` runs
/// for each split view or table it applies to, and what it returns is what shows (issue 34).
@MainActor
struct SplitViewAndTableStyleTests {
    /// A style that shows a placeholder while the app is locked; its configuration is opaque.
    struct Locked: NavigationSplitViewStyle {
        let reason: String
        func makeBody(configuration: Configuration) -> some View {
            let _ = print("makeBody \(reason)")
            VStack {
                Text("Locked: \(reason)")
            }
        }
    }

    struct Mail: View {
        @State private var reason = "sign in"
        @State private var locked = true
        var body: some View {
            VStack {
                NavigationSplitView {
                    Text("Inbox")
                } detail: {
                    Text("No message selected")
                }
                .navigationSplitViewStyle(Locked(reason: reason))
                Button("Expire") { reason = "session expired" }
                NavigationSplitView {
                    Text("Folders")
                } detail: {
                    Text("Drafts")
                }
                .navigationSplitViewStyle(.balanced)
                .navigationSplitViewStyle(Locked(reason: "outer"))
            }
        }
    }

    // Evidence: Apple docs, NavigationSplitViewStyle.makeBody(configuration:) ("SwiftUI calls this
    // method for each instance of NavigationSplitView, where this style is the current
    // NavigationSplitViewStyle"); navigationSplitViewStyle(_:) "Sets the style for navigation split
    // views within this view", so the inner `.balanced` is the style of the second split view.
    @Test func aCustomSplitViewStyleReplacesTheColumnsAndABuiltInStyleRestoresThem() throws {
        let d = Driver(Mail())
        #expect(d.screen.contains("Text \"Locked: sign in\""), "\(d.screen)")
        #expect(!d.screen.contains("Inbox"), "\(d.screen)")
        #expect(d.screen.contains("Text \"Folders\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"Drafts\""), "\(d.screen)")
        #expect(!d.screen.contains("Locked: outer"), "\(d.screen)")
        #expect(d.console == ["makeBody sign in"])
        try d.tap("Expire")
        #expect(d.screen.contains("Text \"Locked: session expired\""), "\(d.screen)")
        #expect(d.console.last == "makeBody session expired")
    }

    struct Person: Identifiable {
        let id: Int
        let name: String
        let email: String
    }

    struct Summary: TableStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text("Table hidden by style")
        }
    }

    struct Directory: View {
        @State private var selection: Int?
        @State private var custom = true
        let people = [Person(id: 1, name: "Ada", email: "ada@example.com"), Person(id: 2, name: "Lin", email: "lin@example.com")]
        var body: some View {
            VStack {
                if custom {
                    Table(people, selection: $selection) {
                        TableColumn("Name", value: \.name)
                    }
                    .tableStyle(Summary())
                } else {
                    Table(people, selection: $selection) {
                        TableColumn("Name", value: \.name)
                    }
                    .tableStyle(.inset)
                    .tableStyle(Summary())
                }
                Text("selected \(selection.map(String.init) ?? "none")")
                Button("Built-in") { custom = false }
            }
        }
    }

    // Evidence: Apple docs, TableStyle.makeBody(configuration:) ("The system calls this method for
    // each Table instance in a view hierarchy where this style is the current table style");
    // Table ("On iOS ... tables don't show headers and collapse all columns after the first").
    @Test func aCustomTableStyleReplacesTheRowsAndTheInsetStyleKeepsThemSelectable() throws {
        let d = Driver(Directory())
        #expect(d.screen.contains("Text \"Table hidden by style\""), "\(d.screen)")
        #expect(!d.screen.contains("Ada"), "\(d.screen)")
        try d.tap("Built-in")
        #expect(!d.screen.contains("Table hidden by style"), "\(d.screen)")
        try d.select(row: "Lin")
        #expect(d.screen.contains("Text \"selected 2\""), "\(d.screen)")
    }
}
