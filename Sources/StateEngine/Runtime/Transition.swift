/// How a view enters and leaves. The engine draws no animation, but one thing a transition
/// decides is observable: when a removed view's onDisappear runs. A view removed with the
/// `.identity` transition goes at once, so its onDisappear runs before the onAppear of the
/// view that replaces it; with any other transition (the default is `.opacity`) the old view
/// stays while it transitions out, so the new view's onAppear runs first.
// Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/
// AppearanceActionModifierCompatibilityTests.swift `idTest` ("AFATDTDT", default transition)
// and `idTestWithIdentityTransition` ("AFDTATDT") (real SwiftUI).
public struct AnyTransition: Sendable {
    /// True when removal leaves no transition to wait for.
    let removesAtOnce: Bool

    public static let identity = AnyTransition(removesAtOnce: true)
    public static let opacity = AnyTransition(removesAtOnce: false)
    public static let slide = AnyTransition(removesAtOnce: false)
    public static let scale = AnyTransition(removesAtOnce: false)
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(removesAtOnce: false) }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(removesAtOnce: false) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(removesAtOnce: false) }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(removesAtOnce: false) }

    /// Only the removal half decides when onDisappear runs.
    // Chosen [asymmetric-removal-decides]: follows from the evidence above (removal is what the old view waits for).
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(removesAtOnce: removal.removesAtOnce)
    }

    // Chosen [combined-transition-waits]: a combination waits if either part has something to show.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(removesAtOnce: removesAtOnce && other.removesAtOnce)
    }

    /// StateEngine: inert (the animation of the transition)
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

nonisolated extension View {
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: transition))
    }
}

/// `.transition(_:)`: draws nothing; a removal reads it from the removed view.
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
    /// Whether the removal in progress removes at once; nil outside a removal.
    private var removalInProgress: Bool?
    private var deferred: [() -> Void] = []

    var hasDeferred: Bool { !deferred.isEmpty }

    /// Runs the teardown of `node`; the outermost removed node's transition decides for the
    /// whole subtree.
    func removing(_ node: Node, _ teardown: () -> Void) {
        if removalInProgress != nil { return teardown() }
        removalInProgress = Self.transition(of: node).removesAtOnce
        defer { removalInProgress = nil }
        teardown()
    }

    /// Queues an onDisappear action of the removal in progress.
    func enqueueDisappear(into graph: ViewGraph, _ action: @escaping () -> Void) {
        if removalInProgress == false {
            deferred.append(action)
        } else {
            graph.enqueuePostAction(action)
        }
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
