// Lazy containers (List, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid) build only the rows
// on screen: every ForEach element and every static child is a row slot (a `LazyRowNode`),
// laid out like any view, whose content is built only while its frame meets the visible part
// of the enclosing scroll view (see `LazyViewport`).
// Evidence: Apple's LazyVStack docs ("doesn't create items until it needs to render them
// onscreen"); WWDC23 "Demystify SwiftUI performance" (List gathers every row's id up front but
// builds rows only as they are needed); Chris Eidhof, "Lifetime of State Properties in
// SwiftUI" (a List allocates state only for the rows on screen).

/// What a lazy container's rows are along its scrolling axis.
struct LazyLayout: Sendable {
    enum Axis: Sendable { case vertical, horizontal }
    let axis: Axis
    /// What the screen calls a slot.
    let slotName: String
    /// A grid's layout: its lines hold as many cells as it has tracks across (nil for a stack).
    var grid: LazyGridLayout?
    /// The least extent of a row along the axis (a List row's minimum height).
    var minimumRowExtent: CGFloat = 0

    var layoutAxis: StateEngine.Axis { axis == .vertical ? .vertical : .horizontal }

    static func stack(_ axis: Axis) -> LazyLayout { LazyLayout(axis: axis, slotName: "rows") }

    // Evidence: Apple docs "defaultMinListRowHeight" (the height of list rows is bounded below
    // by this default value, and is otherwise determined by the row's content).
    // Chosen [list-row-minimum]: the default is 44 pt, the height of a default UITableView row
    // and the HIG's minimum tappable size; Apple's page does not state the number.
    static let listRowMinimum: CGFloat = 44
    /// A List's rows, at least `minimumRowHeight` tall (the List's `defaultMinListRowHeight`).
    static func list(minimumRowHeight: CGFloat) -> LazyLayout {
        LazyLayout(axis: .vertical, slotName: "rows", minimumRowExtent: minimumRowHeight)
    }

    static func verticalGrid(_ grid: LazyGridLayout) -> LazyLayout {
        LazyLayout(axis: .vertical, slotName: "items", grid: grid)
    }

    static func horizontalGrid(_ grid: LazyGridLayout) -> LazyLayout {
        LazyLayout(axis: .horizontal, slotName: "items", grid: grid)
    }
}

/// A container that scrolls its content (a ScrollView, a List): a lazy container inside it
/// sees its rows through its frame.
protocol ScrollingContainer: Node {
    var scrollAxes: Axis.Set { get }
}

// Evidence: Apple's LazyVStack docs (the stack "doesn't create items until it needs to render
// them onscreen") and WWDC23 "Demystify SwiftUI containers" / "Demystify SwiftUI performance"
// (a lazy container builds the rows its viewport shows, by their measured sizes; List rows are
// built as they scroll into view).
/// The window of one lazy container over its row slots: the rows whose laid-out frames meet
/// the visible part of the enclosing scroll view (or List) after scrolling `offset` points.
/// A row never built is laid out at an estimated extent (the smallest row measured so far); a
/// row built once keeps its measured extent. After each layout pass the window is measured
/// again, and the graph lays out once more while it changes (see `settle`).
final class LazyViewport {
    var layout: LazyLayout {
        didSet { needsLayout = true }
    }
    /// The container whose subtree holds the row slots.
    weak var owner: Node?
    /// How far the content is scrolled along the axis, in points.
    private(set) var offset: CGFloat = 0
    /// The row slots built: those on screen after the last layout pass.
    private(set) var window: Range<Int> = 0..<0
    /// Row slots the last layout found.
    private(set) var rowCount = 0
    /// Cells side by side across the scrolling axis (a grid's tracks; 1 for a stack): the
    /// window holds whole lines.
    private(set) var slotsPerLine = 1
    /// The extent an unmeasured row is laid out at.
    private(set) var estimate: CGFloat?
    /// The slots changed or the window moved since rows were last built.
    var needsLayout = true
    /// A `scrollTo` being honoured: applied again after each pass while estimates are replaced
    /// by measured rows, so the target ends where it was asked to.
    private var pendingReveal: (index: Int, anchor: UnitPoint?)?
    /// How many times the user (a driver scroll step) moved the content: a bound scroll
    /// position is written back after each (ScrollPosition.swift).
    private(set) var userScrolls = 0
    /// What the scroll view is doing; the driver's scroll steps move it through the phases.
    private(set) var phase: ScrollPhase = .idle
    /// The `onScrollPhaseChange` modifiers of the enclosing scroll view.
    var phaseObservers: [ScrollPhaseObserving] = []
    /// The offset last reported to the tab bar around the content (ScrollOffsetReports.swift).
    var reportedOffset: CGFloat?

