// Evidence: WWDC21 "Demystify SwiftUI" (structural identity: each child keeps its position's identity).
/// Children side by side, each at its own position.
/// The tuple's value is not kept: the element nodes hold what they need, and the parent's
/// body already holds the tuple (one copy less per stack in memory; not a behaviour rule).
final class TupleNode<T>: Node, ViewNode {
    var elements: [Node] = []

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: TupleView<T>) {
        super.init(graph: graph, parent: parent, environment: environment)
        apply(view)
    }

    override var children: [Node] { elements }

    func update(view newValue: TupleView<T>, environment: EnvironmentValues) {
        self.environment = environment
        apply(newValue)
    }

    private func apply(_ view: TupleView<T>) {
        var index = 0
        view.forEachElement { childView in
            let existing = index < elements.count ? elements[index] : nil
            let node = reconcileAny(existing, with: childView, environment: environment, parent: self, graph: graph)
            if index < elements.count { elements[index] = node } else { elements.append(node) }
            index += 1
        }
    }
}

// Evidence: WWDC21 "Demystify SwiftUI" (switching if/else branches ends one identity's lifetime and starts the other's).
/// One of two branches; switching branches replaces the identity even for the same type.
final class ConditionalNode<TrueContent: View, FalseContent: View>: Node, ViewNode {
    var isTrue: Bool
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: _ConditionalContent<TrueContent, FalseContent>) {
        if case .trueContent = view.storage { isTrue = true } else { isTrue = false }
        super.init(graph: graph, parent: parent, environment: environment)
        apply(view)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view newValue: _ConditionalContent<TrueContent, FalseContent>, environment: EnvironmentValues) {
        self.environment = environment
        apply(newValue)
    }

    private func apply(_ view: _ConditionalContent<TrueContent, FalseContent>) {
        let newIsTrue: Bool
        if case .trueContent = view.storage { newIsTrue = true } else { newIsTrue = false }
        if newIsTrue != isTrue {
            child?.teardown()
            child = nil
            isTrue = newIsTrue
            markChanged()
        }
        switch view.storage {
        case .trueContent(let content):
            child = reconcile(child, with: content, environment: environment, parent: self, graph: graph)
        case .falseContent(let content):
            child = reconcile(child, with: content, environment: environment, parent: self, graph: graph)
        }
    }
}

// Evidence: WWDC21 "Demystify SwiftUI" (a view's lifetime is its identity's: content an `if` removes loses its state).
/// Present or absent content (`if` without `else`).
final class OptionalNode<Wrapped: View>: Node, ViewNode {
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: Wrapped?) {
        super.init(graph: graph, parent: parent, environment: environment)
        apply(view)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view newValue: Wrapped?, environment: EnvironmentValues) {
        self.environment = environment
        apply(newValue)
    }

    private func apply(_ view: Wrapped?) {
        if let view {
            if child == nil { markChanged() }
            child = reconcile(child, with: view, environment: environment, parent: self, graph: graph)
        } else if let existing = child {
            existing.teardown()
            child = nil
            markChanged()
        }
    }
}
