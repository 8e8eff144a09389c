import Foundation

// Where a scroll view starts, and where it stays as its content grows.
// Evidence: Apple docs "defaultScrollAnchor(_:)" (the anchor controls which part of the content
// is shown at first, e.g. .bottom starts at the end) and "defaultScrollAnchor(_:for:)" with
// ScrollAnchorRole (initialOffset: where the view starts; sizeChanges: the content stays anchored
// when its size changes; alignment: content smaller than the view is aligned); WWDC23 "Beyond
// scroll views" (a chat view starting at the bottom).

nonisolated public struct _DefaultScrollAnchorModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let anchor: UnitPoint?
    /// nil: every role.
    let role: ScrollAnchorRole?
    func makeBehavior() -> ModifierBehavior<Self> { DefaultScrollAnchorBehavior() }
}

final class DefaultScrollAnchorBehavior: ModifierBehavior<_DefaultScrollAnchorModifier>, GeometryObserver {
    private var modifier: _DefaultScrollAnchorModifier?
    private weak var started: LazyViewport?
    private var lastExtent: CGFloat?
    var isObserving = true

    override func update(modifier: _DefaultScrollAnchorModifier) {
        self.modifier = modifier
        if isFirstUpdate { graph.layout.geometryObservers.append(self) }
    }

    override func teardown() { isObserving = false }

    func layoutDidFinish(_ engine: LayoutEngine) {
        guard node.isAlive, let modifier, let anchor = modifier.anchor,
              let viewport = ScrollViewProbe(under: node)?.viewport, let geometry = viewport.geometry(engine) else { return }
        let extent = geometry.length + geometry.maxOffset
        defer { lastExtent = extent }
        let position = viewport.layout.axis == .vertical ? anchor.y : anchor.x
        if viewport !== started {
            guard modifier.role == nil || modifier.role == .initialOffset, !geometry.rows.isEmpty else { return }
            started = viewport
            viewport.anchor(at: position, geometry)
            return
        }
        // Chosen [scroll-anchor-size-change]: when the content's length changes, a view that was
        // at its anchor (within half a point) is moved to the same anchor of the new content; a
        // view the user moved elsewhere stays where it is.
        guard modifier.role == nil || modifier.role == .sizeChanges, let lastExtent, lastExtent != extent else { return }
        let previousMax = max(0, lastExtent - geometry.length)
        let offset = min(max(0, viewport.offset), previousMax)
        if abs(offset - previousMax * position) < 0.5 { viewport.anchor(at: position, geometry) }
    }
}

extension LazyViewport {
    /// Scrolls so that the point `position` (0 start, 1 end) of the content is at the same point
    /// of the visible part.
    func anchor(at position: CGFloat, _ geometry: Geometry) {
        if position >= 1, !geometry.rows.isEmpty {
            reveal(geometry.rows.count - 1, anchor: .bottomTrailing)
        } else {
            scroll(toOffset: geometry.maxOffset * max(0, position))
        }
    }
}

nonisolated extension View {
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(_DefaultScrollAnchorModifier(anchor: anchor, role: nil))
    }

    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(_DefaultScrollAnchorModifier(anchor: anchor, role: role))
    }
}
