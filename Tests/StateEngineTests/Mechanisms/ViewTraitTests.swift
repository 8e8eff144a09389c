import Testing

@testable import StateEngine

/// Containers read what their children tell them through traits (SwiftUI's `_ViewTraitKey`),
/// whichever modifier wrote them: `.tag` is a picker option's and a tab's value, `tabItem` a
/// tab's title.
@Suite @MainActor struct ViewTraitTests {
    struct Numbers: View {
        @State private var number = 0
        var body: some View {
            VStack {
                Picker("Number", selection: $number) {
                    Text("One").tag(1).tag(2)
                    Text("Three").tag(3)
                }
                Text("chose \(number)")
            }
        }
    }

    /// Chosen [outermost-trait]: a child tagged twice is selected by its outer tag.
    @Test func aPickerOptionIsSelectedByItsOutermostTag() throws {
        let driver = Driver(Numbers())
        try driver.pick("One", in: "Number")
        #expect(driver.screen.contains("Text \"chose 2\""))
        try driver.pick("Three", in: "Number")
        #expect(driver.screen.contains("Text \"chose 3\""))
    }

    struct Tabs: View {
        @State private var tab = "b"
        var body: some View {
            TabView(selection: $tab) {
                Text("First body").tabItem { Text("First") }.tag("a")
                Text("Second body").tag("b").tabItem { Text("Second") }
            }
        }
    }

    /// Evidence: Apple's TabView docs (`tabItem` labels a tab; `tag` is the value the
    /// selection binding takes), in either order of the two modifiers.
    @Test func aTabsTitleAndValueAreTraitsOfItsViewInEitherOrder() throws {
        let driver = Driver(Tabs())
        #expect(driver.screen.contains("Tab \"Second\" selected"))
        try driver.select(tab: "First")
        #expect(driver.screen.contains("Tab \"First\" selected"))
        #expect(driver.screen.contains("First body"))
        let traits = ViewTraits.of(Text("x").tag("b").tabItem { Text("Second") })
        #expect(traits[TabItemTitleTrait.self] == "Second")
        #expect(traits[TagTrait.self] == AnyHashable("b"))
        #expect(ViewTraits.of(Text("x"))[TagTrait.self] == nil)
    }
}
