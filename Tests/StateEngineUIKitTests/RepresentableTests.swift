import StateEngine
import StateEngineUIKit
import Testing

/// When a representable's UIKit view is made, updated and dismantled, and how its views reach
/// the screen and the driver.
@Suite @MainActor struct RepresentableTests {
    final class Log {
        var lines: [String] = []
    }

    struct CountLabel: UIViewRepresentable {
        let count: Int
        let log: Log

        final class Coordinator {
            let log: Log
            init(log: Log) { self.log = log; log.lines.append("coordinator") }
            deinit { log.lines.append("coordinator gone") }
        }

        func makeCoordinator() -> Coordinator { Coordinator(log: log) }

        func makeUIView(context: Context) -> UILabel {
            log.lines.append("make")
            return UILabel()
        }

        func updateUIView(_ label: UILabel, context: Context) {
            log.lines.append("update \(count)")
            label.text = "Count \(count)"
        }

        static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
            coordinator.log.lines.append("dismantle")
        }
    }

    struct Screen: View {
        let log: Log
        @State private var count = 0
        @State private var other = 0
        @State private var shown = true

        var body: some View {
            VStack {
                if shown { CountLabel(count: count, log: log) }
                Text("Other \(other)")
                Button("Count") { count += 1 }
                Button("Other") { other += 1 }
                Button("Hide") { shown = false }
            }
        }
    }

    // Evidence: Apple docs, UIViewRepresentable (makeCoordinator before makeUIView; makeUIView
    // once; updateUIView when the state it depends on changes; dismantleUIView on removal).
    @Test func theViewIsMadeOnceUpdatedWhenItsInputsChangeAndDismantledWithItsIdentity() throws {
        let log = Log()
        let d = Driver(Screen(log: log))
        #expect(log.lines == ["coordinator", "make", "update 0"])
        #expect(d.screen.contains("UILabel \"Count 0\""))
        try d.tap("Count")
        #expect(log.lines.suffix(1) == ["update 1"])
        #expect(d.screen.contains("UILabel \"Count 1\""))
        let before = log.lines.count
        try d.tap("Other")
        #expect(log.lines.count == before, "an update that changes nothing the representable holds does not update it")
        try d.tap("Hide")
        #expect(log.lines.suffix(2) == ["dismantle", "coordinator gone"])
        #expect(!d.screen.contains("UILabel"))
    }

    struct WifiSwitch: UIViewRepresentable {
        @Binding var isOn: Bool

        func makeUIView(context: Context) -> UISwitch {
            let toggle = UISwitch()
            toggle.accessibilityLabel = "Wi-Fi"
            toggle.addAction(UIAction { action in
                context.coordinator.isOn.wrappedValue = (action.sender as? UISwitch)?.isOn ?? false
            }, for: .valueChanged)
            return toggle
        }

        func updateUIView(_ toggle: UISwitch, context: Context) { toggle.isOn = isOn }

        func makeCoordinator() -> Coordinator { Coordinator(isOn: $isOn) }

        final class Coordinator {
            var isOn: Binding<Bool>
            init(isOn: Binding<Bool>) { self.isOn = isOn }
        }
    }

    struct NameField: UIViewRepresentable {
        @Binding var text: String

        func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.placeholder = "Name"
            field.delegate = context.coordinator
            return field
        }

        func updateUIView(_ field: UITextField, context: Context) { field.text = text }

        func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

        final class Coordinator: UITextFieldDelegate {
            let text: Binding<String>
            init(text: Binding<String>) { self.text = text }
            func textFieldDidChangeSelection(_ textField: UITextField) { text.wrappedValue = textField.text ?? "" }
        }
    }

    struct Settings: View {
        @State private var wifi = false
        @State private var name = ""

        var body: some View {
            VStack {
                WifiSwitch(isOn: $wifi)
                Text(wifi ? "Wi-Fi on" : "Wi-Fi off")
                NameField(text: $name)
                Text("Hello, \(name)")
            }
        }
    }

    // Evidence: Apple docs, UISwitch (valueChanged when the user flips it) and
    // UITextFieldDelegate.textFieldDidChangeSelection(_:); WWDC19 "Integrating SwiftUI" (a
    // coordinator carries UIKit's callbacks into SwiftUI state through a binding).
    @Test func theDriverFlipsAWrappedSwitchAndTypesIntoAWrappedField() throws {
        let d = Driver(Settings())
        #expect(d.screen.contains("UISwitch \"Wi-Fi\" off"))
        try d.toggle("Wi-Fi")
        #expect(d.screen.contains("Text \"Wi-Fi on\""))
        #expect(d.screen.contains("UISwitch \"Wi-Fi\" on"))
        try d.type("Ada", into: "Name")
        #expect(d.screen.contains("Text \"Hello, Ada\""))
        #expect(d.screen.contains("UITextField \"Name\" \"Ada\""))
    }
}

/// A representable view controller's lifecycle, in order.
@Suite @MainActor struct ControllerRepresentableTests {
    final class Log {
        var lines: [String] = []
    }

    final class Probe: UIViewController {
        let log: Log
        init(log: Log) { self.log = log; super.init() }
        override func viewDidLoad() { log.lines.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("viewDidDisappear") }
    }

    struct Hosted: UIViewControllerRepresentable {
        let log: Log
        func makeUIViewController(context: Context) -> Probe { log.lines.append("make"); return Probe(log: log) }
        func updateUIViewController(_ controller: Probe, context: Context) { log.lines.append("update") }
        static func dismantleUIViewController(_ controller: Probe, coordinator: Void) { controller.log.lines.append("dismantle") }
    }

    struct Host: View {
        let log: Log
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Hosted(log: log) }
                Button("Hide") { shown = false }
            }
        }
    }

    // Evidence: Apple docs, UIViewController (the view loads on first access, then viewDidLoad;
    // viewWillAppear/viewDidAppear as it is added, viewWillDisappear/viewDidDisappear as it is
    // removed) and UIViewControllerRepresentable (make once, update, dismantle on removal).
    @Test func aControllerLoadsAppearsAndDisappearsWithItsRepresentable() throws {
        let log = Log()
        let d = Driver(Host(log: log))
        #expect(log.lines == ["make", "viewDidLoad", "update", "viewWillAppear", "viewDidAppear"])
        try d.tap("Hide")
        #expect(log.lines.suffix(3) == ["viewWillDisappear", "viewDidDisappear", "dismantle"])
    }
}
