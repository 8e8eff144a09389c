import Foundation

// Effects that follow a view's place in its scroll view or its geometry: they change how a view
// is drawn (opacity, scale, offset, blur...), never its layout, identity or state, so the engine
// accepts them and draws nothing differently (issue 34: purely visual and inert). The effect
// closures are not called.
// Evidence: Apple docs "scrollTransition(_:axis:transition:)" and "visualEffect(_:)" (effects
// "that don't affect layout"; VisualEffect's members are rendering effects); WWDC23 "Beyond
// scroll views" (scroll transitions change the view's rendering, not its layout).

/// StateEngine: inert (rendering effects)
public protocol VisualEffect: Sendable {}

/// StateEngine: inert (rendering effects)
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// StateEngine: inert (rendering effects)
extension VisualEffect {
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func brightness(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func contrast(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func saturation(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func grayscale(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func colorMultiply(_ color: Color) -> EmptyVisualEffect { EmptyVisualEffect() }
}

/// StateEngine: inert (how a scroll transition is paced)
public struct ScrollTransitionConfiguration: Sendable {
    public static var interactive: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static var identity: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public static var animated: ScrollTransitionConfiguration { ScrollTransitionConfiguration() }
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    public struct Threshold: Sendable {
        public static var visible: Threshold { Threshold() }
        public static var hidden: Threshold { Threshold() }
        public static var centered: Threshold { Threshold() }
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
        public func inset(by distance: Double) -> Threshold { self }
    }
}

/// StateEngine: inert (where a view is in a scroll transition)
public enum ScrollTransitionPhase: Equatable, Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    /// -1 before the visible region, 0 inside it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// StateEngine: inert (rendering effects)
nonisolated extension View {
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { inert() }

    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { inert() }

    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { inert() }

    // Evidence: Apple docs "scrollInputBehavior(_:for:)" (visionOS and watchOS inputs such as
    // the hand-gesture shortcut; no input a scenario's driver gives).
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View { inert() }
}

/// StateEngine: inert (iPadOS keyboard-driven content offset adjustment)
public struct ScrollContentOffsetAdjustmentBehavior: Sendable {
    let name: String
    public static var automatic: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(name: "automatic") }
    public static var disabled: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(name: "disabled") }
}
