import Foundation
import StateEngine
import Testing

@Suite @MainActor struct SymbolEffectTransitionTests {
    struct Bell: View {
        @State private var showing = true
        var body: some View {
            VStack {
                if showing {
                    Image(systemName: "bell")
                        .transition(.symbolEffect(.disappear))
                        .onDisappear { print("bell gone") }
                }
                Button("Mute") { withAnimation(.linear(duration: 0.5)) { showing = false } }
            }
        }
    }

    // Evidence: Apple docs, SymbolEffectTransition (draws symbol images in or out; "other
    // views are unaffected") and TransitionPhase (a removed view transitions to didDisappear
    // under the transaction's animation before it leaves).
    @Test func aSymbolEffectTransitionKeepsTheImageUntilTheAnimationEnds() throws {
        let d = Driver(Bell())
        #expect(d.screen.contains("bell"))
        try d.tap("Mute")
        d.advance(by: 0.25)
        #expect(d.screen.contains("bell"))
        #expect(!d.console.contains("bell gone"))
        d.advance(by: 0.25)
        #expect(!d.screen.contains("bell"))
        #expect(d.console.contains("bell gone"))
    }
}
