import StateEngine
import Testing

/// Key presses go to the focused focusable view and up through its ancestors until one handles them.
@Suite @MainActor struct KeyPressTests {
    struct Counter: View {
        @State private var count = 0
        @FocusState private var focused: Bool
        var body: some View {
            VStack {
                Text("count \(count)")
                Text("Board")
                    .focusable()
                    .focused($focused)
                    .onKeyPress(.upArrow) { count += 1; return .handled }
                    .onKeyPress(.downArrow) { count -= 1; return .handled }
                    .onKeyPress(characters: .decimalDigits) { press in
                        count = Int(press.characters) ?? count
                        return .handled
                    }
                Button("Focus") { focused = true }
            }
        }
    }

    // Evidence: Apple docs "onKeyPress(_:action:)" (runs while the view has focus) and WWDC23
    // "The SwiftUI cookbook for focus" (a focusable view bound with focused(_:) takes key presses).
    @Test func aFocusedViewTakesKeyPresses() throws {
        let d = Driver(Counter())
        #expect(throws: Driver.Failure.self) { try d.press(.upArrow) }
        try d.tap("Focus")
        try d.press(.upArrow)
        try d.press(.upArrow)
        #expect(d.screen.contains("count 2"))
        try d.press(.downArrow)
        #expect(d.screen.contains("count 1"))
        try d.press("7")
        #expect(d.screen.contains("count 7"))
        // A key no handler takes changes nothing.
        try d.press("x")
        #expect(d.screen.contains("count 7"))
    }

    struct Bubbling: View {
        @FocusState private var focused: Bool
        var innerResult: KeyPress.Result
        var body: some View {
            VStack {
                Text("Cell")
                    .focusable()
                    .focused($focused)
                    .onKeyPress(.space) { print("inner"); return innerResult }
            }
            .onKeyPress(.space) { print("outer"); return .handled }
            .onKeyPress(phases: .up) { press in print("up \(press.characters == " " ? "space" : press.characters)"); return .handled }
            .defaultFocus($focused, true)
        }
    }

    // Evidence: Apple docs "KeyPress.Result" (.handled stops the press; .ignored lets it go on to
    // the enclosing views) and "KeyPress.Phases" (a press goes down, then up); Apple docs
    // "defaultFocus(_:_:priority:)" (the focus the view starts with).
    @Test func unhandledPressesGoToTheEnclosingViews() throws {
        let handled = Driver(Bubbling(innerResult: .handled))
        try handled.press(.space)
        #expect(handled.console == ["inner", "up space"])
        let ignored = Driver(Bubbling(innerResult: .ignored))
        try ignored.press(.space)
        #expect(ignored.console == ["inner", "outer", "up space"])
    }

    struct Bodies: View {
        @FocusState private var focused: Bool
        @State private var presses = 0
        var body: some View {
            VStack {
                Static()
                Text("presses \(presses)")
                    .focusable()
                    .focused($focused)
                    .onKeyPress(keys: [.leftArrow, .rightArrow]) { _ in presses += 1; return .handled }
            }
            .onAppear { focused = true }
        }
    }

    struct Static: View {
        var body: some View { Text("static") }
    }

    // Evidence: as above; a press runs the handler, whose state write updates the views that
    // read it (the child that reads nothing is not built again).
    @Test func aPressUpdatesOnlyTheReaders() throws {
        let d = Driver(Bodies())
        let before = d.bodyCount(Static.self)
        try d.press(.rightArrow)
        try d.press(.leftArrow)
        #expect(d.screen.contains("presses 2"))
        #expect(d.bodyCount(Static.self) == before)
        // The first body, then one per press (taking focus wrote state no body reads).
        #expect(d.bodyCount(Bodies.self) == 3)
    }
}
