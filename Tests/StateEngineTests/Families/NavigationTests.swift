import StateEngine
import Testing

/// NavigationStack with a path: destinations are built when pushed, pushed state dies when
/// popped, and the path binding is the source of truth.
@Suite @MainActor struct NavigationTests {
    struct Detail: View {
        let number: Int
        @State private var likes = 0
        var body: some View {
            VStack {
                Text("number \(number) likes \(likes)")
                Button("Like") { likes += 1 }
            }
            .navigationTitle("Number \(number)")
        }
    }

    struct Root: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Seven", value: 7)
                    Button("Jump to 3 then 4") { path = [3, 4] }
                    Text("depth \(path.count)")
                }
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { number in
                    Detail(number: number)
                }
            }
        }
    }

    /// Evidence: Apple's navigationDestination(for:destination:) docs and WWDC22 "The SwiftUI
    /// cookbook for navigation" (the destination is built for a pushed value).
    @Test func destinationIsBuiltLazilyOnPushAndItsStateDiesOnPop() throws {
        let d = Driver(Root())
        #expect(d.bodyCount(Detail.self) == 0)
        #expect(d.screen.contains("NavigationStack \"Numbers\""))
        try d.tap("Seven")
        #expect(d.bodyCount(Detail.self) == 1)
        #expect(d.screen.contains("Text \"number 7 likes 0\""))
        try d.tap("Like")
        #expect(d.screen.contains("Text \"number 7 likes 1\""))
        try d.back()
        #expect(!d.screen.contains("number 7"))
        #expect(d.screen.contains("Text \"depth 0\""))
        try d.tap("Seven")
        #expect(d.screen.contains("Text \"number 7 likes 0\""))
    }

    /// Evidence: Apple's NavigationStack(path:root:) docs (changing the path pushes and pops).
    @Test func writingThePathPushesEachValue() throws {
        let d = Driver(Root())
        try d.tap("Jump to 3 then 4")
        #expect(d.bodyCount(Detail.self) == 2)
        #expect(d.screen.contains("Text \"number 4 likes 0\""))
        #expect(d.lines(of: [.presentation]) == ["navigation pushed", "navigation pushed"])
        try d.back()
        #expect(d.screen.contains("Text \"depth 1\""))
    }

    struct Settings: View {
        @State private var showAbout = false
        var body: some View {
            NavigationStack {
                Button("About") { showAbout = true }
                    .navigationDestination(isPresented: $showAbout) { AboutPage() }
            }
        }
    }

    struct AboutPage: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }

    /// Evidence: Apple's navigationDestination(isPresented:destination:) docs; `dismiss` pops.
    @Test func isPresentedPushesAndDismissPops() throws {
        let d = Driver(Settings())
        try d.tap("About")
        #expect(d.screen.contains("navigation"))
        try d.tap("Close")
        #expect(!d.screen.contains("Button \"Close\""))
    }

    struct Folders: View {
        struct Folder: Identifiable, Hashable { let id: String; let notes: [String] }
        private let folders = [Folder(id: "Work", notes: ["Budget"]), Folder(id: "Home", notes: ["Groceries"])]
        @State private var selected: Folder?
        var body: some View {
            NavigationSplitView {
                List(folders, selection: $selected) { folder in
                    Text(folder.id).tag(folder)
                }
            } detail: {
                if let selected { List(selected.notes, id: \.self) { Text($0) } } else { Text("Pick one") }
            }
        }
    }

    /// Evidence: Apple's NavigationSplitView docs (a sidebar List(selection:) drives the
    /// detail) and List docs (an explicit `.tag` is the row's selection value).
    @Test func splitViewSidebarSelectionDrivesTheDetail() throws {
        let d = Driver(Folders())
        #expect(d.screen.contains("Text \"Pick one\""))
        try d.select(row: "Work")
        #expect(d.screen.contains("Text \"Budget\""))
        try d.select(row: "Home")
        #expect(d.screen.contains("Text \"Groceries\""))
        #expect(!d.screen.contains("Budget"))
    }
}
