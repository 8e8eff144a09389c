import Foundation
import StateEngine
import Testing

/// Issue 34's modifiers modelled on existing mechanisms: alerts and dialogs bound to an item or
/// an error, the inspector (a sheet on iPhone), gesture and accessibility `isEnabled:`,
/// environment shorthands, `hidden()`, bars along the safe area, named tasks.
@Suite @MainActor struct ModifierSurfaceTests {
    struct Fruit: Identifiable { let id: String }

    struct Basket: View {
        let dialog: Bool
        @State private var pending: Fruit?
        @State private var removed: [String] = []
        var body: some View {
            let content = VStack {
                Text("removed \(removed.joined(separator: ",")) pending \(pending?.id ?? "none")")
                Button("Remove apple") { pending = Fruit(id: "apple") }
            }
            if dialog {
                content.confirmationDialog("Remove?", item: $pending) { fruit in
                    Button("Confirm", role: .destructive) { removed.append(fruit.id) }
                } message: { fruit in Text("\(fruit.id) leaves the basket") }
            } else {
                content.alert("Remove?", item: $pending) { fruit in
                    Button("Confirm", role: .destructive) { removed.append(fruit.id) }
                } message: { fruit in Text("\(fruit.id) leaves the basket") }
            }
        }
    }

    // Evidence: Apple docs, alert(_:item:actions:message:) and confirmationDialog(_:item:
    // titleVisibility:actions:message:) (iOS 17): shown while the item is non-nil, built from
    // it; choosing an action sets the item back to nil.
    @Test(arguments: [false, true])
    func itemPresentationsShowWhileSetAndClearTheItemOnAnAction(dialog: Bool) throws {
        let d = Driver(Basket(dialog: dialog))
        #expect(!d.screen.contains("leaves the basket"))
        try d.tap("Remove apple")
        #expect(d.screen.contains(dialog ? "confirmationDialog" : "alert \"Remove?\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"apple leaves the basket\""))
        try d.tap("Confirm")
        #expect(d.screen.contains("Text \"removed apple pending none\""), "\(d.screen)")
        #expect(!d.screen.contains("leaves the basket"))
    }

    struct SaveFailed: LocalizedError { var errorDescription: String? { "Disk is full" } }

    struct Saver: View {
        @State private var failure: SaveFailed?
        var body: some View {
            VStack {
                Text(failure == nil ? "ok" : "failed")
                Button("Save") { failure = SaveFailed() }
            }
            .alert(error: $failure) { Button("OK") {} }
        }
    }

    // Evidence: Apple docs, alert(error:actions:) (iOS 17): "the alert's title is the error's
    // localizedDescription"; dismissing sets the binding to nil.
    @Test func anErrorAlertIsTitledByTheErrorAndClearsIt() throws {
        let d = Driver(Saver())
        try d.tap("Save")
        #expect(d.screen.contains("alert \"Disk is full\""), "\(d.screen)")
        try d.tap("OK")
        #expect(d.screen.contains("Text \"ok\""))
        #expect(!d.screen.contains("Disk is full"))
    }

    struct Notes: View {
        @State private var showsInspector = false
        var body: some View {
            VStack {
                Text("inspector \(showsInspector)")
                Button("Info") { showsInspector = true }
            }
            .inspector(isPresented: $showsInspector) { Text("Word count 12") }
        }
    }

    // Evidence: Apple docs, inspector(isPresented:content:): in a compact horizontal size
    // class the inspector is presented as a sheet.
    @Test func theInspectorIsASheetOnIPhone() throws {
        let d = Driver(Notes())
        #expect(!d.screen.contains("Word count"))
        try d.tap("Info")
        #expect(d.screen.contains("sheet"))
        #expect(d.screen.contains("Text \"Word count 12\""))
        try d.dismiss()
        #expect(d.screen.contains("Text \"inspector false\""))
    }

