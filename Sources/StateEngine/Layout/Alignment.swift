import Foundation

// Evidence: Apple docs "AlignmentID", "HorizontalAlignment", "VerticalAlignment" and
// "ViewDimensions" (a guide's value is the view's explicit value for it, set with
// `alignmentGuide`, or the guide's `defaultValue(in:)`); WWDC19 "Building custom views with
// SwiftUI" (stacks line their children up by a guide; custom guides cross containers).
/// A type that names an alignment guide and gives its default position in a view.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of a guide: its `AlignmentID` type.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id) }

    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(Leading.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(Trailing.self)
}

public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id) }

    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.firstBaseline ?? d.height } }
    enum LastBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.lastBaseline ?? d.height } }
    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    public static let firstTextBaseline = VerticalAlignment(FirstBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastBaseline.self)
}

/// A view's size and its alignment guides, as its parent sees them.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    /// Guides the view (or a modifier on it) sets explicitly.
    var explicit: [AlignmentKey: CGFloat] = [:]
    /// A text's baselines; other views default to their bottom edge (Apple docs
    /// "firstTextBaseline": a view without text aligns by its bottom).
    var firstBaseline: CGFloat?
    var lastBaseline: CGFloat?

    init(size: CGSize, explicit: [AlignmentKey: CGFloat] = [:], firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        width = size.width
        height = size.height
        self.explicit = explicit
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit[guide.key] ?? guide.key.id.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit[guide.key] ?? guide.key.id.defaultValue(in: self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit[guide.key] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit[guide.key] }

    var size: CGSize { CGSize(width: width, height: height) }
}

extension UnitPoint {
    func point(in size: CGSize) -> CGPoint { CGPoint(x: x * size.width, y: y * size.height) }
}
