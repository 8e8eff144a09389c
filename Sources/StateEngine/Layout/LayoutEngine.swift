import Foundation

/// A node that is one view to its parent's layout and sizes itself.
protocol LayoutParticipant: Node {
    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize
    /// Places the node's children inside `frame` (screen coordinates).
    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine)
}

/// Structure that is no view of its own in layout (a tuple, a condition, a ForEach, a custom
/// view's body): its children stand in its place in its parent's subviews.
protocol LayoutTransparent: Node {
    var isLayoutTransparent: Bool { get }
    var layoutChildren: [Node] { get }
}

extension LayoutTransparent {
    var isLayoutTransparent: Bool { true }
    var layoutChildren: [Node] { children }
}

/// Something a view tells its container through the wrappers around it (priority, layout
/// values, alignment guides), read by the container's subview proxy.
protocol LayoutTraitSource: Node {
    /// The wrapped view whose traits this one passes on, if any.
    var traitContent: Node? { get }
    var ownTrait: LayoutTrait? { get }
}

enum LayoutTrait {
    case priority(Double)
    case value(ObjectIdentifier, Any)
    case horizontalGuide(HorizontalAlignment, (ViewDimensions) -> CGFloat)
    case verticalGuide(VerticalAlignment, (ViewDimensions) -> CGFloat)
    case coordinateSpace(AnyHashable)
}

// Evidence: WWDC19 "Building custom views with SwiftUI" (layout is three steps: the parent
// proposes a size, the child chooses its size, the parent places the child in its space) and
// WWDC23 "Demystify SwiftUI containers" (a container's subviews are the views its content
// resolves to, through ForEach, Group and custom views).
/// The layout pass: after every update it sizes and places the screen's views on the device,
/// asking only what changed (a node's sizes are kept until something under it changes).
final class LayoutEngine {
    /// Advances after each pass; a node marked changed in the current epoch need not mark its
    /// ancestors again.
    private(set) var epoch = 0
    let device = Device.iPhone16
    /// While a reader rebuilds its content during placement, changes stop at the reader: its
    /// size is the space it was offered, whatever its content.
    var invalidationBoundary: Node?
    /// `onGeometryChange` modifiers and geometry readers, told after each pass.
    var geometryObservers: [GeometryObserver] = []
    /// Passes run and subtrees sized (not answered from a cache), for tests and benchmarks.
    private(set) var passCount = 0
    private(set) var sizeComputations = 0
    /// Texts' measured characters (Layout/TextMetrics.swift).
    var preparedTexts = PreparedTextCache()

    // MARK: The pass

    /// The lazy containers' viewports, measured after each pass.
    private var viewports: [WeakViewport] = []
    private struct WeakViewport { weak var viewport: LazyViewport? }

    func register(_ viewport: LazyViewport) {
        viewports.append(WeakViewport(viewport: viewport))
        register(scrollOffset: viewport)
    }

    /// The scroll views whose content offsets are reported after each settled update
    /// (Modifiers/Scrolling/ScrollOffsetReports.swift).
    var scrollOffsets: [WeakScrollOffset] = []
    struct WeakScrollOffset { weak var offset: ReportedScrollOffset? }

    func register(scrollOffset: ReportedScrollOffset) { scrollOffsets.append(WeakScrollOffset(offset: scrollOffset)) }

    /// After a pass: each viewport finds the rows its measured frames put on screen. True when
    /// one must build or drop rows (the graph updates and lays out again).
    func settleViewports() -> Bool {
        guard !viewports.isEmpty else { return false }
        viewports.removeAll { $0.viewport?.owner?.isAlive != true }
        var changed = false
        for entry in viewports { if entry.viewport?.settle(self) == true { changed = true } }
        return changed
    }

    /// True while a pass runs: a change then forgets sizes at once (content a reader builds
    /// while it is placed is sized in the same pass).
    private(set) var isRunning = false
    /// Nodes changed since the last pass whose ancestors kept their sizes (`invalidateLayout`).
    private var deferredChanges: [Node] = []

    func deferChange(of node: Node) {
        deferredChanges.append(node)
        hasChanges = true
    }

