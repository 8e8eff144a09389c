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
@available(*, unavailable, message: "StateEngine does not model `HierarchicalShapeStyleModifier` yet (see Supported SwiftUI)")
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle> {}
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
