import Foundation

// Evidence: Apple docs "GeometryReader" (it takes the space offered and gives its content a
// proxy with that size; since iOS 14 its content sits at its top leading corner) and
// "GeometryProxy" (size, safeAreaInsets, frame(in:)).
/// Gives its content the space it was offered, measured by the layout pass: the content is
/// built with the size of the last pass and rebuilt when a pass gives the reader another size.
nonisolated public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// A view's geometry as the layout pass left it.
public struct GeometryProxy {
    /// The size the view has (zero before its first layout).
    public let size: CGSize
    /// The view's frame on the screen.
    let globalFrame: CGRect
    /// Where named coordinate spaces above the view are, on the screen.
    let namedSpaces: [AnyHashable: CGRect]
    let safeArea: EdgeInsets

    public var safeAreaInsets: EdgeInsets { safeArea }

    // Evidence: Apple docs "frame(in:)" (.global is the screen, .local the view itself, a named
    // space the view that declared it with coordinateSpace(_:)).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let space = namedSpaces[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    public var bounds: CGRect { CGRect(origin: .zero, size: size) }
}

extension GeometryReader: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        GeometryReaderNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// The content is built when the layout pass places the reader, with the size it has then (as
/// SwiftUI builds it during layout), and rebuilt when a later pass gives it another geometry.
final class GeometryReaderNode<Content: View>: Node, ViewNode, LayoutParticipant {
    var child: Node?
    var content: (GeometryProxy) -> Content
    /// The geometry the content was last built with (nil: not built yet).
    var builtGeometry: GeometryProxy?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: GeometryReader<Content>) {
        content = view.content
        super.init(graph: graph, parent: parent, environment: environment)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: GeometryReader<Content>, environment: EnvironmentValues) {
        self.environment = environment
        content = view.content
        // A new closure from the parent's body runs with the geometry the reader has.
        if let proxy = builtGeometry {
            child = reconcile(child, with: view.content(proxy), environment: environment, parent: self, graph: graph)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        let proxy = engine.proxy(for: self)
        if builtGeometry == nil || proxy.size != builtGeometry?.size || proxy.globalFrame != builtGeometry?.globalFrame {
            builtGeometry = proxy
            engine.rebuild(below: self) {
                child = reconcile(child, with: content(proxy), environment: environment, parent: self, graph: graph)
            }
        }
        let units = engine.units(of: self)
        let childProposal = ProposedViewSize(frame.size)
        let size = engine.unarySize(units, childProposal)
        engine.unaryPlace(units, in: CGRect(origin: frame.origin, size: size), proposal: childProposal, alignment: .topLeading)
    }
}

public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global
    case local
    case named(AnyHashable)
}

public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
