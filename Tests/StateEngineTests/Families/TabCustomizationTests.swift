import Foundation
import Testing
@testable import StateEngine

/// iOS 18's tab customization on an iPhone, type-erased tabs and where the tab bar is.
@Suite @MainActor struct TabCustomizationTests {
    enum Section: Hashable { case news, sports, weather }

    struct Reader: View {
        @AppStorage("tabs") private var customization: TabViewCustomization
        @State private var section = Section.news
        var body: some View {
            TabView(selection: $section) {
                Tab("News", systemImage: "newspaper", value: .news) {
                    VStack {
                        Text("sports in sidebar: \(customization[sidebarVisibility: "sports"] == .hidden ? "hidden" : "automatic")")
                        Button("Hide sports") { customization[sidebarVisibility: "sports"] = .hidden }
                        Button("Reset") { customization.resetVisibility() }
                    }
                }
                .customizationID("news")
                Tab("Sports", systemImage: "sportscourt", value: .sports) { Text("Scores") }
                    .customizationID("sports")
                    .defaultVisibility(.hidden, for: .tabBar)
                Tab("Weather", systemImage: "cloud", value: .weather) { Text("Sunny") }
                    .customizationID("weather")
            }
            .tabViewStyle(.sidebarAdaptable)
            .tabViewCustomization($customization)
        }
    }

    // Evidence: Apple docs, defaultVisibility(_:for:) ("supports customization of the tab bar and
    // sidebar on iPad ... This modifier has no effect on other platforms"),
    // TabViewCustomization.subscript(sidebarVisibility:) (set by id, `.automatic` when not
    // customized), AppStorage.init(wrappedValue:_:store:) ("save and restore tab sidebar
    // customizations").
    @Test func anIPhoneBarShowsEveryTabAndTheCustomizationIsAValueTheAppKeeps() throws {
        let d = Driver(Reader())
        #expect(d.screen.contains("Tab \"Sports\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"sports in sidebar: automatic\""))
        try d.tap("Hide sports")
        #expect(d.screen.contains("Text \"sports in sidebar: hidden\""))
        // The tab bar of an iPhone is not customized: Sports is still a tab.
        #expect(d.screen.contains("Tab \"Sports\""))
        d.relaunch()
        #expect(d.screen.contains("Text \"sports in sidebar: hidden\""), "\(d.screen)")
        try d.tap("Reset")
        #expect(d.screen.contains("Text \"sports in sidebar: automatic\""))
    }

    // Evidence: Apple docs, TabViewCustomization is Codable and Equatable; subscript(sectionID:)
    // ("If the ID isn't associated with a section or the section has not been customized, a
    // default value of nil is returned").
    @Test func aCustomizationRoundTripsThroughItsEncoding() throws {
        var customization = TabViewCustomization()
        customization[tab: "alerts"].sidebarVisibility = .hidden
        let data = try JSONEncoder().encode(customization)
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: data)
        #expect(decoded == customization)
        #expect(decoded[sidebarVisibility: "alerts"] == .hidden)
        #expect(decoded[tab: "alerts"].tabBarVisibility == .automatic)
        #expect(decoded[sectionID: "categories"] == nil)
        #expect(decoded != TabViewCustomization())
    }

    struct PlacementProbe: View {
        let name: String
        @Environment(\.tabBarPlacement) private var placement
        var body: some View {
            Text("\(name) \(placement == .bottomBar ? "bottom bar" : placement == .pageIndicator ? "page indicator" : placement == nil ? "none" : "other")")
        }
    }

    struct Placements: View {
        var body: some View {
            VStack {
                PlacementProbe(name: "outside")
                TabView {
                    PlacementProbe(name: "bar").tabItem { Text("One") }
                }
                TabView {
                    PlacementProbe(name: "pages").tabItem { Text("Page") }
                }
                .tabViewStyle(.page)
            }
        }
    }

    // Evidence: Apple docs, EnvironmentValues.tabBarPlacement ("only set within the content
    // views of a TabView"; "A nil value corresponds to an undefined placement"),
    // TabBarPlacement.bottomBar and .pageIndicator ("Tab view displaying as an indicator that
    // shows the position within the pages").
    @Test func aTabReadsWhereItsBarIs() {
        let d = Driver(Placements())
        #expect(d.screen.contains("Text \"outside none\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"bar bottom bar\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"pages page indicator\""), "\(d.screen)")
    }

    struct Erased: View {
        let signedIn: Bool
        @State private var section = Section.news
        var body: some View {
            TabView(selection: $section) {
                Tab("News", systemImage: "newspaper", value: .news) { Text("Headlines") }
                account
            }
        }

        var account: AnyTabContent<Section> {
            signedIn
                ? AnyTabContent(Tab("Sports", systemImage: "person", value: .sports) { Text("Your teams") })
                : AnyTabContent(Tab("Weather", systemImage: "cloud", value: .weather) { Text("Local") })
        }
    }

    // Evidence: Apple docs, AnyTabContent ("Type erased tab content").
    @Test func typeErasedTabsAreTabsOfTheBar() throws {
        let d = Driver(Erased(signedIn: true))
        #expect(d.screen.contains("Tab \"Sports\""), "\(d.screen)")
        try d.select(tab: "Sports")
        #expect(d.screen.contains("Text \"Your teams\""))
        let other = Driver(Erased(signedIn: false))
        #expect(other.screen.contains("Tab \"Weather\""))
        #expect(!other.screen.contains("Tab \"Sports\""))
    }
}
