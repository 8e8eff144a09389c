import Foundation

// Evidence: Apple docs "GeometryEffect" ("An effect that changes the visual appearance of a view,
// largely without changing its ancestors or descendants"; "The only change the effect makes to
// the view's ancestors and descendants is to change the coordinate transform to and from them";
// `protocol GeometryEffect : Animatable, ViewModifier where Self.Body == Never`) and
// "effectValue(size:)" ("Returns the current value of the effect"): the effect is animatable
// (its `animatableData` is interpolated frame by frame like any Animatable's), takes the view's
// size and gives a transform of its drawing; the layout does not move.
/// A modifier that transforms how its content is drawn, from the content's size.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension ModifiedContent where Content: View, Modifier: GeometryEffect {
    func makeGeometryEffectNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        GeometryEffectNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// Opens a `ModifiedContent` whose modifier is some `GeometryEffect` (`ModifiedContent.makeNode`).
protocol GeometryEffectApplication {
    func makeGeometryEffectNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node
}

extension ModifiedContent: GeometryEffectApplication where Content: View, Modifier: GeometryEffect {}

/// Holds a geometry effect's content and its animated data; draws the content through the
/// effect's transform at the presented data, relative to the content's layout frame.
final class GeometryEffectNode<Content: View, Effect: GeometryEffect>: Node, ViewNode {
    var effect: Effect
    var content: Node?
    private let data: AnimatedValue<Effect.AnimatableData>

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: ModifiedContent<Content, Effect>) {
        effect = view.modifier
        let initial = runAsMainActor(view.modifier, ()) { effect, _ in effect.animatableData }
        data = AnimatedValue(initial, subject: viewTypeName(Effect.self), host: nil)
        super.init(graph: graph, parent: parent, environment: environment)
        content = reconcile(nil, with: view.content, environment: environment, parent: self, graph: graph)
    }

    override var children: [Node] { content.map { [$0] } ?? [] }

    func update(view: ModifiedContent<Content, Effect>, environment: EnvironmentValues) {
        self.environment = environment
        effect = view.modifier
        let target = runAsMainActor(view.modifier, ()) { effect, _ in effect.animatableData }
        graph.animator.set(data, to: target, at: self)
        content = reconcile(content, with: view.content, environment: environment, parent: self, graph: graph)
    }

    /// The effect does not change layout: its content is its parent's subview.
    func keepsLayout(updatingTo view: ModifiedContent<Content, Effect>, environment: EnvironmentValues) -> Bool { true }

    override func willTeardown() {
        graph.removals.afterRemoval { [graph, data] in graph.animator.remove(data) }
    }

    /// The transform a frame shows: the effect with its presented data, given the content's size.
    func transform(in frame: CGRect) -> EffectTransform {
        let presented = data.presented(at: graph.animator.now)
        let value = runAsMainActor(effect, (presented, frame.size)) { effect, input in
            var shown = effect
            shown.animatableData = input.0
            return shown.effectValue(size: input.1)
        }
        // The effect's transform is in the view's own coordinates: its origin is the frame's.
        return EffectTransform.translation(Double(frame.minX), Double(frame.minY))
            .concatenating(inner: value.affinePart)
            .concatenating(inner: .translation(-Double(frame.minX), -Double(frame.minY)))
    }

    override func render(into screen: inout ScreenBuilder) {
        guard let frame = screen.layoutFrame(of: self) else { return renderChildren(into: &screen) }
        screen.withEffect(transform(in: frame)) { renderChildren(into: &$0) }
    }
}

extension GeometryEffectNode: LayoutTransparent {}

extension ProjectionTransform {
    // Chosen [geometry-effect-affine]: a frame is drawn through the affine part of an effect's
    // projection (m11, m12, m21, m22, m31, m32); a perspective part (m13, m23, m33) changes pixels
    // the screen tree does not show.
    var affinePart: EffectTransform {
        EffectTransform(a: Double(m11), b: Double(m12), c: Double(m21), d: Double(m22), tx: Double(m31), ty: Double(m32))
    }
}

/// An affine transform of the plane, Core Graphics' (which Foundation on Linux does not have):
/// a point (x, y) goes to (a x + c y + tx, b x + d y + ty).
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public static let identity = CGAffineTransform()
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` then `other` (Core Graphics' order: `t1.concatenating(t2)` applies t1 first).
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                          c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                          tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before `self`, as `CGAffineTransformTranslate`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: x, y: y).concatenating(self) }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }

    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

// Evidence: Apple docs "ProjectionTransform" (a 3x3 matrix m11...m33 of a projective transform,
// made from a CGAffineTransform or a CATransform3D).
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` then `rhs` (row vectors, as Core Graphics).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }
}

nonisolated extension View {
    // Evidence: Apple docs "geometryGroup()" ("Isolates the geometry (e.g. position and size) of
    // the view from its parent view"): it decides how an animated change of the parent's
    // geometry reaches the views inside.
    // Chosen [geometry-group-inert]: the layout pass places views at their new frames at once (only effects animate), so there is no geometry animation for the group to isolate: the modifier is accepted and changes nothing.
    /// StateEngine: inert (frames do not animate, so there is no geometry to isolate)
    public func geometryGroup() -> some View { modifier(_InertModifier()) }
}