    /// Something was invalidated, or a node got its first box, since the last pass began: the
    /// pass has something to do (`runIfChanged`).
    private(set) var hasChanges = true
    func noteChange() { hasChanges = true }

    /// Asks each node changed since the last pass for the sizes it gave before, under the same
    /// proposals: the same answers leave every size above it standing (only placement runs
    /// again along the way); another answer makes its ancestors forget theirs. A view's size is
    /// all its parent's layout reads of it besides its layout traits (Apple docs, "Layout":
    /// a layout sizes and places subviews through their `sizeThatFits` and `place` alone;
    /// traits change through `forgetSizes`), so the cutoff cannot change a result.
    /// Returns the nodes whose answers all stood: their parents will not place them again, so
    /// the pass places them where they are (`placeInPlace`).
    private func checkDeferredChanges() -> [Node] {
        let changed = deferredChanges
        deferredChanges.removeAll()
        var kept: [Node] = []
        for node in changed {
            guard let box = node.layoutBox, let before = box.sizesBeforeChange else { continue }
            box.sizesBeforeChange = nil
            guard node.isAlive else { continue }
            // Stops at the first answer that differs: one is enough to forget the ancestors'.
            let participant = node as? LayoutParticipant
            let same = before.allSatisfy { entry in size(of: node, entry.proposal, participant: participant) == entry.size }
            if !same || box.droppedAnswer { node.forgetSizes() } else { kept.append(node) }
        }
        return kept
    }

    /// Places again, in the frame it already has, each node whose size stood but whose content
    /// changed, unless its parent's placement (run since) already placed it: the pass then
    /// costs what changed, not the path from the root.
    private func placeInPlace(_ nodes: [Node]) {
        for node in nodes {
            guard node.isAlive, let box = node.layoutBox, box.needsPlacement, box.isPlaced else { continue }
            place(node, in: box.frame, proposal: box.placedProposal, token: box.placementToken)
        }
    }

    /// A pass, unless nothing was invalidated since the last one began and every root has been
    /// laid out: every size and frame then stands, and the observers were told of them.
    func runIfChanged(_ graph: ViewGraph) {
        if needsPass(graph) { run(graph) }
    }

    /// After an update's bodies: a pass when something was invalidated; otherwise every size
    /// and frame stands and only the geometry observers are told, as a pass would tell them,
    /// because what they read besides frames may have changed (a scroll offset, a bound scroll
    /// position). An update that changes no size (a text whose new string measures the same)
    /// then asks, places and compares nothing.
    func settle(_ graph: ViewGraph) {
        if needsPass(graph) { run(graph) } else { notifyGeometryObservers() }
    }

    private func needsPass(_ graph: ViewGraph) -> Bool {
        hasChanges || graph.root.map { $0.layoutBox == nil } == true || graph.layers.contains { $0.layoutBox == nil }
    }

    func run(_ graph: ViewGraph) {
        passCount += 1
        isRunning = true
        hasChanges = false
        defer { isRunning = false }
        let kept = checkDeferredChanges()
        if let root = graph.root { layoutRoot(root) }
        for layer in graph.layers { layoutRoot(layer) }
        placeInPlace(kept)
        epoch += 1
        notifyGeometryObservers()
    }

    private func layoutRoot(_ root: Node) {
        let box = self.box(of: root)
        let units = self.units(of: root)
        let space = device.safeRect
        let proposal = ProposedViewSize(space.size)
        // One root view is offered the safe area; several stack as a VStack does.
        let size = units.count == 1 ? self.size(of: units[0], proposal) : stackSize(VStackLayout(), units: units, proposal: proposal)
        // Evidence: WWDC19 "Building custom views with SwiftUI" (the root view is offered the
        // safe area and centered in it at the size it chooses).
        let frame = CGRect(x: space.midX - size.width / 2, y: space.midY - size.height / 2, width: size.width, height: size.height)
        box.frame = frame
        box.isPlaced = true
        if units.count == 1 {
            place(units[0], in: frame, proposal: proposal)
        } else {
            placeStack(VStackLayout(), units: units, in: frame, proposal: proposal)
        }
    }

    // MARK: Subviews

