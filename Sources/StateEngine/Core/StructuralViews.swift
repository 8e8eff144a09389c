// Evidence: WWDC21 "Demystify SwiftUI" (structural identity: a view's type and its position among its siblings).
/// Several views side by side; each element keeps its own position (its identity).
nonisolated public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    /// How the elements are listed as views: by their static types where those are known (a
    /// Mirror would unwrap an absent `if` into nothing). A metatype, so that making a
    /// TupleView in every body allocates nothing (measured with engine-bench).
    let lister: any TupleElementLister.Type

    public init(_ value: T) {
        self.value = value
        self.lister = MirrorElementLister.self
    }

    /// The elements as views, in order.
    var elements: [any View] {
        var views: [any View] = []
        forEachElement { views.append($0) }
        return views
    }

    func forEachElement(_ body: (any View) -> Void) {
        lister.forEachElement(of: value, body)
    }
}

extension TupleView {
    /// A tuple of views listed by their static types (what a view builder makes).
    init<each Content: View>(packing content: repeat each Content) where T == (repeat each Content) {
        self.value = (repeat each content)
        self.lister = PackElementLister<repeat each Content>.self
    }
}

/// Lists a tuple's elements as views.
protocol TupleElementLister {
    static func forEachElement<T>(of value: T, _ body: (any View) -> Void)
}

/// For tuples a view builder made: each element as its own static type (an absent `if` is a
/// `nil` Optional view, which still holds its position).
struct PackElementLister<each Content: View>: TupleElementLister {
    static func forEachElement<T>(of value: T, _ body: (any View) -> Void) {
        // `T` is this pack's tuple by construction (`init(packing:)`).
        guard let tuple = value as? (repeat each Content) else { return }
        for element in repeat each tuple { body(element) }
    }
}

/// For tuples made by `TupleView(_:)` from outside: the stored properties that are views.
enum MirrorElementLister: TupleElementLister {
    static func forEachElement<T>(of value: T, _ body: (any View) -> Void) {
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { body(view) }
        }
    }
}

// Evidence: WWDC21 "Demystify SwiftUI" (if/else builds _ConditionalContent; its two branches are distinct identities).
/// The result of `if`/`else` or `switch` in a view builder: the two branches are different
/// identities, so switching destroys one branch's state and creates the other's.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
}

// Evidence: Apple docs ViewBuilder.buildIf(_:) (https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)): an `if` is an optional view.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

nonisolated public struct EmptyView: View {
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