    // Chosen [lazy-unmeasured-row]: a row never built is laid out as tall (wide) as the
    // screen until some row of its container has been measured, so the first pass builds one
    // row and measures it; later unmeasured rows take the smallest measured extent, which
    // builds too many rows only when a later row is taller than every row before it.
    static let unmeasuredExtent: CGFloat = 852

    init(layout: LazyLayout, owner: Node) {
        self.layout = layout
        self.owner = owner
        owner.graph.layout.register(self)
    }

    var unbuiltCount: Int { rowCount - window.count }

    /// The extent a row that is not built is laid out at.
    func placeholderExtent(for row: LazyRowNode) -> CGFloat {
        max(row.measuredExtent ?? estimate ?? Self.unmeasuredExtent, layout.minimumRowExtent)
    }

    /// The row slots in order: everything under the container down to the first slot on
    /// each path (a slot's own content holds no slots of this container).
    func rows() -> [LazyRowNode] {
        guard let owner else { return [] }
        var result: [LazyRowNode] = []
        func visit(_ node: Node) {
            if let row = node as? LazyRowNode {
                result.append(row)
                return
            }
            for child in node.children { visit(child) }
        }
        for child in owner.children { visit(child) }
        return result
    }

    /// Builds the rows inside the window and drops the rest. Runs inside an update.
    func layoutRows() {
        let rows = rows()
        rowCount = rows.count
        window = min(window.lowerBound, rows.count)..<min(window.upperBound, rows.count)
        needsLayout = false
        let window = self.window
        // Chosen [lazy-row-discarded]: a row that leaves the window is torn down at once:
        // onDisappear runs, its tasks are cancelled and its @State is gone when it comes back.
        // Evidence: Swift Forums pitch "Stabilize state in lazy containers" (state of List and
        // LazyVStack rows "can be unexpectedly lost when views scroll offscreen"); Eidhof,
        // "Lifetime of State Properties" (List rows off screen have no state). SwiftUI may keep a
        // LazyVStack row for a while (the discarding point is not documented); the engine keeps none.
        for (index, row) in rows.enumerated() where !window.contains(index) { row.unbuild() }
        // Chosen [lazy-no-prefetch]: exactly the rows in the window are built; SwiftUI may prefetch
        // rows just outside it (WWDC26 "Dive into lazy stacks and scrolling"), which the engine does
        // not model, so a body count under a lazy container is the on-screen rows'.
        for index in window { rows[index].build() }
    }

    // MARK: Measuring

    /// Where the rows are, from the last layout pass, along the scrolling axis.
    struct Geometry {
        /// The visible part of the scrolling container, at offset 0 (screen coordinates).
        let start: CGFloat
        let end: CGFloat
        /// How far the content can scroll.
        let maxOffset: CGFloat
        /// Each row slot's extent along the axis, unscrolled (nil: not placed).
        let rows: [ClosedRange<CGFloat>?]
        var length: CGFloat { end - start }
    }

    func geometry(_ engine: LayoutEngine) -> Geometry? {
        guard let owner, owner.isAlive, let ownerFrame = engine.frame(of: owner) else { return nil }
        let axis = layout.layoutAxis
        var container: Node? = owner
        while let current = container {
            if let scrolling = current as? ScrollingContainer, scrolling.scrollAxes.contains(axis == .vertical ? .vertical : .horizontal) { break }
            container = current.parent
        }
        // Outside any scroll view the rows are seen through the screen's safe area.
        let containerFrame = container.flatMap { engine.frame(of: $0) } ?? engine.device.safeRect
        let visible = containerFrame.intersection(engine.device.bounds)
        guard !visible.isNull else { return nil }
        let start = axis == .vertical ? visible.minY : visible.minX
        let end = axis == .vertical ? visible.maxY : visible.maxX
        var contentEnd = axis == .vertical ? ownerFrame.maxY : ownerFrame.maxX
        if let container {
            for unit in engine.units(of: container) {
                if let frame = engine.frame(of: unit) { contentEnd = max(contentEnd, axis == .vertical ? frame.maxY : frame.maxX) }
            }
        }
        let rows = rows().map { row -> ClosedRange<CGFloat>? in
            guard let frame = engine.frame(of: row) else { return nil }
            return axis == .vertical ? frame.minY...frame.maxY : frame.minX...frame.maxX
        }
        return Geometry(start: start, end: end, maxOffset: max(0, contentEnd - end), rows: rows)
    }

