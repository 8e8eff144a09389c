import StateEngine
import Testing

/// A scroll position is state: a program that writes it moves the viewport (the rows that come
/// into view are built), and a driver swipe writes it back. Rows are 100 pt tall in a scroll
/// view given the iPhone 16's 759 pt of safe area, so rows 0-7 meet the screen at the start.
@Suite @MainActor struct ScrollPositionTests {
    struct Row: View {
        let index: Int
        var body: some View {
            Text("Row \(index)").frame(height: 100)
        }
    }

    struct Feed: View {
        @State private var position = ScrollPosition(idType: Int.self)
        var targetLayout = true
        var body: some View {
            VStack {
                Button("Jump to 60") { position.scrollTo(id: 60, anchor: .top) }
                Button("Bottom") { position.scrollTo(edge: .bottom) }
                Button("Top") { position.scrollTo(edge: .top) }
                Text("at \(position.viewID(type: Int.self).map(String.init) ?? "none"), by user \(position.isPositionedByUser)")
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { Row(index: $0) }
                    }
                    .scrollTargetLayout(isEnabled: targetLayout)
                }
                .scrollPosition($position)
            }
        }
    }

    // Evidence: Apple docs "ScrollPosition" and "scrollTo(id:anchor:)" (scrolls to the view of the
    // scroll target layout with that id; the anchor lines it up with the scroll view).
    @Test func writingThePositionMovesTheViewport() throws {
        let d = Driver(Feed())
        #expect(d.screen.contains("Row 0"))
        #expect(!d.screen.contains("Row 60"))
        try d.tap("Jump to 60")
        #expect(d.screen.contains("Row 60"))
        #expect(!d.screen.contains("Row 0"), "\(d.screen)")
        // Row 60 is built, the rows before it are not.
        #expect(d.screen.contains("Row 61"))
        #expect(!d.screen.contains("Row 59"))
    }

    // Evidence: Apple docs "scrollTo(edge:)" (scrolls to the edge of the content).
    @Test func edgesMoveToTheEndsOfTheContent() throws {
        let d = Driver(Feed())
        try d.tap("Bottom")
        #expect(d.screen.contains("Row 99"))
        #expect(!d.screen.contains("Row 0"))
        try d.tap("Top")
        #expect(d.screen.contains("Row 0"))
        #expect(!d.screen.contains("Row 99"))
    }

    // Evidence: Apple docs "ScrollPosition" ("update the viewID property as the user scrolls",
    // the top-most view of the scroll target layout) and "isPositionedByUser".
    @Test func aSwipeWritesTheTopMostViewBack() throws {
        let d = Driver(Feed())
        #expect(d.screen.contains("at none, by user false"))
        try d.scroll(.down)
        #expect(d.screen.contains("by user true"), "\(d.screen)")
        #expect(!d.screen.contains("at none"), "\(d.screen)")
        try d.scroll(to: "Row 40")
        #expect(d.screen.contains("by user true"))
        #expect(!d.screen.contains("at 0,"))
    }

    // Evidence: Apple docs "ScrollPosition" (the ids come from the views of the scroll target
    // layout): without one, a swipe marks the position as the user's but names no view.
    @Test func withoutATargetLayoutNoViewIsNamed() throws {
        let d = Driver(Feed(targetLayout: false))
        try d.scroll(.down)
        #expect(d.screen.contains("at none, by user true"), "\(d.screen)")
    }

    struct EdgeFeed: View {
        @State private var position = ScrollPosition(edge: .top)
        var body: some View {
            VStack {
                Text(position.edge == .top ? "edge top" : "no edge")
                ScrollView {
                    LazyVStack(spacing: 0) { ForEach(0..<50, id: \.self) { Row(index: $0) } }
                }
                .scrollPosition($position)
            }
        }
    }

    // Evidence: Apple docs "isPositionedByUser" (once the user positions the view, an edge or
    // point the position held becomes nil): the swipe stands; the old edge is not applied again.
    @Test func aSwipeReplacesAnEdge() throws {
        let d = Driver(EdgeFeed())
        #expect(d.screen.contains("edge top"))
        try d.scroll(.down)
        #expect(d.screen.contains("no edge"), "\(d.screen)")
        #expect(!d.screen.contains("\"Row 0\""), "\(d.screen)")
    }

    struct IDFeed: View {
        @State private var scrolledID: Int?
        var body: some View {
            VStack {
                Text("top: \(scrolledID.map(String.init) ?? "nil")")
                Button("Show 30") { scrolledID = 30 }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { Row(index: $0) }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $scrolledID, anchor: .top)
            }
        }
    }

    // Evidence: Apple docs "scrollPosition(id:anchor:)" (the binding is updated with the
    // top-most view's id as the view scrolls; writing it scrolls there).
    @Test func anIDBindingFollowsTheScrollViewBothWays() throws {
        let d = Driver(IDFeed())
        #expect(d.screen.contains("top: nil"))
        try d.tap("Show 30")
        #expect(d.screen.contains("Row 30"))
        #expect(d.screen.contains("top: 30"))
        try d.scroll(.down)
        #expect(!d.screen.contains("top: 30"), "\(d.screen)")
        #expect(!d.screen.contains("top: nil"))
    }
}

