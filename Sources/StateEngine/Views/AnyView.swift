// Evidence: WWDC21 "Demystify SwiftUI" (AnyView hides the type from the structure; a different erased type is a different view).
/// A type-erased view: its content's identity includes the erased type, so a different type
/// replaces the content.
nonisolated public struct AnyView: View {
    public typealias Body = Never
    let storage: any View
    public init<V: View>(_ view: V) { storage = view }
    public init<V: View>(erasing view: V) { storage = view }
}

extension AnyView: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        AnyViewNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class AnyViewNode: Node, ViewNode {
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: AnyView) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = reconcileAny(nil, with: view.storage, environment: environment, parent: self, graph: graph)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: AnyView, environment: EnvironmentValues) {
        self.environment = environment
        let previous = child
        child = reconcileAny(child, with: view.storage, environment: environment, parent: self, graph: graph)
        if previous !== child { markChanged() }
    }
}

// Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/View/IDViewCompatibilityTests.swift (a new id is a new view: onAppear runs again).
/// A view whose identity is an explicit value: when the value changes, the old view (and all
/// its state) is discarded and a new one created.
nonisolated public struct _IDView<Content: View, ID: Hashable>: View {
    public typealias Body = Never
    let content: Content
    let id: ID
}

nonisolated extension View {
    public func id<ID: Hashable>(_ id: ID) -> _IDView<Self, ID> {
        _IDView(content: self, id: id)
    }
}

extension _IDView: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        IDViewNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class IDViewNode<Content: View, ID: Hashable>: Node, ViewNode {
    var id: ID
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: _IDView<Content, ID>) {
        id = view.id
        super.init(graph: graph, parent: parent, environment: environment)
        child = reconcile(nil, with: view.content, environment: environment, parent: self, graph: graph)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: _IDView<Content, ID>, environment: EnvironmentValues) {
        self.environment = environment
        if view.id != id {
            child?.teardown()
            child = nil
            id = view.id
            markChanged()
        }
        child = reconcile(child, with: view.content, environment: environment, parent: self, graph: graph)
    }
}

// Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/View/EquatableViewCompatibilityTests.swift
/// A view compared with its own `==` before its body is considered again.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    public typealias Body = Never
    public var content: Content
    public init(content: Content) { self.content = content }
}

nonisolated extension View where Self: Equatable {
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

extension EquatableView: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        EquatableViewNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class EquatableViewNode<Content: View & Equatable>: Node, ViewNode {
    var content: Content
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: EquatableView<Content>) {
        content = view.content
        super.init(graph: graph, parent: parent, environment: environment)
        child = reconcile(nil, with: view.content, environment: environment, parent: self, graph: graph)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: EquatableView<Content>, environment: EnvironmentValues) {
        let environmentMoved = !environment.isIdentical(to: self.environment)
        self.environment = environment
        if view.content == content && !environmentMoved { return }
        if view.content != content { content = view.content }
        child = reconcile(child, with: content, environment: environment, parent: self, graph: graph)
    }
}
