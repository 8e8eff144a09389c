import Foundation

// A custom container resolves the views it was given into subviews: what a view builder
// declared, with ForEach expanded into one subview per element, `if`/`else` into the branch
// taken, Group and EmptyView flattened; each other view is one subview. A subview is shown
// where the container places it, and carries the container values set on it.
// Evidence: WWDC24 "Demystify SwiftUI containers" (declared views vs resolved subviews: a
// ForEach resolves to one subview per element; Group(subviews:) and ForEach(subviews:) give the
// container the resolved subviews; a subview keeps its identity) and Apple docs "Subview",
// "SubviewsCollection", "Group(subviews:transform:)", "ForEach(subviews:content:)".
// Chosen [subviews-of-custom-views]: a custom view is one subview even when its body declares
// several views (SwiftUI resolves through it); the engine would have to run a body before the
// view is placed. The same limit as `lazy-modified-rows`.

/// One resolved subview of a container's content.
nonisolated public struct Subview: View, Identifiable {
    public typealias Body = Never

    /// Where the subview came from in the declared content: each ForEach element's id and each
    /// position in a view builder on the way.
    public struct ID: Hashable {
        let path: [AnyHashable]
    }

    public let id: ID
    public let containerValues: ContainerValues
    let view: any View
}

extension Subview: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        SubviewNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// Shows a subview's view where the container placed it: a subview of the same view type keeps
/// its node (and the view's state), as an AnyView does.
final class SubviewNode: Node, ViewNode {
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: Subview) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = reconcileAny(nil, with: view.view, environment: environment, parent: self, graph: graph)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: Subview, environment: EnvironmentValues) {
        self.environment = environment
        let previous = child
        child = reconcileAny(child, with: view.view, environment: environment, parent: self, graph: graph)
        if previous !== child { markChanged() }
    }

    func keepsLayout(updatingTo view: Subview, environment: EnvironmentValues) -> Bool { true }
}

extension SubviewNode: LayoutTransparent, DynamicContentNode {}

/// The subviews of a container's content, in order; shown as a whole, it shows them all.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
    public typealias Body = Never
    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: Array(subviews[bounds])) }
}

extension SubviewsCollection: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ForEach(subviews) { $0 }.makeNode(in: graph, parent: parent, environment: environment)
    }
}

/// A run of subviews (`subviews[1...]`, `subviews.prefix(3)`).
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    public typealias Body = Never
    let subviews: [Subview]

    public var startIndex: Int { 0 }
    public var endIndex: Int { subviews.count }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: Array(subviews[bounds])) }
}

extension SubviewsCollectionSlice: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ForEach(subviews) { $0 }.makeNode(in: graph, parent: parent, environment: environment)
    }
}

// MARK: Resolving

/// A declared view that resolves into several subviews (or none).
protocol SubviewFlattening {
    func appendSubviews(to list: inout [Subview], path: [AnyHashable], values: ContainerValues)
}

/// Appends the subviews `view` resolves into.
func resolveSubview(of view: any View, into list: inout [Subview], path: [AnyHashable], values: ContainerValues) {
    if let flattening = view as? any SubviewFlattening {
        flattening.appendSubviews(to: &list, path: path, values: values)
        return
    }
    var values = values
    (view as? any ContainerValueCarrier)?.applyContainerValues(to: &values)
    list.append(Subview(id: Subview.ID(path: path), containerValues: values, view: view))
}

func resolveSubviews(of view: any View, path: [AnyHashable] = []) -> SubviewsCollection {
    var list: [Subview] = []
    resolveSubview(of: view, into: &list, path: path, values: ContainerValues())
    return SubviewsCollection(subviews: list)
}

extension TupleView: SubviewFlattening {
    func appendSubviews(to list: inout [Subview], path: [AnyHashable], values: ContainerValues) {
        var index = 0
        forEachElement { element in
            resolveSubview(of: element, into: &list, path: path + [AnyHashable(index)], values: values)
            index += 1
        }
    }
}

extension _ConditionalContent: SubviewFlattening {
    func appendSubviews(to list: inout [Subview], path: [AnyHashable], values: ContainerValues) {
        switch storage {
        case .trueContent(let view): resolveSubview(of: view, into: &list, path: path + [AnyHashable(true)], values: values)
        case .falseContent(let view): resolveSubview(of: view, into: &list, path: path + [AnyHashable(false)], values: values)
        }
    }
}

extension Optional: SubviewFlattening where Wrapped: View {
    func appendSubviews(to list: inout [Subview], path: [AnyHashable], values: ContainerValues) {
        if let view = self { resolveSubview(of: view, into: &list, path: path, values: values) }
    }
}

extension EmptyView: SubviewFlattening {
    func appendSubviews(to list: inout [Subview], path: [AnyHashable], values: ContainerValues) {}
}

extension Group: SubviewFlattening {
    func appendSubviews(to list: inout [Subview], path: [AnyHashable], values: ContainerValues) {
        resolveSubview(of: content, into: &list, path: path, values: values)
    }
}

extension ForEach: SubviewFlattening where Content: View {
    func appendSubviews(to list: inout [Subview], path: [AnyHashable], values: ContainerValues) {
        for element in data {
            resolveSubview(of: content(element), into: &list, path: path + [AnyHashable(identify(element))], values: values)
        }
    }
}

/// A container value set on a view that resolves into several subviews applies to each.
extension ModifiedContent: SubviewFlattening where Content: View & SubviewFlattening, Modifier == _ContainerValueModifier {
    func appendSubviews(to list: inout [Subview], path: [AnyHashable], values: ContainerValues) {
        var values = values
        modifier.apply(&values)
        content.appendSubviews(to: &list, path: path, values: values)
    }
}

/// A view whose modifiers (inside out) may set container values.
protocol ContainerValueCarrier {
    func applyContainerValues(to values: inout ContainerValues)
}

extension ModifiedContent: ContainerValueCarrier {
    func applyContainerValues(to values: inout ContainerValues) {
        (content as? any ContainerValueCarrier)?.applyContainerValues(to: &values)
        (modifier as? _ContainerValueModifier)?.apply(&values)
    }
}

// MARK: Containers

extension Group {
    /// Gives `transform` the subviews `view` resolves into.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(base: view, transform: transform)
    }
}

extension ForEach where Content: View {
    /// One view for each subview `view` resolves into, identified by the subview's identity.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(subviews: resolveSubviews(of: view).subviews), id: \.id, content: content)
    }
}

/// The data of `ForEach(subviews:content:)`: the resolved subviews, in order.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let subviews: [Subview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
}

/// The content of `Group(subviews:transform:)`.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let base: Subviews
    let transform: (SubviewsCollection) -> Content
    public var body: some View { transform(resolveSubviews(of: base)) }
}
