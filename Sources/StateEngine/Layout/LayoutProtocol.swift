import Foundation

// Evidence: Apple docs "Layout" (sizeThatFits, placeSubviews, makeCache/updateCache,
// spacing, explicitAlignment, layoutProperties) and WWDC22 "Compose custom layouts with
// SwiftUI" (a container proposes, each subview answers, the container places them; the cache
// is made once and updated when the subviews change).
/// A container that sizes and places its subviews: the protocol SwiftUI's stacks follow.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

nonisolated extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    // Evidence: Apple docs "updateCache(_:subviews:)" (the default makes a new cache).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    // Evidence: Apple docs "spacing(subviews:cache:)" (the default is the union of the subviews' spacing).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var result = ViewSpacing.zero
        for subview in subviews { result.formUnion(subview.spacing) }
        return result
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The layout as a view containing `content`: `MyLayout { ... }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

public struct LayoutProperties: Sendable {
    /// The axis a stack arranges along: spacers expand along it.
    public var stackOrientation: Axis?
    public init() {}
}

/// A key for a value a view gives its layout container with `layoutValue(key:value:)`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The subviews a layout arranges: proxies it asks for sizes and places.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [Node]
    unowned let engine: LayoutEngine
    var placementToken = 0
    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], engine: engine, placementToken: placementToken) }
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}

// Evidence: Apple docs "LayoutSubview" (sizeThatFits and dimensions answer for a proposal;
// place(at:anchor:proposal:) positions the subview; a subview the layout does not place is
// centered in the container's bounds).
public struct LayoutSubview: Equatable {
    let node: Node
    unowned let engine: LayoutEngine
    var placementToken = 0

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { engine.size(of: node, proposal) }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { engine.dimensions(of: node, proposal) }
    public var priority: Double { engine.priority(of: node) }
    public var spacing: ViewSpacing { engine.spacing(of: node) }

    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = engine.size(of: node, proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        engine.place(node, in: CGRect(origin: origin, size: size), proposal: proposal, token: placementToken)
    }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (engine.layoutValue(of: node, key: ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// A custom layout applied to content: a container node that asks the layout.
nonisolated public struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: L
    let content: Content

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        LayoutContainerNode<L, Content>(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// Holds a layout value and its content; shown on screen as the layout's type with its children.
final class LayoutContainerNode<L: Layout, Content: View>: Node, ViewNode, LayoutParticipant {
    var layout: L
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: _LayoutRoot<L, Content>) {
        layout = view.layout
        super.init(graph: graph, parent: parent, environment: environment)
        child = reconcile(nil, with: view.content, environment: environment, parent: self, graph: graph)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: _LayoutRoot<L, Content>, environment: EnvironmentValues) {
        layout = view.layout
        self.environment = environment
        child = reconcile(child, with: view.content, environment: environment, parent: self, graph: graph)
    }

    var screenName: String {
        if let any = layout as? AnyLayout { return any.typeName }
        return String(describing: L.self).split(separator: ".").last.map(String.init) ?? "Layout"
    }

    override func render(into screen: inout ScreenBuilder) {
        let frame = screen.frameToRecord(for: self)
        screen.node(screenName, role: .container, frame: frame) { inner in
            renderChildren(into: &inner)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        engine.size(using: layout, of: self, proposal: proposal)
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        engine.place(using: layout, of: self, in: frame, proposal: proposal)
    }

    var stackOrientation: Axis? { (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation }
}

nonisolated extension View {
    // Evidence: Apple docs "layoutValue(key:value:)" (the value reaches the container's subview proxy).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutTraitModifier(trait: .value(ObjectIdentifier(key), value)))
    }

    // Evidence: Apple docs "layoutPriority(_:)" (a parent offers space to higher priority children first; default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutTraitModifier(trait: .priority(value)))
    }
}
