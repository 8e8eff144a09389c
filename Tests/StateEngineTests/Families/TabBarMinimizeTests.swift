import StateEngine
import Testing

/// The iOS 26 tab bar follows the content offset of the tab's scroll view, whatever moved it:
/// the user's swipe (covered in IOS26ChromeTests) or the program's `scrollTo`.
@Suite @MainActor struct TabBarMinimizeTests {
    struct Controls: View {
        @Environment(\.tabViewBottomAccessoryPlacement) private var placement
        var body: some View {
            Text(placement == .inline ? "Compact controls" : "Full controls")
        }
    }

    struct Feed: View {
        let behavior: TabBarMinimizeBehavior
        @State private var position = ScrollPosition(edge: .top)
        var body: some View {
            TabView {
                Tab("Feed", systemImage: "list.bullet") {
                    VStack {
                        HStack {
                            Button("Latest") { position.scrollTo(edge: .bottom) }
                            Button("Top") { position.scrollTo(edge: .top) }
                        }
                        ScrollView {
                            LazyVStack { ForEach(0..<80, id: \.self) { Text("Post \($0)") } }
                        }
                        .scrollPosition($position)
                    }
                }
            }
            .tabBarMinimizeBehavior(behavior)
            .tabViewBottomAccessory { Controls() }
        }
    }

    // Evidence: Apple docs TabBarMinimizeBehavior.onScrollDown ("the tab bar minimizes when
    // scrolling down") names the scroll, not the gesture; UIKit's MinimizeBehavior.onScrollDown
    // ("expands when scrolling back up"). Chosen [tab-bar-minimize-any-scroll]: a scroll the
    // program makes counts as a swipe does.
    @Test func aScrollThePositionMakesMinimizesTheBar() throws {
        let d = Driver(Feed(behavior: .onScrollDown))
        #expect(d.screen.contains("Text \"Full controls\""))
        try d.tap("Latest")
        #expect(d.screen.contains("Text \"Post 79\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"Compact controls\""), "\(d.screen)")
        try d.tap("Top")
        #expect(d.screen.contains("Text \"Post 0\""))
        #expect(d.screen.contains("Text \"Full controls\""), "\(d.screen)")
    }

    // Evidence: UIKit's UITabBarController.MinimizeBehavior.onScrollUp ("minimizes when scrolling
    // up, and expands when scrolling back down"); .never ("The tab bar does not minimize").
    @Test func theBehaviourDecidesWhichProgramScrollMinimizes() throws {
        let up = Driver(Feed(behavior: .onScrollUp))
        try up.tap("Latest")
        #expect(up.screen.contains("Text \"Full controls\""))
        try up.tap("Top")
        #expect(up.screen.contains("Text \"Compact controls\""))
        let never = Driver(Feed(behavior: .never))
        try never.tap("Latest")
        #expect(never.screen.contains("Text \"Full controls\""))
    }

    struct Chat: View {
        var body: some View {
            TabView {
                Tab("Chat", systemImage: "message") {
                    ScrollViewReader { proxy in
                        VStack {
                            Button("Newest") { proxy.scrollTo(59) }
                            Button("Oldest") { proxy.scrollTo(0) }
                            List(0..<60, id: \.self) { Text("Message \($0)") }
                        }
                    }
                }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
            .tabViewBottomAccessory { Controls() }
        }
    }

    // Evidence: Apple docs ScrollViewProxy.scrollTo(_:anchor:) ("Scans all scroll views
    // contained by the proxy for the first with a child view with identifier id, and then
    // scrolls to that view") and TabBarMinimizeBehavior.onScrollDown, as above.
    @Test func aReaderScrollMinimizesAndExpandsTheBar() throws {
        let d = Driver(Chat())
        try d.tap("Newest")
        #expect(d.screen.contains("Text \"Message 59\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"Compact controls\""))
        try d.tap("Oldest")
        #expect(d.screen.contains("Text \"Full controls\""))
    }

    struct Transcript: View {
        var body: some View {
            TabView {
                Tab("Log", systemImage: "doc") {
                    ScrollView {
                        LazyVStack { ForEach(0..<80, id: \.self) { Text("Line \($0)") } }
                    }
                    .defaultScrollAnchor(.bottom)
                }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
            .tabViewBottomAccessory { Controls() }
        }
    }

    // Evidence: Apple docs defaultScrollAnchor(_:) (the anchor is where the content is shown at
    // first). Chosen [tab-bar-minimize-any-scroll]: where a scroll view starts is not a scroll.
    @Test func aScrollViewThatStartsAtTheBottomLeavesTheBarAlone() throws {
        let d = Driver(Transcript())
        #expect(d.screen.contains("Text \"Line 79\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"Full controls\""))
        try d.scroll(.up)
        #expect(d.screen.contains("Text \"Full controls\""))
        try d.scroll(.down)
        #expect(d.screen.contains("Text \"Compact controls\""))
    }
}
