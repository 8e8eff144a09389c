import Foundation

/// iOS 26's corner vocabulary: a corner is square, rounded with a fixed radius, or concentric
/// with its container's corner. Evidence: Apple docs, Edge.Corner.Style ("A corner can be
/// square, rounded with a fixed-radius curve, or rounded with a curve that's concentric to the
/// container shape"), fixed(_:) ("Provide a value of zero for a square corner"),
/// concentric(minimum:) ("If the radius that the system calculates is less than the minimum
/// radius you provide, the system uses the minimum radius").
extension Edge {
    public enum Corner: Int8, CaseIterable, Hashable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        public struct Style: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
            enum Kind: Hashable, Sendable {
                case fixed(CGFloat)
                /// The radius the container's corner gives, at least `minimum`.
                case concentric(minimum: CGFloat)
            }
            let kind: Kind

            public static func fixed(_ radius: CGFloat) -> Style { Style(kind: .fixed(radius)) }
            public static var concentric: Style { Style(kind: .concentric(minimum: 0)) }
            public static func concentric(minimum: Style? = nil) -> Style {
                Style(kind: .concentric(minimum: minimum?.radiusWithoutContainer ?? 0))
            }

            init(kind: Kind) { self.kind = kind }
            public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
            public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

            /// The radius drawn. Chosen [concentric-corners-without-container]: the engine has
            /// no container corner geometry (`containerShape` and the device's screen corners are
            /// visual), so a concentric corner is drawn at its minimum; with none it is square,
            /// which is what Apple documents for a calculated radius of zero.
            var radiusWithoutContainer: CGFloat {
                switch kind {
                case .fixed(let radius): Swift.max(0, radius)
                case .concentric(let minimum): Swift.max(0, minimum)
                }
            }
        }
    }
}

/// The corner styles of a rounded rectangular shape. Evidence: Apple docs,
/// RoundedRectangularShapeCorners (init(all:), init(topLeading:topTrailing:bottomLeading:bottomTrailing:),
/// `concentric`, concentric(minimum:), fixed(_:)).
public struct RoundedRectangularShapeCorners: Hashable, Sendable {
    public var topLeading: Edge.Corner.Style
    public var topTrailing: Edge.Corner.Style
    public var bottomLeading: Edge.Corner.Style
    public var bottomTrailing: Edge.Corner.Style

    public init(all: Edge.Corner.Style) {
        self.init(topLeading: all, topTrailing: all, bottomLeading: all, bottomTrailing: all)
    }

    public init(topLeading: Edge.Corner.Style = 0, topTrailing: Edge.Corner.Style = 0, bottomLeading: Edge.Corner.Style = 0, bottomTrailing: Edge.Corner.Style = 0) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }

    public static var concentric: RoundedRectangularShapeCorners { .init(all: .concentric) }
    public static func concentric(minimum: Edge.Corner.Style? = nil) -> RoundedRectangularShapeCorners { .init(all: .concentric(minimum: minimum)) }
    public static func fixed(_ radius: CGFloat) -> RoundedRectangularShapeCorners { .init(all: .fixed(radius)) }

    /// The radii drawn, as `RectangleCornerRadii`.
    var radiiWithoutContainer: RectangleCornerRadii {
        RectangleCornerRadii(
            topLeading: topLeading.radiusWithoutContainer, bottomLeading: bottomLeading.radiusWithoutContainer,
            bottomTrailing: bottomTrailing.radiusWithoutContainer, topTrailing: topTrailing.radiusWithoutContainer)
    }
}

/// An insettable shape that is a rectangle with four (possibly rounded) corners; the system
/// rectangles and round shapes are. Evidence: Apple docs, RoundedRectangularShape ("System shapes
/// like Rectangle, RoundedRectangle, UnevenRoundedRectangle, Capsule, and Circle already provide
/// default implementation for this protocol"; `typealias Corners = RoundedRectangularShapeCorners`).
public protocol RoundedRectangularShape: InsettableShape {
    typealias Corners = RoundedRectangularShapeCorners
}

extension Rectangle: RoundedRectangularShape {}
extension RoundedRectangle: RoundedRectangularShape {}
extension UnevenRoundedRectangle: RoundedRectangularShape {}
extension Capsule: RoundedRectangularShape {}
extension Circle: RoundedRectangularShape {}
extension ConcentricRectangle: RoundedRectangularShape {}

/// The inset sizes for the corners of a rectangle. Evidence: Apple docs, RectangleCornerInsets.
@frozen public struct RectangleCornerInsets: Equatable, Sendable {
    public var topLeading: CGSize
    public var topTrailing: CGSize
    public var bottomLeading: CGSize
    public var bottomTrailing: CGSize

    public init() {
        self.init(topLeading: .zero, topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero)
    }

    public init(topLeading: CGSize, topTrailing: CGSize, bottomLeading: CGSize, bottomTrailing: CGSize) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }
}
