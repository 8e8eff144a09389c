/// Stands for the modified view inside a custom `ViewModifier`'s body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let source: ModifierContentSource
}

/// Where a custom modifier's content placeholder finds the current content view.
final class ModifierContentSource {
    var view: any View
    weak var placeholder: ModifierContentNode?
    init(view: any View) { self.view = view }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        let node = ModifierContentNode(graph: graph, parent: parent, environment: environment, source: source, type: ObjectIdentifier(Self.self))
        return node
    }
}

final class ModifierContentNode: Node {
    let source: ModifierContentSource
    let type: ObjectIdentifier
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, source: ModifierContentSource, type: ObjectIdentifier) {
        self.source = source
        self.type = type
        super.init(graph: graph, parent: parent, environment: environment)
        source.placeholder = self
        refresh()
    }

    override var viewType: ObjectIdentifier { type }
    override var children: [Node] { child.map { [$0] } ?? [] }

    override func update(view newValue: Any, environment: EnvironmentValues) {
        self.environment = environment
        refresh()
    }

    func refresh() {
        child = reconcileAny(child, with: source.view, environment: environment, parent: self, graph: graph)
    }
}

/// A user `ViewModifier`: it owns dynamic properties and has a body, like a custom view.
final class CustomModifierNode<Content: View, Modifier: ViewModifier>: DynamicPropertyHost, AnyCustomViewNode {
    var modifier: Modifier
    let source: ModifierContentSource
    var child: Node?
    var lastBody: Modifier.Body?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: ModifiedContent<Content, Modifier>) {
        modifier = view.modifier
        source = ModifierContentSource(view: view.content)
        super.init(graph: graph, parent: parent, environment: environment, typeName: viewTypeName(Modifier.self))
    }

    override var viewType: ObjectIdentifier { ObjectIdentifier(ModifiedContent<Content, Modifier>.self) }
    override var children: [Node] { child.map { [$0] } ?? [] }

    override func update(view newValue: Any, environment newEnvironment: EnvironmentValues) {
        let view = newValue as! ModifiedContent<Content, Modifier>
        source.view = view.content
        let (needsEvaluation, environmentMoved) = acceptInputs(old: modifier, new: view.modifier, environment: newEnvironment)
        modifier = view.modifier
        if needsEvaluation {
            evaluate()
        } else if environmentMoved, let body = lastBody {
            child = reconcile(child, with: body, environment: environment, parent: self, graph: graph)
        } else {
            source.placeholder?.refresh()
        }
    }

    override func evaluate() {
        guard isAlive else { return }
        let placeholder = _ViewModifier_Content<Modifier>(source: source)
        let body = evaluateBody(of: modifier) { $0.body(content: placeholder) }
        lastBody = body
        child = graph.updating { reconcile(child, with: body, environment: environment, parent: self, graph: graph) }
    }
}
