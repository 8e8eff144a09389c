import Foundation

/// A 2D affine transform of screen points (x' = a x + c y + tx, y' = b x + d y + ty): what the
/// geometry effects above a view (offset, scale, rotation, a transition's movement) do to
/// where it is drawn. The frames a layout step reports are the layout's rectangles through it.
struct EffectTransform: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static let identity = EffectTransform()

    var isIdentity: Bool { self == .identity }

    static func translation(_ dx: Double, _ dy: Double) -> EffectTransform {
        EffectTransform(tx: dx, ty: dy)
    }

    /// Scales by (sx, sy) around `anchor`.
    static func scale(_ sx: Double, _ sy: Double, around anchor: CGPoint) -> EffectTransform {
        EffectTransform(a: sx, d: sy, tx: Double(anchor.x) * (1 - sx), ty: Double(anchor.y) * (1 - sy))
    }

    /// Rotates by `radians` (clockwise on the screen, whose y axis points down) around `anchor`.
    static func rotation(_ radians: Double, around anchor: CGPoint) -> EffectTransform {
        let cosine = cos(radians), sine = sin(radians)
        let x = Double(anchor.x), y = Double(anchor.y)
        return EffectTransform(a: cosine, b: sine, c: -sine, d: cosine,
                               tx: x - cosine * x + sine * y, ty: y - sine * x - cosine * y)
    }

    /// `self` after `inner`: a point goes through `inner` first.
    func concatenating(inner: EffectTransform) -> EffectTransform {
        EffectTransform(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    func apply(_ point: CGPoint) -> CGPoint {
        let x = Double(point.x), y = Double(point.y)
        return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }

    /// The smallest upright rectangle holding `rect` transformed (a rotated view's bounding box).
    func apply(_ rect: CGRect) -> CGRect {
        if isIdentity { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

extension ScreenBuilder {
    /// Renders `body` with `effect` applied after the effects already in force, and an
    /// `alpha` multiplied into the opacity: content at opacity 0 is not shown.
    mutating func withEffect(_ effect: EffectTransform, alpha: Double = 1, _ body: (inout ScreenBuilder) -> Void) {
        let savedTransform = transform
        let savedAlpha = self.alpha
        transform = transform.concatenating(inner: effect)
        self.alpha *= alpha
        defer {
            transform = savedTransform
            self.alpha = savedAlpha
        }
        guard self.alpha > 0 else { return }
        body(&self)
    }

    /// Where `node` is drawn: its layout frame (or that of the view it wraps), without effects.
    func layoutFrame(of node: Node) -> CGRect? {
        guard let layout else { return nil }
        var current: Node? = node
        while let candidate = current {
            if let frame = layout.frame(of: candidate) { return frame }
            let children = candidate.children
            current = children.count == 1 ? children[0] : nil
        }
        return nil
    }
}
