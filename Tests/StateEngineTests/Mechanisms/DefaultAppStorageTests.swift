import Foundation
import Testing
@testable import StateEngine

/// `defaultAppStorage(_:)` chooses the defaults `@AppStorage` reads below it; an iPhone has no
/// Apple Pencil, so Pencil actions never run (issue 34).
@MainActor
struct DefaultAppStorageTests {
    static let suite = UserDefaults(suiteName: "engine.tests.shared")!

    struct Counter: View {
        let name: String
        @AppStorage("count") private var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    struct Screen: View {
        var body: some View {
            VStack {
                Counter(name: "standard")
                VStack {
                    Counter(name: "suite")
                    Counter(name: "suite twin")
                }
                .defaultAppStorage(Self.suiteDefaults)
                Counter(name: "explicit standard").defaultAppStorage(.standard)
            }
        }
        static var suiteDefaults: UserDefaults { DefaultAppStorageTests.suite }
    }

    // Evidence: Apple docs, defaultAppStorage(_:) ("The default store used by AppStorage
    // contained within the view and its view content"; "If unspecified, the default store for a
    // view hierarchy is UserDefaults.standard").
    @Test func appStorageBelowReadsTheGivenDefaults() throws {
        let d = Driver(Screen())
        try d.tap("suite 0")
        #expect(d.screen.contains("Button \"suite 1\""), "\(d.screen)")
        #expect(d.screen.contains("Button \"suite twin 1\""))
        #expect(d.screen.contains("Button \"standard 0\""))
        try d.tap("explicit standard 0")
        #expect(d.screen.contains("Button \"standard 1\""), "\(d.screen)")
        #expect(d.screen.contains("Button \"suite 1\""))
        // Four at launch; a write re-runs only the two counters that read that store.
        #expect(d.bodyCount(Counter.self) == 8)
    }

    struct Canvas: View {
        @State private var erased = 0
        var body: some View {
            Text("erased \(erased)")
                .onPencilDoubleTap { _ in erased += 1 }
                .onPencilSqueeze { _ in erased += 1 }
        }
    }

    // Evidence: Apple docs, onPencilDoubleTap(perform:) ("after the user double-taps their Apple
    // Pencil"); Apple Pencil pairs with iPad only.
    @Test func pencilActionsChangeNothingOnAnIPhone() {
        let d = Driver(Canvas())
        #expect(d.screen.contains("Text \"erased 0\""), "\(d.screen)")
    }
}
