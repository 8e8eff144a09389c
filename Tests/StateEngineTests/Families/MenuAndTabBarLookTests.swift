import Testing
@testable import StateEngine

/// Menu order, badge prominence, typesetting language, the adaptable tab bar's placement and a
/// container background change how things are drawn, not what the screen holds (issue 34).
@MainActor
struct MenuAndTabBarLookTests {
    struct Inbox: View {
        let styled: Bool
        @State private var sorted = "none"
        var body: some View {
            let tabs = TabView {
                Tab("Mail", systemImage: "envelope") {
                    VStack {
                        Menu("Sort") {
                            Button("Date") { sorted = "date" }
                            Button("Sender") { sorted = "sender" }
                        }
                        Text("sorted by \(sorted)")
                    }
                }
                .badge(3)
            }
            if styled {
                tabs
                    .menuOrder(.priority)
                    .badgeProminence(.decreased)
                    .typesettingLanguage(.automatic)
                    .defaultAdaptableTabBarPlacement(.sidebar)
                    .containerBackground(for: .navigation) { Text("backdrop") }
            } else {
                tabs
            }
        }
    }

    // Evidence: Apple docs, MenuOrder.priority ("first item closest to the point of
    // interaction"), badgeProminence(_:), TabViewStyle.sidebarAdaptable (an iPhone shows a tab
    // bar), containerBackground(for:alignment:content:).
    @Test func theLookModifiersLeaveTheScreenAsItWas() throws {
        let plain = Driver(Inbox(styled: false))
        let styled = Driver(Inbox(styled: true))
        #expect(styled.screen == plain.screen, "\(styled.screen)")
        try plain.openMenu("Sort")
        try styled.openMenu("Sort")
        #expect(styled.screen == plain.screen)
        try styled.tap("Sender")
        #expect(styled.screen.contains("Text \"sorted by sender\""), "\(styled.screen)")
        #expect(!styled.screen.contains("backdrop"))
    }
}