    /// After a layout pass: measures the rows and finds the window the frames call for. True
    /// when the rows to build changed (the graph then builds them and lays out again).
    func settle(_ engine: LayoutEngine) -> Bool {
        guard let owner, owner.isAlive else { return false }
        let rows = rows()
        rowCount = rows.count
        if let grid = layout.grid, let frame = engine.frame(of: owner) {
            slotsPerLine = max(1, grid.tracks(across: grid.axis == .vertical ? frame.width : frame.height).count)
        }
        // Rows never measured take the smallest extent measured so far.
        let measured = rows.compactMap(\.measuredExtent).min()
        if let measured, measured != estimate {
            estimate = measured
            for row in rows where !row.isBuilt && row.measuredExtent == nil { row.invalidateLayout() }
            needsLayout = true
            owner.graph.hasPendingScroll = true
            return true
        }
        guard let geometry = geometry(engine) else { return false }
        if let (index, anchor) = pendingReveal { offset = revealOffset(index, anchor: anchor, geometry) ?? offset }
        offset = min(max(0, offset), geometry.maxOffset)
        let next = visibleRows(geometry)
        guard next != window else {
            pendingReveal = nil
            return needsLayout
        }
        window = next
        needsLayout = true
        return true
    }

    /// The row slots whose frames meet the visible part, rounded out to whole lines.
    private func visibleRows(_ geometry: Geometry) -> Range<Int> {
        let low = geometry.start + offset, high = geometry.end + offset
        var first: Int?, last: Int?
        for (index, extent) in geometry.rows.enumerated() {
            guard let extent else { continue }
            let meets = extent.lowerBound < high && (extent.upperBound > low || (extent.upperBound == extent.lowerBound && extent.lowerBound >= low))
            if meets {
                if first == nil { first = index }
                last = index
            }
        }
        guard let first, let last else { return 0..<0 }
        let line = slotsPerLine
        return first / line * line..<min(geometry.rows.count, (last / line + 1) * line)
    }

    // MARK: Scrolling

    /// Scrolls the content to `offset` points (clamped to the content at the next pass).
    func scroll(toOffset newOffset: CGFloat) {
        pendingReveal = nil
        guard newOffset != offset else { return }
        offset = max(0, newOffset)
        needsLayout = true
        owner?.graph.hasPendingScroll = true
    }

    /// Scrolls as the user does (a driver step): a bound scroll position learns where it is.
    func userScroll(toOffset newOffset: CGFloat) {
        userScrolls += 1
        scroll(toOffset: newOffset)
    }

    /// The scroll view's phase changes (the driver's steps: a swipe interacts, then decelerates,
    /// then rests); each `onScrollPhaseChange` of the scroll view is told.
    func setPhase(_ newPhase: ScrollPhase) {
        guard newPhase != phase, let owner, owner.isAlive else { return }
        let old = phase
        phase = newPhase
        phaseObservers.removeAll { !$0.isObserving }
        for observer in phaseObservers { observer.phaseDidChange(from: old, to: newPhase, viewport: self) }
    }

