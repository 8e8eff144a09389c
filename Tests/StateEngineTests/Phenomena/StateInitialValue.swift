import StateEngine
import Testing

extension Phenomena {
    /// P26-P33: where a child's @State gets its value when the parent hands one in.
    @Suite @MainActor struct StateInitialValue {

        /// Owns the value 99 and hands it to a child; "Parent +" increments it.
        struct Parent<Child: View>: View {
            let child: (Int) -> Child
            @State private var value = 99
            var body: some View {
                VStack {
                    Text("parent: \(value)")
                    Button("Parent +") { value += 1 }
                    child(value)
                }
            }
        }

        // MARK: P26

        struct PlainChild: View {
            let number: Int
            var body: some View { Text("child: \(number)") }
        }

        @Test func P26_plainPropertyFollowsTheParent() throws {
            let d = Driver(Parent { PlainChild(number: $0) })
            #expect(mainShows(d, "child: 99"), "\(d.screen)")
            try d.tap("Parent +")
            #expect(mainShows(d, "child: 100"), "\(d.screen)")
            try d.tap("Parent +")
            #expect(mainShows(d, "child: 101"), "\(d.screen)")
        }

        // MARK: P27

        struct MemberwiseStateChild: View {
            @State var number: Int
            var body: some View {
                HStack {
                    Text("child: \(number)")
                    Button("Child +") { number += 1 }
                }
            }
        }

        @Test func P27_stateSetThroughMemberwiseInitKeepsItsOwnValue() throws {
            let d = Driver(Parent { MemberwiseStateChild(number: $0) })
            #expect(mainShows(d, "child: 99"), "\(d.screen)")
            try d.tap("Parent +")
            #expect(mainShows(d, "parent: 100"))
            #expect(mainShows(d, "child: 99"), "later parent values are ignored: \(d.screen)")
            try d.tap("Child +")
            #expect(mainShows(d, "child: 100"), "\(d.screen)")
            try d.tap("Parent +")
            try d.tap("Parent +")
            #expect(mainShows(d, "parent: 102"))
            #expect(mainShows(d, "child: 100"), "\(d.screen)")
        }

        // MARK: P28

        struct OptionalAssignedInInit: View {
            @State private var number: Int?
            init(number: Int) {
                self.number = number + 1
            }
            var body: some View {
                HStack {
                    Text("number: \(number.map { "\($0)" } ?? "nil")")
                    Button("Child +") { number = (number ?? 0) + 1 }
                }
            }
        }

        struct NonOptionalAssignedInInit: View {
            @State private var number: Int
            init(number: Int) {
                self.number = number + 1
            }
            var body: some View {
                HStack {
                    Text("number: \(number)")
                    Button("Child +") { number += 1 }
                }
            }
        }

        @Test func P28_assigningAnOptionalStateInInitIsDropped() throws {
            let d = Driver(Parent { OptionalAssignedInInit(number: $0) })
            #expect(mainShows(d, "number: nil"), "\(d.screen)")
            #expect(!d.screen.contains("number: 100"))
            try d.tap("Parent +")
            #expect(mainShows(d, "number: nil"), "\(d.screen)")
            // The state itself works once installed.
            try d.tap("Child +")
            #expect(mainShows(d, "number: 1"), "\(d.screen)")
        }

        @Test func P28_assigningANonOptionalStateInInitInitializesIt() throws {
            let d = Driver(Parent { NonOptionalAssignedInInit(number: $0) })
            #expect(mainShows(d, "number: 100"), "\(d.screen)")
            try d.tap("Parent +")
            #expect(mainShows(d, "number: 100"), "the initial value is used once: \(d.screen)")
            try d.tap("Child +")
            #expect(mainShows(d, "number: 101"), "\(d.screen)")
        }

        // MARK: P29

        struct ExplicitStateInit: View {
            @State private var number: Int
            init(number: Int) {
                _number = State(wrappedValue: number + 1)
            }
            var body: some View {
                HStack {
                    Text("number: \(number)")
                    Button("Child +") { number += 1 }
                }
            }
        }

        struct InitialValueInit: View {
            @State private var number: Int
            init(number: Int) {
                _number = State(initialValue: number + 1)
            }
            var body: some View { Text("number: \(number)") }
        }

        @Test func P29_explicitStateInitGivesTheInitialValueOnly() throws {
            let d = Driver(Parent { ExplicitStateInit(number: $0) })
            #expect(mainShows(d, "number: 100"), "\(d.screen)")
            try d.tap("Parent +")
            try d.tap("Parent +")
            #expect(mainShows(d, "parent: 101"))
            #expect(mainShows(d, "number: 100"), "\(d.screen)")
            try d.tap("Child +")
            #expect(mainShows(d, "number: 101"), "\(d.screen)")
        }

