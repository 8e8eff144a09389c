import StateEngine
import Testing
import Transcript

/// Issue #31, "screens that look like the device": each control's screen node carries how it
/// looks at that moment, typed, so a run figure draws a field's text and focus, a stepper at
/// its bound, a slider's position and a greyed-out disabled control.
@Suite @MainActor struct ControlLookTests {
    struct Order: View {
        @State private var quantity = 0
        @State private var volume = 0.25
        @State private var note = ""
        @State private var flavor = "Vanilla"
        @FocusState private var noteFocused: Bool
        var body: some View {
            Form {
                Stepper("Quantity", value: $quantity, in: 0...3)
                Slider(value: $volume, in: 0...1)
                TextField("Note", text: $note, prompt: Text("Add a note"))
                    .focused($noteFocused)
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Mint").tag("Mint")
                }
                SecureField("PIN", text: .constant("1234"))
                ProgressView(value: 3, total: 4)
                Stepper("Locked", value: .constant(1)).disabled(true)
            }
        }
    }

    func looks(_ d: Driver) -> [String: ControlLook] {
        var found: [String: ControlLook] = [:]
        func walk(_ node: ScreenNode) {
            if let look = node.look { found[node.label ?? node.kind] = look }
            node.children.forEach(walk)
        }
        d.screenTree.layers.flatMap(\.nodes).forEach(walk)
        return found
    }

    /// Evidence: Apple's Stepper docs (a bound disables that button), TextField docs (the prompt
    /// shows while the field is empty), SecureField (masked), disabled(_:) (controls grey out).
    @Test func controlsCarryTheirLook() throws {
        let d = Driver(Order())
        var look = looks(d)
        #expect(look["Quantity"] == ControlLook(.stepper(canDecrement: false, canIncrement: true)))
        #expect(look["Slider"] == ControlLook(.slider(fraction: 0.25)))
        #expect(look["Note"] == ControlLook(.field(text: "", prompt: "Add a note", isFocused: false)))
        #expect(look["Flavor"] == ControlLook(.picker(selection: "Vanilla")))
        #expect(look["PIN"] == ControlLook(.field(text: "••••", prompt: "PIN", isFocused: false)))
        #expect(look["ProgressView"] == ControlLook(.progress(fraction: 0.75)))
        #expect(look["Locked"]?.isEnabled == false)

        try d.increment("Quantity")
        try d.increment("Quantity")
        try d.increment("Quantity")
        try d.type("Extra cone", into: "Note")
        try d.slide("Slider", to: 1)
        look = looks(d)
        #expect(look["Quantity"] == ControlLook(.stepper(canDecrement: true, canIncrement: false)))
        #expect(look["Note"] == ControlLook(.field(text: "Extra cone", prompt: "Add a note", isFocused: true)))
        #expect(look["Slider"] == ControlLook(.slider(fraction: 1)))
    }
}
