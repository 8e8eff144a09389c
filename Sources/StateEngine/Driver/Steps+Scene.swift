extension Driver {
    /// Closes the window: the scene goes away with everything in it. Every view still shown
    /// (presented ones first, then the main hierarchy) gets its onDisappear, reading the state
    /// it has at that moment, and its `.task`s are cancelled. Work already queued on the main
    /// queue still runs; nothing is shown afterwards (`relaunch()` starts the app again).
    // Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/
    // AppearanceActionModifierCompatibilityTests.swift (real SwiftUI: the closing window's
    // view runs onDisappear, the final "DT", seeing the latest state); Apple docs, task(priority:_:)
    // ("SwiftUI will automatically cancel the task at some point after the view disappears").
    // Chosen [close-order]: presented layers go first (top to bottom), then the main hierarchy
    // deepest first, the order every other removal uses; real SwiftUI's order across several
    // views of a closing window is not covered by a public test.
    public func closeWindow() {
        step("close window") {
            removeAllViews()
            focusedField = nil
        }
    }

    /// Tears down every presented layer (top first), then the main hierarchy.
    func removeAllViews() {
        for layer in graph.layers.reversed() { layer.teardown() }
        graph.layers.removeAll()
        graph.root?.teardown()
        graph.root = nil
    }
}
