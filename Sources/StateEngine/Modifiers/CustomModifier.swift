/// Stands for the modified view inside a custom `ViewModifier`'s body.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let source: ModifierContentSource<Modifier>
}

/// Where a custom modifier's content placeholder finds the current content view.
final class ModifierContentSource<Modifier: ViewModifier> {
    var view: any View
    /// For a custom transition's modifier: the phase its body is evaluated in (CustomTransition.swift).
    var transitionPhase = TransitionPhase.identity
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

// Evidence: Apple docs "AnimatableModifier" ("A modifier that can create another modifier with
// animation"; `protocol AnimatableModifier : Animatable, ViewModifier`, deprecated for a
// modifier conforming to both): nothing beyond the two; `CustomModifierNode` animates any
// Animatable modifier's data as it animates an Animatable view's.
public protocol AnimatableModifier: Animatable, ViewModifier {}

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
        animatesBody = Modifier.self is any Animatable.Type
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: ModifiedContent<Content, Modifier>, environment newEnvironment: EnvironmentValues) {
        source.view = view.content
        // Evidence: Apple docs "AnimatableModifier" (a modifier that can create another modifier
        // with animation): an Animatable modifier's body sees interpolated data, as a view's does.
        if animatesBody { graph.animator.accept(self, old: modifier, new: view.modifier) }
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
        let shown = animatesBody ? graph.animator.presented(modifier, host: self) : modifier
        let body = evaluateBody(of: shown, input: placeholder) { modifier, content in modifier.body(content: content) }
        lastBody = body
        child = graph.updating { reconcile(child, with: body, environment: environment, parent: self, graph: graph) }
    }
}
