import StateEngine
import Testing

/// The `closeWindow()` step: the scene goes away.
@Suite @MainActor struct TeardownTests {
    struct Child: View {
        @State private var seen = "child state"
        var body: some View {
            Text("child")
                .onDisappear { print("disappear child: \(seen)") }
                .task {
                    do {
                        try await Task.sleep(nanoseconds: 60_000_000_000)
                        print("task finished")
                    } catch {
                        print("task cancelled")
                    }
                }
        }
    }

    struct Root: View {
        @State private var count = 0
        @State private var showSheet = false
        var body: some View {
            VStack {
                Child()
                Button("Add") { count += 1 }
                Button("Sheet") { showSheet = true }
            }
            .onDisappear { print("disappear root: \(count)") }
            .sheet(isPresented: $showSheet) {
                Text("sheet").onDisappear { print("disappear sheet") }
            }
        }
    }

    // Evidence: OpenSwiftUI AppearanceActionModifierCompatibilityTests `idTest` (real SwiftUI:
    // the closing window's view disappears seeing the latest state) and Apple's task docs.
    // Chosen: presented layers go first, then the main hierarchy deepest first, the order
    // every other removal in the engine uses.
    @Test func closingTheWindowDisappearsEveryShownViewAndCancelsTasks() throws {
        let d = Driver(Root())
        try d.tap("Add")
        try d.tap("Sheet")
        d.closeWindow()
        #expect(d.console == ["disappear sheet", "disappear child: child state", "disappear root: 1", "task cancelled"])
        #expect(!d.screen.contains("child"))
        #expect(throws: Driver.Failure.self) { try d.tap("Add") }
    }

    // Chosen: the driver's own steps (the guide's Driver steps, Content/en/guide-driver-steps.md): relaunch mounts the root again.
    @Test func relaunchAfterClosingStartsOver() throws {
        let d = Driver(Root())
        try d.tap("Add")
        d.closeWindow()
        d.relaunch()
        #expect(d.screen.contains("child"))
    }
}
