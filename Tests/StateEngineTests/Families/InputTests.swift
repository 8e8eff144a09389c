import StateEngine
import Testing

/// Input controls write their bindings when driven, and only the views that read the value
/// re-evaluate.
@Suite @MainActor struct InputTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Stepper("Quantity", value: $count, in: 0...2)
                CountLabel(count: count)
            }
        }
    }

    struct CountLabel: View {
        let count: Int
        var body: some View { Text("count \(count)") }
    }

    /// Evidence: Apple's Stepper docs (the value binding, clamped to `in:` bounds).
    @Test func stepperWritesItsBindingWithinItsBounds() throws {
        let d = Driver(Counter())
        try d.increment("Quantity")
        #expect(d.bodyCount(CountLabel.self) == 2)
        try d.increment("Quantity")
        #expect(d.screen.contains("Text \"count 2\""))
        #expect(throws: Driver.Failure.self) { try d.increment("Quantity") }
        try d.decrement("Quantity")
        #expect(d.screen.contains("Text \"count 1\""))
    }

    struct Parent: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Stepper("Quantity", value: $count)
                Button("Report") { print("count is \(count)") }
            }
        }
    }

    /// Evidence: chosen after P07 (passing `$count` is not a read): the owner, whose body
    /// never reads `count`, is not re-evaluated by the Stepper's write; the write happened.
    @Test func stepperReevaluatesOnlyItsReaders() throws {
        let d = Driver(Parent())
        try d.increment("Quantity")
        try d.tap("Report")
        #expect(d.bodyCount(Parent.self) == 1)
        #expect(d.console == ["count is 1"])
    }

    struct SignUp: View {
        enum Field: Hashable { case name, email }
        @State private var name = ""
        @State private var email = ""
        @State private var age = 0
        @FocusState private var focus: Field?
        var body: some View {
            Form {
                TextField("Name", text: $name, prompt: Text("Your name"))
                    .focused($focus, equals: .name)
                    .onSubmit { focus = .email }
                TextField("Email", text: $email)
                    .focused($focus, equals: .email)
                    .onSubmit { print("submitted \(name) \(email)") }
                TextField("Age", value: $age, format: .number)
                Text("age \(age)")
            }
        }
    }

    /// Evidence: Apple's FocusState and onSubmit docs (submit runs the field's onSubmit;
    /// setting the focus state moves focus); TextField(value:format:) commits on Return.
    @Test func typingFocusesAFieldAndSubmitRunsItsAction() throws {
        let d = Driver(SignUp())
        #expect(d.screen.contains("TextField \"Name\" prompt \"Your name\""))
        try d.type("Ada", into: "Name")
        #expect(d.screen.contains("TextField \"Name\" \"Ada\" focused"))
        try d.submit()
        #expect(d.screen.contains("TextField \"Email\" \"\" focused"))
        try d.type("ada@example.org", into: "Email")
        try d.submit()
        #expect(d.console == ["submitted Ada ada@example.org"])
        try d.type("36", into: "Age")
        #expect(d.screen.contains("Text \"age 0\""))
        try d.submit()
        #expect(d.screen.contains("Text \"age 36\""))
    }

    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate
        var id: Self { self }
    }

    struct Order: View {
        @State private var flavor = Flavor.vanilla
        @State private var volume = 0.5
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized)
                    }
                }
                .pickerStyle(.segmented)
                Text("chose \(flavor.rawValue)")
                Slider(value: $volume, in: 0...1, step: 0.25)
                Text("volume \(volume)")
            }
        }
    }

    /// Evidence: Apple's Picker docs (ForEach ids are implicit tags) and Slider docs (bounds,
    /// step).
    @Test func pickerWritesTheChosenTagAndSliderClampsAndSnaps() throws {
        let d = Driver(Order())
        #expect(d.screen.contains("Picker \"Flavor\" Vanilla"))
        try d.pick("Chocolate", in: "Flavor")
        #expect(d.screen.contains("Text \"chose chocolate\""))
        #expect(throws: Driver.Failure.self) { try d.pick("Mint", in: "Flavor") }
        try d.slide(to: 0.6)
        #expect(d.screen.contains("Text \"volume 0.5\""))
        try d.slide(to: 7)
        #expect(d.screen.contains("Text \"volume 1.0\""))
    }

    struct Disabled: View {
        @State private var taps = 0
        var body: some View {
            Button("Tap") { taps += 1 }.disabled(true)
        }
    }

    /// Evidence: Apple's disabled(_:) docs ("the user can't interact with it").
    @Test func aDisabledControlCannotBeTapped() {
        let d = Driver(Disabled())
        #expect(throws: Driver.Failure.self) { try d.tap("Tap") }
    }
}