    func box(of node: Node) -> LayoutBox {
        if let box = node.layoutBox { return box }
        let box = LayoutBox()
        hasChanges = true
        box.markedEpoch = epoch
        node.layoutBox = box
        return box
    }

    /// The views a node lays out: its children, with transparent structure flattened.
    func units(of node: Node) -> [Node] {
        let box = self.box(of: node)
        if let units = box.units { return units }
        var units: [Node] = []
        for child in layoutChildren(of: node) { appendUnits(of: child, to: &units) }
        box.units = units
        return units
    }

    private func layoutChildren(of node: Node) -> [Node] {
        if let transparent = node as? LayoutTransparent { return transparent.layoutChildren }
        return node.children
    }

    /// The views `node` stands for in a layout (itself, or its children through transparent structure).
    func flattenedUnits(of node: Node) -> [Node] {
        var units: [Node] = []
        appendUnits(of: node, to: &units)
        return units
    }

    private func appendUnits(of node: Node, to units: inout [Node]) {
        guard node.isAlive else { return }
        if let transparent = node as? LayoutTransparent, transparent.isLayoutTransparent {
            for child in transparent.layoutChildren { appendUnits(of: child, to: &units) }
        } else {
            units.append(node)
        }
    }

    // MARK: Sizing

    /// The size `node` chooses for `proposal`, from its cache when nothing under it changed.
    func size(of node: Node, _ proposal: ProposedViewSize) -> CGSize {
        size(of: node, proposal, participant: node as? LayoutParticipant)
    }

    /// The same, with `node` already cast (a node asked under several proposals is cast once).
    private func size(of node: Node, _ proposal: ProposedViewSize, participant: LayoutParticipant?) -> CGSize {
        let box = self.box(of: node)
        if let size = box.cachedSize(for: proposal) { return size }
        sizeComputations += 1
        let size: CGSize
        if let participant {
            size = participant.sizeThatFits(proposal, engine: self)
        } else {
            // Chosen [opaque-views-stack-content]: a view the layout pass has no rule for (a button, a toggle, a stepper, a menu) is as large as its content stacked vertically: its chrome (insets, the switch of a toggle) is not modelled.
            size = stackSize(VStackLayout(), units: units(of: node), proposal: proposal)
        }
        box.store(size, for: proposal)
        return size
    }

    func dimensions(of node: Node, _ proposal: ProposedViewSize) -> ViewDimensions {
        let size = self.size(of: node, proposal)
        var explicit: [AlignmentKey: CGFloat] = [:]
        var current: Node? = node
        var guides: [LayoutTrait] = []
        while let source = current as? LayoutTraitSource {
            if let trait = source.ownTrait { guides.append(trait) }
            current = source.traitContent
        }
        var baseline: (CGFloat, CGFloat)?
        if let text = current as? TextMeasuring { baseline = text.baselines(in: size) }
        var dimensions = ViewDimensions(size: size, firstBaseline: baseline?.0, lastBaseline: baseline?.1)
        // Innermost first: an outer guide for the same alignment wins, as it does in SwiftUI.
        for trait in guides.reversed() {
            switch trait {
            case .horizontalGuide(let guide, let compute): explicit[guide.key] = compute(dimensions)
            case .verticalGuide(let guide, let compute): explicit[guide.key] = compute(dimensions)
            default: continue
            }
            dimensions.explicit = explicit
        }
        return dimensions
    }

    func priority(of node: Node) -> Double {
        var current: Node? = node
        while let source = current as? LayoutTraitSource {
            if case .priority(let value)? = source.ownTrait { return value }
            current = source.traitContent
        }
        return 0
    }

    func layoutValue(of node: Node, key: ObjectIdentifier) -> Any? {
        var current: Node? = node
        while let source = current as? LayoutTraitSource {
            if case .value(let id, let value)? = source.ownTrait, id == key { return value }
            current = source.traitContent
        }
        return nil
    }

    func spacing(of node: Node) -> ViewSpacing {
        if node is SpacerMeasuring { return .zero }
        return ViewSpacing()
    }

