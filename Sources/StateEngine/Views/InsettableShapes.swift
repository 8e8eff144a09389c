import Foundation

/// A shape that can be drawn inset from its frame, which is what `strokeBorder` strokes (a
/// border wholly inside the frame). Evidence: Apple docs, InsettableShape ("A shape type that
/// is able to inset itself to produce another shape") and inset(by:) ("Returns self inset by
/// amount"); strokeBorder ("Returns a view that is the result of insetting self by half of its
/// style's line width, then stroking").
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in its frame shrunk by `amount` on every side (SwiftUI's `_Inset` types).
nonisolated public struct _InsetShape<Content: Shape>: InsettableShape {
    public var shape: Content
    public var amount: CGFloat

    nonisolated public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        if let rounded = shape as? any CornersShrinkWhenInset { return rounded.path(in: inner, shrunkBy: amount) }
        return shape.path(in: inner)
    }

    public func inset(by more: CGFloat) -> _InsetShape<Content> { _InsetShape(shape: shape, amount: amount + more) }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, amount) }
        set { (shape.animatableData, amount) = (newValue.first, newValue.second) }
    }
}

/// A rounded shape's corners stay concentric with its outline when inset: each radius shrinks
/// by the inset. Evidence: Apple docs, RoundedRectangle.inset(by:) returns a shape "inset by
/// amount"; a border drawn inside a rounded card keeps its corners concentric.
protocol CornersShrinkWhenInset {
    func path(in rect: CGRect, shrunkBy amount: CGFloat) -> Path
}

extension RoundedRectangle: CornersShrinkWhenInset {
    func path(in rect: CGRect, shrunkBy amount: CGFloat) -> Path {
        let corner = CGSize(width: Swift.max(0, cornerSize.width - amount), height: Swift.max(0, cornerSize.height - amount))
        return RoundedRectangle(cornerSize: corner, style: style).path(in: rect)
    }
}

extension UnevenRoundedRectangle: CornersShrinkWhenInset {
    func path(in rect: CGRect, shrunkBy amount: CGFloat) -> Path {
        let r = cornerRadii
        let shrunk = RectangleCornerRadii(
            topLeading: Swift.max(0, r.topLeading - amount), bottomLeading: Swift.max(0, r.bottomLeading - amount),
            bottomTrailing: Swift.max(0, r.bottomTrailing - amount), topTrailing: Swift.max(0, r.topTrailing - amount))
        return UnevenRoundedRectangle(cornerRadii: shrunk, style: style).path(in: rect)
    }
}

extension Rectangle: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(shape: self, amount: amount) } }
extension RoundedRectangle: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(shape: self, amount: amount) } }
extension UnevenRoundedRectangle: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(shape: self, amount: amount) } }
extension Capsule: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(shape: self, amount: amount) } }
extension Circle: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(shape: self, amount: amount) } }
extension Ellipse: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(shape: self, amount: amount) } }
extension ContainerRelativeShape: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(shape: self, amount: amount) } }
extension ConcentricRectangle: InsettableShape { public func inset(by amount: CGFloat) -> _InsetShape<ConcentricRectangle> { _InsetShape(shape: self, amount: amount) } }

/// Moving or turning an insettable shape keeps it insettable (SwiftUI's conditional conformances).
extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset) }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> { RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor) }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> { ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor) }
}

/// `containerShape(_:)` sets the shape `ContainerRelativeShape` takes inside the view: how
/// rounded a corner is, which the screen tree does not show.
/// StateEngine: inert (a visual value)
nonisolated extension View {
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { inert() }
}
