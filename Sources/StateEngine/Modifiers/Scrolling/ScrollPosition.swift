import Foundation

// A scroll position as state: the program writes where the scroll view should be and it
// moves there; the user scrolls (a driver scroll step) and the position is written back.
// Evidence: Apple docs "ScrollPosition" (scroll to a view's identity, an offset or an edge;
// "update the viewID property as the user scrolls", using the views of the scroll target
// layout), "isPositionedByUser" (an edge or point becomes nil once the user positions the
// view) and "scrollPosition(id:anchor:)" (the binding holds the top-most view's identity as
// the scroll view scrolls); WWDC23 "Beyond scroll views" and WWDC24 "What's new in SwiftUI".

/// Where a scroll view is scrolled, by meaning: a view's identity, an edge, or an offset.
public struct ScrollPosition: Equatable {
    enum Target: Equatable {
        case none
        case edge(Edge)
        case point(CGPoint)
        case x(CGFloat)
        case y(CGFloat)
        case view(AnyHashable, anchor: UnitPoint?)
    }

    var target: Target
    private var positionedByUser = false

    init(target: Target) { self.target = target }

    public init(idType: (some Hashable).Type = Never.self) { self.init(target: .none) }
    public init(idType: (some Hashable).Type = Never.self, edge: Edge) { self.init(target: .edge(edge)) }
    public init(idType: (some Hashable).Type = Never.self, point: CGPoint) { self.init(target: .point(point)) }
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat) { self.init(target: .x(x)) }
    public init(idType: (some Hashable).Type = Never.self, y: CGFloat) { self.init(target: .y(y)) }
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat, y: CGFloat) { self.init(target: .point(CGPoint(x: x, y: y))) }
    public init(id: some Hashable, anchor: UnitPoint? = nil) { self.init(target: .view(AnyHashable(id), anchor: anchor)) }

    /// The edge the position is at, if it was set to one.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The offset the position was set to, if it was set to a point.
    public var point: CGPoint? {
        if case .point(let point) = target { return point }
        return nil
    }

    /// The x offset the position was set to (by `scrollTo(x:)` or a point).
    public var x: CGFloat? {
        switch target {
        case .x(let x): return x
        case .point(let point): return point.x
        default: return nil
        }
    }

    /// The y offset the position was set to (by `scrollTo(y:)` or a point).
    public var y: CGFloat? {
        switch target {
        case .y(let y): return y
        case .point(let point): return point.y
        default: return nil
        }
    }

    /// Whether the user scrolled the view there. Setting it to true clears an edge or a point.
    public var isPositionedByUser: Bool {
        get { positionedByUser }
        set {
            positionedByUser = newValue
            if newValue, case .view = target {} else if newValue { target = .none }
        }
    }

    /// The identity of the view the scroll view is at, if it is at one.
    public var viewID: (any Hashable)? {
        if case .view(let id, _) = target { return id.base as? any Hashable }
        return nil
    }

    public func viewID<T: Hashable>(type: T.Type) -> T? {
        if case .view(let id, _) = target { return id.base as? T }
        return nil
    }

    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { move(to: .view(AnyHashable(id), anchor: anchor)) }
    public mutating func scrollTo(edge: Edge) { move(to: .edge(edge)) }
    public mutating func scrollTo(point: CGPoint) { move(to: .point(point)) }
    public mutating func scrollTo(x: CGFloat) { move(to: .x(x)) }
    public mutating func scrollTo(y: CGFloat) { move(to: .y(y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { move(to: .point(CGPoint(x: x, y: y))) }

    private mutating func move(to newTarget: Target) {
        target = newTarget
        positionedByUser = false
    }

    /// Where the user left the scroll view: the top-most target view's id, if there is one.
    static func positionedByUser(at id: AnyHashable?) -> ScrollPosition {
        var position = ScrollPosition(target: id.map { .view($0, anchor: nil) } ?? .none)
        position.positionedByUser = true
        return position
    }
}

nonisolated public struct _ScrollPositionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let read: () -> ScrollPosition
    let write: (ScrollPosition) -> Void
    let anchor: UnitPoint?
    /// Whether the binding keeps `isPositionedByUser` (a `ScrollPosition`; an id binding does not).
    let keepsUserFlag: Bool
    func makeBehavior() -> ModifierBehavior<Self> { ScrollPositionBehavior() }

    func differ(_ a: ScrollPosition, _ b: ScrollPosition?) -> Bool {
        guard let b else { return true }
        return keepsUserFlag ? a != b : a.target != b.target
    }
}

/// Keeps a bound position and the viewport of the scroll view below in step, after every
/// layout pass: a value the program wrote moves the viewport; a user scroll writes the value.
final class ScrollPositionBehavior: ModifierBehavior<_ScrollPositionModifier>, GeometryObserver {
    private var modifier: _ScrollPositionModifier?
    /// The position last moved to or written back: a read that differs is the program's write.
    private var applied: ScrollPosition?
    private var seenUserScrolls: Int?
    /// The value a pending write-back replaces.
    private var overwritten: ScrollPosition?
    var isObserving = true

    override func update(modifier: _ScrollPositionModifier) {
        self.modifier = modifier
        if isFirstUpdate { graph.layout.geometryObservers.append(self) }
    }

    override func teardown() { isObserving = false }

    func layoutDidFinish(_ engine: LayoutEngine) {
        guard node.isAlive, let modifier, let viewport = lazyViewports(under: node).first else { return }
        let current = modifier.read()
        if let seen = seenUserScrolls, seen != viewport.userScrolls {
            seenUserScrolls = viewport.userScrolls
            let next = ScrollPosition.positionedByUser(at: viewport.isTargetLayout ? viewport.topMostRowID(engine) : nil)
            applied = next
            if modifier.differ(next, current) {
                overwritten = current
                graph.enqueuePostAction { modifier.write(next) }
            }
            return
        }
        seenUserScrolls = viewport.userScrolls
        // A pass before the write-back lands still reads the value it replaces: not a move.
        if let overwritten {
            if !modifier.differ(current, overwritten) { return }
            self.overwritten = nil
        }
        guard modifier.differ(current, applied) else { return }
        applied = current
        viewport.move(to: current.target, defaultAnchor: modifier.anchor)
    }
}

extension LazyViewport {
    /// Moves the content to a position's target (the program wrote it).
    func move(to target: ScrollPosition.Target, defaultAnchor: UnitPoint?) {
        let vertical = layout.axis == .vertical
        switch target {
        case .none:
            return
        case .edge(let edge):
            switch (edge, vertical) {
            case (.top, true), (.leading, false): scroll(toOffset: 0)
            case (.bottom, true), (.trailing, false):
                let count = rows().count
                if count > 0 { reveal(count - 1, anchor: .bottomTrailing) }
            default: return
            }
        case .point(let point): scroll(toOffset: vertical ? point.y : point.x)
        case .x(let x): if !vertical { scroll(toOffset: x) }
        case .y(let y): if vertical { scroll(toOffset: y) }
        case .view(let id, let anchor):
            if let index = rows().firstIndex(where: { $0.id == id }) { reveal(index, anchor: anchor ?? defaultAnchor) }
        }
    }

    /// The id of the top-most (leading-most) row at least half in view.
    // Chosen [scroll-position-topmost]: a row counts once half of it is in view, so a row the
    // swipe has nearly pushed out is not reported; Apple's docs say "top-most view" only.
    func topMostRowID(_ engine: LayoutEngine) -> AnyHashable? {
        guard let geometry = geometry(engine) else { return nil }
        let offset = min(max(0, offset), geometry.maxOffset)
        let low = geometry.start + offset, high = geometry.end + offset
        for (row, extent) in zip(rows(), geometry.rows) {
            guard let id = row.id, let extent else { continue }
            let length = extent.upperBound - extent.lowerBound
            let shown = min(extent.upperBound, high) - max(extent.lowerBound, low)
            if length > 0 ? shown >= length / 2 : (extent.lowerBound >= low && extent.lowerBound <= high) { return id }
        }
        return nil
    }
}

nonisolated extension View {
    // Evidence: Apple docs "scrollPosition(_:anchor:)" (associates a position with the scroll
    // view within this view; the anchor places a view scrolled to by id).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(read: { position.wrappedValue }, write: { position.wrappedValue = $0 }, anchor: anchor, keepsUserFlag: true))
    }

    // Evidence: Apple docs "scrollPosition(id:anchor:)" (with scrollTargetLayout, the binding is
    // updated with the top-most view's id as the view scrolls; writing it scrolls to that view).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(
            read: { id.wrappedValue.map { ScrollPosition(id: $0) } ?? ScrollPosition() },
            write: { position in
                // A user scroll that reaches no target view leaves the id as it was.
                if let value = position.viewID(type: ID.self) { id.wrappedValue = value }
            },
            anchor: anchor, keepsUserFlag: false))
    }
}
