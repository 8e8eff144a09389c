import Foundation

// Evidence: Apple docs "Transition" (the built-in conformers IdentityTransition,
// OpacityTransition, ScaleTransition, OffsetTransition, MoveTransition, SlideTransition,
// PushTransition, BlurReplaceTransition, AsymmetricTransition, and the static members
// `.opacity`, `.scale`, `.scale(_:anchor:)`, `.offset(_:)`, `.move(edge:)`, `.slide`,
// `.push(from:)`, `.blurReplace`, `.identity`, `combined(with:)`, `animation(_:)`) and WWDC23
// "Wind your way through advanced animations in SwiftUI" (a transition is a body of
// animatable modifiers that depend on the phase: identity while shown). Each body here uses the
// engine's animatable modifiers, so `.transition(_:)` runs it as it runs a custom transition's.

/// What `.transition(_:)` erases a `Transition` to: which half has something to wait for (an
/// identity half removes at once) and the transition's own animation.
@MainActor protocol ErasableTransition {
    var erasedKind: AnyTransition.Kind { get }
    var erasedAnimation: Animation? { get }
}

extension ErasableTransition where Self: Transition {
    var erasedKind: AnyTransition.Kind { .custom(TransitionBody(self)) }
}

extension ErasableTransition {
    var erasedAnimation: Animation? { nil }
}

@MainActor enum TransitionErasure {
    static func kind<T: Transition>(of transition: T) -> AnyTransition.Kind {
        (transition as? ErasableTransition)?.erasedKind ?? .custom(TransitionBody(transition))
    }

    static func animation<T: Transition>(of transition: T) -> Animation? {
        (transition as? ErasableTransition)?.erasedAnimation
    }
}

/// A transition that changes nothing: the view appears and leaves at once.
public struct IdentityTransition: Transition, ErasableTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var erasedKind: AnyTransition.Kind { .identity }
}

/// Fades the view in from opacity 0 and out to it.
public struct OpacityTransition: Transition, ErasableTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view from `scale` around `anchor` to its size, and back when removed.
public struct ScaleTransition: Transition, ErasableTransition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// Draws the view moved by `offset` outside the identity phase.
public struct OffsetTransition: Transition, ErasableTransition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Moves the view by its own size toward `edge` outside the identity phase.
public struct MoveTransition: Transition, ErasableTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeMoveEffect(edge: edge, amount: phase.isIdentity ? 0 : 1))
    }
}

/// Moves in from the leading edge and out toward the trailing edge.
// Evidence: Apple docs, SlideTransition ("inserts by moving in from the leading edge, and
// removes by moving out towards the trailing edge").
public struct SlideTransition: Transition, ErasableTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeMoveEffect(edge: phase == .didDisappear ? .trailing : .leading, amount: phase.isIdentity ? 0 : 1))
    }
}

/// Moves in from `edge` while fading in, and out toward the opposite edge while fading out.
// Evidence: Apple docs, PushTransition ("animates the insertion of a view by moving it in from
// the specified edge while fading it in, and animates its removal by moving it out towards the
// opposite edge and fading it out").
public struct PushTransition: Transition, ErasableTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(EdgeMoveEffect(edge: phase == .didDisappear ? edge.opposite : edge, amount: phase.isIdentity ? 0 : 1))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Blurs and scales the view in and out; the blur is seen in the frame report only.
// Chosen [blur-replace-constants]: radius and scale of the hidden state (see ENGINE-RULES).
public struct BlurReplaceTransition: Transition, ErasableTransition {
    public struct Configuration: Equatable, Sendable {
        /// The scale the view shrinks to when removed (grows from when inserted).
        let removalScale: Double
        let insertionScale: Double
        // Evidence: Apple docs, BlurReplaceTransition.Configuration (downUp: down on removal,
        // up on insertion; upUp: up both ways).
        public static let downUp = Configuration(removalScale: 0.8, insertionScale: 0.8)
        public static let upUp = Configuration(removalScale: 1.2, insertionScale: 0.8)
    }

