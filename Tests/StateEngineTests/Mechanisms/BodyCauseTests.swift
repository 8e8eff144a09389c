import Observation
import StateEngine
import Testing
import Transcript

/// Each `.body` event carries why the engine evaluated it: the same invalidations
/// `_printChanges` names (issue #31), as typed causes a run figure puts into words.
// Evidence: the causes are the ones `_printChanges` reports (PrintChangesTests, checked against
// OpenSwiftUI's ChangedBodyPropertyCompatibilityTests, real SwiftUI): `@self` for new inputs,
// the property's field name for a changed dynamic property, `@identity` for a first body.
@Suite @MainActor struct BodyCauseTests {
    @Observable final class Cart {
        var items = 0
    }

    final class Store: ObservableObject {
        @Published var total = 0
    }

    struct Row: View {
        let count: Int
        var body: some View { Text("row \(count)") }
    }

    struct Order: View {
        @State private var quantity = 1
        @State private var cart = Cart()
        @StateObject private var store = Store()
        @Environment(\.colorScheme) private var scheme
        var body: some View {
            VStack {
                Text("quantity \(quantity) items \(cart.items) \(scheme == .dark ? "dark" : "light")")
                Row(count: quantity)
                Button("More") { quantity += 1 }
                Button("Item") { cart.items += 1 }
                Button("Publish") { store.total += 1 }
            }
        }
    }

    func causes(_ driver: Driver) -> [String: [BodyCause]] {
        var causes: [String: [BodyCause]] = [:]
        for case .body(let view, let bodyCauses) in driver.lastStepEvents { causes[view] = bodyCauses }
        return causes
    }

    @Test func aFirstBodyIsANewIdentity() {
        let driver = Driver(Order())
        let first = driver.events.filter { $0.kind == .body }
        #expect(first.map(\.text) == ["BodyCauseTests.Order", "BodyCauseTests.Row"])
        #expect(first.allSatisfy { $0 == .body(view: $0.text, causes: [.newIdentity]) })
    }

    @Test func aStateWriteNamesTheStateAndTheChildItsNewInputs() throws {
        let driver = Driver(Order())
        try driver.tap("More")
        #expect(causes(driver) == ["BodyCauseTests.Order": [.state("_quantity")], "BodyCauseTests.Row": [.inputs]])
        #expect(BodyCause.state("_quantity").token == "state quantity")
    }

    @Test func observableObjectAndEnvironmentCausesAreNamedByKind() throws {
        let driver = Driver(Order())
        try driver.tap("Item")
        #expect(causes(driver)["BodyCauseTests.Order"] == [.observation])
        try driver.tap("Publish")
        #expect(causes(driver)["BodyCauseTests.Order"] == [.objectWillChange("_store")])
        driver.setEnvironment(\.colorScheme, .dark)
        #expect(causes(driver)["BodyCauseTests.Order"] == [.environment("_scheme")])
    }
}
