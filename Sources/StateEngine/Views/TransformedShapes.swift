import Foundation

// A shape moved, turned, scaled or transformed: its `path(in:)` is the shape's own path in the
// same rectangle, transformed about an anchor of that rectangle; the frame it fills does not
// change. Evidence: Apple docs, Shape.offset(_:) ("Changes the relative position of this
// shape using the specified size"), rotation(_:anchor:) ("Rotates this shape around an anchor
// point at the angle you specify"), scale(x:y:anchor:) ("Scales this shape without changing
// its bounding frame"), transform(_:) ("Applies an affine transform to this shape").
// The anchor is not animated (SwiftUI's animatableData pairs it too; the engine's UnitPoint is
// not Animatable).

nonisolated public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }
}

nonisolated public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchor.point(in: rect)))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, Angle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, angle.animatableData) }
        set { (shape.animatableData, angle.animatableData) = (newValue.first, newValue.second) }
    }
}

nonisolated public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor.point(in: rect)))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, scale.animatableData) }
        set { (shape.animatableData, scale.animatableData) = (newValue.first, newValue.second) }
    }
}

nonisolated public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

nonisolated extension Shape {
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }

    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

extension UnitPoint {
    /// The point of `rect` at this unit position.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

extension CGAffineTransform {
    /// This transform applied with `pivot` as its origin: a rotation or scale about an anchor.
    func about(_ pivot: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }
}
