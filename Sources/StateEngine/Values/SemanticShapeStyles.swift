import Foundation

// Shape styles beyond colours, materials and the linear, radial and angular gradients: the
// elliptical and mesh gradients, an image as paint, the semantic styles (separator, link,
// placeholder, selection, window background) and shadowed styles. Each only colours pixels,
// so a scenario accepts it and nothing it can observe changes (issue 34: purely visual).
// Evidence: Apple docs "EllipticalGradient", "MeshGradient", "ImagePaint", "ShapeStyle"
// (`separator`, `link`, `placeholder`, `selection`, `windowBackground`, `shadow(_:)`),
// "ShadowStyle", "ShapeRole", "ColorMatrix".

/// Gradients draw a fill: views and shape styles, shown on the text screen by their name.
nonisolated public struct EllipticalGradient: ShapeStyle, View, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("EllipticalGradient", role: .shape) }
}

nonisolated public struct MeshGradient: ShapeStyle, View, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true) {}
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) { screen.node("MeshGradient", role: .shape) }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

/// StateEngine: inert (a visual value)
public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

/// StateEngine: inert (a visual value)
public struct FillShapeStyle: ShapeStyle, Sendable { public init() {} }
/// StateEngine: inert (a visual value)
public struct LinkShapeStyle: ShapeStyle, Sendable { public init() {} }
/// StateEngine: inert (a visual value)
public struct PlaceholderTextShapeStyle: ShapeStyle, Sendable { public init() {} }
/// StateEngine: inert (a visual value)
public struct SelectionShapeStyle: ShapeStyle, Sendable { public init() {} }
/// StateEngine: inert (a visual value)
public struct SeparatorShapeStyle: ShapeStyle, Sendable { public init() {} }
/// StateEngine: inert (a visual value)
public struct WindowBackgroundShapeStyle: ShapeStyle, Sendable { public init() {} }

extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { .init() } }
extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { .init() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle { public static var placeholder: PlaceholderTextShapeStyle { .init() } }
extension ShapeStyle where Self == SelectionShapeStyle { public static var selection: SelectionShapeStyle { .init() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { .init() } }
extension ShapeStyle where Self == WindowBackgroundShapeStyle { public static var windowBackground: WindowBackgroundShapeStyle { .init() } }

/// StateEngine: inert (a visual value)
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color, radius: CGFloat, x: CGFloat, y: CGFloat
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

extension ShapeStyle {
    /// The style with a shadow: still only pixels.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
}

/// StateEngine: inert (a visual value)
public enum ShapeRole: Hashable, Sendable {
    case fill, stroke, separator
}

/// StateEngine: inert (a visual value)
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    public init() {}
}
