/// Stands for the modified view inside a custom `ViewModifier`'s body.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let source: ModifierContentSource<Modifier>
}

/// Where a custom modifier's content placeholder finds the current content view.
final class ModifierContentSource<Modifier: ViewModifier> {
    var view: any View
    weak var placeholder: ModifierContentNode<Modifier>?
    init(view: any View) { self.view = view }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ModifierContentNode(graph: graph, parent: parent, environment: environment, source: source)
    }
}

final class ModifierContentNode<Modifier: ViewModifier>: Node, ViewNode {
    let source: ModifierContentSource<Modifier>
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, source: ModifierContentSource<Modifier>) {
        self.source = source
        super.init(graph: graph, parent: parent, environment: environment)
        source.placeholder = self
        refresh()
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: _ViewModifier_Content<Modifier>, environment: EnvironmentValues) {
        self.environment = environment
        refresh()
    }

    func refresh() {
        child = reconcileAny(child, with: source.view, environment: environment, parent: self, graph: graph)
    }
}

// Evidence: OpenSwiftUI Sources/OpenSwiftUICore/Modifier/CustomViewModifier.swift (body made with DynamicPropertyCache fields, as a view's).
/// A user `ViewModifier`: it owns dynamic properties and has a body, like a custom view.
final class CustomModifierNode<Content: View, Modifier: ViewModifier>: DynamicPropertyHost, AnyCustomViewNode, ViewNode {
    var modifier: Modifier
    let source: ModifierContentSource<Modifier>
    var child: Node?
    var lastBody: Modifier.Body?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: ModifiedContent<Content, Modifier>) {
        modifier = view.modifier
        source = ModifierContentSource(view: view.content)
        super.init(graph: graph, parent: parent, environment: environment, typeName: viewTypeName(Modifier.self))
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: ModifiedContent<Content, Modifier>, environment newEnvironment: EnvironmentValues) {
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
        let body = evaluateBody(of: modifier, input: placeholder) { modifier, content in modifier.body(content: content) }
        lastBody = body
        child = graph.updating { reconcile(child, with: body, environment: environment, parent: self, graph: graph) }
    }
}
