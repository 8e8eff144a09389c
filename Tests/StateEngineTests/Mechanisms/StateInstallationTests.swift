import StateEngine
import Testing
import Transcript

/// What a `@State` does before the graph installs it, and while the graph updates.
// Evidence (whole suite): OpenSwiftUI Sources/OpenSwiftUICore/Data/State/State.swift and
// StoredLocation.swift, both audited against SwiftUI 6.5.4.
@Suite @MainActor struct StateInstallationTests {
    static let uninstalledWarning = "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."

    struct AssignsInInit: View {
        @State private var cups: Int?
        init(guests: Int) { cups = guests + 1 }
        var body: some View { Text(cups.map { "cups \($0)" } ?? "cups unset") }
    }

    @Test func aWriteBeforeInstallationIsDroppedWithoutAWarning() {
        let d = Driver(AssignsInInit(guests: 2))
        #expect(d.screen.contains("cups unset"))
        #expect(d.events.filter { $0.kind == .warning }.isEmpty)
    }

    struct ProjectsInInit: View {
        @State private var name = "initial"
        let captured: Binding<String>
        init() { captured = _name.projectedValue }
        var body: some View {
            VStack {
                Text("captured \(captured.wrappedValue)")
                Button("Write") { captured.wrappedValue = "changed" }
            }
        }
    }

    /// Builds the view inside a body, so the warning from its init reaches this driver.
    struct ProjectsHost: View {
        var body: some View { ProjectsInInit() }
    }

    @Test func aBindingTakenBeforeInstallationWarnsAndIsConstant() throws {
        let d = Driver(ProjectsHost())
        #expect(d.lines(of: [.warning]) == [Self.uninstalledWarning])
        try d.tap("Write")
        #expect(d.screen.contains("captured initial"))
    }

    struct WritesInBodyAndAction: View {
        @State private var n = 0
        var body: some View {
            let _ = { n = 5 }()
            VStack {
                Text("n \(n)")
                Button("Add") { n += 1 }
            }
        }
    }

    @Test func aWriteDuringABodyIsDroppedEveryTimeAndActionsStillWork() throws {
        let d = Driver(WritesInBodyAndAction())
        #expect(d.screen.contains("n 0"))
        try d.tap("Add")
        #expect(d.screen.contains("n 1"))
        #expect(d.bodyCount(WritesInBodyAndAction.self) == 2)
        #expect(d.lines(of: [.warning]).count == 2)
    }
}
