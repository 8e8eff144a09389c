/// A living element of the view graph: it outlives the view values that describe it and
/// holds whatever belongs to its identity (state storage, subscriptions, presented trees).
class Node {
    unowned let graph: ViewGraph
    /// Unowned, not weak: a parent owns its children and tears them down before it lets them
    /// go, so a node never reads a parent that is gone; a weak reference would cost every
    /// parent a side table (a quarter of the tree's memory, measured with engine-bench).
    unowned var parent: Node?
    var environment: EnvironmentValues
    /// Highest graph stamp at which something in this subtree changed (for preference caches).
    var subtreeStamp = 0
    /// Distance from the root. 32 bits: with `isAlive` it fills one word.
    let depth: Int32
    var isAlive = true
    /// Sizes and frame from the layout pass (Layout/LayoutBox.swift); made on first layout.
    var layoutBox: LayoutBox?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.environment = environment
        markChanged()
    }

    /// Children in tree order.
    var children: [Node] { [] }

    /// The node leaves the graph: storage dies, onDisappear actions are queued.
    func teardown() {
        guard isAlive else { return }
        isAlive = false
        // The removal's transition decides when its onDisappear actions run (Removal.swift).
        graph.removals.removing(self) {
            // Chosen [disappear-deepest-first]: children's onDisappear run first, mirroring onAppear's observed order.
            for child in children { child.teardown() }
            willTeardown()
        }
        parent?.markChanged()
    }

    func willTeardown() {}

    /// Writes what a user sees.
    func render(into screen: inout ScreenBuilder) {
        renderChildren(into: &screen)
    }

    /// What a node without drawing of its own shows: its children, in order.
    /// Views transitioning in or out are drawn through their transition (Transition.swift).
    final func renderChildren(into screen: inout ScreenBuilder) {
        if graph.transitions.isEmpty {
            for child in children { child.render(into: &screen) }
        } else {
            graph.transitions.render(childrenOf: self, into: &screen)
        }
    }

    /// Preference contributions of this subtree, flattened up to the nearest container.
    func collectPreferences(_ key: AnyPreferenceKey, into list: inout PreferenceList) {
        if self is DynamicContentNode { list.containsDynamic = true }
        collectChildPreferences(key, into: &list)
    }

    /// The contributions of the children, in order, for a node that adds none of its own.
    final func collectChildPreferences(_ key: AnyPreferenceKey, into list: inout PreferenceList) {
        for child in children { child.collectPreferences(key, into: &list) }
    }

    /// The nearest custom view above (or at) this node, for naming lifecycle events.
    var ownerName: String {
        var node: Node? = self
        while let current = node {
            if let custom = current as? AnyCustomViewNode { return custom.typeName }
            node = current.parent
        }
        return "root"
    }

    func markChanged() {
        invalidateLayout()
        let stamp = graph.stamp
        var node: Node? = self
        while let current = node, current.subtreeStamp < stamp {
            current.subtreeStamp = stamp
            node = current.parent
        }
    }
}

/// A node that realises views of one type: it is updated with values of exactly that type.
/// The type is the identity: a node of another view type at the same position is replaced.
protocol ViewNode<ViewType>: Node {
    associatedtype ViewType: View
    /// Called with a new value of the view (and the environment flowing in).
    func update(view: ViewType, environment: EnvironmentValues)
    /// Whether updating to `view` leaves this node's own size and placement as they are, asked
    /// before the update. What changes below reports itself: a child updated in place asks
    /// the same question, a child made or torn down marks its parent changed (`markChanged`).
    /// A node that cannot tell says false, and the update invalidates its layout.
    func keepsLayout(updatingTo view: ViewType, environment: EnvironmentValues) -> Bool
}

extension ViewNode {
    func keepsLayout(updatingTo view: ViewType, environment: EnvironmentValues) -> Bool { false }

