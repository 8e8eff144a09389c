import Foundation

/// Transitions on the animator's clock. A view an animated update inserts gets a run whose
/// presence goes from 0 to 1; a view it removes gets one from where it is to 0 and stays in
/// its parent's drawing (at its place among the children, in its last frame) until the run
/// ends, when it leaves the screen and its onDisappear actions run. Nothing here costs an
/// update that animates nothing more than one check for an empty table.
// Evidence: Apple docs, TransitionPhase (insertion: willAppear then identity; removal:
// identity to didDisappear, continuing from where an insertion is) and Transaction/
// withAnimation(_:completionCriteria:_:completion:) (a transition is one of the transaction's
// animations, so completions wait for it).
// Chosen [transition-removal-order]: a removal's last frame takes the view off the screen and
// runs its onDisappear actions in that frame's update; the animation's completions run after
// that update, as every completion does (Animator.schedule).
// Chosen [transition-fade-shown]: a view fading in or out is on the screen for the whole
// transition (from the update that inserts it; until the end of its removal): it is in the view
// tree, and a fade changes pixels only (its progress is in the frame report), unlike
// `.opacity(0)`, a state a view stays in.
// Chosen [transitioning-out-not-interactive]: a view drawn while it transitions out shows its
// texts but offers nothing to tap or type into: it is no longer in the view tree.
final class TransitionRuns {
    final class Run {
        /// The view transitioning (kept alive while a removed one is still drawn).
        let node: Node
        /// The half that runs (insertion or removal), with the view's frame when drawn.
        var kind: AnyTransition.Kind
        let presence: AnimatedValue<Double>
        var isRemoval = false
        /// Where a removed view is drawn among its parent's children.
        var index = 0
        /// Weak: the parent may leave the graph (and memory) before the run ends.
        weak var parent: Node?
        var disappearActions: [() -> Void] = []
        /// Cleanup of the removed subtree deferred until it leaves the screen (its animated
        /// effects keep running while it is drawn: `RemovalQueue.afterRemoval`).
        var endActions: [() -> Void] = []

        init(node: Node, kind: AnyTransition.Kind, presence: AnimatedValue<Double>) {
            self.node = node
            self.kind = kind
            self.presence = presence
        }
    }

    unowned(unsafe) let graph: ViewGraph
    /// Runs by the node transitioning.
    private var runs: [ObjectIdentifier: Run] = [:]
    /// Removed views still drawn, by parent.
    private var ghosts: [ObjectIdentifier: [Run]] = [:]

    init(graph: ViewGraph) { self.graph = graph }

    var isEmpty: Bool { runs.isEmpty }

    /// `node` was inserted by the current update: under an animation it transitions in.
    func inserted(_ node: Node) {
        guard graph.isUpdating, graph.offscreenBuilds == 0 else { return }
        let transition = RemovalQueue.transition(of: node)
        let kind = transition.kind.half(removal: false)
        guard !kind.isIdentity, let animation = transition.animation ?? graph.animator.animation(for: node) else { return }
        let presence = makePresence(for: node, kind: "insertion", from: 0)
        let run = Run(node: node, kind: kind, presence: presence)
        runs[ObjectIdentifier(node)] = run
        presence.whenSettled = { [unowned self, unowned run] in self.finish(run) }
        graph.animator.set(presence, to: 1, animation: animation, environment: node.environment)
        // A custom transition's body is first shown in willAppear, then animated to identity.
        if kind.hasBody, let host = RemovalQueue.phaseHost(of: node) {
            graph.transactions.withoutAnimation { host.enter(.willAppear) }
            graph.transactions.withTransitionAnimation(transition.animation) { host.enter(.identity) }
        }
    }

    /// `node` is being removed: under an animation it stays drawn until its transition ends.
    /// Returns the run, or nil when the removal is not animated.
    func beginRemoval(of node: Node, transition: AnyTransition) -> Run? {
        guard graph.isUpdating, graph.offscreenBuilds == 0, let parent = node.parent, parent.isAlive,
              let animation = transition.animation ?? graph.animator.animation(for: node) else { return nil }
        let kind = transition.kind.half(removal: true)
        let key = ObjectIdentifier(node)
        let run: Run
        if let inserting = runs[key] {
            // Still transitioning in: the removal continues from where it is.
            run = inserting
            run.kind = kind
        } else {
            run = Run(node: node, kind: kind, presence: makePresence(for: node, kind: "removal", from: 1))
            runs[key] = run
            run.presence.whenSettled = { [unowned self, unowned run] in self.finish(run) }
        }
        run.isRemoval = true
        run.parent = parent
        run.index = parent.children.firstIndex { $0 === node } ?? parent.children.count
        ghosts[ObjectIdentifier(parent), default: []].append(run)
        graph.animator.set(run.presence, to: 0, animation: animation, environment: node.environment)
        return run
    }

    private func makePresence(for node: Node, kind: String, from start: Double) -> AnimatedValue<Double> {
        let label = ScreenBuilder.label(of: node)
        let subject = (label.isEmpty ? node.ownerName : quoted(label)) + " " + kind
        return AnimatedValue(start, subject: subject, host: nil)
    }

    /// The run's animation ended: an insertion is over; a removed view leaves the screen.
    private func finish(_ run: Run) {
        let key = ObjectIdentifier(run.node)
        guard runs[key] === run else { return }
        runs[key] = nil
        guard run.isRemoval else { return }
        for key in Array(ghosts.keys) {
            ghosts[key]?.removeAll { $0 === run }
            if ghosts[key]?.isEmpty == true { ghosts[key] = nil }
        }
        for action in run.disappearActions { graph.enqueuePostAction(action) }
        run.disappearActions = []
        for action in run.endActions { action() }
        run.endActions = []
        if let parent = run.parent, parent.isAlive { parent.markChanged() }
    }

    // MARK: Drawing

    /// Draws `parent`'s children, each through its insertion if it has one, with the removed
    /// views still transitioning out at their places.
    func render(childrenOf parent: Node, into screen: inout ScreenBuilder) {
        // A run whose parent is gone no longer draws (another node may reuse the address).
        let removed = (ghosts[ObjectIdentifier(parent)] ?? []).filter { $0.parent === parent }
        let children = parent.children
        for (index, child) in children.enumerated() {
            for ghost in removed where ghost.index == index { draw(ghost, into: &screen) }
            if let run = runs[ObjectIdentifier(child)], !run.isRemoval {
                draw(run, into: &screen)
            } else {
                child.render(into: &screen)
            }
        }
        for ghost in removed where ghost.index >= children.count { draw(ghost, into: &screen) }
    }

    private func draw(_ run: Run, into screen: inout ScreenBuilder) {
        let presence = run.presence.presented(at: graph.animator.now)
        let frame = screen.layoutFrame(of: run.node) ?? .zero
        let tappables = screen.tappables.count, controls = screen.controls.count
        screen.withEffect(run.kind.transform(presence: presence, frame: frame)) { run.node.render(into: &$0) }
        if run.isRemoval {
            screen.tappables.removeSubrange(tappables...)
            screen.controls.removeSubrange(controls...)
        }
    }
}
