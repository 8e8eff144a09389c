import StateEngine
import Testing

extension Phenomena {
    /// P23-P25: how often an observable object's initializer runs, depending on the wrapper
    /// and on whether it is constructed inside StateObject's autoclosure.
    @Suite @MainActor struct StateObjectInit {

        final class Tracker: ObservableObject {
            let seed: Int
            init(seed: Int = 0) {
                self.seed = seed
                print("Tracker init \(seed)")
            }
        }

        static func initializations(_ d: Driver) -> [String] {
            d.console.filter { $0.hasPrefix("Tracker init") }
        }

        /// Re-evaluates its body on each "Bump", re-creating its child's view value.
        struct Parent<Child: View>: View {
            let child: (Int) -> Child
            @State private var bumps = 0
            @State private var childShown = true
            var body: some View {
                VStack {
                    Text("bumps = \(bumps)")
                    Button("Bump") { bumps += 1 }
                    Button("Toggle child") { childShown.toggle() }
                    if childShown {
                        child(bumps)
                    }
                }
            }
        }

        struct ObservingChild: View {
            @ObservedObject var tracker = Tracker()
            var body: some View { Text("observing") }
        }

        struct OwningChild: View {
            @StateObject var tracker = Tracker()
            var body: some View { Text("owning") }
        }

        struct EagerOwner: View {
            @StateObject private var tracker: Tracker
            init(seed: Int) {
                let tracker = Tracker(seed: seed)
                _tracker = StateObject(wrappedValue: tracker)
            }
            var body: some View { Text("tracker seed \(tracker.seed)") }
        }

        struct LazyOwner: View {
            @StateObject private var tracker: Tracker
            init(seed: Int) {
                _tracker = StateObject(wrappedValue: Tracker(seed: seed))
            }
            var body: some View { Text("tracker seed \(tracker.seed)") }
        }

        @Test func P23_observedObjectDefaultRunsOnEveryParentEvaluation() throws {
            let d = Driver(Parent { _ in ObservingChild() })
            try d.tap("Bump")
            try d.tap("Bump")
            #expect(d.bodyCount(Parent<ObservingChild>.self) == 3)
            #expect(Self.initializations(d).count == 3, "\(d.console)")
        }

        @Test func P24_stateObjectDefaultRunsOncePerIdentity() throws {
            let d = Driver(Parent { _ in OwningChild() })
            try d.tap("Bump")
            try d.tap("Bump")
            #expect(d.bodyCount(Parent<OwningChild>.self) == 3)
            #expect(Self.initializations(d).count == 1, "\(d.console)")
            // Removing the child ends its identity; bringing it back is a new one.
            try d.tap("Toggle child")
            #expect(Self.initializations(d).count == 1, "\(d.console)")
            try d.tap("Toggle child")
            #expect(Self.initializations(d).count == 2, "\(d.console)")
        }

        @Test func P25_objectBuiltOutsideTheAutoclosureIsBuiltOnEveryInit() throws {
            let d = Driver(Parent { EagerOwner(seed: $0) })
            try d.tap("Bump")
            try d.tap("Bump")
            #expect(Self.initializations(d) == ["Tracker init 0", "Tracker init 1", "Tracker init 2"],
                    "\(d.console)")
            // Only the first object is kept; the later ones were built for nothing.
            #expect(mainShows(d, "tracker seed 0"), "\(d.screen)")
        }

        @Test func P25_objectBuiltInsideTheAutoclosureIsBuiltOnce() throws {
            let d = Driver(Parent { LazyOwner(seed: $0) })
            try d.tap("Bump")
            try d.tap("Bump")
            #expect(Self.initializations(d) == ["Tracker init 0"], "\(d.console)")
            #expect(mainShows(d, "tracker seed 0"), "\(d.screen)")
            #expect(mainShows(d, "bumps = 2"))
        }
    }
}
