import Foundation

/// Told after every layout pass (an `onGeometryChange` modifier).
protocol GeometryObserver: AnyObject {
    var isObserving: Bool { get }
    func layoutDidFinish(_ engine: LayoutEngine)
}

extension LayoutEngine {
    /// The geometry of `node` as the last pass placed it.
    func proxy(for node: Node) -> GeometryProxy {
        let frame = self.frame(of: node) ?? .zero
        var spaces: [AnyHashable: CGRect] = [:]
        var current = node.parent
        while let ancestor = current {
            if let source = ancestor as? LayoutTraitSource, case .coordinateSpace(let name)? = source.ownTrait,
               spaces[name] == nil, let spaceFrame = self.frame(of: ancestor) {
                spaces[name] = spaceFrame
            }
            current = ancestor.parent
        }
        // Evidence: Apple docs "GeometryProxy.safeAreaInsets" (the part of the safe area's insets
        // the view overlaps).
        let safe = device.safeRect
        let insets = EdgeInsets(top: max(0, min(frame.height, safe.minY - frame.minY)), leading: max(0, min(frame.width, safe.minX - frame.minX)),
                                bottom: max(0, min(frame.height, frame.maxY - safe.maxY)), trailing: max(0, min(frame.width, frame.maxX - safe.maxX)))
        return GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: spaces, safeArea: insets)
    }

    /// Rebuilds content below `node` during placement: what changes there does not change the
    /// size of `node` or of anything above it.
    func rebuild(below node: Node, _ work: () -> Void) {
        let saved = invalidationBoundary
        invalidationBoundary = node
        defer { invalidationBoundary = saved }
        node.graph.updating(work)
        node.layoutBox?.units = nil
    }

    func notifyGeometryObservers() {
        guard !geometryObservers.isEmpty else { return }
        geometryObservers.removeAll { !$0.isObserving }
        for observer in geometryObservers { observer.layoutDidFinish(self) }
    }
}

nonisolated public struct _GeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void
    func makeBehavior() -> ModifierBehavior<Self> { GeometryChangeBehavior<Value>() }
}

// Evidence: Apple docs "onGeometryChange(for:of:action:)" (the transform runs with the view's
// geometry after layout; the action runs when the transformed value changes, and may change
// state, which updates the views again: a value that never settles loops, as in SwiftUI).
final class GeometryChangeBehavior<Value: Equatable>: ModifierBehavior<_GeometryChangeModifier<Value>>, LayoutBehaving, GeometryObserver {
    var transform: ((GeometryProxy) -> Value)?
    var action: ((Value, Value) -> Void)?
    var lastValue: Value?
    var isObserving = true

    override func update(modifier: _GeometryChangeModifier<Value>) {
        transform = modifier.transform
        action = modifier.action
        if isFirstUpdate { graph.layout.geometryObservers.append(self) }
    }

    override func teardown() { isObserving = false }

    func sizeThatFits(_ proposal: ProposedViewSize, units: [Node], engine: LayoutEngine) -> CGSize {
        engine.unarySize(units, proposal)
    }

    func place(units: [Node], in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        engine.unaryPlace(units, in: frame, proposal: proposal, alignment: .center)
    }

    func layoutDidFinish(_ engine: LayoutEngine) {
        guard node.isAlive, engine.frame(of: node) != nil, let transform, let action else { return }
        let value = transform(engine.proxy(for: node))
        // The first value the view has counts as a change: the action learns the initial geometry.
        let old = lastValue ?? value
        guard lastValue == nil || lastValue != value else { return }
        lastValue = value
        graph.enqueuePostAction { action(old, value) }
    }
}

nonisolated extension View {
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: action))
    }

    // Evidence: Apple docs "coordinateSpace(_:)" (names the view's coordinate space for frame(in:) below it).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_LayoutTraitModifier(trait: .coordinateSpace(name.name)))
    }

    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_LayoutTraitModifier(trait: .coordinateSpace(AnyHashable(name))))
    }
}
