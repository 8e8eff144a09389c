import StateEngine
import Testing

/// Structural identity: position and type, or an explicit id, decide whether state survives.
@Suite @MainActor struct IdentityTests {
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    struct Branches: View {
        @State private var first = true
        var body: some View {
            VStack {
                if first { Counter(name: "a") } else { Counter(name: "a") }
                Counter(name: "faded").opacity(first ? 1 : 0.5)
                Button("Switch") { first.toggle() }
            }
        }
    }

    // Evidence: WWDC21 "Demystify SwiftUI" (each branch of an if/else has its own structural identity).
    @Test func switchingIfElseBranchesDestroysStateEvenForTheSameType() throws {
        let d = Driver(Branches())
        try d.tap("a 0")
        #expect(d.screen.contains("Button \"a 1\""))
        try d.tap("Switch")
        #expect(d.screen.contains("Button \"a 0\""), "the else branch is a new identity")
        try d.tap("Switch")
        #expect(d.screen.contains("Button \"a 0\""), "coming back creates the first branch anew")
    }

    // Evidence: WWDC21 "Demystify SwiftUI" (an inert modifier with a changing value keeps one identity, unlike a branch).
    @Test func aModifierWhoseValueChangesKeepsState() throws {
        let d = Driver(Branches())
        try d.tap("faded 0")
        try d.tap("Switch")
        #expect(d.screen.contains("Button \"faded 1\""))
    }

    struct Item: Identifiable, Equatable { let id: String }

    struct List: View {
        @State private var items = [Item(id: "x"), Item(id: "y"), Item(id: "z")]
        var body: some View {
            VStack {
                ForEach(items) { item in Counter(name: item.id) }
                Button("Rotate") { items.append(items.removeFirst()) }
                Button("Drop y") { items.removeAll { $0.id == "y" } }
                Button("Add y") { items.append(Item(id: "y")) }
            }
        }
    }

    // Evidence: WWDC21 "Demystify SwiftUI" (ForEach identifies its views by the elements' ids).
    @Test func forEachStateFollowsIdsWhenItemsMove() throws {
        let d = Driver(List())
        try d.tap("x 0")
        try d.tap("x 1")
        try d.tap("z 0")
        try d.tap("Rotate")
        let rows = d.screen.split(separator: "\n").filter { $0.contains("Button") }.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows == ["Button \"y 0\"", "Button \"z 1\"", "Button \"x 2\""], "\(d.screen)")
    }

    // Evidence: WWDC21 "Demystify SwiftUI" (a view's state lives as long as its identity).
    @Test func forEachRemovedIdLosesItsState() throws {
        let d = Driver(List())
        try d.tap("y 0")
        try d.tap("Drop y")
        try d.tap("Add y")
        #expect(d.screen.contains("Button \"y 0\""), "\(d.screen)")
    }

    struct Tagged: View {
        @State private var generation = 0
        var body: some View {
            VStack {
                Counter(name: "tagged").id(generation)
                Button("Next") { generation += 1 }
            }
        }
    }

    // Evidence: WWDC21 "Demystify SwiftUI" (a changed explicit identity is a new view) and OpenSwiftUI IDViewCompatibilityTests (real SwiftUI).
    @Test func explicitIdChangeReplacesTheView() throws {
        let d = Driver(Tagged())
        try d.tap("tagged 0")
        #expect(d.screen.contains("tagged 1"))
        try d.tap("Next")
        #expect(d.screen.contains("tagged 0"), "\(d.screen)")
    }
}
