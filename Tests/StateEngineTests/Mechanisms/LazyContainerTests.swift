import StateEngine
import Testing

/// Lazy containers build only the rows inside their modelled viewport (20 rows of a vertical
/// list: engine rule `lazy-viewport-device`); scrolling builds what comes into view.
@Suite @MainActor struct LazyContainerTests {
    struct Row: View {
        let index: Int
        @State private var taps = 0
        var body: some View {
            HStack {
                Text("Row \(index)")
                Button("Tap \(index): \(taps)") { taps += 1 }
            }
            .onAppear { print("appear \(index)") }
            .onDisappear { print("disappear \(index)") }
        }
    }

    struct LongList: View {
        var body: some View {
            List(0..<100, id: \.self) { Row(index: $0) }
        }
    }

    // Evidence: WWDC23 "Demystify SwiftUI performance" (List builds rows as needed); Apple's LazyVStack docs.
    @Test func onlyTheRowsInTheViewportAreBuilt() {
        let d = Driver(LongList())
        #expect(d.bodyCount(Row.self) == 20)
        #expect(d.screen.contains("Row 19"))
        #expect(!d.screen.contains("Row 20"))
        #expect(d.screen.contains("showing 1-20 of 100 rows"), "\(d.screen)")
        #expect(d.console == (0..<20).map { "appear \($0)" })
    }

    // Evidence: Apple's LazyVStack docs (items are created as they are rendered onscreen); Eidhof, "Lifetime of State Properties" (rows off screen are gone).
    @Test func theLastRowAppearsOnlyWhenScrolledIntoView() throws {
        let d = Driver(LongList())
        #expect(!d.console.contains("appear 99"))
        try d.scroll(to: "Row 99")
        #expect(d.console.contains("appear 99"))
        #expect(d.console.contains("disappear 0"))
        #expect(d.screen.contains("Row 99"))
        #expect(d.screen.contains("showing 81-100 of 100 rows"), "\(d.screen)")
        // A real scroll passes every row: each appeared once on the way.
        #expect((20..<100).allSatisfy { d.console.contains("appear \($0)") })
    }

