import StateEngine
import StateEngineUIKit
import Testing

/// `updateUIView` runs when the environment the representable sees changes, even when the
/// representable's own value does not.
@Suite @MainActor struct EnvironmentUpdateTests {
    final class Log {
        var lines: [String] = []
    }

    struct ThemedLabel: UIViewRepresentable {
        let log: Log

        func makeUIView(context: Context) -> UILabel { UILabel() }

        func updateUIView(_ label: UILabel, context: Context) {
            let scheme = context.environment.colorScheme == .dark ? "dark" : "light"
            log.lines.append("update \(scheme)")
            label.text = "Theme \(scheme)"
        }
    }

    struct Screen: View {
        let log: Log
        @State private var dark = false
        @State private var unrelated = 0

        var body: some View {
            VStack {
                ThemedLabel(log: log)
                    .environment(\.colorScheme, dark ? .dark : .light)
                Text("Unrelated \(unrelated)")
                Button("Dark") { dark.toggle() }
                Button("Unrelated") { unrelated += 1 }
            }
        }
    }

    // Evidence: Apple docs, UIViewRepresentable.updateUIView(_:context:) ("SwiftUI calls this
    // method for any changes affecting the corresponding UIKit view"; the context carries the
    // environment) and UIViewRepresentableContext.environment; WWDC19 "Integrating SwiftUI"
    // (environment values reach the wrapped view through the update).
    @Test func anEnvironmentChangeAloneUpdatesTheWrappedView() throws {
        let log = Log()
        let d = Driver(Screen(log: log))
        #expect(log.lines == ["update light"])
        try d.tap("Dark")
        #expect(log.lines == ["update light", "update dark"])
        #expect(d.screen.contains("UILabel \"Theme dark\""))
    }
}
