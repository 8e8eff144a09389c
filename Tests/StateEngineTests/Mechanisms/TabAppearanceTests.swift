import StateEngine
import Testing

/// What a tab switch does to the tabs' appearance actions and state.
@Suite @MainActor struct TabAppearanceTests {
    struct Feed: View {
        let name: String
        @State private var visits = 0
        var body: some View {
            Text("\(name) visits \(visits)")
                .onAppear { visits += 1; print("\(name) appear") }
                .onDisappear { print("\(name) disappear") }
        }
    }

    struct BoundTabs: View {
        @State private var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                Feed(name: "Home").tabItem { Text("Home") }.tag(0)
                Feed(name: "Search").tabItem { Text("Search") }.tag(1)
                Feed(name: "Profile").tabItem { Text("Profile") }.tag(2)
            }
        }
    }

    struct OwnTabs: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Feed(name: "Home") }
                Tab("Search", systemImage: "magnifyingglass") { Feed(name: "Search") }
            }
        }
    }

    // Evidence: Ole Begemann, "Understanding SwiftUI view lifecycles" (a tab's onAppear runs each
    // time it is selected, its state is kept); swiftyplace.com "SwiftUI View Lifecycle: When
    // onAppear Actually fires" (iOS 18 builds a tab when first selected; a tab switched away
    // from disappears, its node alive). Order: chosen [tab-switch-disappear-first].
    @Test func switchingTabsRunsAppearanceActionsAndKeepsState() throws {
        let d = Driver(BoundTabs())
        #expect(d.console == ["Home appear"])
        try d.select(tab: "Search")
        #expect(d.console == ["Home appear", "Home disappear", "Search appear"], "\(d.console)")
        try d.select(tab: "Home")
        #expect(d.console.suffix(2) == ["Search disappear", "Home appear"], "\(d.console)")
        #expect(d.screen.contains("Home visits 2"), "\(d.screen)")
    }

    // Evidence: as above; a TabView without a selection binding switches the same way.
    @Test func aTabViewWithItsOwnSelectionBehavesTheSame() throws {
        let d = Driver(OwnTabs())
        try d.select(tab: "Search")
        try d.select(tab: "Home")
        #expect(d.console == ["Home appear", "Home disappear", "Search appear", "Search disappear", "Home appear"], "\(d.console)")
    }

    struct Gate: View {
        @State private var loggedIn = true
        var body: some View {
            VStack {
                if loggedIn { BoundTabs() }
                Button("Log out") { loggedIn = false }
            }
        }
    }

    // Evidence: Apple docs, onDisappear (runs after the view disappears): a tab already off
    // screen does not disappear a second time when the tab view goes away.
    @Test func removingTheTabViewDisappearsOnlyTheShownTab() throws {
        let d = Driver(Gate())
        try d.select(tab: "Search")
        try d.tap("Log out")
        #expect(d.console == ["Home appear", "Home disappear", "Search appear", "Search disappear"], "\(d.console)")
    }
}
