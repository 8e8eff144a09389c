import Testing
@testable import StateEngine

/// Custom button styles run their bodies: a `ButtonStyle` redraws a button that still taps, a
/// `PrimitiveButtonStyle` decides when the action runs (issue 34).
@MainActor
struct ButtonStyleTests {
    struct Tagged: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(configuration.isPressed ? "pressed" : "at rest")
                Text(configuration.role == .destructive ? "danger" : "normal")
            }
        }
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Add") { count += 1 }
                Button("Clear", role: .destructive) { count = 0 }.buttonStyle(.bordered)
                Text("count \(count)")
            }
            .buttonStyle(Tagged())
        }
    }

    // Evidence: Apple docs, ButtonStyle ("applies standard interaction behavior and a custom
    // appearance to all buttons within a view hierarchy"); ButtonStyleConfiguration.isPressed
    // ("whether the user is currently pressing the button"), `role`.
    @Test func aButtonStyleRedrawsTheButtonWhichStillTaps() throws {
        let d = Driver(Counter())
        // The style's texts are the button's label: the button is still one control.
        #expect(d.screen.contains("Button \"Add at rest normal\""), "\(d.screen)")
        try d.tap("Add")
        try d.tap("Add")
        #expect(d.screen.contains("Text \"count 2\""))
        // A built-in style closer to the button restores the built-in look.
        #expect(d.screen.contains("Button \"Clear\""), "\(d.screen)")
        #expect(!d.screen.contains("danger"))
        try d.tap("Clear")
        #expect(d.screen.contains("Text \"count 0\""))
    }

    /// Runs the action only on the second tap, as a confirm-before-acting style would.
    struct ConfirmFirst: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View { Confirming(configuration: configuration) }
    }

    struct Confirming: View {
        let configuration: PrimitiveButtonStyleConfiguration
        @State private var armed = false
        var body: some View {
            Button {
                if armed { configuration.trigger() }
                armed.toggle()
            } label: {
                HStack { configuration.label; Text(armed ? "confirm?" : "") }
            }
        }
    }

    /// A style that draws the label and never triggers the action.
    struct Inactive: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label }
    }

    struct Deleter: View {
        @State private var deleted = 0
        var body: some View {
            VStack {
                Button("Delete") { deleted += 1 }.buttonStyle(ConfirmFirst())
                Button("Locked") { deleted += 100 }.buttonStyle(Inactive())
                Text("deleted \(deleted)")
            }
        }
    }

    // Evidence: Apple docs, PrimitiveButtonStyle ("applies custom interaction behavior and a
    // custom appearance"), PrimitiveButtonStyleConfiguration.trigger() ("Performs the button's
    // action").
    @Test func aPrimitiveStyleDecidesWhenTheActionRuns() throws {
        let d = Driver(Deleter())
        try d.tap("Delete")
        #expect(d.screen.contains("Text \"deleted 0\""), "\(d.screen)")
        #expect(d.screen.contains("confirm?"))
        #expect(d.bodyCount(Confirming.self) == 2)
        try d.tap("Delete")
        #expect(d.screen.contains("Text \"deleted 1\""), "\(d.screen)")
        // The inactive style draws only the label: there is no button to tap.
        #expect(d.screen.contains("Text \"Locked\""))
        #expect(!d.screen.contains("Button \"Locked\""), "\(d.screen)")
        #expect(throws: (any Error).self) { try d.tap("Locked") }
    }

    struct Outlined: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.label; Text("outlined") }
        }
    }

    /// A primitive style whose own button is drawn by the style outside it.
    struct Wrapping: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { Text("wrapped"); Button(configuration) }
        }
    }

    struct Nested: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Go") { taps += 1 }.buttonStyle(Wrapping())
                Text("taps \(taps)")
            }
            .buttonStyle(Outlined())
        }
    }

    // Evidence: Apple docs, Button.init(_:) for a PrimitiveButtonStyleConfiguration ("Creates a
    // button based on a configuration for a style with a custom appearance and custom interaction
    // behavior"); the style a style's body sees is the one in effect outside it, as for toggles.
    @Test func aStylesOwnButtonIsDrawnByTheOuterStyle() throws {
        let d = Driver(Nested())
        #expect(d.screen.contains("Text \"wrapped\""), "\(d.screen)")
        #expect(d.screen.contains("Button \"Go outlined\""), "\(d.screen)")
        try d.tap("Go")
        #expect(d.screen.contains("Text \"taps 1\""))
    }
}
