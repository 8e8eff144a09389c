import StateEngine
import Testing
import Transcript

/// Which writes of one action form one update: one update per transaction.
@Suite @MainActor struct TransactionTests {
    struct Staged: View {
        @State private var value = 0
        var body: some View {
            let _ = print("body \(value)")
            VStack {
                Text("value \(value)")
                    .onChange(of: value) { old, new in print("change \(old) -> \(new)") }
                Button("Stage") {
                    value = 1
                    value = 2
                    withAnimation {
                        value = 3
                        value = 4
                    }
                }
                Button("Two animations") {
                    withAnimation { value += 1 }
                    withAnimation { value += 1 }
                }
                Button("Plain after animation") {
                    withAnimation(.spring) { value = 10 }
                    value = 20
                }
                Button("Nested") {
                    withTransaction(\.disablesAnimations, true) {
                        value = 30
                        withAnimation { value = 31 }
                        value = 32
                    }
                }
                Button("Empty transaction") {
                    value = 40
                    withTransaction(Transaction()) { value = 41 }
                }
            }
        }
    }

    // Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/Data/State/StateCompatibilityTests.swift
    // `nestedStateUpdate` (real SwiftUI: bodies see 0, 2, 4; onChange sees [0, 2], [2, 4]).
    @Test func plainWritesJoinAndAnAnimatedBlockIsItsOwnUpdate() throws {
        let d = Driver(Staged())
        try d.tap("Stage")
        #expect(d.console == ["body 0", "body 2", "change 0 -> 2", "body 4", "change 2 -> 4"])
    }

    // Evidence: OpenSwiftUI Transaction.mayConcatenate (transactions compared by identity) and
    // GraphHost.asyncTransaction (a different transaction starts a new pending update).
    @Test func twoAnimatedBlocksAreTwoUpdatesAndAPlainWriteAfterThemAThird() throws {
        let d = Driver(Staged())
        try d.tap("Two animations")
        #expect(Array(d.console.dropFirst()) == ["body 1", "change 0 -> 1", "body 2", "change 1 -> 2"])
        try d.tap("Plain after animation")
        #expect(Array(d.console.suffix(4)) == ["body 10", "change 2 -> 10", "body 20", "change 10 -> 20"])
    }

    // Evidence: same sources; a nested withTransaction is a new transaction, and the writes
    // after it belong to the enclosing one again (a third group, since the middle one came between).
    @Test func aNestedTransactionSplitsTheEnclosingOne() throws {
        let d = Driver(Staged())
        try d.tap("Nested")
        #expect(Array(d.console.dropFirst()) == ["body 30", "change 0 -> 30", "body 31", "change 30 -> 31", "body 32", "change 31 -> 32"])
    }

    // Evidence: OpenSwiftUI withTransaction (merges into the current, empty transaction) and
    // mayConcatenate: an empty transaction carries nothing, so its write joins the plain one.
    @Test func anEmptyTransactionJoinsThePlainWrites() throws {
        let d = Driver(Staged())
        try d.tap("Empty transaction")
        #expect(Array(d.console.dropFirst()) == ["body 41", "change 0 -> 41"])
    }

    struct Toggler: View {
        @State private var on = false
        @State private var count = 0
        var body: some View {
            let _ = print("body \(on) \(count)")
            VStack {
                Toggle("Switch", isOn: $on.animation())
                    .onChange(of: on) { count += 1 }
                Text("count \(count)")
                    .animation(.easeIn, value: count)
                    .transaction { $0.animation = nil }
                    .transaction(value: on) { $0.disablesAnimations = true }
            }
        }
    }

    // Evidence: Apple docs, Binding.animation(_:) ("Specifies an animation to perform when the
    // binding value changes") and the transaction modifiers (visual only): the toggle's write
    // is one update, and onChange's write after it a second.
    @Test func anAnimatedBindingWriteIsOneUpdateAndTheModifiersAreInert() throws {
        let d = Driver(Toggler())
        try d.toggle("Switch")
        #expect(d.console == ["body false 0", "body true 0", "body true 1"])
    }
}

/// `withAnimation(_:completionCriteria:_:completion:)` on the virtual clock.
@Suite @MainActor struct AnimationCompletionTests {
    struct Completing: View {
        @State private var red = false
        @State private var scale = 1.0
        var body: some View {
            // Both opacities animate, so each completion waits for its animation.
            Text("red \(red) scale \(scale)")
                .opacity(red ? 0.5 : 1)
                .opacity(scale / 4)
                .onAppear {
                    let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
                    withAnimation(animation, completionCriteria: .logicallyComplete) {
                        red.toggle()
                    } completion: { print("logically complete") }
                    withAnimation(animation, completionCriteria: .removed) {
                        scale = 2
                    } completion: { print("removed") }
                }
        }
    }

    // Evidence: OpenSwiftUI AnimationCompletionCompatibilityTests `logicalAndRemovedComplete`
    // (real SwiftUI: the logically-complete completion first); the state is applied at once,
    // the opacities it changes animate.
    @Test func completionsRunWhenTheirAnimationEndsOnTheVirtualClock() throws {
        let d = Driver(Completing())
        #expect(d.screen.contains("red true scale 2.0"))
        #expect(d.console.isEmpty)
        d.advance(by: 1)
        #expect(d.console == ["logically complete"])
        d.advance(by: 4)
        #expect(d.console == ["logically complete", "removed"])
    }
}
