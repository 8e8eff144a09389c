import StateEngine
import Testing

/// Tabs and gestures.
@Suite @MainActor struct TabAndGestureTests {
    struct Inbox: View {
        @State private var read = 0
        var body: some View { Button("Read \(read)") { read += 1 } }
    }

    struct Profile: View {
        var body: some View { Text("profile") }
    }

    struct Tabs: View {
        @State private var tab = "inbox"
        var body: some View {
            TabView(selection: $tab) {
                Inbox()
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .tag("inbox")
                Tab("Profile", systemImage: "person", value: "profile") {
                    Profile()
                }
            }
        }
    }

    /// Evidence: Apple's TabView docs (selection + tag; iOS 18 Tab(value:)); a tab keeps its
    /// state while another is shown (chosen, as UIKit's tab bar controller keeps its children).
    @Test func tabsAreBuiltWhenFirstSelectedAndKeepTheirState() throws {
        let d = Driver(Tabs())
        #expect(d.bodyCount(Profile.self) == 0)
        #expect(d.screen.contains("Tab \"Inbox\" selected"))
        try d.tap("Read 0")
        try d.select(tab: "Profile")
        #expect(d.bodyCount(Profile.self) == 1)
        #expect(d.screen.contains("Text \"profile\""))
        #expect(!d.screen.contains("Read 1"))
        try d.select(tab: "Inbox")
        #expect(d.screen.contains("Button \"Read 1\""))
        #expect(throws: Driver.Failure.self) { try d.select(tab: "Settings") }
    }

    struct Card: View {
        @State private var log: [String] = []
        @State private var offset = 0.0
        var body: some View {
            VStack {
                Text("card")
                    .onTapGesture { log.append("tap") }
                    .onLongPressGesture { log.append("long") }
                Text("handle")
                    .gesture(DragGesture().onChanged { offset = $0.translation.width }.onEnded { _ in log.append("dropped") })
                Text("log \(log.joined(separator: ",")) offset \(Int(offset))")
                Button { log.append("write") } label: {
                    Label("Write tests", systemImage: "pencil")
                }
            }
        }
    }

    /// Evidence: Apple's onTapGesture/onLongPressGesture/DragGesture docs: the actions run
    /// when the user performs the gesture. A button whose label is an icon and text is found
    /// by its text (issue 8).
    @Test func gesturesRunTheirActionsWhenDriven() throws {
        let d = Driver(Card())
        try d.tap("card")
        try d.longPress("card")
        try d.drag("handle", x: 40, y: 0)
        #expect(d.screen.contains("Text \"log tap,long,dropped offset 40\""))
        try d.tap("Write tests")
        #expect(d.screen.contains("log tap,long,dropped,write"))
        #expect(d.screen.contains("Button \"Write tests\""))
    }

    /// Evidence: issue 8 ("every step that cannot find its target lists what is on screen").
    @Test func aMissingTargetListsWhatIsOnScreen() {
        let d = Driver(Card())
        do {
            try d.increment("Quantity")
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)".contains("no stepper labelled \"Quantity\" on screen (steppers: none)"))
            #expect("\(error)".contains("Text \"card\""))
        }
    }
}

/// A user taps what they read: a target whose label shows several texts is found by one of
/// them when nothing has that whole label; two such targets make the step ambiguous.
/// Evidence: XCUITest finds a cell by any static text it contains (Apple docs,
/// "XCUIElementQuery"; chosen: a whole-label match wins over a partial one).
@Suite @MainActor struct TapByTextTests {
    struct Menu: View {
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Button { log.append("soup") } label: { LabeledContent("Soup", value: "30 min") }
                Button { log.append("soup stew") } label: { LabeledContent("Stew", value: "Soup") }
                HStack {
                    Text("Tea")
                    Text("3.50")
                }
                .onTapGesture { log.append("tea") }
                Text("log \(log.joined(separator: ","))")
            }
        }
    }

    @Test func oneOfTheTextsFindsTheTargetAndAWholeLabelWins() throws {
        let d = Driver(Menu())
        try d.tap("30 min")
        try d.tap("Tea")
        #expect(d.screen.contains("log soup,tea"))
        try d.tap("Stew Soup")
        #expect(d.screen.contains("log soup,tea,soup stew"))
        // "Soup" is one of the texts of both buttons.
        #expect(throws: Driver.Failure.self) { try d.tap("Soup") }
    }
}
