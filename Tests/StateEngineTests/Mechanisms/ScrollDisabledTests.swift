import StateEngine
import Testing

/// `scrollDisabled` writes `\.isScrollEnabled`; the driver's scroll steps cannot move a scroll
/// view whose scrolling is disabled, as a finger cannot.
@Suite @MainActor struct ScrollDisabledTests {
    struct Reader: View {
        @Environment(\.isScrollEnabled) private var isScrollEnabled
        var body: some View { Text(isScrollEnabled ? "scrolls" : "fixed") }
    }

    struct Feed: View {
        @State private var locked = true
        var body: some View {
            VStack {
                Button(locked ? "Unlock" : "Lock") { locked.toggle() }
                Reader()
                List(0..<60, id: \.self) { Text("Row \($0)") }
                    .scrollDisabled(locked)
            }
        }
    }

    // Evidence: Apple docs, scrollDisabled(_:) (passed through the environment) and
    // EnvironmentValues.isScrollEnabled (default true): only views below the modifier see it.
    @Test func theModifierWritesTheEnvironmentBelowIt() throws {
        let d = Driver(List { Reader() }.scrollDisabled(true))
        #expect(d.screen.contains("fixed"))
        let outside = Driver(Feed())
        #expect(outside.screen.contains("scrolls"))
    }

    // Evidence: Apple docs, scrollDisabled(_:) and UIScrollView.isScrollEnabled (a disabled
    // scroll view does not accept touches): no swipe moves it until scrolling is enabled again.
    @Test func scrollStepsRefuseADisabledScrollView() throws {
        let d = Driver(Feed())
        #expect(throws: Driver.Failure.self) { try d.scroll(to: "Row 50") }
        #expect(throws: Driver.Failure.self) { try d.scroll(.down) }
        #expect(!d.screen.contains("Row 50"))
        try d.tap("Unlock")
        try d.scroll(to: "Row 50")
        #expect(d.screen.contains("Row 50"))
    }

    // Evidence: as above; the failure names the reason.
    @Test func theFailureSaysScrollingIsDisabled() {
        let d = Driver(Feed())
        do {
            try d.scroll(.down)
            Issue.record("scrolled a disabled list")
        } catch {
            #expect("\(error)".contains("scrollDisabled"), "\(error)")
        }
    }
}
