// Lazy containers (List, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid) build only the rows
// inside a modelled viewport. The viewport does not read the layout pass's row sizes: it is a window over the
// container's rows in order: every ForEach element and every static child is a row slot (a
// `LazyRowNode`) whose content is built only while the window covers it.
// Evidence: Apple's LazyVStack docs ("doesn't create items until it needs to render them
// onscreen"); WWDC23 "Demystify SwiftUI performance" (List gathers every row's id up front but
// builds rows only as they are needed); Chris Eidhof, "Lifetime of State Properties in
// SwiftUI" (a List allocates state only for the rows on screen).

/// How many row slots of a lazy container are on screen.
struct LazyLayout: Sendable, Equatable {
    enum Axis: Sendable { case vertical, horizontal }
    let axis: Axis
    /// Row slots the window covers (grid cells for a grid).
    let visibleSlots: Int
    /// What the screen calls a slot.
    let slotName: String
    /// Slots side by side across the scrolling axis (a grid's columns; 1 for a stack): the
    /// window moves by whole lines.
    var slotsPerLine = 1

    // Chosen [lazy-viewport-device]: the modelled screen is an iPhone 16 in portrait (393 x 852 pt,
    // the size the device environment models) and a row is a default list row, 44 pt; no
    // navigation bar or inset is subtracted, so a vertical container shows ceil(852 / 44) = 20 rows.
    static let screenHeight = 852.0
    static let screenWidth = 393.0
    static let rowExtent = 44.0

    static func stack(_ axis: Axis) -> LazyLayout {
        let length = axis == .vertical ? screenHeight : screenWidth
        return LazyLayout(axis: axis, visibleSlots: Int((length / rowExtent).rounded(.up)), slotName: "rows")
    }

    // Chosen [lazy-grid-cells]: a vertical grid's cells are square and share the screen's width
    // (an adaptive item fits as many minimum-width cells as the width holds, a fixed or flexible
    // item is one column), so it shows columns x ceil(852 / cell width) cells; a horizontal grid
    // shows its rows x ceil(393 / 44) cells.
    static func verticalGrid(columns items: [GridItem]) -> LazyLayout {
        let columns = max(1, columnCount(items, across: screenWidth))
        let cell = screenWidth / Double(columns)
        let rows = Int((screenHeight / cell).rounded(.up))
        return LazyLayout(axis: .vertical, visibleSlots: columns * rows, slotName: "items", slotsPerLine: columns)
    }

    static func horizontalGrid(rows items: [GridItem]) -> LazyLayout {
        let rows = max(1, columnCount(items, across: screenHeight))
        let columns = Int((screenWidth / rowExtent).rounded(.up))
        return LazyLayout(axis: .horizontal, visibleSlots: rows * columns, slotName: "items", slotsPerLine: rows)
    }

    private static func columnCount(_ items: [GridItem], across length: Double) -> Int {
        items.reduce(0) { count, item in
            if case .adaptive(let minimum, _) = item.size {
                return count + max(1, Int(length / max(minimum, 1)))
            }
            return count + 1
        }
    }
}

/// The window of one lazy container over its row slots.
final class LazyViewport {
    /// A grid's columns can change with its view (a column stepper): the next layout uses them.
    var layout: LazyLayout {
        didSet { if layout != oldValue { needsLayout = true } }
    }
    /// The container whose subtree holds the row slots.
    weak var owner: Node?
    /// Index of the first row slot on screen.
    private(set) var first = 0
    /// Row slots the last layout found.
    private(set) var rowCount = 0
    /// The slots changed (added, removed) or the window moved since the last layout.
    var needsLayout = true

    init(layout: LazyLayout, owner: Node) {
        self.layout = layout
        self.owner = owner
    }

    var window: Range<Int> { first..<min(rowCount, first + layout.visibleSlots) }
    /// The first slot when the window is at the end (a whole line).
    var lastFirst: Int {
        let line = layout.slotsPerLine
        return max(0, (rowCount - layout.visibleSlots + line - 1) / line * line)
    }
    var unbuiltCount: Int { rowCount - window.count }

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
        first = min(first, lastFirst)
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

    /// Moves the window so that its first row slot is the line holding `index` (clamped at the
    /// next layout).
    func scroll(toFirst index: Int) {
        let target = max(0, index) / layout.slotsPerLine * layout.slotsPerLine
        guard target != first else { return }
        first = target
        needsLayout = true
        owner?.graph.hasPendingScroll = true
    }

    /// Brings the row slot at `index` into the window; `anchor` nil scrolls as little as it
    /// can (Apple's ScrollViewProxy.scrollTo docs: a nil anchor scrolls the minimal amount).
    /// Counted in lines, so a grid cell's whole line moves.
    func reveal(_ index: Int, anchor: UnitPoint?) {
        let line = layout.slotsPerLine
        let lines = max(1, layout.visibleSlots / line)
        let target = index / line
        let current = first / line
        let position = layout.axis == .vertical ? anchor?.y : anchor?.x
        if let position {
            scroll(toFirst: (target - Int((Double(lines - 1) * Double(position)).rounded())) * line)
        } else if target < current {
            scroll(toFirst: target * line)
        } else if target >= current + lines {
            scroll(toFirst: (target - lines + 1) * line)
        }
    }

    /// "showing 1-20 of 100 rows" when some rows are not built.
    var screenDetail: String? {
        guard unbuiltCount > 0 else { return nil }
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
extension ForEach: LazyRowTransparent {}
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
extension ForEach: LazyRowGroup {}
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
