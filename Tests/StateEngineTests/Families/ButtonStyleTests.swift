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

/// Custom disclosure group, gauge, date picker and text editor styles draw from their
/// configurations (issue 34).
@MainActor
struct MoreCustomStyleTests {
    struct Chevron: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Button {
                    configuration.isExpanded.toggle()
                } label: {
                    HStack { configuration.label; Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right") }
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    struct Details: View {
        var body: some View { Text("Shipping in 2 days") }
    }

    struct Order: View {
        @State private var showsNotes = true
        var body: some View {
            VStack {
                DisclosureGroup("Details") { Details() }
                DisclosureGroup("Notes", isExpanded: $showsNotes) { Text("Leave at door") }
                Text("notes \(showsNotes ? "shown" : "hidden")")
            }
            .disclosureGroupStyle(Chevron())
        }
    }

    // Evidence: Apple docs, DisclosureGroupStyleConfiguration (`label`, `content`, "A binding to
    // a Boolean that indicates whether the disclosure group is expanded").
    @Test func aDisclosureStyleExpandsThroughItsBinding() throws {
        let d = Driver(Order())
        #expect(!d.screen.contains("Shipping"), "\(d.screen)")
        #expect(d.bodyCount(Details.self) == 0)
        try d.tap("Details")
        #expect(d.screen.contains("Text \"Shipping in 2 days\""), "\(d.screen)")
        #expect(d.bodyCount(Details.self) == 1)
        #expect(d.screen.contains("Text \"Leave at door\""))
        try d.tap("Notes")
        #expect(d.screen.contains("Text \"notes hidden\""), "\(d.screen)")
        #expect(!d.screen.contains("Leave at door"))
    }

    struct Percent: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Text("\(Int(configuration.value * 100))%") }
        }
    }

    struct DayOnly: DatePickerStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text(configuration.minimumDate == nil ? "open" : "bounded")
                Button("Next day") { configuration.selection = configuration.selection.addingTimeInterval(86_400) }
            }
        }
    }

    struct Quiet: TextEditorStyle {
        func makeBody(configuration: Configuration) -> some View { Text("editor hidden") }
    }

    struct Dashboard: View {
        @State private var day = Date(timeIntervalSince1970: 0)
        @State private var notes = ""
        var body: some View {
            VStack {
                Gauge(value: 30, in: 0...40) { Text("Fuel") }.gaugeStyle(Percent())
                DatePicker("Start", selection: $day, in: Date(timeIntervalSince1970: 0)..., displayedComponents: .date)
                    .datePickerStyle(DayOnly())
                Text("day \(Int(day.timeIntervalSince1970 / 86_400))")
                TextEditor(text: $notes).textEditorStyle(Quiet())
                TextEditor(text: $notes).textEditorStyle(.plain)
            }
        }
    }

    // Evidence: Apple docs, GaugeStyleConfiguration.value ("The current value of the gauge, in
    // the range 0.0 to 1.0"); DatePickerStyleConfiguration (`$selection`, `minimumDate`);
    // TextEditorStyle.makeBody(configuration:).
    @Test func gaugeDatePickerAndEditorStylesDrawFromTheirConfiguration() throws {
        let d = Driver(Dashboard())
        #expect(d.screen.contains("Text \"75%\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"bounded\""))
        try d.tap("Next day")
        try d.tap("Next day")
        #expect(d.screen.contains("Text \"day 2\""), "\(d.screen)")
        #expect(d.screen.contains("Text \"editor hidden\""))
        #expect(d.screen.contains("TextEditor"))
    }
}
