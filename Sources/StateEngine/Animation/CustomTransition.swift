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
    /// inserts or removes the view.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_CustomTransitionModifier(transition: transition))
            .transition(AnyTransition(TransitionErasure.kind(of: transition), animation: TransitionErasure.animation(of: transition)))
    }
}

/// The custom modifier whose body is the transition's; its node evaluates it in the phase of
/// the view's transition run (`TransitionPhaseHost`), identity while the view is shown.
public struct _CustomTransitionModifier<T: Transition>: ViewModifier {
    let transition: T

    public func body(content: Content) -> T.Body {
        transition.body(content: PlaceholderContentView(content), phase: content.transitionPhase)
    }
}

/// Marks the modifier whose body is a custom transition's.
protocol CustomTransitionModifying {}
extension _CustomTransitionModifier: CustomTransitionModifying {}

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
