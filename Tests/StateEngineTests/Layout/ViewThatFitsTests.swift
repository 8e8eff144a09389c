import Foundation
@testable import StateEngine
import Testing

/// ViewThatFits chooses by measured ideal sizes, and the option it shows is a view of its own.
@Suite @MainActor struct ViewThatFitsTests {
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
                .onAppear { print("\(name) appear") }
                .onDisappear { print("\(name) disappear") }
        }
    }

    struct Adaptive: View {
        @State private var width = 393.0
        var body: some View {
            VStack {
                ViewThatFits(in: .horizontal) {
                    Counter(name: "Wide").frame(width: 300)
                    Counter(name: "Narrow")
                }
                .frame(width: width)
                Button("Shrink") { width = 200 }
                Button("Grow") { width = 393 }
            }
        }
    }

    // Evidence: Apple docs, ViewThatFits (the first child whose ideal size on the constrained
    // axes fits the proposal) and the small-desk.com / zenn.dev/kntk observations (a switch
    // shows another view: the old one's state is lost).
    @Test func theChoiceFollowsTheOfferedWidthAndASwitchReplacesTheView() throws {
        let d = Driver(Adaptive())
        #expect(d.screen.contains("Wide 0"))
        #expect(!d.screen.contains("Narrow"))
        try d.tap("Wide 0")
        #expect(d.screen.contains("Wide 1"))
        try d.tap("Shrink")
        #expect(d.screen.contains("Narrow 0"))
        #expect(!d.screen.contains("Wide"))
        try d.tap("Grow")
        #expect(d.screen.contains("Wide 0"))
        // A replaced view leaves with the default transition: its onDisappear follows the new
        // view's onAppear (OpenSwiftUI `idTest`, real SwiftUI).
        #expect(d.console == ["Wide appear", "Narrow appear", "Wide disappear", "Wide appear", "Narrow disappear"])
    }

    struct NoneFits: View {
        var body: some View {
            ViewThatFits {
                Text("First").frame(width: 500)
                Text("Second").frame(width: 450).onAppear { print("second measured") }
                Text("Last").frame(width: 400).onAppear { print("last shown") }
            }
        }
    }

    // Evidence: fatbobman, "Mastering ViewThatFits" (when no child fits, the last is shown);
    // Chosen [view-that-fits-measures-offscreen]: an option only measured runs no onAppear.
    @Test func whenNothingFitsTheLastIsShownAndMeasuredOptionsDoNotAppear() throws {
        let d = Driver(NoneFits())
        #expect(d.screen.contains("Last"))
        #expect(!d.screen.contains("First") && !d.screen.contains("Second"))
        #expect(d.console == ["last shown"])
        // Its 400-point frame is centered on the 393-point screen.
        #expect(abs(try d.rect("Last").midX - 196.5) < 0.5)
    }

    struct Vertical: View {
        var body: some View {
            ViewThatFits(in: .vertical) {
                Text("Tall").frame(width: 600, height: 100)
                Text("Short").frame(width: 600, height: 20)
            }
            .frame(height: 50)
        }
    }

    // Evidence: Apple docs, ViewThatFits(in:content:) (only the given axes are constrained: a
    // width beyond the screen does not disqualify an option constrained vertically).
    @Test func onlyTheConstrainedAxesDecide() throws {
        let d = Driver(Vertical())
        #expect(d.screen.contains("Short"))
        #expect(!d.screen.contains("Tall"))
    }
}
