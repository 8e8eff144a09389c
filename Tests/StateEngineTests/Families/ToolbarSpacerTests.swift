import StateEngine
import Testing

@Suite @MainActor struct ToolbarSpacerTests {
    struct Editor: View {
        @State private var log: [String] = []
        var body: some View {
            NavigationStack {
                Text(log.joined(separator: ","))
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Undo") { log.append("undo") } }
                        ToolbarSpacer(.fixed, placement: .topBarTrailing)
                        ToolbarItem(placement: .topBarTrailing) { Button("Share") { log.append("share") } }
                    }
            }
        }
    }

    /// Evidence: Apple docs "ToolbarSpacer" (a space item between toolbar items: the items around it are unchanged).
    @Test func itemsAroundASpacerStayTappable() throws {
        let d = Driver(Editor())
        try d.tap("Undo")
        try d.tap("Share")
        #expect(d.screen.contains("Text \"undo,share\""))
    }
}
