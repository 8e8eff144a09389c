import StateEngine
import Testing

/// Lazy containers build only the rows whose laid-out frames meet the visible part of their
/// scroll view or List (on an iPhone 16: 852 - 59 - 34 pt of safe area = 759 pt); scrolling
/// moves the content through the measured rows and builds what comes into view.
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
    // The List gets 852 - 59 - 34 pt of safe area = 759 pt; each row is 44 pt (its 22 pt
    // content raised to the list-row-minimum): 759 / 44 = 17.25, so rows 0-17 meet the screen.
    @Test func onlyTheRowsInTheViewportAreBuilt() {
        let d = Driver(LongList())
        #expect(d.bodyCount(Row.self) == 18)
        #expect(d.screen.contains("Row 17"))
        #expect(!d.screen.contains("Row 18"))
        #expect(d.screen.contains("showing 1-18 of 100 rows"), "\(d.screen)")
        #expect(d.console == (0..<18).map { "appear \($0)" })
    }

    // Evidence: Apple's LazyVStack docs (items are created as they are rendered onscreen); Eidhof, "Lifetime of State Properties" (rows off screen are gone).
    @Test func theLastRowAppearsOnlyWhenScrolledIntoView() throws {
        let d = Driver(LongList())
        #expect(!d.console.contains("appear 99"))
        try d.scroll(to: "Row 99")
        #expect(d.console.contains("appear 99"))
        #expect(d.console.contains("disappear 0"))
        #expect(d.screen.contains("Row 99"))
        // At the end the content (100 x 44 = 4400 pt) is scrolled 4400 - 759 = 3641 pt: the
        // first row on screen is row 82 (3608-3652 pt).
        #expect(d.screen.contains("showing 83-100 of 100 rows"), "\(d.screen)")
        // A real scroll passes every row: each appeared once on the way.
        #expect((18..<100).allSatisfy { d.console.contains("appear \($0)") })
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
        // Below two 22 pt buttons (and two 8 pt gaps) the List has 759 - 60 = 699 pt: 15.9
        // rows of 44 pt. A nil anchor scrolls the least: row 80 ends at the bottom edge
        // (offset 81 x 44 - 699 = 2865 pt), so rows 65 (2860-2904 pt) to 80 are on screen.
        try d.tap("Jump")
        #expect(d.screen.contains("Row 80"))
        #expect(d.screen.contains("showing 66-81 of 100 rows"), "\(d.screen)")
        #expect(d.console.contains("appear 80"))
        // The top anchor puts row 50 at the top (offset 2200 pt): rows 50-65 (65 starts at 2860 < 2899).
        try d.tap("Top of 50")
        #expect(d.screen.contains("showing 51-66 of 100 rows"), "\(d.screen)")
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

    // Evidence: Apple's LazyVStack docs (rows off screen are not created); the failure must say how to reach them (18 of 100 rows built, so 82 are not).
    @Test func tappingARowThatIsNotBuiltFailsWithAHint() throws {
        let d = Driver(LongList())
        do {
            try d.tap("Tap 60: 0")
            Issue.record("tap on an unbuilt row succeeded")
        } catch let failure as Driver.Failure {
            #expect(failure.message.contains("no button labelled \"Tap 60: 0\""))
            #expect(failure.message.contains("82 rows of a List"), "\(failure.message)")
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
    // Rows are 22 pt texts 8 pt apart (30 pt a row) in 759 pt: rows 0-25 start on screen. A
    // screen down is 759 pt, clamped to the end of the content (50 x 30 - 8 = 1492 pt, so at
    // most 1492 - 759 = 733 pt): rows 24 (720-742 pt) to 49 are on screen, 0-23 have left.
    @Test func aRowLeavingTheViewportCancelsItsTaskAndOnlyVisibleRowsStartOne() throws {
        let d = Driver(Downloads())
        try d.scroll(.down)
        #expect(d.console == (0..<24).map { "cancelled \($0)" }, "\(d.console)")
        d.advance(by: 60)
        #expect(d.console.filter { $0.hasPrefix("finished") } == (24..<50).map { "finished \($0)" })
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
    // 759 pt: header 22 + 15 rows x 44 = 682 pt of Fiction, Poetry's header to 704 pt, then
    // Poetry 0 (704-748) and Poetry 1 (748-792) meet the screen; Poetry 2 starts below it.
    @Test func aForEachOfSectionsContributesTheSectionsRows() {
        let d = Driver(Library())
        #expect(d.screen.contains("Fiction 14"))
        #expect(d.screen.contains("Poetry 1"))
        #expect(!d.screen.contains("Poetry 2"))
        #expect(d.screen.contains("showing 1-17 of 30 rows"), "\(d.screen)")
    }

    struct Tile: View {
        let index: Int
        var body: some View { Text("Tile \(index)").frame(height: 120) }
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

    // Evidence: Apple's LazyVGrid docs ("creating items only as needed"; each line as tall as its tallest cell).
    // Lines are 120 pt tiles 8 pt apart (128 pt a line) in 759 pt: 5.9 lines, so lines 0-5 (18
    // tiles). A screen down (offset 759 pt) shows lines 5 (640-760 pt) to 11 (1408-1528 pt);
    // at the end (34 lines: 34 x 128 - 8 = 4344 pt, offset 3585 pt) lines 28-33.
    @Test func aGridBuildsTheVisibleLinesAndScrollsByWholeLines() throws {
        let d = Driver(Photos())
        #expect(d.bodyCount(Tile.self) == 18)
        try d.scroll(.down)
        #expect(d.screen.contains("showing 16-36 of 100 items"), "\(d.screen)")
        try d.scroll(to: "Tile 99")
        #expect(d.screen.contains("showing 85-100 of 100 items"), "\(d.screen)")
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
        // Below the 22 pt button and an 8 pt gap the scroll view has 729 pt. Tile 51 is on line
        // 17 (2176-2296 pt); the bottom anchor ends it at the bottom edge (offset 2296 - 729 =
        // 1567 pt), so lines 12 (1536-1656 pt) to 17 are on screen: tiles 36-53.
        try d.tap("Show 51")
        #expect(d.screen.contains("Tile 51"))
        #expect(d.screen.contains("showing 37-54 of 100 items"), "\(d.screen)")
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
    // Intro 44 pt, a 22 pt header, 15 x 44 pt fruits: 726 pt; the second header ends at 748 pt,
    // so only Vegetable 0 (748-792 pt) meets the 759 pt screen.
    @Test func staticRowsAndSectionRowsShareOneWindow() throws {
        let d = Driver(Sectioned())
        #expect(d.screen.contains("Intro"))
        #expect(d.screen.contains("Vegetable 0"))
        #expect(!d.screen.contains("Vegetable 1"))
        #expect(d.screen.contains("showing 1-17 of 31 rows"), "\(d.screen)")
        try d.scroll(.down)
        #expect(!d.screen.contains("Intro"))
        #expect(d.screen.contains("Vegetable 14"))
    }

    struct TallRows: View {
        let height: CGFloat?
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<50, id: \.self) { index in
                        Text("Item \(index)").frame(height: height)
                    }
                }
            }
        }
    }

    // Evidence: Apple's LazyVStack docs (items are created as they are rendered onscreen): what
    // is on screen depends on the rows' measured sizes. 22 pt texts 8 pt apart fit 759 / 30 =
    // 25.3 rows (26 meet the screen); 200 pt rows fit 759 / 208 = 3.6 (4 meet it).
    @Test func tallerRowsMakeFewerRowsAppear() {
        let short = Driver(TallRows(height: nil))
        #expect(short.screen.contains("showing 1-26 of 50 rows"), "\(short.screen)")
        let tall = Driver(TallRows(height: 200))
        #expect(tall.screen.contains("showing 1-4 of 50 rows"), "\(tall.screen)")
        #expect(tall.screen.contains("Item 3"))
        #expect(!tall.screen.contains("Item 4"))
    }
}