        @Test func P29_initialValueInitializerBehavesTheSame() throws {
            let d = Driver(Parent { InitialValueInit(number: $0) })
            #expect(mainShows(d, "number: 100"), "\(d.screen)")
            try d.tap("Parent +")
            #expect(mainShows(d, "number: 100"), "\(d.screen)")
        }

        // MARK: P30

        struct SetsStateFromBody: View {
            @State private var number: Int?
            private let pending: Int
            init(number: Int) { pending = number + 1 }
            var body: some View {
                print("setter body")
                DispatchQueue.main.async {
                    print("deferred block")
                    if number == nil { number = pending }
                }
                return Text("number: \(number.map { "\($0)" } ?? "nil")")
            }
        }

        @Test func P30_deferredWriteFromBodyTakesASecondPassAndRunsEveryEvaluation() throws {
            let d = Driver(Parent { SetsStateFromBody(number: $0) })
            d.runUntilIdle()
            #expect(mainShows(d, "number: 100"), "\(d.screen)")
            // First pass saw nil and scheduled the write; the second pass shows it.
            #expect(d.bodyCount(SetsStateFromBody.self) == 2)
            #expect(printed(d, "setter body") == 2)
            #expect(printed(d, "deferred block") == 2, "\(d.console)")

            // A new input re-evaluates the body, which schedules the block yet again; only
            // the nil check keeps it from overwriting the value.
            try d.tap("Parent +")
            d.runUntilIdle()
            #expect(d.bodyCount(SetsStateFromBody.self) == 3)
            #expect(printed(d, "deferred block") == 3, "\(d.console)")
            #expect(mainShows(d, "number: 100"), "\(d.screen)")
        }

        // MARK: P31, P32

        struct SetsStateOnAppear: View {
            @State private var number = 0
            private let pending: Int
            init(number: Int) { pending = number + 1 }
            var body: some View {
                HStack {
                    Text("number: \(number)")
                    Button("Child +") { number += 1 }
                }
                .onAppear {
                    print("appear with \(pending)")
                    number = pending
                }
            }
        }

        @Test func P31_onAppearSetsTheValueOnce() throws {
            let d = Driver(Parent { SetsStateOnAppear(number: $0) })
            #expect(mainShows(d, "number: 100"), "\(d.screen)")
            try d.tap("Parent +")
            try d.tap("Parent +")
            #expect(mainShows(d, "parent: 101"))
            #expect(mainShows(d, "number: 100"), "\(d.screen)")
            #expect(d.console.filter { $0.hasPrefix("appear") } == ["appear with 100"], "\(d.console)")
        }

        /// Gives the child an identity that changes once the value reaches 101.
        struct IdentifiedParent: View {
            @State private var value = 99
            var identity: String { value < 101 ? "first" : "second" }
            var body: some View {
                VStack {
                    Text("parent: \(value)")
                    Button("Parent +") { value += 1 }
                    SetsStateOnAppear(number: value)
                        .id(identity)
                }
            }
        }

        @Test func P32_changedIdReplacesTheViewAndRunsOnAppearAgain() throws {
            let d = Driver(IdentifiedParent())
            #expect(mainShows(d, "number: 100"), "\(d.screen)")
            try d.tap("Child +")
            #expect(mainShows(d, "number: 101"), "\(d.screen)")
            try d.tap("Parent +")   // 100: same identity, state kept
            #expect(mainShows(d, "number: 101"), "\(d.screen)")
            try d.tap("Parent +")   // 101: new identity, new state, onAppear with 102
            #expect(mainShows(d, "number: 102"), "\(d.screen)")
            #expect(d.console.filter { $0.hasPrefix("appear") } == ["appear with 100", "appear with 102"],
                    "\(d.console)")
        }

        // MARK: P33

        struct BindingChild: View {
            @Binding var number: Int
            var body: some View {
                HStack {
                    Text("child: \(number)")
                    Button("Child +") { number += 1 }
                }
            }
        }

        struct BindingParent: View {
            @State private var value = 99
            var body: some View {
                VStack {
                    Text("parent: \(value)")
                    Button("Parent +") { value += 1 }
                    BindingChild(number: $value)
                }
            }
        }

        @Test func P33_bindingChildEditsTheParentsState() throws {
            let d = Driver(BindingParent())
            try d.tap("Child +")
            #expect(mainShows(d, "parent: 100"), "\(d.screen)")
            #expect(mainShows(d, "child: 100"), "\(d.screen)")
            try d.tap("Parent +")
            #expect(mainShows(d, "parent: 101"), "\(d.screen)")
            #expect(mainShows(d, "child: 101"), "\(d.screen)")
        }
    }
}
