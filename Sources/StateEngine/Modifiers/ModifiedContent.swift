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

extension View {
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers the engine implements: each brings a behaviour object that lives in the node.
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func makeBehavior() -> ModifierBehavior
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        if let primitive = modifier as? any PrimitiveModifier {
            return ModifierNode<Content>(graph: graph, parent: parent, environment: environment,
                                         content: content, modifier: modifier, behavior: primitive.makeBehavior(),
                                         viewType: ObjectIdentifier(Self.self))
        }
        if let chain = modifier as? ChainedModifier {
            return chain.makeChainNode(content: content, graph: graph, parent: parent, environment: environment)
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
final class ChainNode<C: View, M1: ViewModifier, M2: ViewModifier>: Node {
    var child: Node?
    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: ModifiedContent<ModifiedContent<C, M1>, M2>) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = reconcile(nil, with: view, environment: environment, parent: self, graph: graph)
    }
    override var viewType: ObjectIdentifier { ObjectIdentifier(ModifiedContent<C, ModifiedContent<M1, M2>>.self) }
    override var children: [Node] { child.map { [$0] } ?? [] }
    override func update(view newValue: Any, environment: EnvironmentValues) {
        self.environment = environment
        let outer = newValue as! ModifiedContent<C, ModifiedContent<M1, M2>>
        let view = ModifiedContent<ModifiedContent<C, M1>, M2>(content: ModifiedContent(content: outer.content, modifier: outer.modifier.content), modifier: outer.modifier.modifier)
        child = reconcile(child, with: view, environment: environment, parent: self, graph: graph)
    }
}

/// What a primitive modifier does in the graph. Hooks run in this order on every update:
/// `update(modifier:)`, content reconciled with `contentEnvironment`, `didUpdateContent`.
class ModifierBehavior {
    unowned var node: Node!
    var graph: ViewGraph { node.graph }
    var isFirstUpdate = true

    func update(modifier: Any) {}
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    func didUpdateContent() {}
    var extraChildren: [Node] { [] }
    func teardown() {}
    func render(content: Node?, into screen: inout ScreenBuilder) {
        content?.render(into: &screen)
        for extra in extraChildren { extra.render(into: &screen) }
    }
    func collectPreferences(content: Node?, key: AnyPreferenceKey, into list: inout PreferenceList) {
        content?.collectPreferences(key, into: &list)
        for extra in extraChildren { extra.collectPreferences(key, into: &list) }
    }
    var needsPresentationUpdate: Bool { false }
    func updatePresentation() {}
    func refreshPreference() {}
}

final class ModifierNode<Content: View>: Node, PresentingNode, PreferenceReadingNode {
    let behavior: ModifierBehavior
    let type: ObjectIdentifier
    var content: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, content view: Content, modifier: Any, behavior: ModifierBehavior, viewType: ObjectIdentifier) {
        self.behavior = behavior
        self.type = viewType
        super.init(graph: graph, parent: parent, environment: environment)
        behavior.node = self
        apply(content: view, modifier: modifier)
    }

    override var viewType: ObjectIdentifier { type }
    override var children: [Node] { (content.map { [$0] } ?? []) + behavior.extraChildren }

    override func update(view newValue: Any, environment: EnvironmentValues) {
        self.environment = environment
        let mirror = newValue as! ModifiedContentAccess
        apply(content: mirror.anyContent as! Content, modifier: mirror.anyModifier)
    }

    private func apply(content view: Content, modifier: Any) {
        behavior.update(modifier: modifier)
        content = reconcile(content, with: view, environment: behavior.contentEnvironment(environment), parent: self, graph: graph)
        behavior.didUpdateContent()
        behavior.isFirstUpdate = false
    }

    override func willTeardown() { behavior.teardown() }

    override func render(into screen: inout ScreenBuilder) {
        behavior.render(content: content, into: &screen)
    }

    override func collectPreferences(_ key: AnyPreferenceKey, into list: inout PreferenceList) {
        behavior.collectPreferences(content: content, key: key, into: &list)
    }

    var needsPresentationUpdate: Bool { behavior.needsPresentationUpdate }
    func updatePresentation() { behavior.updatePresentation() }
    func refreshPreference() { behavior.refreshPreference() }
}

extension ModifierNode: AnyModifierNode {
    var anyBehavior: ModifierBehavior { behavior }
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
