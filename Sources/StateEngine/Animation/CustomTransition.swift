import Foundation

// Evidence: Apple docs "Transition" ("A description of view changes to apply when a view is
// added to and removed from the view hierarchy"; "A transition should generally be made by
// applying one or more modifiers to the content") and "TransitionPhase" ("When a view is
// appearing with a transition, the transition will first be shown with the willAppear phase,
// then will be immediately moved to the identity phase. When a view is being removed, its
// transition is changed from the identity phase to the didDisappear phase"; "the transition's
// view modifications in the identity phase will be applied to the view as long as it is
// visible"; "If no animatable change is applied, then the transition will be a no-op").
/// A custom transition: a body that modifies the content according to the phase. The engine
/// evaluates it like a custom view modifier's body, with the phase its transition run is in;
/// the animatable modifiers inside (opacity, offset, scale, a GeometryEffect) carry the change
/// frame by frame, under the transaction's animation.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// The stage of a transition a view is in.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear

    public var isIdentity: Bool { self == .identity }

    // Evidence: Apple docs "TransitionPhase.value" (-1 for willAppear, 0 for identity, 1 for
    // didDisappear: a factor for effects that go one way in and the other way out).
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// What a transition says about itself (whether it moves, for reduced motion).
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

extension View {
    /// Attaches a custom transition: its body applies to the view while it is shown (in the
    /// identity phase), and runs from willAppear or to didDisappear when an animated update
    /// inserts or removes the view. The same as `.transition(AnyTransition(transition))`.
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}

extension AnyTransition {
    /// Erases a `Transition`: its composites (`AsymmetricTransition`, `combined(with:)`,
    /// `animation(_:)`) become the same tree the `AnyTransition` operators build, so both kinds
    /// mix; every other transition is a part whose body draws it.
    // Evidence: Apple docs, AnyTransition.init(_:) ("Create an instance that type-erases
    // transition", iOS 17) and Transition ("A description of view changes to apply when a view
    // is added to and removed from the view hierarchy").
    @MainActor @preconcurrency
    public init<T: Transition>(_ transition: T) {
        self.init(kind: TransitionErasure.kind(of: transition), animation: TransitionErasure.animation(of: transition))
    }
}

/// One `Transition` value of an `AnyTransition`: its body, evaluated by `_TransitionBodyModifier`
/// in the phase of the view's transition run. Unchecked: made and applied on the main actor
/// only (the `Transition` protocol is main-actor isolated), as every view value is.
struct TransitionBody: @unchecked Sendable, Equatable {
    /// The transition itself, compared field by field to tell an unchanged body.
    private let transition: Any
    private let apply: @MainActor (AnyView, TransitionPhase) -> AnyView

    @MainActor init<T: Transition>(_ transition: T) {
        self.transition = transition
        apply = { content, phase in AnyView(transition.body(content: PlaceholderContentView(content), phase: phase)) }
    }

    @MainActor func body(of content: AnyView, phase: TransitionPhase) -> AnyView { apply(content, phase) }

    static func == (lhs: TransitionBody, rhs: TransitionBody) -> Bool {
        ValueComparison.anyEqual(lhs.transition, rhs.transition)
    }
}

extension AnyTransition.Kind {
    /// True when some part is a `Transition` whose body draws it.
    var hasBody: Bool {
        switch self {
        case .custom: return true
        case .asymmetric(let insertion, let removal): return insertion.hasBody || removal.hasBody
        case .combined(let first, let second): return first.hasBody || second.hasBody
        default: return false
        }
    }

    /// `content` through the bodies of the `Transition` parts in `phase`; the built-in parts
    /// leave it as it is (the transition run draws them). An asymmetric transition's halves each
    /// stay in the identity phase while the other half runs; a combination applies the second
    /// part around the first, as `AsymmetricTransition` and `combined(with:)` do.
    // Evidence: Apple docs, AsymmetricTransition ("a composite Transition that uses a different
    // transition for insertion versus removal"), Transition.combined(with:) ("the result of both
    // transitions being applied") and TransitionPhase (a shown view is in the identity phase).
    @MainActor func body(of content: AnyView, phase: TransitionPhase) -> AnyView {
        switch self {
        case .custom(let part): return part.body(of: content, phase: phase)
        case .asymmetric(let insertion, let removal):
            let removed = removal.body(of: content, phase: phase == .didDisappear ? .didDisappear : .identity)
            return insertion.body(of: removed, phase: phase == .willAppear ? .willAppear : .identity)
        case .combined(let first, let second):
            return second.body(of: first.body(of: content, phase: phase), phase: phase)
        case .identity, .opacity, .scale, .move, .offset: return content
        }
    }
}

/// The custom modifier `.transition(_:)` puts around the content: its body is the `Transition`
/// parts' bodies, and its node evaluates it in the phase of the view's transition run
/// (`TransitionPhaseHost`), identity while the view is shown. The engine's, not the author's:
/// its evaluations are not the author's bodies in the transcript.
// Chosen [erased-transition-structure]: the bodies are erased (`AnyView`), so a view whose
// transition changes to one made of other `Transition` types (or from built-in parts only to
// one with a body) gets its content below the transition made again; the same types keep it.
public struct _TransitionBodyModifier: ViewModifier, Equatable, EngineProvidedView {
    let kind: AnyTransition.Kind

    public func body(content: Content) -> AnyView {
        kind.body(of: AnyView(content), phase: content.transitionPhase)
    }
}

/// Marks the modifier whose body is a custom transition's.
protocol CustomTransitionModifying {}
extension _TransitionBodyModifier: CustomTransitionModifying {}

/// A node whose body a transition's phase drives (`TransitionRuns`, `RemovalQueue`).
protocol TransitionPhaseHost: AnyObject {
    func enter(_ phase: TransitionPhase)
}

extension CustomModifierNode: TransitionPhaseHost where Modifier: CustomTransitionModifying {
    func enter(_ phase: TransitionPhase) {
        guard source.transitionPhase != phase else { return }
        source.transitionPhase = phase
        evaluate()
    }
}

extension _ViewModifier_Content {
    /// The phase of the custom transition whose body this content is in.
    var transitionPhase: TransitionPhase { source.transitionPhase }
}
