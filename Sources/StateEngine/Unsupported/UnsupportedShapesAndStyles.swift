import Foundation

// Shapes, shape styles and shader effects the engine does not draw yet: shape views and their
// transforms, gradients beyond linear, angular and radial, semantic styles, Metal shaders. Each
// fails to compile with StateEngine's message (issue 34); see UnsupportedViews.swift.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `containerShape` yet (see Supported SwiftUI)")
    public func containerShape<T: InsettableShape>(_ shape: T) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `colorEffect` yet (see Supported SwiftUI)")
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `distortionEffect` yet (see Supported SwiftUI)")
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `layerEffect` yet (see Supported SwiftUI)")
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `projectionEffect` yet (see Supported SwiftUI)")
    public func projectionEffect(_ transform: ProjectionTransform) -> EmptyView { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `InsettableShape` yet (see Supported SwiftUI)")
public protocol InsettableShape: Shape {}
@available(*, unavailable, message: "StateEngine does not model `ShapeView` yet (see Supported SwiftUI)")
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
}
@available(*, unavailable, message: "StateEngine does not model `RoundedRectangularShape` yet (see Supported SwiftUI)")
public protocol RoundedRectangularShape: Shape {}
@available(*, unavailable, message: "StateEngine does not model `FillShapeView` yet (see Supported SwiftUI)")
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View> {}
@available(*, unavailable, message: "StateEngine does not model `StrokeShapeView` yet (see Supported SwiftUI)")
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View> {}
@available(*, unavailable, message: "StateEngine does not model `StrokeBorderShapeView` yet (see Supported SwiftUI)")
public struct StrokeBorderShapeView<Content: Shape, Style: ShapeStyle, Background: View> {}
@available(*, unavailable, message: "StateEngine does not model `OffsetShape` yet (see Supported SwiftUI)")
public struct OffsetShape<Content: Shape> {}
@available(*, unavailable, message: "StateEngine does not model `RotatedShape` yet (see Supported SwiftUI)")
public struct RotatedShape<Content: Shape> {}
@available(*, unavailable, message: "StateEngine does not model `ScaledShape` yet (see Supported SwiftUI)")
public struct ScaledShape<Content: Shape> {}
@available(*, unavailable, message: "StateEngine does not model `TransformedShape` yet (see Supported SwiftUI)")
public struct TransformedShape<Content: Shape> {}
@available(*, unavailable, message: "StateEngine does not model `RoundedRectangularShapeCorners` yet (see Supported SwiftUI)")
public struct RoundedRectangularShapeCorners {}
@available(*, unavailable, message: "StateEngine does not model `RectangleCornerInsets` yet (see Supported SwiftUI)")
public struct RectangleCornerInsets {}
@available(*, unavailable, message: "StateEngine does not model `ShapeRole` yet (see Supported SwiftUI)")
public enum ShapeRole: Hashable, Sendable {
    case fill, stroke, separator
}
@available(*, unavailable, message: "StateEngine does not model `EllipticalGradient` yet (see Supported SwiftUI)")
public struct EllipticalGradient: ShapeStyle {
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
}
@available(*, unavailable, message: "StateEngine does not model `MeshGradient` yet (see Supported SwiftUI)")
public struct MeshGradient: ShapeStyle {
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true) {}
}
@available(*, unavailable, message: "StateEngine does not model `ImagePaint` yet (see Supported SwiftUI)")
public struct ImagePaint: ShapeStyle {
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {}
}
@available(*, unavailable, message: "StateEngine does not model `FillShapeStyle` yet (see Supported SwiftUI)")
public struct FillShapeStyle: ShapeStyle {}
@available(*, unavailable, message: "StateEngine does not model `LinkShapeStyle` yet (see Supported SwiftUI)")
public struct LinkShapeStyle: ShapeStyle {}
@available(*, unavailable, message: "StateEngine does not model `PlaceholderTextShapeStyle` yet (see Supported SwiftUI)")
public struct PlaceholderTextShapeStyle: ShapeStyle {}
@available(*, unavailable, message: "StateEngine does not model `SelectionShapeStyle` yet (see Supported SwiftUI)")
public struct SelectionShapeStyle: ShapeStyle {}
@available(*, unavailable, message: "StateEngine does not model `SeparatorShapeStyle` yet (see Supported SwiftUI)")
public struct SeparatorShapeStyle: ShapeStyle {}
@available(*, unavailable, message: "StateEngine does not model `WindowBackgroundShapeStyle` yet (see Supported SwiftUI)")
public struct WindowBackgroundShapeStyle: ShapeStyle {}
@available(*, unavailable, message: "StateEngine does not model `ShapeStyle` yet (see Supported SwiftUI)")
extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `ShapeStyle` yet (see Supported SwiftUI)")
extension ShapeStyle where Self == SelectionShapeStyle {
    public static var selection: SelectionShapeStyle { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `ShapeStyle` yet (see Supported SwiftUI)")
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `ShapeStyle` yet (see Supported SwiftUI)")
extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `ShapeStyle` yet (see Supported SwiftUI)")
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    public static var windowBackground: WindowBackgroundShapeStyle { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `ShadowStyle` yet (see Supported SwiftUI)")
public struct ShadowStyle: Equatable, Sendable {
    public static func drop(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { fatalError() }
    public static func inner(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { fatalError() }
}
@available(*, unavailable, message: "StateEngine does not model `HierarchicalShapeStyleModifier` yet (see Supported SwiftUI)")
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle> {}
@available(*, unavailable, message: "StateEngine does not model `ColorMatrix` yet (see Supported SwiftUI)")
public struct ColorMatrix: Equatable, Sendable {
    public init() {}
}
@available(*, unavailable, message: "StateEngine does not model `Shader` yet (see Supported SwiftUI)")
public struct Shader: Equatable, Sendable {}
@available(*, unavailable, message: "StateEngine does not model `ShaderFunction` yet (see Supported SwiftUI)")
public struct ShaderFunction: Equatable, Sendable {}
@available(*, unavailable, message: "StateEngine does not model `ShaderLibrary` yet (see Supported SwiftUI)")
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    public static var `default`: ShaderLibrary { fatalError() }
    public static subscript(dynamicMember name: String) -> ShaderFunction { fatalError() }
    public subscript(dynamicMember name: String) -> ShaderFunction { fatalError() }
}