    struct Feed: View {
        @State private var items = Array(0..<30)
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(items, id: \.self) { item in
                        Text("Item \(item)")
                            .onAppear {
                                guard item == items.last else { return }
                                print("load after \(item)")
                                items += (items.count..<items.count + 30)
                            }
                    }
                }
            }
        }
    }

    // Evidence: Apple's LazyVStack docs ("doesn't create items until it needs to render them onscreen"): an onAppear on the last row runs when it scrolls into view.
    @Test func infiniteScrollLoadsMoreOnlyWhenTheLastRowComesIntoView() throws {
        let d = Driver(Feed())
        #expect(!d.console.contains { $0.hasPrefix("load") })
        try d.scroll(to: "Item 29")
        #expect(d.console.filter { $0.hasPrefix("load") } == ["load after 29"])
        try d.scroll(to: "Item 59")
        #expect(d.console.filter { $0.hasPrefix("load") } == ["load after 29", "load after 59"])
        #expect(d.screen.contains("of 90 rows"), "\(d.screen)")
    }

    struct Jumper: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    Button("Jump") { proxy.scrollTo(80) }
                    Button("Top of 50") { proxy.scrollTo(50, anchor: .top) }
                    List(0..<100, id: \.self) { Row(index: $0) }
                }
            }
        }
    }

    // Evidence: Apple's ScrollViewProxy.scrollTo(_:anchor:) docs (scrolls to the view with that id; nil anchor scrolls the least).
    @Test func proxyScrollToBuildsTheTargetRow() throws {
        let d = Driver(Jumper())
        try d.tap("Jump")
        #expect(d.screen.contains("Row 80"))
        #expect(d.screen.contains("showing 62-81 of 100 rows"), "\(d.screen)")
        #expect(d.console.contains("appear 80"))
        try d.tap("Top of 50")
        #expect(d.screen.contains("showing 51-70 of 100 rows"), "\(d.screen)")
    }

    struct EagerColumn: View {
        var body: some View {
            ScrollView {
                VStack {
                    ForEach(0..<100, id: \.self) { Row(index: $0) }
                }
            }
        }
    }

    // Evidence: Apple's LazyVStack docs (a VStack, unlike a lazy stack, creates all its children up front).
    @Test func anEagerStackInAScrollViewBuildsEveryRow() throws {
        let d = Driver(EagerColumn())
        #expect(d.bodyCount(Row.self) == 100)
        #expect(d.screen.contains("Row 99"))
        try d.scroll(.down)
        #expect(d.bodyCount(Row.self) == 100)
    }

    // Evidence: Swift Forums pitch "Stabilize state in lazy containers" (List/LazyVStack row state is lost offscreen); engine rule lazy-row-discarded.
    @Test func aRowScrolledAwayAndBackStartsOver() throws {
        let d = Driver(LongList())
        try d.tap("Tap 0: 0")
        #expect(d.screen.contains("Tap 0: 1"))
        try d.scroll(to: "Row 60")
        #expect(d.console.contains("disappear 0"))
        try d.scroll(to: "Row 0")
        #expect(d.screen.contains("Tap 0: 0"), "\(d.screen)")
    }

    // Chosen [lazy-viewport-device] decides which rows are built; the failure must say how to reach the others.
    @Test func tappingARowThatIsNotBuiltFailsWithAHint() throws {
        let d = Driver(LongList())
        do {
            try d.tap("Tap 60: 0")
            Issue.record("tap on an unbuilt row succeeded")
        } catch let failure as Driver.Failure {
            #expect(failure.message.contains("no button labelled \"Tap 60: 0\""))
            #expect(failure.message.contains("80 rows of a List"), "\(failure.message)")
            #expect(failure.message.contains("scroll(to:"))
        }
        try d.scroll(to: "Tap 60: 0")
        try d.tap("Tap 60: 0")
        #expect(d.screen.contains("Tap 60: 1"))
    }

    struct Download: View {
        let index: Int
        var body: some View {
            Text("File \(index)")
                .task {
                    do {
                        try await Task.sleep(nanoseconds: 60_000_000_000)
                        print("finished \(index)")
                    } catch {
                        print("cancelled \(index)")
                    }
                }
        }
    }

    struct Downloads: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<50, id: \.self) { Download(index: $0) }
                }
            }
        }
    }

    // Evidence: Apple's task(priority:_:) docs (the task is cancelled when the view disappears); rows that leave the viewport disappear (lazy-row-discarded).
    @Test func aRowLeavingTheViewportCancelsItsTaskAndOnlyVisibleRowsStartOne() throws {
        let d = Driver(Downloads())
        try d.scroll(.down)
        #expect(d.console == (0..<20).map { "cancelled \($0)" }, "\(d.console)")
        d.advance(by: 60)
        #expect(d.console.filter { $0.hasPrefix("finished") } == (20..<40).map { "finished \($0)" })
    }

    struct Library: View {
        let shelves = ["Fiction", "Poetry"]
        var body: some View {
            List {
                ForEach(shelves, id: \.self) { shelf in
                    Section(shelf) {
                        ForEach(0..<15, id: \.self) { Text("\(shelf) \($0)") }
                    }
                }
            }
        }
    }

    // Evidence: WWDC23 "Demystify SwiftUI performance" (a List's rows are the flattened rows of its ForEach's sections).
    @Test func aForEachOfSectionsContributesTheSectionsRows() {
        let d = Driver(Library())
        #expect(d.screen.contains("Fiction 14"))
        #expect(d.screen.contains("Poetry 4"))
        #expect(!d.screen.contains("Poetry 5"))
        #expect(d.screen.contains("showing 1-20 of 30 rows"), "\(d.screen)")
    }

    struct Tile: View {
        let index: Int
        var body: some View { Text("Tile \(index)") }
    }

    struct Photos: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                    ForEach(0..<100, id: \.self) { Tile(index: $0) }
                }
            }
        }
    }

    // Evidence: Apple's LazyVGrid docs ("creating items only as needed"); cell count per engine rule lazy-grid-cells.
    @Test func aGridBuildsTheVisibleLinesAndScrollsByWholeLines() throws {
        let d = Driver(Photos())
        #expect(d.bodyCount(Tile.self) == 21)
        try d.scroll(.down)
        #expect(d.screen.contains("showing 22-42 of 100 items"), "\(d.screen)")
        try d.scroll(to: "Tile 99")
        #expect(d.screen.contains("showing 82-100 of 100 items"), "\(d.screen)")
    }

    struct JumpingGrid: View {
        var body: some View {
            ScrollViewReader { proxy in
                Button("Show 51") { proxy.scrollTo(51, anchor: .bottom) }
                ScrollView {
                    LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                        ForEach(0..<100, id: \.self) { Tile(index: $0) }
                    }
                }
            }
        }
    }

    // Evidence: Apple's ScrollViewProxy.scrollTo(_:anchor:) docs (the anchor places the target's line at that edge).
    @Test func proxyScrollToInAGridMovesWholeLinesAndKeepsTheTargetInView() throws {
        let d = Driver(JumpingGrid())
        try d.tap("Show 51")
        #expect(d.screen.contains("Tile 51"))
        #expect(d.screen.contains("showing 34-54 of 100 items"), "\(d.screen)")
    }

    struct Sectioned: View {
        var body: some View {
            List {
                Text("Intro")
                Section("Fruits") {
                    ForEach(0..<15, id: \.self) { Text("Fruit \($0)") }
                }
                Section("Vegetables") {
                    ForEach(0..<15, id: \.self) { Text("Vegetable \($0)") }
                }
            }
        }
    }

    // Evidence: WWDC23 "Demystify SwiftUI performance" (a List's rows are the rows of its sections, flattened); engine rule lazy-section-header.
    @Test func staticRowsAndSectionRowsShareOneWindow() throws {
        let d = Driver(Sectioned())
        #expect(d.screen.contains("Intro"))
        #expect(d.screen.contains("Vegetable 3"))
        #expect(!d.screen.contains("Vegetable 4"))
        try d.scroll(.down)
        #expect(!d.screen.contains("Intro"))
        #expect(d.screen.contains("Vegetable 14"))
    }
}
