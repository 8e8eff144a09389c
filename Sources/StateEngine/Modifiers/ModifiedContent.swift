// Evidence: Apple docs "ViewModifier" and "ModifiedContent" (body(content:) receives the modified view; modifier(_:) and concat(_:) wrap it).
/// A modifier applied to a view.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

nonisolated extension View {
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers the engine implements: each brings a behaviour object that lives in the node and
/// reads this modifier's values.
nonisolated protocol PrimitiveModifier: ViewModifier where Body == Never {
    func makeBehavior() -> ModifierBehavior<Self>
}

extension PrimitiveModifier {
    func makeModifierNode<Content: View>(content: Content, graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ModifierNode<Content, Self>(graph: graph, parent: parent, environment: environment,
                                    content: content, modifier: self, behavior: makeBehavior())
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeModifierNode(content: content, graph: graph, parent: parent, environment: environment)
        }
        if let chain = modifier as? ChainedModifier {
            return chain.makeChainNode(content: content, graph: graph, parent: parent, environment: environment)
        }
        if let effect = self as? GeometryEffectApplication {
            return effect.makeGeometryEffectNode(in: graph, parent: parent, environment: environment)
        }
        let node = CustomModifierNode<Content, Modifier>(graph: graph, parent: parent, environment: environment, view: self)
        node.evaluate()
        return node
    }
}

/// `ModifiedContent<M1, M2>` used as a modifier: apply M1 then M2.
protocol ChainedModifier {
    func makeChainNode<Content: View>(content: Content, graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node
}

extension ModifiedContent: ChainedModifier where Content: ViewModifier, Modifier: ViewModifier {
    func makeChainNode<C: View>(content: C, graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        let view = ModifiedContent<ModifiedContent<C, Content>, Modifier>(content: ModifiedContent<C, Content>(content: content, modifier: self.content), modifier: modifier)
        return ChainNode<C, Content, Modifier>(graph: graph, parent: parent, environment: environment, view: view)
    }
}

/// Holds the expanded form of a chained modifier.
final class ChainNode<C: View, M1: ViewModifier, M2: ViewModifier>: Node, ViewNode {
    var child: Node?
    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: ModifiedContent<ModifiedContent<C, M1>, M2>) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = reconcile(nil, with: view, environment: environment, parent: self, graph: graph)
    }
    override var children: [Node] { child.map { [$0] } ?? [] }
    func update(view outer: ModifiedContent<C, ModifiedContent<M1, M2>>, environment: EnvironmentValues) {
        self.environment = environment
        let view = ModifiedContent<ModifiedContent<C, M1>, M2>(content: ModifiedContent(content: outer.content, modifier: outer.modifier.content), modifier: outer.modifier.modifier)
        child = reconcile(child, with: view, environment: environment, parent: self, graph: graph)
    }
}

/// What a primitive modifier does in the graph, reading values of one modifier type. On every
/// update the node calls `update(modifier:)`, reconciles the content (in the environment a
/// `ContentEnvironmentWriter` gives it), then `didUpdateContent()`; `teardown()` when the
/// node leaves the graph. Anything more a behaviour does is one of the small protocols below
/// (it draws, contributes preferences, owns secondary nodes) or a registration with the graph
/// (`Presenter`, `PreferenceReader`).
class ModifierBehavior<Modifier> {
    unowned var node: Node!
    var graph: ViewGraph { node.graph }
    var isFirstUpdate = true

    func update(modifier: Modifier) {}
    func didUpdateContent() {}
    func teardown() {}
}

/// A behaviour that changes the environment its content sees.
protocol ContentEnvironmentWriter: AnyObject {
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
}

/// A behaviour that draws something of its own around (or instead of) its content; without
/// one, a modifier shows its content and secondary nodes unchanged.
protocol ScreenContributor: AnyObject {
    func render(content: Node?, into screen: inout ScreenBuilder)
}

/// A behaviour that changes what its subtree contributes to a preference.
protocol PreferenceContributor: AnyObject {
    func collectPreferences(content: Node?, key: AnyPreferenceKey, into list: inout PreferenceList)
}

/// A behaviour that owns nodes besides the content (an overlay, a background): they are the
/// modifier node's children after the content.
protocol SecondaryContentOwner: AnyObject {
    var secondaryNodes: [Node] { get }
}

final class ModifierNode<Content: View, Modifier: PrimitiveModifier>: Node, ViewNode {
    /// Whether the behaviour writes its content's environment, tested once: the update path
    /// then skips a protocol lookup for behaviours that do not.
    private let writesEnvironment: Bool
    /// Whether the modifier writes traits, tested once for the same reason.
    private let writesTraits: Bool
    /// Whether the behaviour neither sizes nor places its content (it is not `LayoutBehaving`),
    /// tested once: every update of the node asks it (`keepsLayout`), and the test is a
    /// conformance lookup.
    let isLayoutTransparent: Bool
    let behavior: ModifierBehavior<Modifier>
    var content: Node?
    /// What the modifier tells the container this view is in (`ViewTraits`).
    private(set) var traits = ViewTraits()

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, content view: Content, modifier: Modifier, behavior: ModifierBehavior<Modifier>) {
        self.behavior = behavior
        writesEnvironment = behavior is ContentEnvironmentWriter
        writesTraits = modifier is ViewTraitWriter
        isLayoutTransparent = !(behavior is LayoutBehaving)
        super.init(graph: graph, parent: parent, environment: environment)
        behavior.node = self
        apply(content: view, modifier: modifier)
    }

    override var children: [Node] {
        let secondary = (behavior as? SecondaryContentOwner)?.secondaryNodes ?? []
        return (content.map { [$0] } ?? []) + secondary
    }

    func update(view: ModifiedContent<Content, Modifier>, environment: EnvironmentValues) {
        self.environment = environment
        apply(content: view.content, modifier: view.modifier)
    }

    private func apply(content view: Content, modifier: Modifier) {
        behavior.update(modifier: modifier)
        if writesTraits, let writer = modifier as? ViewTraitWriter {
            traits = ViewTraits()
            writer.writeTraits(into: &traits)
        }
        var contentEnvironment = environment
        if writesEnvironment, let writer = behavior as? ContentEnvironmentWriter {
            contentEnvironment = writer.contentEnvironment(environment)
        }
        content = reconcile(content, with: view, environment: contentEnvironment, parent: self, graph: graph)
        behavior.didUpdateContent()
        behavior.isFirstUpdate = false
    }

    override func willTeardown() { behavior.teardown() }

    override func render(into screen: inout ScreenBuilder) {
        if let drawing = behavior as? ScreenContributor {
            drawing.render(content: content, into: &screen)
        } else {
            renderChildren(into: &screen)
        }
    }

    override func collectPreferences(_ key: AnyPreferenceKey, into list: inout PreferenceList) {
        if let contributor = behavior as? PreferenceContributor {
            contributor.collectPreferences(content: content, key: key, into: &list)
        } else {
            collectChildPreferences(key, into: &list)
        }
    }
}

extension ModifierNode: AnyModifierNode {
    var anyBehavior: AnyObject { behavior }
    var contentNode: Node? { content }
}

protocol ModifiedContentAccess {
    var anyContent: Any { get }
    var anyModifier: Any { get }
}

extension ModifiedContent: ModifiedContentAccess {
    var anyContent: Any { content }
    var anyModifier: Any { modifier }
}