    public var configuration: Configuration
    public init(configuration: Configuration) { self.configuration = configuration }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: Double
        switch phase {
        case .willAppear: scale = configuration.insertionScale
        case .identity: scale = 1
        case .didDisappear: scale = configuration.removalScale
        }
        return content
            .blur(radius: phase.isIdentity ? 0 : 20)
            .scaleEffect(CGFloat(scale))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// One transition for insertion and another for removal.
// Evidence: Apple docs, AsymmetricTransition ("a composite Transition that uses a different
// transition for insertion versus removal"); each half stays in the identity phase while the
// other half runs, as the shown view is in the identity phase (Apple docs, TransitionPhase).
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, ErasableTransition {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let removed = removal.body(content: PlaceholderContentView(content), phase: phase == .didDisappear ? .didDisappear : .identity)
        return insertion.body(content: PlaceholderContentView(removed), phase: phase == .willAppear ? .willAppear : .identity)
    }
    var erasedKind: AnyTransition.Kind {
        .asymmetric(insertion: TransitionErasure.kind(of: insertion), removal: TransitionErasure.kind(of: removal))
    }
    var erasedAnimation: Animation? { TransitionErasure.animation(of: insertion) ?? TransitionErasure.animation(of: removal) }
}

/// Two transitions at once (`combined(with:)`): the second's body around the first's.
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition, ErasableTransition {
    let first: First
    let second: Second
    public func body(content: Content, phase: TransitionPhase) -> some View {
        second.body(content: PlaceholderContentView(first.body(content: PlaceholderContentView(content), phase: phase)), phase: phase)
    }
    var erasedKind: AnyTransition.Kind {
        .combined(TransitionErasure.kind(of: first), TransitionErasure.kind(of: second))
    }
    var erasedAnimation: Animation? { TransitionErasure.animation(of: first) ?? TransitionErasure.animation(of: second) }
}

/// A transition with its own animation (`animation(_:)`), used instead of the transaction's.
public struct _AnimatedTransition<Base: Transition>: Transition, ErasableTransition {
    let base: Base
    let animation: Animation?
    public func body(content: Content, phase: TransitionPhase) -> some View {
        base.body(content: PlaceholderContentView(content), phase: phase)
    }
    var erasedKind: AnyTransition.Kind { TransitionErasure.kind(of: base) }
    var erasedAnimation: Animation? { animation }
}

extension Transition {
    // Evidence: Apple docs, Transition.combined(with:) ("Combines this transition with another,
    // returning a new transition that is the result of both transitions being applied").
    public func combined<T: Transition>(with other: T) -> _CombinedTransition<Self, T> {
        _CombinedTransition(first: self, second: other)
    }

    // Evidence: Apple docs, Transition.animation(_:) ("Attaches an animation to this transition").
    public func animation(_ animation: Animation?) -> _AnimatedTransition<Self> {
        _AnimatedTransition(base: self, animation: animation)
    }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    // Evidence: Apple docs, Transition.scale ("Returns a transition that scales the view") — from 0.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}

/// Moves the drawing by `amount` of the view's own size toward `edge`.
// Evidence: Apple docs, MoveTransition ("moves the view away, towards the specified edge of
// the view") and GeometryEffect.effectValue(size:) (the effect reads the view's size).
struct EdgeMoveEffect: GeometryEffect {
    var edge: Edge
    var amount: Double
    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        let dx: Double, dy: Double
        switch edge {
        case .leading: (dx, dy) = (-Double(size.width) * amount, 0)
        case .trailing: (dx, dy) = (Double(size.width) * amount, 0)
        case .top: (dx, dy) = (0, -Double(size.height) * amount)
        case .bottom: (dx, dy) = (0, Double(size.height) * amount)
        }
        return ProjectionTransform(CGAffineTransform(translationX: dx, y: dy))
    }
}
