import Foundation

// Evidence: Apple docs, offset(x:y:), scaleEffect(_:anchor:), rotationEffect(_:anchor:)
// ("scales/rotates this view's rendered output ... relative to an anchor point"; the view's
// layout frame is unchanged) and Animatable/GeometryEffect (these are animatable effects:
// under an animated transaction their values are interpolated frame by frame); WWDC23
// "Explore SwiftUI animation" (scaleEffect's value animates through the frames of the
// transaction's animation). Blur, brightness, contrast, saturation, grayscale and hue
// rotation are animatable the same way (Apple docs list their amounts as animatable); they
// change pixels only, so their frames are seen in the frame report.
/// An animatable effect on how a view is drawn: the layout does not change, the view is
/// drawn moved, scaled or rotated (frames reported by a layout step are the drawn ones).
enum VisualEffectKind: Equatable {
    /// (dx, dy) points.
    case offset
    /// (x, y) factors around the anchor.
    case scale(UnitPoint)
    /// Degrees (first value) around the anchor.
    case rotation(UnitPoint)
    /// A filter's amount (first value); it moves nothing.
    case filter(String)

    var name: String {
        switch self {
        case .offset: return "offset"
        case .scale: return "scale"
        case .rotation: return "rotation"
        case .filter(let name): return name
        }
    }

    /// What the effect does to drawing inside `frame` with `value`.
    func transform(_ value: AnimatablePair<Double, Double>, in frame: CGRect) -> EffectTransform? {
        func point(_ anchor: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        }
        switch self {
        case .offset: return .translation(value.first, value.second)
        case .scale(let anchor): return .scale(value.first, value.second, around: point(anchor))
        case .rotation(let anchor): return .rotation(value.first * .pi / 180, around: point(anchor))
        case .filter: return nil
        }
    }

    func format(_ value: AnimatablePair<Double, Double>) -> String {
        let describe = AnimatableDescription.number
        switch self {
        case .offset, .scale: return "(\(describe(value.first)), \(describe(value.second)))"
        case .rotation: return describe(value.first) + "°"
        case .filter: return describe(value.first)
        }
    }
}

nonisolated public struct _VisualEffectModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let kind: VisualEffectKind
    let value: AnimatablePair<Double, Double>
    func makeBehavior() -> ModifierBehavior<Self> { VisualEffectBehavior() }
}

final class VisualEffectBehavior: ModifierBehavior<_VisualEffectModifier>, ScreenContributor {
    private var kind = VisualEffectKind.offset
    private var value: AnimatedValue<AnimatablePair<Double, Double>>?

    override func update(modifier: _VisualEffectModifier) {
        kind = modifier.kind
        guard let value else {
            let created = AnimatedValue(modifier.value, subject: "\(node.ownerName) \(modifier.kind.name)", host: nil)
            let kind = modifier.kind
            created.format = { kind.format($0) }
            value = created
            return
        }
        graph.animator.set(value, to: modifier.value, at: node)
    }

    /// The value a frame shows now.
    var presented: AnimatablePair<Double, Double>? { value.map { $0.presented(at: graph.animator.now) } }

    override func teardown() {
        guard let value else { return }
        graph.removals.afterRemoval { [graph] in graph.animator.remove(value) }
    }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        guard let presented, let frame = screen.layoutFrame(of: node),
              let effect = kind.transform(presented, in: frame) else {
            return node.renderChildren(into: &screen)
        }
        screen.withEffect(effect) { node.renderChildren(into: &$0) }
    }
}

nonisolated extension View {
    func visualEffect(_ kind: VisualEffectKind, _ first: Double, _ second: Double = 0) -> some View {
        modifier(_VisualEffectModifier(kind: kind, value: AnimatablePair(first, second)))
    }

    public func offset(_ offset: CGSize) -> some View { visualEffect(.offset, Double(offset.width), Double(offset.height)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { visualEffect(.offset, Double(x), Double(y)) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { visualEffect(.rotation(anchor), angle.degrees) }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { visualEffect(.scale(anchor), Double(scale), Double(scale)) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { visualEffect(.scale(anchor), Double(scale.width), Double(scale.height)) }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { visualEffect(.scale(anchor), Double(x), Double(y)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { visualEffect(.filter("blur"), Double(radius)) }
    public func brightness(_ amount: Double) -> some View { visualEffect(.filter("brightness"), amount) }
    public func contrast(_ amount: Double) -> some View { visualEffect(.filter("contrast"), amount) }
    public func saturation(_ amount: Double) -> some View { visualEffect(.filter("saturation"), amount) }
    public func grayscale(_ amount: Double) -> some View { visualEffect(.filter("grayscale"), amount) }
    public func hueRotation(_ angle: Angle) -> some View { visualEffect(.filter("hueRotation"), angle.degrees) }
}
