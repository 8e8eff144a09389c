import Foundation

/// iOS 26's rectangle whose corners are square, fixed or concentric with its container's
/// corners: drawn with the radius each corner resolves to (RoundedRectangularShapes.swift: a
/// concentric corner is drawn at its minimum, the engine having no container corner geometry),
/// named on the text screen. A uniform pair (or all four, `isUniform`) takes the largest radius
/// of the pair. Evidence: Apple docs "ConcentricRectangle" ("A shape whose corners you
/// configure, individually or uniformly, to be squared, rounded, or concentric relative to a
/// container shape's corners"), init(corners:isUniform:) ("it selects the largest radius and
/// applies it to each corner"), init(uniformTopCorners:uniformBottomCorners:) and its siblings.
nonisolated public struct ConcentricRectangle: Shape, Sendable, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    let corners: RoundedRectangularShapeCorners
    /// Corners that take the largest radius among them.
    let uniformGroups: [[Edge.Corner]]

    public init() {
        self.init(corners: .concentric, uniformGroups: [])
    }

    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init(corners: .init(all: corners), uniformGroups: isUniform ? [Edge.Corner.allCases] : [])
    }

    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(corners: .init(topLeading: topLeadingCorner, topTrailing: topTrailingCorner, bottomLeading: bottomLeadingCorner, bottomTrailing: bottomTrailingCorner), uniformGroups: [])
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(corners: .init(topLeading: uniformTopCorners, topTrailing: uniformTopCorners, bottomLeading: uniformBottomCorners, bottomTrailing: uniformBottomCorners),
                  uniformGroups: [[.topLeading, .topTrailing], [.bottomLeading, .bottomTrailing]])
    }

    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(corners: .init(topLeading: uniformLeadingCorners, topTrailing: uniformTrailingCorners, bottomLeading: uniformLeadingCorners, bottomTrailing: uniformTrailingCorners),
                  uniformGroups: [[.topLeading, .bottomLeading], [.topTrailing, .bottomTrailing]])
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(corners: .init(topLeading: uniformTopCorners, topTrailing: uniformTopCorners, bottomLeading: bottomLeadingCorner, bottomTrailing: bottomTrailingCorner),
                  uniformGroups: [[.topLeading, .topTrailing]])
    }

    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(corners: .init(topLeading: topLeadingCorner, topTrailing: topTrailingCorner, bottomLeading: uniformBottomCorners, bottomTrailing: uniformBottomCorners),
                  uniformGroups: [[.bottomLeading, .bottomTrailing]])
    }

    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(corners: .init(topLeading: uniformLeadingCorners, topTrailing: topTrailingCorner, bottomLeading: uniformLeadingCorners, bottomTrailing: bottomTrailingCorner),
                  uniformGroups: [[.topLeading, .bottomLeading]])
    }

    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric) {
        self.init(corners: .init(topLeading: topLeadingCorner, topTrailing: uniformTrailingCorners, bottomLeading: bottomLeadingCorner, bottomTrailing: uniformTrailingCorners),
                  uniformGroups: [[.topTrailing, .bottomTrailing]])
    }

    init(corners: RoundedRectangularShapeCorners, uniformGroups: [[Edge.Corner]]) {
        self.corners = corners
        self.uniformGroups = uniformGroups
    }

    /// The radius each corner is drawn with, a uniform group taking its largest.
    var cornerRadii: RectangleCornerRadii {
        var radii = corners.radiiWithoutContainer
        for group in uniformGroups {
            let largest = group.map { radii[$0] }.max() ?? 0
            for corner in group { radii[corner] = largest }
        }
        return radii
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        UnevenRoundedRectangle(cornerRadii: cornerRadii).path(in: rect)
    }

    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("ConcentricRectangle", role: .shape) }
}

extension RectangleCornerRadii {
    subscript(corner: Edge.Corner) -> CGFloat {
        get {
            switch corner {
            case .topLeading: topLeading
            case .topTrailing: topTrailing
            case .bottomLeading: bottomLeading
            case .bottomTrailing: bottomTrailing
            }
        }
        set {
            switch corner {
            case .topLeading: topLeading = newValue
            case .topTrailing: topTrailing = newValue
            case .bottomLeading: bottomLeading = newValue
            case .bottomTrailing: bottomTrailing = newValue
            }
        }
    }
}

/// Evidence: Apple docs, Shape.rect(corners:isUniform:), rect(uniformTopCorners:uniformBottomCorners:),
/// rect(uniformLeadingCorners:uniformTrailingCorners:), rect(uniformTopCorners:bottomLeadingCorner:bottomTrailingCorner:)
/// (each "-> Self" where Self == ConcentricRectangle).
extension Shape where Self == ConcentricRectangle {
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> Self {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
    public static func rect(uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style) -> Self {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
    }
    public static func rect(uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style) -> Self {
        ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
    }
    public static func rect(uniformTopCorners: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style) -> Self {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }
    public static func rect(uniformBottomCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style) -> Self {
        ConcentricRectangle(uniformBottomCorners: uniformBottomCorners, topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner)
    }
    public static func rect(topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style) -> Self {
        ConcentricRectangle(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner, bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }
}
