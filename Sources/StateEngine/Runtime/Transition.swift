import Foundation

/// How a view enters and leaves. Under an animated transaction a transition runs on the
/// animator's clock: an inserted view goes from the transition's appearance to its own (a
/// fade from opacity 0, a move in from an edge), and a removed view stays on screen, drawn
/// through the transition, until the animation ends; then it is removed and its onDisappear
/// actions run. Without an animation, what a transition decides is when a removed view's
/// onDisappear runs: a view removed with the `.identity` transition goes at once, so its
/// onDisappear runs before the onAppear of the view that replaces it; with any other
/// transition (the default is `.opacity`) the old view stays while it transitions out, so the
/// new view's onAppear runs first.
// Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/
// AppearanceActionModifierCompatibilityTests.swift `idTest` ("AFATDTDT", default transition)
// and `idTestWithIdentityTransition` ("AFDTATDT") (real SwiftUI); Apple docs, TransitionPhase
// ("when a view is being removed, its transition is changed from the identity phase to the
// didDisappear phase. If a view is removed while it is still transitioning in, then its phase
// will change to didDisappear"); TokamakUI/Tokamak pull request #426 (ezraberch, checked
// against SwiftUI: an onDisappear of a view removed with an animated `.opacity` transition
// runs "when the animation is complete").
public struct AnyTransition: Sendable {
    /// A tree of parts: the built-in ones the transition run draws (`transform`), and `Transition`
    /// values whose bodies draw themselves in the run's phase (`custom`, CustomTransition.swift).
    /// `asymmetric` and `combined` mix both kinds.
    indirect enum Kind: Sendable, Equatable {
        case identity
        case opacity
        case scale(CGFloat, UnitPoint)
        /// Moves by the view's own size toward the edge.
        case move(Edge)
        case offset(CGSize)
        case asymmetric(insertion: Kind, removal: Kind)
        case combined(Kind, Kind)
        /// A `Transition` value's body, evaluated in the run's phase (CustomTransition.swift):
        /// its own animatable modifiers draw it, the run only keeps the time.
        case custom(TransitionBody)

        /// The half that runs for an insertion or a removal.
        func half(removal: Bool) -> Kind {
            switch self {
            case .asymmetric(let insertion, let removalKind): return (removal ? removalKind : insertion).half(removal: removal)
            case .combined(let first, let second): return .combined(first.half(removal: removal), second.half(removal: removal))
            default: return self
            }
        }

        /// True when the transition changes nothing a user could see (nothing to wait for).
        var isIdentity: Bool {
            switch self {
            case .identity: return true
            case .combined(let first, let second): return first.isIdentity && second.isIdentity
            case .asymmetric(let insertion, let removal): return insertion.isIdentity && removal.isIdentity
            default: return false
            }
        }

        /// Where the transition draws a view laid out in `frame` when it is `presence` of the
        /// way to being fully shown (1: the identity phase, 0: willAppear or didDisappear).
        /// A fade moves nothing: it is seen in the frame report only.
        func transform(presence: Double, frame: CGRect) -> EffectTransform {
            let away = 1 - presence
            switch self {
            case .identity, .opacity, .asymmetric, .custom: return .identity
            case .scale(let scale, let anchor):
                let factor = Double(scale) + (1 - Double(scale)) * presence
                let point = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
                return .scale(factor, factor, around: point)
            case .move(let edge):
                let width = Double(frame.width), height = Double(frame.height)
                switch edge {
                case .leading: return .translation(-width * away, 0)
                case .trailing: return .translation(width * away, 0)
                case .top: return .translation(0, -height * away)
                case .bottom: return .translation(0, height * away)
                }
            case .offset(let size): return .translation(Double(size.width) * away, Double(size.height) * away)
            case .combined(let first, let second):
                return first.transform(presence: presence, frame: frame)
                    .concatenating(inner: second.transform(presence: presence, frame: frame))
            }
        }
    }

    let kind: Kind
    /// The transition's own animation (`.animation(_:)`), used instead of the transaction's.
    let animation: Animation?

    init(kind: Kind, animation: Animation? = nil) {
        self.kind = kind
        self.animation = animation
    }

    /// True when removal leaves no transition to wait for.
    var removesAtOnce: Bool { kind.half(removal: true).isIdentity }

