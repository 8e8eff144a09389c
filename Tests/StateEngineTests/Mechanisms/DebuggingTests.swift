import StateEngine
import Testing

/// _printChanges wording, dump of State, warnings.
@Suite @MainActor struct DebuggingTests {
    struct Changes: View {
        @State private var n = 0
        @State private var unused = 0
        let label: String
        var body: some View {
            let _ = Self._printChanges()
            Button("\(label) \(n)") { n += 1 }
        }
    }

    struct Host: View {
        @State private var label = "tap"
        var body: some View {
            VStack {
                Changes(label: label)
                Button("Rename") { label = "press" }
            }
        }
    }

    // Evidence: OpenSwiftUI ChangedBodyPropertyCompatibilityTests (real SwiftUI) and ChangedBodyProperty.swift (names of changed properties).
    @Test func printChangesNamesWhatChanged() throws {
        let d = Driver(Host())
        try d.tap("tap 0")
        try d.tap("Rename")
        #expect(d.console == [
            "DebuggingTests.Changes: @self, @identity, _n, _unused changed.",
            "DebuggingTests.Changes: _n changed.",
            "DebuggingTests.Changes: @self changed.",
        ])
    }

    struct Dumper: View {
        @State private var n = 5
        var show: Bool
        var body: some View {
            VStack {
                if show { Text("n \(n)") }
                Button("Dump") { dump(_n) }
            }
        }
    }

    // Evidence: OpenSwiftUI State.swift and StoredLocation.swift (the `_value`, `_location` and `_wasRead` fields a dump of real SwiftUI's State shows).
    @Test func dumpOfStateShowsValueAndWasRead() throws {
        let unread = Driver(Dumper(show: false))
        try unread.tap("Dump")
        #expect(unread.console.contains { $0.contains("_wasRead: false") }, "\(unread.console)")
        #expect(unread.console.contains { $0.contains("_value: 5") })
        let read = Driver(Dumper(show: true))
        try read.tap("Dump")
        #expect(read.console.contains { $0.contains("_wasRead: true") }, "\(read.console)")
    }

    struct ReadsStateInInit: View {
        @State private var n = 3
        let seen: Int
        init() {
            seen = 0
            _ = n
        }
        var body: some View { Text("n \(n)") }
    }

    struct Host2: View {
        var body: some View { ReadsStateInInit() }
    }

    // Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift (audited for
    // SwiftUI 6.5.4): reading an uninstalled State gives its initial value without a report.
    @Test func readingStateBeforeItIsInstalledGivesTheInitialValueSilently() {
        let d = Driver(Host2())
        #expect(d.events.filter { $0.kind == .warning }.isEmpty)
        #expect(d.screen.contains("n 3"))
    }
}