    /// The offset that brings the next row (line) fully into view at the edge it comes in by:
    /// `direction` +1 scrolls toward the end, -1 toward the start; `limit` caps the move. Nil
    /// at the end.
    func nextOffset(_ direction: Int, limit: CGFloat? = nil) -> CGFloat? {
        guard let engine = owner?.graph.layout, let geometry = geometry(engine) else { return nil }
        let low = geometry.start + offset, high = geometry.end + offset
        let epsilon: CGFloat = 0.5
        var candidate: CGFloat
        if direction > 0 {
            guard let extent = geometry.rows.compactMap({ $0 }).first(where: { $0.upperBound > high + epsilon }) else { return nil }
            candidate = min(offset + extent.upperBound - high, geometry.maxOffset)
            if let limit { candidate = min(candidate, limit) }
            return candidate > offset + epsilon ? candidate : nil
        }
        guard let extent = geometry.rows.compactMap({ $0 }).last(where: { $0.lowerBound < low - epsilon }) else { return nil }
        candidate = max(offset - (low - extent.lowerBound), 0)
        if let limit { candidate = max(candidate, limit) }
        return candidate < offset - epsilon ? candidate : nil
    }

    /// The length of the visible part (a screenful to scroll by).
    var visibleLength: CGFloat? {
        guard let engine = owner?.graph.layout else { return nil }
        return geometry(engine)?.length
    }

    /// Brings the row slot at `index` into view; `anchor` nil scrolls as little as it can
    /// (Apple's ScrollViewProxy.scrollTo docs: a nil anchor scrolls the minimal amount), an
    /// anchor lines the row's anchor point up with the same point of the visible part.
    func reveal(_ index: Int, anchor: UnitPoint?) {
        pendingReveal = (index, anchor)
        needsLayout = true
        owner?.graph.hasPendingScroll = true
    }

    private func revealOffset(_ index: Int, anchor: UnitPoint?, _ geometry: Geometry) -> CGFloat? {
        guard geometry.rows.indices.contains(index), let extent = geometry.rows[index] else { return nil }
        let rowStart = extent.lowerBound - geometry.start
        let rowLength = extent.upperBound - extent.lowerBound
        let position = layout.axis == .vertical ? anchor?.y : anchor?.x
        if let position {
            return rowStart + rowLength * position - geometry.length * position
        }
        if rowStart < offset { return rowStart }
        if rowStart + rowLength > offset + geometry.length { return rowStart + rowLength - geometry.length }
        return offset
    }

    /// "showing 1-18 of 100 rows" when some rows are not built.
    var screenDetail: String? {
        guard unbuiltCount > 0 else { return nil }
        guard !window.isEmpty else { return "showing none of \(rowCount) \(layout.slotName)" }
        return "showing \(window.lowerBound + 1)-\(window.upperBound) of \(rowCount) \(layout.slotName)"
    }
}

/// A container that owns a viewport (its node sets it in its content's environment).
protocol LazyViewportOwner: Node {
    var viewport: LazyViewport? { get }
    /// The container's name on screen ("List", "LazyVGrid").
    var containerName: String { get }
}

extension LazyViewportOwner {
    /// The environment of the container's content: its row slots report to this viewport.
    func lazyContentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var output = environment
        output.lazyViewport = viewport
        return output
    }
}

/// Views that are not rows themselves but hold rows (a ForEach, a Section, a Group, an `if`,
/// several views side by side): a lazy container looks through them for its row slots.
protocol LazyRowTransparent {}

extension TupleView: LazyRowTransparent {}
extension _ConditionalContent: LazyRowTransparent {}
extension Optional: LazyRowTransparent where Wrapped: View {}
extension Group: LazyRowTransparent {}
extension Section: LazyRowTransparent {}
extension ForEach: LazyRowTransparent where Content: View {}
extension EmptyView: LazyRowTransparent {}
// Chosen [lazy-modified-rows]: a modifier on a transparent view (a ForEach's onDelete) keeps
// it transparent; a modifier on anything else belongs to that one row.
extension ModifiedContent: LazyRowTransparent where Content: LazyRowTransparent {}

/// Transparent views that hold several rows: a ForEach whose element is one of these builds
/// the element and lets its rows be the slots (a ForEach of Sections); any other element
/// (an `if`, a custom view) is one row slot named by the element's id.
protocol LazyRowGroup {}

extension TupleView: LazyRowGroup {}
extension Group: LazyRowGroup {}
extension Section: LazyRowGroup {}
extension ForEach: LazyRowGroup where Content: View {}
extension ModifiedContent: LazyRowGroup where Content: LazyRowGroup {}

