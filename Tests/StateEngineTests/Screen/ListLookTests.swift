import StateEngine
import Testing
import Transcript

/// Issue #31, "lists in their styles" and "a pushed page with its own title": a List records
/// the style that reaches it, and a pushed page's layer carries the title its content sets.
@Suite @MainActor struct ListLookTests {
    struct Library: View {
        @State private var path: [String] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    List { Text("Shelf") }
                    List { Text("Loans") }.listStyle(.plain)
                }
                .navigationTitle("Library")
                .navigationDestination(for: String.self) { name in
                    Text(name).navigationTitle(name)
                }
                .toolbar { Button("Open") { path.append("Dune") } }
            }
            .listStyle(.grouped)
        }
    }

    func listLooks(_ d: Driver) -> [ControlLook.ListLook] {
        var found: [ControlLook.ListLook] = []
        func walk(_ node: ScreenNode) {
            if case .list(let style)? = node.look?.shape { found.append(style) }
            node.children.forEach(walk)
        }
        d.screenTree.layers.flatMap(\.nodes).forEach(walk)
        return found
    }

    /// Evidence: Apple docs "listStyle(_:)": sets the style for lists within this view (the
    /// nearest modifier wins, as for every environment-carried style).
    @Test func aListRecordsTheNearestStyleAboveIt() {
        #expect(listLooks(Driver(Library())) == [.grouped, .plain])
        #expect(listLooks(Driver(List { Text("Row") })) == [.automatic])
    }

    /// Evidence: Apple docs "navigationTitle(_:)": a pushed view's title shows in the navigation
    /// bar while it is on top of the stack.
    @Test func aPushedPageCarriesItsOwnTitle() throws {
        let d = Driver(Library())
        try d.tap("Open")
        let pushed = d.screenTree.layers.first { $0.kind == .navigation }
        #expect(pushed?.title == "Dune")
    }
}
