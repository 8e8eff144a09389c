import Foundation

// What a scroll view reports about itself, from the engine's layout pass and viewport: its
// size, its content's size and how far the content is scrolled. Eagerly built content is
// scrolled only by the driver's `scroll` steps (EagerScrollOffset), a screen at a time.
// Evidence: Apple docs "ScrollGeometry" (contentOffset, contentSize, contentInsets,
// containerSize, visibleRect, bounds) and "onScrollGeometryChange(for:of:action:)" (the
// transform reads the geometry; the action runs when the transformed value changes); WWDC24
// "What's new in SwiftUI" (onScrollGeometryChange, onScrollVisibilityChange, onScrollPhaseChange).

public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

/// A scroll view under a modifier, and what the engine knows of it after a layout pass.
struct ScrollViewProbe {
    let container: Node
    let viewport: LazyViewport?

    /// The first scroll view (ScrollView or List) in `node`'s subtree, the node included.
    init?(under node: Node) {
        func find(_ node: Node) -> Node? {
            if node is ScrollingContainer { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        guard let container = find(node) else { return nil }
        self.container = container
        viewport = lazyViewports(under: container).first
    }

    func geometry(_ engine: LayoutEngine) -> ScrollGeometry? {
        guard let frame = engine.frame(of: container) else { return nil }
        var content = CGRect.null
        for unit in engine.units(of: container) {
            if let unitFrame = engine.frame(of: unit) { content = content.union(unitFrame) }
        }
        let contentSize = content.isNull ? .zero : content.size
        var offset = CGPoint.zero
        if let viewport, let geometry = viewport.geometry(engine) {
            let along = min(max(0, viewport.offset), geometry.maxOffset)
            offset = viewport.layout.axis == .vertical ? CGPoint(x: 0, y: along) : CGPoint(x: along, y: 0)
        } else if let eager = (container as? EagerlyScrolled)?.eagerScrollOffset {
            offset = eager.axis == .vertical ? CGPoint(x: 0, y: eager.offset) : CGPoint(x: eager.offset, y: 0)
        }
        return ScrollGeometry(contentOffset: offset, contentSize: contentSize, contentInsets: EdgeInsets(), containerSize: frame.size)
    }
}

nonisolated public struct _ScrollGeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void
    func makeBehavior() -> ModifierBehavior<Self> { ScrollGeometryChangeBehavior<Value>() }
}

// Chosen [scroll-geometry-initial]: as with onGeometryChange, the first geometry counts as a
// change, so the action learns the initial value (old and new are then equal).
final class ScrollGeometryChangeBehavior<Value: Equatable>: ModifierBehavior<_ScrollGeometryChangeModifier<Value>>, GeometryObserver {
    private var modifier: _ScrollGeometryChangeModifier<Value>?
    private var lastValue: Value?
    var isObserving = true

    override func update(modifier: _ScrollGeometryChangeModifier<Value>) {
        self.modifier = modifier
        if isFirstUpdate { graph.layout.geometryObservers.append(self) }
    }

    override func teardown() { isObserving = false }

    func layoutDidFinish(_ engine: LayoutEngine) {
        guard node.isAlive, let modifier, let probe = ScrollViewProbe(under: node), let geometry = probe.geometry(engine) else { return }
        let value = modifier.transform(geometry)
        let old = lastValue ?? value
        guard lastValue == nil || lastValue != value else { return }
        lastValue = value
        graph.enqueuePostAction { modifier.action(old, value) }
    }
}

// MARK: Phases

/// What a scroll view is doing: at rest, followed by a finger, moving on after one, or
/// moving to a place the program asked for.
public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

public struct ScrollPhaseChangeContext {
    public var geometry: ScrollGeometry
    /// The speed of the content; the engine's swipes have none it can measure.
    public var velocity: CGVector? { nil }
}

/// Told when a viewport's phase changes.
protocol ScrollPhaseObserving: AnyObject {
    var isObserving: Bool { get }
    func phaseDidChange(from old: ScrollPhase, to new: ScrollPhase, viewport: LazyViewport)
}

nonisolated public struct _ScrollPhaseChangeModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    func makeBehavior() -> ModifierBehavior<Self> { ScrollPhaseChangeBehavior() }
}

// Evidence: Apple docs "onScrollPhaseChange(_:)" (the action runs when the phase of the scroll
// view changes, with the old and new phase and a context holding the geometry).
final class ScrollPhaseChangeBehavior: ModifierBehavior<_ScrollPhaseChangeModifier>, GeometryObserver, ScrollPhaseObserving {
    private var action: ((ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)?
    private weak var registered: LazyViewport?
    var isObserving = true

    override func update(modifier: _ScrollPhaseChangeModifier) {
        action = modifier.action
        if isFirstUpdate { graph.layout.geometryObservers.append(self) }
    }

    override func teardown() { isObserving = false }

    /// Joins the viewport of the scroll view below once it exists.
    func layoutDidFinish(_ engine: LayoutEngine) {
        guard node.isAlive, let viewport = ScrollViewProbe(under: node)?.viewport, viewport !== registered else { return }
        registered = viewport
        viewport.phaseObservers.append(self)
    }

    func phaseDidChange(from old: ScrollPhase, to new: ScrollPhase, viewport: LazyViewport) {
        guard node.isAlive, viewport === registered, let action, let probe = ScrollViewProbe(under: node),
              let geometry = probe.geometry(graph.layout) else { return }
        graph.enqueuePostAction { action(old, new, ScrollPhaseChangeContext(geometry: geometry)) }
    }
}

nonisolated extension View {
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
    }

    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(_ScrollPhaseChangeModifier(action: { old, new, _ in action(old, new) }))
    }

    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        modifier(_ScrollPhaseChangeModifier(action: action))
    }
}

/// StateEngine: hidden (CoreGraphics: a velocity, which Foundation on Linux lacks)
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public static let zero = CGVector()
}