/// A view whose row can be found by an explicit id (`.id(x)`), for `ScrollViewProxy.scrollTo`.
protocol ExplicitlyIdentifiedView {
    var explicitID: AnyHashable { get }
}

extension _IDView: ExplicitlyIdentifiedView {
    var explicitID: AnyHashable { AnyHashable(id) }
}

/// One row slot of a lazy container: it holds the row's view and builds it only while the
/// viewport covers it. Its own environment still names the viewport; its content's does not.
final class LazyRowNode: Node {
    private(set) var content: Node?
    /// The ForEach element's id, or the static row's explicit `.id`.
    let id: AnyHashable?
    /// The row's view type: a static row of another type is another identity.
    let viewType: ObjectIdentifier
    private var makeView: () -> any View
    private weak var viewport: LazyViewport?
    /// The row's extent along the scrolling axis when it was last laid out built: kept while
    /// it is not built, so the rows around it stay where they were.
    private(set) var measuredExtent: CGFloat?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, id: AnyHashable?, viewType: Any.Type, makeView: @escaping () -> any View) {
        self.id = id
        self.viewType = ObjectIdentifier(viewType)
        self.makeView = makeView
        self.viewport = environment.lazyViewport
        super.init(graph: graph, parent: parent, environment: environment)
        viewport?.needsLayout = true
    }

    override var children: [Node] { content.map { [$0] } ?? [] }

    var isBuilt: Bool { content != nil }

    private var contentEnvironment: EnvironmentValues {
        var output = environment
        output.lazyViewport = nil
        return output
    }

    /// A new value of the row's view: a built row updates its content now.
    func update(makeView: @escaping () -> any View, environment: EnvironmentValues) {
        self.makeView = makeView
        self.environment = environment
        if let content {
            self.content = reconcileAny(content, with: makeView(), environment: contentEnvironment, parent: self, graph: graph)
        }
    }

    func build() {
        guard content == nil, isAlive else { return }
        content = reconcileAny(nil, with: makeView(), environment: contentEnvironment, parent: self, graph: graph)
        markChanged()
    }

    func unbuild() {
        guard let content else { return }
        content.teardown()
        self.content = nil
        markChanged()
    }

    /// A row removed from a living container frees a place in its window.
    override func willTeardown() {
        guard let viewport, let owner = viewport.owner, owner.isAlive else { return }
        viewport.needsLayout = true
        owner.graph.hasPendingScroll = true
    }
}

extension LazyRowNode: LayoutParticipant {
    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        guard let viewport else { return engine.unarySize(engine.units(of: self), proposal) }
        let axis = viewport.layout.layoutAxis
        guard isBuilt else {
            return CGSize(axis: axis, along: viewport.placeholderExtent(for: self), across: proposal[axis.other] ?? 0)
        }
        var size = engine.unarySize(engine.units(of: self), proposal)
        size[axis] = max(size[axis], viewport.layout.minimumRowExtent)
        return size
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        guard isBuilt else { return }
        if let viewport { measuredExtent = frame.size[viewport.layout.layoutAxis] }
        engine.unaryPlace(engine.units(of: self), in: frame, proposal: proposal, alignment: .center)
    }
}

/// `reconcile` for a view at a row slot of a lazy container (see `reconcile` in Node.swift).
func reconcileLazyRow<V: View>(_ existing: Node?, with view: V, environment: EnvironmentValues, parent: Node?, graph: ViewGraph) -> Node {
    if let row = existing as? LazyRowNode, row.isAlive, row.viewType == ObjectIdentifier(V.self) {
        row.update(makeView: { view }, environment: environment)
        return row
    }
    existing?.teardown()
    let id = (view as? ExplicitlyIdentifiedView)?.explicitID
    return LazyRowNode(graph: graph, parent: parent, environment: environment, id: id, viewType: V.self, makeView: { view })
}

/// The viewports in a subtree, outermost first, in tree order.
func lazyViewports(under node: Node) -> [LazyViewport] {
    var result: [LazyViewport] = []
    func visit(_ node: Node) {
        if let owner = node as? LazyViewportOwner, let viewport = owner.viewport { result.append(viewport) }
        for child in node.children { visit(child) }
    }
    visit(node)
    return result
}