/// Scroll geometry, phases and visibility come from the viewport the driver moves.
@Suite @MainActor struct ScrollObserverTests {
    struct Rows: View {
        var count = 100
        var body: some View {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    Text("Row \(index)").frame(height: 100)
                }
            }
        }
    }

    struct GeometryFeed: View {
        @State private var offset: CGFloat = -1
        var body: some View {
            VStack(spacing: 0) {
                Text("offset \(Int(offset))")
                ScrollView { Rows() }
                    .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
            }
        }
    }

    // Evidence: Apple docs "onScrollGeometryChange(for:of:action:)" (the action runs when the
    // transformed geometry changes) and "ScrollGeometry.contentOffset".
    @Test func geometryReportsTheOffsetASwipeReaches() throws {
        let d = Driver(GeometryFeed())
        #expect(d.screen.contains("offset 0"), "\(d.screen)")
        try d.scroll(.down)
        // One screen: the scroll view's visible length (the safe area less the text above it).
        #expect(!d.screen.contains("offset 0"), "\(d.screen)")
        #expect(!d.screen.contains("offset -1"))
        let offsetText = d.screen.split(separator: "\n").first { $0.contains("offset ") }
        #expect(offsetText?.contains("offset 7") == true, "\(String(describing: offsetText))")
    }

    struct TallRowFeed: View {
        @State private var offset: CGFloat = -1
        var body: some View {
            VStack(spacing: 0) {
                Text("offset \(Int(offset))")
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<2, id: \.self) { index in Text("Row \(index)").frame(height: 3000) }
                    }
                }
                .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
            }
        }
    }

    // Evidence: Apple docs "onScrollGeometryChange(for:of:action:)" (the action runs when the
    // transformed geometry changes): a swipe inside one tall row builds and drops no row and
    // changes no size, yet moves the content.
    @Test func geometryReportsASwipeThatBuildsNoRow() throws {
        let d = Driver(TallRowFeed())
        #expect(d.screen.contains("offset 0"), "\(d.screen)")
        try d.scroll(.down)
        #expect(d.screen.contains("Row 0"), "\(d.screen)")
        #expect(!d.screen.contains("Row 1"), "\(d.screen)")
        #expect(!d.screen.contains("offset 0"), "\(d.screen)")
        #expect(!d.screen.contains("offset -1"))
    }

    struct EagerFeed: View {
        @State private var offset: CGFloat = -1
        var body: some View {
            VStack(spacing: 0) {
                Text("offset \(Int(offset))")
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<12, id: \.self) { Text("Row \($0)").frame(height: 100) } }
                }
                .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
            }
        }
    }

    // Evidence: Apple docs "ScrollGeometry.contentOffset" (the offset of the content) and
    // "onScrollGeometryChange(for:of:action:)": an eagerly built ScrollView's content moves
    // too; every row stays built (Chosen rule scroll-eager-pixels: a step moves it a screen,
    // within the content).
    @Test func geometryReportsASwipeOnEagerContent() throws {
        let d = Driver(EagerFeed())
        #expect(d.screen.contains("offset 0"), "\(d.screen)")
        try d.scroll(.down)
        #expect(!d.screen.contains("offset 0"), "\(d.screen)")
        #expect(d.screen.contains("Text \"Row 0\""))
        try d.scroll(.down)
        // 1,200 points of rows end there: no further than the content's end below the screen.
        let end = d.screen.split(separator: "\n").first { $0.contains("offset ") }
        try d.scroll(.down)
        #expect(d.screen.split(separator: "\n").first { $0.contains("offset ") } == end)
        try d.scroll(.up)
        try d.scroll(.up)
        #expect(d.screen.contains("offset 0"), "\(d.screen)")
    }

    struct PhaseFeed: View {
        var body: some View {
            ScrollView { Rows() }
                .onScrollPhaseChange { old, new in print("\(old) -> \(new)") }
        }
    }

    // Evidence: Apple docs "ScrollPhase" (interacting while the user moves the content,
    // decelerating after they let go, then idle) and "onScrollPhaseChange(_:)".
    @Test func aSwipePassesThroughThePhases() throws {
        let d = Driver(PhaseFeed())
        #expect(d.console.isEmpty)
        try d.scroll(.down)
        #expect(d.console == ["idle -> interacting", "interacting -> decelerating", "decelerating -> idle"])
    }

    struct VisibilityFeed: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { index in
                        Text("Row \(index)").frame(height: 100)
                            .onScrollVisibilityChange { visible in print("\(index) \(visible ? "shown" : "hidden")") }
                    }
                }
            }
        }
    }

    // Evidence: Apple docs "onScrollVisibilityChange(threshold:_:)" (the action runs when more
    // than the threshold, 50% by default, of the view is on screen, and when it is no longer).
    @Test func visibilityCrossesTheThreshold() throws {
        let d = Driver(VisibilityFeed())
        // 759 pt show rows 0-6 whole and 59 pt (more than half) of row 7.
        #expect(d.console == (0...7).map { "\($0) shown" }, "\(d.console)")
        try d.scroll(.down)
        #expect(d.console.contains("0 hidden"))
        #expect(d.console.contains("10 shown"))
    }

    struct Pager: View {
        @State private var offset: CGFloat = 0
        let behavior: AnyScrollTargetBehavior
        var body: some View {
            VStack(spacing: 0) {
                Text("offset \(Int(offset))")
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(height: 130) }
                    }
                    .scrollTargetLayout()
                }
                .frame(height: 500)
                .scrollTargetBehavior(behavior)
                .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
            }
        }
    }

    // Evidence: WWDC23 "Beyond scroll views" (paging scrolls by the scroll view's size) and Apple
    // docs "PagingScrollTargetBehavior".
    @Test func pagingEndsEachSwipeOnAPage() throws {
        let d = Driver(Pager(behavior: AnyScrollTargetBehavior(.paging)))
        try d.scroll(.down)
        #expect(d.screen.contains("offset 500"), "\(d.screen)")
        try d.scroll(.down)
        #expect(d.screen.contains("offset 1000"), "\(d.screen)")
    }

    // Evidence: WWDC23 "Beyond scroll views" (viewAligned ends scrolling on a view of the scroll
    // target layout) and Apple docs "ViewAlignedScrollTargetBehavior".
    @Test func viewAlignedEndsOnARow() throws {
        let d = Driver(Pager(behavior: AnyScrollTargetBehavior(.viewAligned)))
        try d.scroll(.down)
        // A free swipe reaches 500 pt; the nearest row start is row 4's, at 520 pt.
        #expect(d.screen.contains("offset 520"), "\(d.screen)")
    }

    /// Ends every swipe a quarter of a screen short of where a free swipe would.
    struct ShortSwipes: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.y -= context.containerSize.height / 4
        }
    }

    // Evidence: Apple docs "ScrollTargetBehavior.updateTarget(_:context:)" (a custom behaviour
    // moves the target the scroll view proposes).
    @Test func aCustomBehaviourMovesTheTarget() throws {
        let d = Driver(Pager(behavior: AnyScrollTargetBehavior(ShortSwipes())))
        try d.scroll(.down)
        #expect(d.screen.contains("offset 375"), "\(d.screen)")
    }

    struct ChatLog: View {
        @State private var count = 20
        var body: some View {
            VStack {
                Button("Send") { count += 1 }
                ScrollView { Rows(count: count) }
                    .defaultScrollAnchor(.bottom)
            }
        }
    }

    // Evidence: Apple docs "defaultScrollAnchor(_:)" (.bottom starts at the end of the content;
    // without a role it also keeps the anchor when the content's size changes) and WWDC23
    // "Beyond scroll views" (a chat log that starts at its newest message).
    @Test func aBottomAnchorStartsAndStaysAtTheEnd() throws {
        let d = Driver(ChatLog())
        #expect(d.screen.contains("Row 19"), "\(d.screen)")
        #expect(!d.screen.contains("Row 0"))
        try d.tap("Send")
        #expect(d.screen.contains("Row 20"), "\(d.screen)")
    }

    struct Faded: View {
        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<5, id: \.self) { index in
                        Text("Row \(index)")
                            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
                            .visualEffect { content, proxy in content.offset(y: proxy.size.height > 0 ? 1 : 0) }
                    }
                }
            }
        }
    }

    // Evidence: Apple docs "scrollTransition" and "visualEffect(_:)" (rendering effects that do
    // not change layout): the rows are built and shown as without them.
    @Test func scrollTransitionsAreInert() {
        let d = Driver(Faded())
        #expect((0..<5).allSatisfy { d.screen.contains("Row \($0)") })
    }
}
