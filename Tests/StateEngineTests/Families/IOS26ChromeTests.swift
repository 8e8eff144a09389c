import StateEngine
import Testing

/// The rest of iOS 26's documented surface that touches state: `GlassEffectContainer`,
/// `DefaultToolbarItem`, `\.tabViewBottomAccessoryPlacement`, `accessibilityDefaultFocus`.
@Suite @MainActor struct IOS26ChromeTests {
    // MARK: GlassEffectContainer

    struct Badges: View {
        @Namespace private var glass
        @State private var expanded = false
        @State private var taps = 0
        var body: some View {
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    Button(expanded ? "Collapse" : "Expand") { expanded.toggle() }
                        .glassEffect()
                        .glassEffectID("toggle", in: glass)
                    if expanded {
                        Button("Like \(taps)") { taps += 1 }
                            .glassEffect()
                            .glassEffectID("like", in: glass)
                            .glassEffectTransition(.matchedGeometry)
                    }
                }
            }
        }
    }

    // Evidence: Apple docs GlassEffectContainer ("combines multiple Liquid Glass shapes into a
    // single shape": rendering only) and init(spacing:content:) ("extracting glass shapes from
    // the provided content"): the content is built and behaves as without the container.
    @Test func aGlassContainerBuildsItsContentWithItsState() throws {
        let d = Driver(Badges())
        #expect(d.screen.contains("GlassEffectContainer"))
        #expect(!d.screen.contains("Like"))
        try d.tap("Expand")
        try d.tap("Like 0")
        try d.tap("Like 1")
        #expect(d.screen.contains("Button \"Like 2\""))
        try d.tap("Collapse")
        #expect(!d.screen.contains("Like"))
    }

    // MARK: DefaultToolbarItem

    struct Contacts: View {
        let moved: Bool
        @State private var query = ""
        let names = ["Ada", "Alan", "Grace"]
        var body: some View {
            NavigationStack {
                List(names.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text($0) }
                    .navigationTitle("Contacts")
                    .searchable(text: $query)
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Add") {} }
                        if moved { DefaultToolbarItem(kind: .search, placement: .bottomBar) }
                    }
            }
        }
    }

    private func line(_ screen: String, _ text: String) -> Int? {
        screen.split(separator: "\n").firstIndex { $0.contains(text) }
    }

    // Evidence: Apple docs DefaultToolbarItem init(kind:placement:) ("will implicitly replace the
    // default-placed instance. You can use this to move default item kinds to other
    // ToolbarItemPlacements, or to reposition default item kinds relative to other toolbar
    // content") and ToolbarDefaultItemKind.search ("can be placed in the bottomBar").
    @Test func theSearchItemMovesTheFieldIntoTheToolbar() throws {
        let d = Driver(Contacts(moved: true))
        let screen = d.screen
        #expect(screen.contains("SearchField \"Search\" \"\" bottomBar"), "\(screen)")
        let field = try #require(line(screen, "SearchField"))
        #expect(try #require(line(screen, "Text \"Grace\"")) < field)
        #expect(try #require(line(screen, "Button \"Add\"")) < field)
        #expect(screen.components(separatedBy: "SearchField").count == 2)
        try d.type("A", into: "Search")
        #expect(!d.screen.contains("Text \"Grace\""))
        #expect(d.screen.contains("Text \"Alan\""))
    }

    // Evidence: Apple docs searchable(text:placement:prompt:) places the field itself when no
    // DefaultToolbarItem names it: the engine keeps it above the content, unmarked.
    @Test func withoutTheItemTheFieldStaysAboveTheContent() throws {
        let d = Driver(Contacts(moved: false))
        let screen = d.screen
        #expect(screen.contains("SearchField \"Search\" \"\""), "\(screen)")
        #expect(!screen.contains("bottomBar"))
        #expect(try #require(line(screen, "SearchField")) < (try #require(line(screen, "Text \"Grace\""))))
    }

    struct Notes: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Results for \(query.isEmpty ? "all" : query)")
                    NavigationLink("Archive") {
                        Text("Archived notes")
                            .toolbar { DefaultToolbarItem(kind: .title, placement: .bottomBar) }
                    }
                }
                .toolbar { DefaultToolbarItem(kind: .search, placement: .topBarTrailing) }
                .searchable(text: $query)
                .navigationTitle("Notes")
            }
        }
    }

    // Evidence: Apple docs DefaultToolbarItem init(kind:placement:) (the item replaces the
    // default-placed search item wherever the toolbar is declared: the modifier order does not
    // matter) and ToolbarDefaultItemKind.search ("On iOS, it can also be placed in the top bar").
    @Test func theItemFindsTheFieldWhicheverModifierIsOutside() throws {
        let d = Driver(Notes())
        #expect(d.screen.contains("SearchField \"Search\" \"\" topBarTrailing"), "\(d.screen)")
        try d.type("milk", into: "Search")
        #expect(d.screen.contains("Text \"Results for milk\""))
        // A pushed page has its own toolbar: the title item there draws nothing of its own.
        try d.tap("Archive")
        #expect(d.screen.contains("Text \"Archived notes\""))
    }

    struct Numbers: View {
        var body: some View {
            TabView {
                Tab("Numbers", systemImage: "number") {
                    ScrollView {
                        VStack { ForEach(0..<50, id: \.self) { Text("\($0)") } }
                    }
                }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
            .tabViewBottomAccessory { NowPlaying() }
        }
    }

    // Evidence: Apple docs tabBarMinimizeBehavior(_:) (its example: a tab holding a ScrollView
    // of a ForEach "minimizes its tab bar when scrolling" with `.onScrollDown`).
    @Test func anEagerScrollViewMinimizesTheBarToo() throws {
        let d = Driver(Numbers())
        try d.scroll(.down)
        #expect(d.screen.contains("Text \"Compact controls\""), "\(d.screen)")
    }

    // MARK: tabViewBottomAccessoryPlacement

    struct Player: View {
        let behavior: TabBarMinimizeBehavior
        var body: some View {
            TabView {
                Tab("Library", systemImage: "music.note") {
                    List(0..<60, id: \.self) { Text("Song \($0)") }
                }
                Tab("Search", systemImage: "magnifyingglass") { Text("Find music") }
            }
            .tabBarMinimizeBehavior(behavior)
            .tabViewBottomAccessory { NowPlaying() }
        }
    }

    struct NowPlaying: View {
        @Environment(\.tabViewBottomAccessoryPlacement) private var placement
        var body: some View {
            switch placement {
            case .inline: Text("Compact controls")
            case .expanded: Text("Full controls")
            case nil: Text("No placement")
            }
        }
    }

    // Evidence: Apple docs tabViewBottomAccessory(content:) ("when the tab bar is normal size, the
    // accessory appears above it; when the tab bar is collapsed, the accessory displays inline")
    // and TabBarMinimizeBehavior.onScrollDown / UIKit's MinimizeBehavior.onScrollDown
    // ("minimizes when scrolling down, and expands when scrolling back up").
    @Test func scrollingDownMinimizesTheBarAndTheAccessoryGoesInline() throws {
        let d = Driver(Player(behavior: .onScrollDown))
        #expect(d.screen.contains("Text \"Full controls\""))
        try d.scroll(.down)
        #expect(d.screen.contains("Text \"Compact controls\""), "\(d.screen)")
        try d.scroll(.up)
        #expect(d.screen.contains("Text \"Full controls\""))
    }

    // Evidence: UIKit's UITabBarController.MinimizeBehavior.onScrollUp ("minimizes when scrolling
    // up, and expands when scrolling back down"); .never ("The tab bar does not minimize").
    @Test func theBehaviourDecidesWhichScrollMinimizes() throws {
        let up = Driver(Player(behavior: .onScrollUp))
        try up.scroll(.down)
        #expect(up.screen.contains("Text \"Full controls\""))
        try up.scroll(.up)
        #expect(up.screen.contains("Text \"Compact controls\""))
        let never = Driver(Player(behavior: .never))
        try never.scroll(.down)
        #expect(never.screen.contains("Text \"Full controls\""))
    }

    // Evidence: Apple docs EnvironmentValues.tabViewBottomAccessoryPlacement ("A nil value
    // corresponds to an undefined placement"): outside an accessory there is none.
    @Test func outsideAnAccessoryThePlacementIsNil() throws {
        let d = Driver(NowPlaying())
        #expect(d.screen.contains("Text \"No placement\""))
    }

    // MARK: accessibilityDefaultFocus

    struct Alarm: View {
        enum Field: Hashable { case time, snooze }
        @AccessibilityFocusState private var focus: Field?
        @State private var log = ""
        var body: some View {
            VStack {
                Text("Alarm").accessibilityFocused($focus, equals: .time)
                Button("Snooze") { log = "\(focus.map { "\($0)" } ?? "none")" }
                    .accessibilityFocused($focus, equals: .snooze)
                Text("Focus: \(log)")
            }
            .accessibilityDefaultFocus($focus, .snooze)
        }
    }

    // Evidence: Apple docs accessibilityDefaultFocus(_:_:) ("Accessibility default focus is
    // evaluated when a scene appears and an accessibility technology like VoiceOver focuses on
    // its content"; value: "The value to set the binding to during evaluation").
    @Test func theDefaultFocusIsGivenWhenTheScreenAppears() throws {
        let d = Driver(Alarm())
        #expect(d.screen.contains("Button \"Snooze\" accessibility-focused"), "\(d.screen)")
        #expect(!d.screen.contains("Text \"Alarm\" accessibility-focused"))
        try d.tap("Snooze")
        #expect(d.screen.contains("Text \"Focus: snooze\""))
        try d.accessibilityFocus("Alarm")
        try d.tap("Snooze")
        #expect(d.screen.contains("Text \"Focus: time\""))
    }

    // MARK: DefaultButtonLabel, AssistiveAccess

    struct Composer: View {
        @State private var showing = false
        @State private var log = "idle"
        var body: some View {
            VStack {
                Text("Log: \(log)")
                Button("Compose") { showing = true }
            }
            .sheet(isPresented: $showing) {
                NavigationStack {
                    Text("Draft")
                        .toolbar {
                            Button(role: .close) { showing = false }
                            Button(role: .confirm) { log = "sent"; showing = false }
                        }
                }
            }
        }
    }

    // Evidence: Apple docs Button.init(role:action:) ("Creates a button that displays a default
    // label"; the `.cancel` example shows an x symbol), ButtonRole.close and .confirm (iOS 26).
    @Test func roleButtonsShowTheirSymbolAndAct() throws {
        let d = Driver(Composer())
        try d.tap("Compose")
        #expect(d.screen.contains("xmark"), "\(d.screen)")
        #expect(d.screen.contains("checkmark"))
        try d.tap("Close")
        #expect(!d.screen.contains("Draft"))
        #expect(d.screen.contains("Text \"Log: idle\""))
        try d.tap("Compose")
        try d.tap("Confirm")
        #expect(d.screen.contains("Text \"Log: sent\""))
        #expect(!d.screen.contains("Draft"))
    }

    struct Journal: App {
        var body: some Scene {
            AssistiveAccess { Text("Simple journal") }
            WindowGroup { Text("Full journal") }
        }
    }

    // Evidence: Apple docs AssistiveAccess.init(content:) ("When Assistive Access is enabled, the
    // given view is used as the root view of the app"); the engine's iPhone runs without it.
    @Test func theAssistiveAccessSceneIsNotTheLaunchedOne() throws {
        let d = Driver(app: Journal())
        #expect(d.screen.contains("Text \"Full journal\""))
        #expect(!d.screen.contains("Simple journal"))
    }
}