    /// The stack orientation of the container that lays `node` out (a spacer expands along it).
    func orientation(around node: Node) -> Axis? {
        var current = node.parent
        while let parent = current {
            if let container = parent as? StackOriented { return container.stackOrientation }
            if let transparent = parent as? LayoutTransparent, transparent.isLayoutTransparent {
                current = parent.parent
                continue
            }
            if parent is LayoutParticipant { return nil }
            // An opaque node stacks its content vertically.
            return .vertical
        }
        return .vertical
    }

    // MARK: Placing

    /// Records `node`'s frame and places its content, unless it already sits there unchanged.
    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, token: Int = 0) {
        let box = self.box(of: node)
        box.isPlaced = true
        box.placementToken = token
        if !box.needsPlacement && box.frame == frame && box.placedProposal == proposal { return }
        box.frame = frame
        box.placedProposal = proposal
        if let participant = node as? LayoutParticipant {
            participant.placeContent(in: frame, proposal: proposal, engine: self)
        } else {
            placeStack(VStackLayout(), units: units(of: node), in: frame, proposal: proposal)
        }
        box.needsPlacement = false
    }

    /// The frame a node was last placed at, in screen coordinates (nil before its first pass).
    func frame(of node: Node) -> CGRect? {
        guard let box = node.layoutBox, box.isPlaced else { return nil }
        return box.frame
    }

    // MARK: Layouts

    func stackSize<L: Layout>(_ layout: L, units: [Node], proposal: ProposedViewSize) -> CGSize where L.Cache == Void {
        var cache: Void = ()
        return layout.sizeThatFits(proposal: proposal, subviews: LayoutSubviews(nodes: units, engine: self), cache: &cache)
    }

    func placeStack<L: Layout>(_ layout: L, units: [Node], in frame: CGRect, proposal: ProposedViewSize) where L.Cache == Void {
        var cache: Void = ()
        placeSubviews(layout, subviews: LayoutSubviews(nodes: units, engine: self), in: frame, proposal: proposal, cache: &cache)
    }

    /// A layout's size for a container node, with the layout's cache kept in the node's box.
    func size<L: Layout>(using layout: L, of node: Node, proposal: ProposedViewSize) -> CGSize {
        let subviews = LayoutSubviews(nodes: units(of: node), engine: self)
        return withCache(of: layout, for: node, subviews: subviews) { cache in
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    func place<L: Layout>(using layout: L, of node: Node, in frame: CGRect, proposal: ProposedViewSize) {
        let subviews = LayoutSubviews(nodes: units(of: node), engine: self)
        withCache(of: layout, for: node, subviews: subviews) { cache in
            placeSubviews(layout, subviews: subviews, in: frame, proposal: proposal, cache: &cache)
        }
    }

    private func placeSubviews<L: Layout>(_ layout: L, subviews: LayoutSubviews, in frame: CGRect, proposal: ProposedViewSize, cache: inout L.Cache) {
        placementCounter += 1
        let token = placementCounter
        let subviews = LayoutSubviews(nodes: subviews.nodes, engine: self, placementToken: token)
        layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
        // Evidence: Apple docs "placeSubviews(in:proposal:subviews:cache:)" (a subview the layout
        // does not place is placed at the center of the bounds).
        for subview in subviews where self.box(of: subview.node).placementToken != token {
            subview.place(at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: proposal)
        }
    }

    private var placementCounter = 0

    // Evidence: WWDC22 "Compose custom layouts with SwiftUI" (makeCache once; updateCache when
    // the subviews change; the cache lives as long as the container's identity).
    private func withCache<L: Layout, R>(of layout: L, for node: Node, subviews: LayoutSubviews, _ work: (inout L.Cache) -> R) -> R {
        let box = self.box(of: node)
        var cache: L.Cache
        if let stored = box.layoutCache as? L.Cache {
            cache = stored
            if box.cacheNeedsUpdate { layout.updateCache(&cache, subviews: subviews) }
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        box.cacheNeedsUpdate = false
        let result = work(&cache)
        box.layoutCache = cache
        return result
    }
}

/// A container that arranges along an axis (spacers inside expand along it).
protocol StackOriented {
    var stackOrientation: Axis? { get }
}

extension LayoutContainerNode: StackOriented {}