    /// Updates the node when `view` is of its view type (the same identity); false if not.
    func update<Other: View>(ifSameType view: Other, environment: EnvironmentValues) -> Bool {
        // Comparing the metatypes is a pointer compare; with them equal the bit cast is the
        // identity (a dynamic `as?` of the value cost a third of an update).
        guard Other.self == ViewType.self else { return false }
        let view = unsafeBitCast(view, to: ViewType.self)
        let keepsLayout = keepsLayout(updatingTo: view, environment: environment)
        update(view: view, environment: environment)
        if !keepsLayout { invalidateLayout() }
        return true
    }
}

// Evidence: WWDC21 "Demystify SwiftUI" (same type at the same position keeps identity and state; another type replaces it).
/// Creates or updates the node for `view` at one structural position: same type means same
/// identity (the node is updated); a different type replaces it.
func reconcile<V: View>(_ existing: Node?, with view: V, environment: EnvironmentValues, parent: Node?, graph: ViewGraph) -> Node {
    // Inside a lazy container every view that is not transparent is a row slot (LazyRows.swift).
    if environment.lazyViewport != nil, !(V.self is LazyRowTransparent.Type) {
        return reconcileLazyRow(existing, with: view, environment: environment, parent: parent, graph: graph)
    }
    // Tested on the view's type, not with `as? any ViewNode<V>`: the runtime's cast to a
    // constrained existential costs microseconds, this one a fraction of that.
    if let existing, existing.isAlive, let typed = existing as? any ViewNode,
       typed.update(ifSameType: view, environment: environment) {
        return existing
    }
    existing?.teardown()
    // The outermost view this update inserts may transition in (Transition.swift).
    let outermost = graph.nodesBeingMade == 0
    graph.nodesBeingMade += 1
    let node = makeNode(for: view, environment: environment, parent: parent, graph: graph)
    graph.nodesBeingMade -= 1
    if outermost, parent != nil { graph.transitions.inserted(node) }
    return node
}

func reconcileAny(_ existing: Node?, with view: any View, environment: EnvironmentValues, parent: Node?, graph: ViewGraph) -> Node {
    reconcile(existing, with: view, environment: environment, parent: parent, graph: graph)
}

func makeNode<V: View>(for view: V, environment: EnvironmentValues, parent: Node?, graph: ViewGraph) -> Node {
    if let primitive = view as? PrimitiveView {
        let node = primitive.makeNode(in: graph, parent: parent, environment: environment)
        return node
    }
    let node = CustomViewNode<V>(graph: graph, parent: parent, environment: environment, view: view)
    node.evaluate()
    return node
}

/// A node for a primitive view with no children.
final class LeafNode<V: View>: Node, ViewNode {
    var view: V
    /// A text's font metrics, line limit and measured characters, resolved when the layout pass
    /// first asks its size after an update (LeafSizes.swift): it is asked under several proposals.
    var textMeasurement: TextMeasurement?
    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: V) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
    }
    func update(view: V, environment: EnvironmentValues) {
        self.view = view
        self.environment = environment
    }
    /// A leaf's size rests on its value and its environment alone; a text's, on what its
    /// string measures (`measuresTheSame`), so another string of the same measure keeps it.
    func keepsLayout(updatingTo view: V, environment: EnvironmentValues) -> Bool {
        let keeps = environment.isIdentical(to: self.environment) && sizesStand(updatingTo: view)
        // A text's measurement is valid exactly as long as its sizes are: the update that
        // changes them is the one that drops it.
        if !keeps { textMeasurement = nil }
        return keeps
    }
    override func render(into screen: inout ScreenBuilder) {
        screen.pendingFrame = screen.frameToRecord(for: self)
        (view as? ScreenRenderable)?.renderLeaf(into: &screen, environment: environment)
        screen.pendingFrame = nil
    }
}

/// Primitive leaves that show something.
protocol ScreenRenderable {
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues)
}

/// A primitive that draws itself and holds no children lives in a plain leaf node.
extension PrimitiveView where Self: View & ScreenRenderable {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        LeafNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}
