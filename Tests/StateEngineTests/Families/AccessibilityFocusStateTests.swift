import StateEngine
import Testing

/// `@AccessibilityFocusState` with `accessibilityFocused`: the binding follows VoiceOver's
/// cursor (the driver's `accessibilityFocus`), and writing it moves the cursor.
@Suite @MainActor struct AccessibilityFocusStateTests {
    enum Field: Hashable { case total, tip }

    struct Bill: View {
        @AccessibilityFocusState private var focus: Field?
        @AccessibilityFocusState private var errorFocused: Bool
        @State private var log = ""
        var body: some View {
            VStack {
                Text("Total 42").accessibilityFocused($focus, equals: .total)
                Text("Tip 5").accessibilityFocused($focus, equals: .tip)
                Text("Card declined").accessibilityFocused($errorFocused)
                Text("Log: \(log)")
                Button("Read tip") { focus = .tip }
                Button("Where") { log = "\(focus.map { "\($0)" } ?? "none") \(errorFocused)" }
            }
        }
    }

    // Evidence: Apple docs AccessibilityFocusState ("SwiftUI updates [the value] as the focus of
    // any active accessibility technology, such as VoiceOver, changes").
    @Test func movingVoiceOverWritesTheBindings() throws {
        let d = Driver(Bill())
        try d.accessibilityFocus("Total 42")
        #expect(d.screen.contains("Text \"Total 42\" accessibility-focused"))
        try d.tap("Where")
        #expect(d.screen.contains("Text \"Log: total false\""))
        try d.accessibilityFocus("Card declined")
        try d.tap("Where")
        #expect(d.screen.contains("Text \"Log: none true\""))
        #expect(!d.screen.contains("Text \"Total 42\" accessibility-focused"))
    }

    // Evidence: Apple docs accessibilityFocused(_:equals:) (the element's focus is bound to the
    // state value: setting it moves accessibility focus there).
    @Test func writingTheValueMovesFocus() throws {
        let d = Driver(Bill())
        try d.tap("Read tip")
        #expect(d.screen.contains("Text \"Tip 5\" accessibility-focused"))
        #expect(!d.screen.contains("Text \"Total 42\" accessibility-focused"))
    }

    struct Countdown: View {
        @AccessibilityFocusState private var restartFocused: Bool
        @State private var restarts = 0
        var body: some View {
            VStack {
                Button("Restart") { restarts += 1 }.accessibilityFocused($restartFocused)
                Text("restart focused \(restartFocused), restarts \(restarts)")
            }
        }
    }

    // Evidence: Apple docs accessibilityFocused(_:) (any view, a button included, binds its
    // accessibility element's focus); VoiceOver names a button's element by its label.
    @Test func aButtonsElementIsFoundByTheButtonsLabel() throws {
        let d = Driver(Countdown())
        try d.accessibilityFocus("Restart")
        #expect(d.screen.contains("Text \"restart focused true, restarts 0\""))
        try d.tap("Restart")
        #expect(d.screen.contains("Text \"restart focused true, restarts 1\""))
    }
}
