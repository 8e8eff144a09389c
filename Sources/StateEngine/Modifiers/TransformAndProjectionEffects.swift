import Foundation

// `transformEffect` and `projectionEffect` draw the view through a transform, as any geometry
// effect does: the frames on the screen tree move, the layout does not. Evidence: Apple docs,
// transformEffect(_:) ("Applies an affine transformation to this view's rendered output") and
// projectionEffect(_:) ("Applies a projection transformation to this view's rendered output");
// both are `GeometryEffect`s in SwiftUI's interface (`_TransformEffect`, `_ProjectionEffect`).

public struct _TransformEffect: GeometryEffect {
    public typealias Body = Never
    public var transform: CGAffineTransform
    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

public struct _ProjectionEffect: GeometryEffect {
    public typealias Body = Never
    public var transform: ProjectionTransform
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

nonisolated extension View {
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }

    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }
}
