/// Gives its content the space it was offered. The engine does no layout: every proxy reports
/// the same fixed screen size, so outputs stay deterministic.
nonisolated public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

// Chosen [geometry-fixed-screen]: every proxy reports the modelled screen's size and no insets; the engine does no layout.
public struct GeometryProxy {
    /// The modelled screen: an iPhone-sized portrait area.
    public var size: CGSize { CGSize(width: 393, height: 852) }
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

extension GeometryReader: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        GeometryReaderNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class GeometryReaderNode<Content: View>: Node, ViewNode {
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: GeometryReader<Content>) {
        super.init(graph: graph, parent: parent, environment: environment)
        child = reconcile(nil, with: view.content(GeometryProxy()), environment: environment, parent: self, graph: graph)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: GeometryReader<Content>, environment: EnvironmentValues) {
        self.environment = environment
        child = reconcile(child, with: view.content(GeometryProxy()), environment: environment, parent: self, graph: graph)
    }
}
