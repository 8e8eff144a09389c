import Foundation

// Evidence: Apple docs "ProposedViewSize" (nil means unspecified: the view answers with its
// ideal size; .zero asks for the minimum, .infinity for the maximum; the default replacement
// of unspecified dimensions is 10 points).
/// A parent's proposal to a child: a width and a height, each possibly unspecified.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, along: CGFloat?, across: CGFloat?) {
        if axis == .horizontal { self.init(width: along, height: across) } else { self.init(width: across, height: along) }
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, along: CGFloat, across: CGFloat) {
        if axis == .horizontal { self.init(width: along, height: across) } else { self.init(width: across, height: along) }
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

// Evidence: Apple docs "ViewSpacing" (a view's preferred spacing to its neighbours, combined
// with `distance(to:along:)`; `.zero` has none).
/// The space a view prefers around each of its edges.
public struct ViewSpacing: Sendable, Equatable {
    var edges: [CGFloat]  // top, leading, bottom, trailing

    // Chosen [system-spacing-8]: every view prefers 8 points to its neighbours (SwiftUI's spacing depends on the pair of views and is not published; 8 is its usual stack spacing between text and controls).
    static let systemSpacing: CGFloat = 8

    public init() { edges = Array(repeating: Self.systemSpacing, count: 4) }
    init(all value: CGFloat) { edges = Array(repeating: value, count: 4) }

    public static let zero = ViewSpacing(all: 0)

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self.edges[Int(edge.rawValue)] = max(self.edges[Int(edge.rawValue)], other.edges[Int(edge.rawValue)])
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance from this view's trailing (or bottom) edge to `next`'s leading (or top) edge.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal
            ? max(edges[Int(Edge.trailing.rawValue)], next.edges[Int(Edge.leading.rawValue)])
            : max(edges[Int(Edge.bottom.rawValue)], next.edges[Int(Edge.top.rawValue)])
    }
}

extension Edge.Set {
    public init(_ edge: Edge) {
        self.init(rawValue: 1 << edge.rawValue)
    }
}
