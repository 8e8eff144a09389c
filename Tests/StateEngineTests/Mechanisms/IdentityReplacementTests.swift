import StateEngine
import Testing

/// When an identity is replaced: the order of the new view's onAppear and the old view's
/// onDisappear, and what state each closure sees.
@Suite @MainActor struct IdentityReplacementTests {
    enum Kind { case byDefault, identity, opacity, move, asymmetricIdentityRemoval }

    struct Replaced: View {
        let kind: Kind
        @State private var toggle = false
        var body: some View {
            VStack {
                content
                    .id(toggle)
                Button("Replace") { toggle.toggle() }
            }
        }

        @ViewBuilder var content: some View {
            let base = Text("content")
                .onAppear { print("A\(toggle ? "T" : "F")") }
                .onDisappear { print("D\(toggle ? "T" : "F")") }
            switch kind {
            case .byDefault: base
            case .identity: base.transition(.identity)
            case .opacity: base.transition(.opacity)
            case .move: base.transition(.move(edge: .leading))
            case .asymmetricIdentityRemoval: base.transition(.asymmetric(insertion: .opacity, removal: .identity))
            }
        }
    }

    // Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/
    // AppearanceActionModifierCompatibilityTests.swift `idTest` (real SwiftUI: "AFATDTDT";
    // the last DT is the window closing, the `close` step here).
    @Test(arguments: [Kind.byDefault, .opacity, .move])
    func withATransitionTheNewViewAppearsBeforeTheOldDisappears(kind: Kind) throws {
        let d = Driver(Replaced(kind: kind))
        try d.tap("Replace")
        d.closeWindow()
        #expect(d.console.joined() == "AFATDTDT")
    }

    // Evidence: same file, `idTestWithIdentityTransition` (real SwiftUI: "AFDTATDT").
    @Test(arguments: [Kind.identity, .asymmetricIdentityRemoval])
    func withTheIdentityTransitionTheOldViewDisappearsFirst(kind: Kind) throws {
        let d = Driver(Replaced(kind: kind))
        try d.tap("Replace")
        d.closeWindow()
        #expect(d.console.joined() == "AFDTATDT")
    }

    struct Branches: View {
        @State private var first = true
        var body: some View {
            VStack {
                if first {
                    Text("one").onAppear { print("appear one") }.onDisappear { print("disappear one, first=\(first)") }
                } else {
                    Text("two").onAppear { print("appear two") }.onDisappear { print("disappear two") }
                }
                Button("Swap") { first.toggle() }
            }
        }
    }

    // Evidence: the same rule as .id (both replace an identity; SwiftUI gives if/else branches
    // the default transition): OpenSwiftUI AppearanceActionModifierCompatibilityTests idTest.
    @Test func anIfElseSwapAppearsTheNewBranchFirstAndBothSeeTheNewState() throws {
        let d = Driver(Branches())
        try d.tap("Swap")
        #expect(d.console == ["appear one", "appear two", "disappear one, first=false"])
    }

    struct AnyViewTypeChange: View {
        @State private var showText = true
        var body: some View {
            VStack {
                shown
                Button("Change") { showText.toggle() }
            }
        }
        var shown: AnyView {
            showText
                ? AnyView(Text("text").onDisappear { print("disappear text") })
                : AnyView(Image(systemName: "star").onAppear { print("appear image") })
        }
    }

    // Chosen (no real-SwiftUI test found): an AnyView whose type changes replaces its identity
    // like `.id`, with the default transition.
    @Test func anAnyViewTypeChangeFollowsTheSameOrder() throws {
        let d = Driver(AnyViewTypeChange())
        try d.tap("Change")
        #expect(d.console == ["appear image", "disappear text"])
    }

    struct Row: Identifiable { let id: Int; let name: String }

    struct Rows: View {
        @State private var rows = [Row(id: 1, name: "a"), Row(id: 2, name: "b")]
        var body: some View {
            VStack {
                ForEach(rows) { row in
                    Text(row.name).onAppear { print("appear \(row.id)") }.onDisappear { print("disappear \(row.id)") }
                }
                Button("Replace") { rows[0] = Row(id: 3, name: "c") }
            }
        }
    }

    // Evidence: same rule (a ForEach row with a new id is a new identity): OpenSwiftUI idTest.
    @Test func aForEachElementReplacedAppearsTheNewRowFirst() throws {
        let d = Driver(Rows())
        try d.tap("Replace")
        #expect(Array(d.console.dropFirst(2)) == ["appear 3", "disappear 1"])
    }
}
