import StateEngine
import Testing

/// On an iPhone a tab section's tabs are tabs of the bar, selectable like any other.
@Suite @MainActor struct TabSectionTests {
    enum Screen: Hashable { case home, inbox, archive, settings }

    struct Mail: View {
        @State private var screen = Screen.home
        var body: some View {
            TabView(selection: $screen) {
                Tab("Home", systemImage: "house", value: .home) { Text("Home page") }
                TabSection("Mailboxes") {
                    Tab("Inbox", systemImage: "tray", value: .inbox) { SidebarProbe(name: "Inbox page") }
                    Tab("Archive", systemImage: "archivebox", value: .archive) { Text("Archive page") }
                }
                Tab("Settings", systemImage: "gear", value: .settings) { Text("Settings page") }
            }
        }
    }

    struct SidebarProbe: View {
        let name: String
        @Environment(\.isTabViewSidebarAvailable) private var sidebar
        @Environment(\.isTabBarShowingSections) private var sections
        var body: some View {
            Text(name)
            Text(sidebar || sections ? "sidebar" : "tab bar only")
        }
    }

    /// Evidence: Apple docs "TabBarPlacement.sidebar" (the sidebar exists on iPad, macOS, visionOS, tvOS: an iPhone shows a tab bar) and "TabSection".
    @Test func sectionTabsAreTabsOfTheBar() throws {
        let d = Driver(Mail())
        #expect(d.screen.contains("Tab \"Inbox\""))
        #expect(d.screen.contains("Tab \"Archive\""))
        #expect(!d.screen.contains("Mailboxes"))
        try d.select(tab: "Inbox")
        #expect(d.screen.contains("Text \"Inbox page\""))
        #expect(d.screen.contains("Text \"tab bar only\""))
        try d.select(tab: "Settings")
        #expect(d.screen.contains("Text \"Settings page\""))
    }
}