    public static let identity = AnyTransition(kind: .identity)
    public static let opacity = AnyTransition(kind: .opacity)
    // Evidence: Apple docs, AnyTransition.scale ("scales the view") and scale(scale:anchor:).
    public static let scale = AnyTransition(kind: .scale(0, .center))
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(kind: .scale(scale, anchor)) }
    // Evidence: Apple docs, AnyTransition.slide ("inserts by moving in from the leading edge,
    // and removes by moving out towards the trailing edge") and move(edge:) ("moves the view
    // away, towards the specified edge of the view").
    public static let slide = AnyTransition(kind: .asymmetric(insertion: .move(.leading), removal: .move(.trailing)))
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    // Evidence: Apple docs, AnyTransition.push(from:) ("animate the view's insertion by moving
    // it in from the specified edge while fading it in, and animate its removal by moving it
    // out towards the opposite edge and fading it out").
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge
        switch edge {
        case .top: opposite = .bottom
        case .bottom: opposite = .top
        case .leading: opposite = .trailing
        case .trailing: opposite = .leading
        }
        return AnyTransition(kind: .asymmetric(insertion: .combined(.move(edge), .opacity), removal: .combined(.move(opposite), .opacity)))
    }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(kind: .offset(CGSize(width: x, height: y))) }

    // Chosen [asymmetric-removal-decides]: the insertion half runs for an insertion, the
    // removal half for a removal, and only the removal half decides when onDisappear runs.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind), animation: insertion.animation ?? removal.animation)
    }

    // Chosen [combined-transition-waits]: a combination waits if either part has something to show.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .combined(kind, other.kind), animation: animation ?? other.animation)
    }

    // Evidence: Apple docs, AnyTransition.animation(_:) ("attaches an animation to this transition").
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(kind: kind, animation: animation) }
}

nonisolated extension View {
    /// The transition's trait, and around the content the bodies of the `Transition` values it
    /// holds (none for the built-in ones: that node then passes its content through).
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionBodyModifier(kind: transition.kind))
            .modifier(_TransitionModifier(transition: transition))
    }
}

/// `.transition(_:)`: draws nothing; an insertion or removal reads it from the view.
nonisolated public struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transition: AnyTransition
    func makeBehavior() -> ModifierBehavior<Self> { TransitionBehavior() }
}

final class TransitionBehavior: ModifierBehavior<_TransitionModifier> {
    var transition = AnyTransition.opacity

    override func update(modifier: _TransitionModifier) {
        transition = modifier.transition
    }
}

/// Which removal is in progress and the onDisappear actions that wait for its transition.
final class RemovalQueue {
    enum Removal {
        /// `.identity`: onDisappear runs with the update's other actions.
        case atOnce
        /// A transition without an animation: onDisappear runs after the update's onAppear.
        case afterInsertions
        /// An animated transition: onDisappear runs when the run ends (the view leaves the screen).
        case animated(TransitionRuns.Run)
    }

    private var removalInProgress: Removal?
    private var deferred: [() -> Void] = []

    var hasDeferred: Bool { !deferred.isEmpty }

    /// Runs the teardown of `node`; the outermost removed node's transition decides for the
    /// whole subtree.
    func removing(_ node: Node, _ teardown: () -> Void) {
        if removalInProgress != nil { return teardown() }
        let transition = Self.transition(of: node)
        if transition.removesAtOnce {
            removalInProgress = .atOnce
        } else if let run = node.graph.transitions.beginRemoval(of: node, transition: transition) {
            removalInProgress = .animated(run)
            // A custom transition's body animates to didDisappear while the view is drawn.
            if transition.kind.half(removal: true).hasBody, let host = Self.phaseHost(of: node) {
                node.graph.transactions.withTransitionAnimation(transition.animation) { host.enter(.didDisappear) }
            }
        } else {
            removalInProgress = .afterInsertions
        }
        defer { removalInProgress = nil }
        teardown()
    }

    /// Queues an onDisappear action of the removal in progress.
    func enqueueDisappear(into graph: ViewGraph, _ action: @escaping () -> Void) {
        guard graph.offscreenBuilds == 0 else { return }
        switch removalInProgress {
        case .afterInsertions?: deferred.append(action)
        case .animated(let run)?: run.disappearActions.append(action)
        case .atOnce?, nil: graph.enqueuePostAction(action)
        }
    }

    /// Runs `action` when the view being removed leaves the screen: at the end of its animated
    /// transition, or now. An effect's animation inside a view transitioning out goes on until
    /// then (a custom transition's didDisappear phase is such an animation).
    func afterRemoval(_ action: @escaping () -> Void) {
        if case .animated(let run)? = removalInProgress { run.endActions.append(action) } else { action() }
    }

    func takeDeferred() -> [() -> Void] {
        defer { deferred.removeAll() }
        return deferred
    }

    /// The transition a removed view carries: the nearest `.transition` on the chain of
    /// single-child nodes it starts (a custom view's body, its modifiers); `.opacity` if none.
    // Evidence: Apple docs, View.transition(_:) ("the default transition is opacity");
    // Chosen [transition-through-single-child]: the trait is looked for only through single-child nodes, as a container's own
    // children carry their own transitions.
    /// The node evaluating a custom transition's body for `node`, found as its transition is.
    static func phaseHost(of node: Node) -> TransitionPhaseHost? {
        var current: Node? = node
        while let candidate = current {
            if let host = candidate as? TransitionPhaseHost { return host }
            let children = candidate.children
            current = children.count == 1 ? children[0] : nil
        }
        return nil
    }

    static func transition(of node: Node) -> AnyTransition {
        var current: Node? = node
        while let candidate = current {
            if let modified = candidate as? AnyModifierNode,
               let behavior = modified.anyBehavior as? TransitionBehavior {
                return behavior.transition
            }
            let children = candidate.children
            current = children.count == 1 ? children[0] : nil
        }
        return .opacity
    }
}
