import StateEngine
import Testing
import Transcript

/// Writes, transactions and update passes.
@Suite @MainActor struct UpdateTests {
    struct Shown: View {
        @State private var value = 1
        @State private var other = "a"
        var body: some View {
            VStack {
                Text("value \(value) \(other)")
                Button("Same") { value = 1 }
                Button("Three writes") {
                    value += 1
                    value += 1
                    other = "b"
                }
            }
        }
    }

    // Evidence: OpenSwiftUI StoredLocation.swift (`compareValues` before a write commits).
    @Test func writingAnEqualValueInvalidatesNothing() throws {
        let d = Driver(Shown())
        try d.tap("Same")
        #expect(d.bodyCount(Shown.self) == 1)
    }

    // Evidence: OpenSwiftUI StateCompatibilityTests `nestedStateUpdate` (real SwiftUI: plain writes of one action, one update).
    @Test func severalWritesInOneActionCoalesceIntoOneEvaluation() throws {
        let d = Driver(Shown())
        try d.tap("Three writes")
        #expect(d.bodyCount(Shown.self) == 2)
        #expect(d.screen.contains("Text \"value 3 b\""))
    }

    struct Leaf: View {
        let label: String
        var body: some View { Text(label) }
    }

    struct LeafWithAction: View {
        let action: () -> Void
        var body: some View { Button("act", action: action) }
    }

    struct Parent: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Leaf(label: "fixed")
                Leaf(label: "count is \(count)")
                LeafWithAction { count += 1 }
                Button("Bump") { count += 1 }
            }
        }
    }

    // Evidence: WWDC21 "Demystify SwiftUI" (dependencies: a view's body runs when its inputs change).
    @Test func childWithEqualInputsIsNotReevaluated() throws {
        let d = Driver(Parent())
        #expect(d.bodyCount(Leaf.self) == 2)
        try d.tap("Bump")
        #expect(d.bodyCount(Parent.self) == 2)
        // Only the leaf whose label changed runs again.
        #expect(d.bodyCount(Leaf.self) == 3)
    }

    // Chosen: closures-by-identity (docs/ENGINE-RULES.md).
    @Test func childHoldingACapturingClosureIsReevaluatedWithItsParent() throws {
        let d = Driver(Parent())
        try d.tap("Bump")
        #expect(d.bodyCount(LeafWithAction.self) == 2)
    }

    struct Looping: View {
        @State private var n = 0
        var body: some View {
            Text("n \(n)")
                .onChange(of: n) { _, new in n = new + 1 }
            Button("Start") { n = 1 }
        }
    }

    // Chosen: update-pass-limit (docs/ENGINE-RULES.md).
    @Test func aViewThatInvalidatesItselfForeverIsReportedNotHung() throws {
        let d = Driver(Looping())
        try d.tap("Start")
        let errors = d.events.filter { $0.kind == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.text.contains("Looping") == true, "\(errors)")
    }

    struct LoopThenReset: View {
        @State private var n = 0
        @State private var looping = false
        var body: some View {
            VStack {
                Text("n \(n)")
                    .onChange(of: n) { if looping { n += 1 } }
                Button("Loop") { looping = true; n += 1 }
                Button("Reset") { looping = false; n = 1000 }
            }
        }
    }

    // Chosen: update-pass-limit (docs/ENGINE-RULES.md); the cut-off leaves no waiting value
    // behind, so the next write is the one shown.
    @Test func afterALoopIsCutOffTheNextWriteIsShown() throws {
        let d = Driver(LoopThenReset())
        try d.tap("Loop")
        try d.tap("Reset")
        #expect(d.screen.contains("n 1000"), "\(d.screen)")
    }

    struct WritesDuringBody: View {
        @State private var n = 0
        var body: some View {
            let _ = { if n < 1 { n = 1 } }()
            Text("n \(n)")
        }
    }

    // Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Data/State/StoredLocation.swift
    // (`set` returns after the runtime issue while the graph is updating).
    @Test func writingStateDuringBodyWarnsAndIsDropped() {
        let d = Driver(WritesDuringBody())
        let warnings = d.events.filter { $0.kind == .warning }.map(\.text)
        #expect(warnings == ["Modifying state during view update, this will cause undefined behavior."])
        #expect(d.screen.contains("n 0"))
        #expect(d.bodyCount(WritesDuringBody.self) == 1)
    }

    struct Pair: View {
        @State private var n = 0
        var body: some View {
            VStack {
                Text("n \(n)")
                    .onChange(of: n) { old, new in print("first", old, new) }
                Text("twice \(n * 2)")
                    .onChange(of: n * 2) { old, new in print("second", old, new) }
                    .onAppear { print("appear") }
                Button("Add") { n += 5 }
            }
        }
    }

    // Evidence: OpenSwiftUI StateCompatibilityTests `nestedStateUpdate` and ValueActionModifierCompatibilityTests (real SwiftUI).
    @Test func onChangeRunsAfterTheBodyInTreeOrderWithOldAndNewValues() throws {
        let d = Driver(Pair())
        try d.tap("Add")
        let step = d.lastStepEvents.filter { $0.kind == .body || $0.kind == .console }.map(\.text)
        #expect(step == ["UpdateTests.Pair", "first 0 5", "second 0 10"], "\(step)")
    }
}
