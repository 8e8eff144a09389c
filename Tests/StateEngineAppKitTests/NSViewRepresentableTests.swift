import StateEngine
import StateEngineAppKit
import Testing

/// An AppKit view wrapped for SwiftUI: when it is made, updated and dismantled, and how its
/// text field reaches the driver.
@Suite @MainActor struct NSViewRepresentableTests {
    final class Log {
        var lines: [String] = []
    }

    struct SearchField: NSViewRepresentable {
        @Binding var text: String
        let log: Log

        final class Coordinator: NSObject, NSTextFieldDelegate {
            let text: Binding<String>
            init(text: Binding<String>) { self.text = text }
            func controlTextDidChange(_ obj: Notification) {
                guard let field = obj.object as? NSTextField else { return }
                text.wrappedValue = field.stringValue
            }
        }

        func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

        func makeNSView(context: Context) -> NSTextField {
            log.lines.append("make")
            let field = NSTextField(string: "")
            field.placeholderString = "Search"
            field.delegate = context.coordinator
            return field
        }

        func updateNSView(_ field: NSTextField, context: Context) {
            log.lines.append("update \(text)")
            field.stringValue = text
        }

        static func dismantleNSView(_ field: NSTextField, coordinator: Coordinator) {
            field.delegate = nil
        }
    }

    struct Screen: View {
        let log: Log
        @State private var query = ""
        @State private var shown = true

        var body: some View {
            VStack {
                if shown { SearchField(text: $query, log: log) }
                Text(query.isEmpty ? "No query" : "Searching \(query)")
                Button("Clear") { query = "" }
                Button("Hide") { shown = false }
            }
        }
    }

    // Evidence: Apple docs, NSViewRepresentable (makeNSView once, updateNSView when the state
    // it depends on changes); NSControlTextEditingDelegate.controlTextDidChange(_:).
    @Test func typingReachesTheBindingThroughTheCoordinatorAndUpdatesComeBack() throws {
        let log = Log()
        let d = Driver(Screen(log: log))
        #expect(log.lines == ["make", "update "])
        #expect(d.screen.contains("NSTextField \"Search\" \"\""))
        try d.type("swift", into: "Search")
        #expect(d.screen.contains("Text \"Searching swift\""))
        #expect(log.lines.last == "update swift")
        try d.tap("Clear")
        #expect(d.screen.contains("NSTextField \"Search\" \"\""))
        #expect(log.lines.filter { $0 == "make" }.count == 1)
        try d.tap("Hide")
        #expect(!d.screen.contains("NSTextField"))
    }

    struct Status: NSViewRepresentable {
        let message: String
        func makeNSView(context: Context) -> NSView {
            let view = NSView()
            view.addSubview(NSTextField(labelWithString: ""))
            let spinner = NSProgressIndicator()
            spinner.startAnimation(nil)
            view.addSubview(spinner)
            return view
        }
        func updateNSView(_ view: NSView, context: Context) {
            (view.subviews[0] as? NSTextField)?.stringValue = message
        }
    }

    @Test func aLabelAndASpinnerShowInsideTheirContainer() throws {
        let d = Driver(Status(message: "Syncing"))
        #expect(d.screen.contains("NSTextField \"Syncing\""))
        #expect(d.screen.contains("NSProgressIndicator \"animating\""))
    }
}
