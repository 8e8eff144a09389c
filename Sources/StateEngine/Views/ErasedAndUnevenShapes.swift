import Foundation

/// `AnyShape(isRound ? Circle() : Rectangle())`: draws the shape it wraps, so the screen names
/// that shape. Evidence: Apple's AnyShape docs ("A type-erased shape value"; iOS 16).
nonisolated public struct AnyShape: Shape, @unchecked Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    private let wrappedName: String
    private let makePath: (CGRect) -> Path

    public init<S: Shape>(_ shape: S) {
        wrappedName = (shape as? AnyShape)?.wrappedName ?? viewTypeName(S.self)
        makePath = { shape.path(in: $0) }
    }

    nonisolated public func path(in rect: CGRect) -> Path { makePath(rect) }

    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) {
        screen.node(wrappedName, role: .shape)
    }
}

/// A rectangle whose corners have their own radii (iOS 16), drawn like `RoundedRectangle`: the
/// screen names the shape; its corners are pixels. Evidence: Apple's UnevenRoundedRectangle and
/// RectangleCornerRadii docs.
nonisolated public struct UnevenRoundedRectangle: Shape, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The outline with each corner as a circular arc of its own radius (at most half the
    /// shorter side), clockwise from the top-leading corner.
    // Chosen [uneven-corners-as-arcs]: SwiftUI's continuous corners are a curve its docs do not
    // give; a circular arc per corner keeps each radius where the caller put it.
    nonisolated public func path(in rect: CGRect) -> Path {
        let limit = Swift.min(rect.width, rect.height) / 2
        let tl = Swift.min(cornerRadii.topLeading, limit), tr = Swift.min(cornerRadii.topTrailing, limit)
        let br = Swift.min(cornerRadii.bottomTrailing, limit), bl = Swift.min(cornerRadii.bottomLeading, limit)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 {
            path.addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 {
            path.addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        }
        path.closeSubpath()
        return path
    }

    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) {
        screen.node("UnevenRoundedRectangle", role: .shape)
    }
}

/// StateEngine: inert (a visual value)
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
