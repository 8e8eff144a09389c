import Foundation
import StateEngine
import Testing

/// The app's Documents folder: what a program writes there is read back after a relaunch, and
/// another scenario starts with the folder empty.
@Suite @MainActor struct AppFoldersTests {
    struct Journal: View {
        @State private var entries: [String] = []
        var file: URL { URL.documentsDirectory.appendingPathComponent("journal.txt") }

        var body: some View {
            VStack {
                Text(entries.isEmpty ? "No entries" : entries.joined(separator: " | "))
                Button("Write") {
                    entries.append("Entry \(entries.count + 1)")
                    try? entries.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
                }
            }
            .onAppear {
                if let text = try? String(contentsOf: file, encoding: .utf8) {
                    entries = text.split(separator: "\n").map(String.init)
                }
            }
        }
    }

    // Evidence: Apple docs, URL.documentsDirectory; Chosen [app-folders-per-driver].
    @Test func aFileInDocumentsOutlivesARelaunchAndNotTheScenario() throws {
        let d = Driver(Journal())
        try d.tap("Write")
        try d.tap("Write")
        d.relaunch()
        #expect(d.screen.contains("Text \"Entry 1 | Entry 2\""))
        let other = Driver(Journal())
        #expect(other.screen.contains("Text \"No entries\""))
    }
}