    struct Pad: View {
        let enabled: Bool
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("pad").gesture(TapGesture().onEnded { taps += 1 }, isEnabled: enabled)
                Text("taps \(taps)")
            }
        }
    }

    // Evidence: Apple docs, gesture(_:isEnabled:) (iOS 18): the gesture is attached only
    // while isEnabled is true.
    @Test func aDisabledGestureDoesNotRespond() throws {
        let on = Driver(Pad(enabled: true))
        try on.tap("pad")
        #expect(on.screen.contains("Text \"taps 1\""))
        let off = Driver(Pad(enabled: false))
        #expect(throws: Driver.Failure.self) { try off.tap("pad") }
        #expect(off.screen.contains("Text \"taps 0\""))
    }

    struct Toolbar: View {
        let labelled: Bool
        @State private var count = 0
        var body: some View {
            VStack {
                Button { count += 1 } label: { Image(systemName: "plus") }
                    .accessibilityLabel("Add item", isEnabled: labelled)
                Text("count \(count)")
            }
        }
    }

    // Evidence: Apple docs, accessibilityLabel(_:isEnabled:) (iOS 18): "If true the
    // accessibility label is applied; otherwise the accessibility label is unchanged."
    @Test func anAccessibilityLabelAppliesOnlyWhenEnabled() throws {
        let on = Driver(Toolbar(labelled: true))
        try on.tap("Add item")
        #expect(on.screen.contains("Text \"count 1\""))
        let off = Driver(Toolbar(labelled: false))
        #expect(throws: Driver.Failure.self) { try off.tap("Add item") }
    }

    struct SchemeReader: View {
        @Environment(\.colorScheme) private var scheme
        @Environment(\.dynamicTypeSize) private var size
        var body: some View { Text("scheme \(scheme == .dark ? "dark" : "light") large \(size >= .xxxLarge)") }
    }

    // Evidence: Apple docs, colorScheme(_:) ("Sets this view's color scheme") and
    // dynamicTypeSize(_:) ("Sets the Dynamic Type size within the view"): both are what the
    // view's descendants read from the environment; siblings keep the outer value.
    @Test func colorSchemeAndDynamicTypeSizeSetTheEnvironmentBelow() {
        let d = Driver(VStack {
            SchemeReader().colorScheme(.dark).dynamicTypeSize(.accessibility1)
            SchemeReader()
        })
        #expect(d.screen.contains("Text \"scheme dark large true\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"scheme light large false\""))
    }

    struct Secret: View {
        @State private var revealed = false
        @State private var taps = 0
        var body: some View {
            VStack {
                if revealed { Button("Code") { taps += 1 } } else { Button("Code") { taps += 1 }.hidden() }
                Button("Reveal") { revealed = true }
                Text("taps \(taps)")
            }
        }
    }

    // Evidence: Apple docs, hidden(): "Hidden views are invisible and can't receive or
    // respond to interactions."
    @Test func aHiddenViewCannotBeFoundOrTapped() throws {
        let d = Driver(Secret())
        #expect(!d.screen.contains("Button \"Code\""))
        #expect(throws: Driver.Failure.self) { try d.tap("Code") }
        try d.tap("Reveal")
        try d.tap("Code")
        #expect(d.screen.contains("Text \"taps 1\""))
    }

    struct Player: View {
        @State private var playing = false
        var body: some View {
            TabView {
                Text("Library").tabItem { Text("Library") }
                Text("Search").tabItem { Text("Search") }
            }
            .tabViewBottomAccessory { Button(playing ? "Pause" : "Play") { playing.toggle() } }
            .safeAreaBar(edge: .top) { Text(playing ? "Now playing" : "Idle") }
        }
    }

    // Evidence: Apple docs (iOS 26), tabViewBottomAccessory(content:) ("a bottom accessory
    // view above the tab bar") and safeAreaBar(edge:alignment:spacing:content:) (a custom bar
    // inset along the edge): their content is on screen and its controls respond.
    @Test func barsAlongTheEdgesShowTheirControls() throws {
        let d = Driver(Player())
        #expect(d.screen.contains("Text \"Idle\""))
        try d.tap("Play")
        #expect(d.screen.contains("Button \"Pause\""))
        #expect(d.screen.contains("Text \"Now playing\""))
    }

    nonisolated static func load(_ query: String) async -> String {
        try? await Task.sleep(for: .seconds(1))
        return "results for \(query)"
    }

    struct Search: View {
        @State private var query = "tea"
        @State private var results = "none"
        var body: some View {
            VStack {
                Text(results)
                Button("Coffee") { query = "coffee" }
            }
            // The capture list keeps the read of `query` off the main actor, which the test holds
            // (Support/README.md).
            .task(id: query, name: "search") { [query] in results = await ModifierSurfaceTests.load(query) }
        }
    }

    // Evidence: Apple docs, task(id:name:priority:file:line:_:) (iOS 26): the name only labels
    // the task; it starts on appear and restarts when the id changes, as task(id:priority:_:).
    @Test func aNamedTaskRestartsWhenItsIdChanges() throws {
        let d = Driver(Search())
        d.advance(by: 1)
        #expect(d.screen.contains("Text \"results for tea\""))
        try d.tap("Coffee")
        d.advance(by: 1)
        #expect(d.screen.contains("Text \"results for coffee\""))
    }

    struct Inbox: View {
        @State private var mail = ["Welcome", "Invoice", "Lunch"]
        @State private var selected: String?
        var body: some View {
            VStack {
                List(selection: $selected) {
                    ForEach(mail, id: \.self) { subject in
                        Text(subject)
                            .deleteDisabled(subject == "Welcome")
                            .selectionDisabled(subject == "Invoice")
                    }
                    .onDelete { mail.remove(atOffsets: $0) }
                }
                Text("selected \(selected ?? "none") count \(mail.count)")
            }
        }
    }

    // Evidence: Apple docs, deleteDisabled(_:) ("Adds a condition for whether the view's view
    // hierarchy is deletable") and selectionDisabled(_:) ("Adds a condition that controls
    // whether users can select this view"): only the marked rows lose the action.
    @Test func aRowCanRefuseDeletionAndSelection() throws {
        let d = Driver(Inbox())
        #expect(throws: Driver.Failure.self) { try d.delete(row: "Welcome") }
        try d.delete(row: "Lunch")
        #expect(d.screen.contains("Text \"selected none count 2\""), "\(d.screen)")
        #expect(throws: Driver.Failure.self) { try d.select(row: "Invoice") }
        try d.select(row: "Welcome")
        #expect(d.screen.contains("Text \"selected Welcome count 2\""), "\(d.screen)")
    }

    struct Locked: View {
        let list: Bool
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Buy") { taps += 1 }.allowsHitTesting(list)
                Text("taps \(taps)")
            }
            .onTapGesture { taps += 10 }
        }
    }

    // Evidence: Apple docs, allowsHitTesting(_:): a view that does not participate in hit
    // testing receives no touch; what is behind it (here the stack's tap gesture) still does.
    @Test func aViewOutOfHitTestingIsNotTappable() throws {
        let on = Driver(Locked(list: true))
        try on.tap("Buy")
        #expect(on.screen.contains("Text \"taps 1\""))
        let off = Driver(Locked(list: false))
        #expect(off.screen.contains("Button \"Buy\""))
        #expect(throws: Driver.Failure.self) { try off.tap("Buy") }
        #expect(off.screen.contains("Text \"taps 0\""))
    }

    struct Mailbox: View {
        @State private var messages = ["Lunch?", "Invoice"]
        @State private var archived: [String] = []
        @State private var rating = 3
        var body: some View {
            VStack {
                ForEach(messages, id: \.self) { subject in
                    Text(subject)
                        .accessibilityAction(named: "Archive") {
                            messages.removeAll { $0 == subject }
                            archived.append(subject)
                        }
                        .accessibilityAction(.escape) { archived.removeAll() }
                }
                HStack { Image(systemName: "star.fill"); Text("\(rating) stars") }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Rating")
                    .accessibilityAdjustableAction { direction in
                        switch direction {
                        case .increment: rating = min(5, rating + 1)
                        case .decrement: rating = max(1, rating - 1)
                        }
                    }
                Text("archived \(archived.joined(separator: ","))")
            }
        }
    }

    // Evidence: Apple docs, accessibilityAction(named:_:) and accessibilityAdjustableAction(_:)
    // (VoiceOver's Actions rotor; swipe up or down on an adjustable element, which XCUITest's
    // increment()/decrement() perform).
    @Test func accessibilityActionsRunOnTheElementAUserHears() throws {
        let d = Driver(Mailbox())
        try d.accessibilityAction("Archive", on: "Invoice")
        #expect(d.screen.contains("Text \"archived Invoice\""), "\(d.screen)")
        #expect(!d.screen.contains("Text \"Invoice\""))
        #expect(throws: Driver.Failure.self) { try d.accessibilityAction("Flag", on: "Lunch?") }
        try d.accessibilityAction("escape", on: "Lunch?")
        #expect(d.screen.contains("Text \"archived \""))
        try d.increment("Rating")
        try d.increment("Rating")
        try d.increment("Rating")
        #expect(d.screen.contains("Text \"5 stars\""))
        try d.decrement("Rating")
        #expect(d.screen.contains("Text \"4 stars\""))
    }

    struct TitleKey: PreferenceKey {
        static let defaultValue = ""
        static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
    }

    struct Titled: View {
        @State private var title = "Inbox"
        var body: some View {
            VStack {
                Text("content").preference(key: TitleKey.self, value: title)
                Button("Rename") { title = "Archive" }
            }
            .overlayPreferenceValue(TitleKey.self) { Text("title \($0)") }
        }
    }

    // Evidence: Apple docs, overlayPreferenceValue(_:_:) (iOS 13): the overlay is built from
    // the content's combined preference value and follows its changes.
    @Test func anOverlayIsBuiltFromThePreferenceValue() throws {
        let d = Driver(Titled())
        #expect(d.screen.contains("Text \"title Inbox\""), "\(d.screen)")
        try d.tap("Rename")
        #expect(d.screen.contains("Text \"title Archive\""))
    }

    struct HelpLinks: View {
        let inApp: Bool
        @State private var handled: [String] = []
        var body: some View {
            VStack {
                Group {
                    if inApp { HelpButton().onOpenURL(prefersInApp: true) } else { HelpButton() }
                }
                Text("handled \(handled.count)")
            }
            .environment(\.openURL, OpenURLAction { url in
                handled.append(url.absoluteString)
                return .handled
            })
        }
    }

    struct HelpButton: View {
        @Environment(\.openURL) private var openURL
        var body: some View { Button("Help") { openURL(URL(string: "https://example.com/help")!) } }
    }

    // Evidence: Apple docs, onOpenURL(prefersInApp:) (iOS 26): it sets the views' OpenURLAction
    // to the system's (in an in-app browser), in place of one set above.
    @Test func preferringInAppReplacesTheOpenURLActionAbove() throws {
        let custom = Driver(HelpLinks(inApp: false))
        try custom.tap("Help")
        #expect(custom.screen.contains("Text \"handled 1\""))
        let inApp = Driver(HelpLinks(inApp: true))
        try inApp.tap("Help")
        #expect(inApp.screen.contains("Text \"handled 0\""))
        #expect(inApp.transcript.contains("system opens URL https://example.com/help"), "\(inApp.transcript)")
    }
}

