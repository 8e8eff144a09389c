import Foundation

// Whether a view is on screen inside its scroll view, from the layout pass and the viewport's
// offset: the share of its frame inside the scroll view's visible part.
// Evidence: Apple docs "onScrollVisibilityChange(threshold:_:)" (the action runs when the view
// crosses the threshold, by default more than 50% on screen, within the viewport of its scroll
// view) and "onScrollTargetVisibilityChange(idType:threshold:_:)" (the ids of the target views
// considered visible, whenever they change); WWDC24 "What's new in SwiftUI".

extension LayoutEngine {
    /// The share (0...1) of `node`'s frame inside the visible part of its nearest scroll view
    /// (the screen when there is none), as the content is scrolled now.
    func visibleShare(of node: Node) -> Double? {
        guard let frame = self.frame(of: node) else { return nil }
        var container: Node? = node.parent
        var viewport: LazyViewport?
        while let current = container, !(current is ScrollingContainer) {
            if viewport == nil, let owner = current as? LazyViewportOwner { viewport = owner.viewport }
            container = current.parent
        }
        if let container, viewport == nil, let owner = container as? LazyViewportOwner { viewport = owner.viewport }
        var visible = (container.flatMap { self.frame(of: $0) } ?? device.safeRect).intersection(device.bounds)
        if let viewport, let geometry = viewport.geometry(self) {
            let offset = min(max(0, viewport.offset), geometry.maxOffset)
            visible = viewport.layout.axis == .vertical ? visible.offsetBy(dx: 0, dy: offset) : visible.offsetBy(dx: offset, dy: 0)
        }
        let shown = frame.intersection(visible)
        if shown.isNull { return 0 }
        let area = frame.width * frame.height
        guard area > 0 else { return 1 }
        return Double(shown.width * shown.height / area)
    }
}

nonisolated public struct _ScrollVisibilityChangeModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let threshold: Double
    let action: (Bool) -> Void
    func makeBehavior() -> ModifierBehavior<Self> { ScrollVisibilityChangeBehavior() }
}

// Chosen [scroll-visibility-start]: a view starts out not visible, so one laid out on screen
// reports true once; a row a lazy container drops (scrolled away) reports false as it goes,
// as SwiftUI's row would before it is discarded.
final class ScrollVisibilityChangeBehavior: ModifierBehavior<_ScrollVisibilityChangeModifier>, LayoutBehaving, GeometryObserver {
    private var modifier: _ScrollVisibilityChangeModifier?
    private var isVisible = false
    var isObserving = true

    override func update(modifier: _ScrollVisibilityChangeModifier) {
        self.modifier = modifier
        if isFirstUpdate { graph.layout.geometryObservers.append(self) }
    }

    override func teardown() {
        isObserving = false
        if isVisible, let action = modifier?.action {
            isVisible = false
            graph.enqueuePostAction { action(false) }
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, units: [Node], engine: LayoutEngine) -> CGSize {
        engine.unarySize(units, proposal)
    }

    func place(units: [Node], in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        engine.unaryPlace(units, in: frame, proposal: proposal, alignment: .center)
    }

    func layoutDidFinish(_ engine: LayoutEngine) {
        guard node.isAlive, let modifier, let share = engine.visibleShare(of: node) else { return }
        let visible = share >= min(max(modifier.threshold, 0), 1) && share > 0
        guard visible != isVisible else { return }
        isVisible = visible
        graph.enqueuePostAction { modifier.action(visible) }
    }
}

nonisolated public struct _ScrollTargetVisibilityChangeModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let threshold: Double
    let action: ([ID]) -> Void
    func makeBehavior() -> ModifierBehavior<Self> { ScrollTargetVisibilityChangeBehavior<ID>() }
}

final class ScrollTargetVisibilityChangeBehavior<ID: Hashable>: ModifierBehavior<_ScrollTargetVisibilityChangeModifier<ID>>, GeometryObserver {
    private var modifier: _ScrollTargetVisibilityChangeModifier<ID>?
    private var last: [ID]?
    var isObserving = true

    override func update(modifier: _ScrollTargetVisibilityChangeModifier<ID>) {
        self.modifier = modifier
        if isFirstUpdate { graph.layout.geometryObservers.append(self) }
    }

    override func teardown() { isObserving = false }

    func layoutDidFinish(_ engine: LayoutEngine) {
        guard node.isAlive, let modifier, let viewport = ScrollViewProbe(under: node)?.viewport, viewport.isTargetLayout else { return }
        let threshold = min(max(modifier.threshold, 0), 1)
        let ids = viewport.rows().compactMap { row -> ID? in
            guard row.isBuilt, let id = row.id?.base as? ID, let share = engine.visibleShare(of: row) else { return nil }
            return share >= threshold && share > 0 ? id : nil
        }
        guard ids != last else { return }
        last = ids
        graph.enqueuePostAction { modifier.action(ids) }
    }
}

nonisolated extension View {
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(_ScrollVisibilityChangeModifier(threshold: threshold, action: action))
    }

    public func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> some View {
        modifier(_ScrollTargetVisibilityChangeModifier(threshold: threshold, action: action))
    }
}
