/// Several views side by side; each element keeps its own position (its identity).
public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    /// The elements as views, captured where their static types are known (a Mirror would
    /// unwrap an absent `if` into nothing).
    let elements: [any View]

    public init(_ value: T) {
        self.value = value
        self.elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(_ value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }
}

/// The result of `if`/`else` or `switch` in a view builder: the two branches are different
/// identities, so switching destroys one branch's state and creates the other's.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

extension TupleView: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        TupleNode<T>(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension _ConditionalContent: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ConditionalNode<TrueContent, FalseContent>(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        OptionalNode<Wrapped>(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension EmptyView: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        LeafNode<EmptyView>(graph: graph, parent: parent, environment: environment, view: self)
    }
}
