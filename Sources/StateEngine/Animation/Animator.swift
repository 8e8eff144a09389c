import Transcript

/// The graph's animations on the virtual clock. An update that changes an animatable value
/// under an animated transaction gives it a run; while any value animates, a frame is due at
/// every tick of 60 per virtual second. A frame retires finished runs, calls the completions
/// they complete, invalidates the views that read an animated value and lets the graph run
/// its ordinary update. Nothing animates without a transaction's animation, and an update
/// that animates nothing costs one check.
// Chosen [animation-frame-rate]: frames are ticks of the virtual clock at 60 per second
// (iPhone's standard display rate; ProMotion's 120 Hz is not modelled), on the grid k/60 s.
final class Animator {
    static let framesPerSecond = 60.0

    unowned(unsafe) var graph: ViewGraph!
    /// Animated values of views (`Animatable` bodies), by node.
    private var viewValues: [ObjectIdentifier: AnyAnimatedValue] = [:]
    /// Values with runs, in the order they started animating.
    private var active: [AnyAnimatedValue] = []
    private var nextFrame: Int?
    /// Completions of the transaction whose update runs now.
    private var updateGroup: AnimationCompletionGroup?
    /// Bodies evaluated by frames are counted here, not listed one by one.
    private(set) var isRunningFrame = false
    private var log = FrameLog()

    var now: Double { EngineContext.current?.mainQueue.now ?? 0 }

    func attach(to graph: ViewGraph) {
        self.graph = graph
        graph.transactions.onBeginUpdate = { [unowned self] in self.beginUpdate($0) }
        graph.transactions.onNothingToUpdate = { [unowned self] transaction in
            self.schedule(transaction.completions.map(\.action))
        }
    }

    // MARK: Updates

    /// An update begins for `transaction` (TransactionQueue calls this).
    func beginUpdate(_ transaction: Transaction) {
        closeUpdateGroup()
        if !transaction.completions.isEmpty { updateGroup = AnimationCompletionGroup(transaction.completions) }
    }

    /// The update of the current transaction is over: completions with nothing to wait for run.
    func closeUpdateGroup() {
        guard let group = updateGroup else { return }
        updateGroup = nil
        schedule(group.close())
    }

    /// The animation a value changed at `node` gets: the update's transaction, changed by the
    /// transaction modifiers above the node (outermost first).
    func animation(for node: Node) -> Animation? {
        var transaction = graph.transactions.updateTransaction
        var scopes: [TransactionScope] = []
        var current = node.parent
        while let candidate = current {
            if let modified = candidate as? AnyModifierNode, let scope = modified.anyBehavior as? TransactionScope {
                scopes.append(scope)
            }
            current = candidate.parent
        }
        // `.animation(_:body:)` scopes end at their placeholder: inside it, the transaction is
        // the one from before the scope began.
        var saved: [Transaction] = []
        for scope in scopes.reversed() {
            if let body = scope as? TransactionScopeBehavior {
                if body.endsScope {
                    if let outer = saved.popLast() { transaction = outer }
                    continue
                }
                if body.beginsScope { saved.append(transaction) }
            }
            scope.apply(to: &transaction)
        }
        return transaction.animation
    }

    /// Sets `value` to `newValue` under the animation its node's transaction carries.
    func set<Data: VectorArithmetic>(_ value: AnimatedValue<Data>, to newValue: Data, at node: Node) {
        guard newValue != value.model else { return }
        set(value, to: newValue, animation: animation(for: node), environment: node.environment)
    }

    /// Sets `value` to `newValue` under `animation` (a transition's own, or its node's).
    func set<Data: VectorArithmetic>(_ value: AnimatedValue<Data>, to newValue: Data, animation: Animation?, environment: EnvironmentValues = EnvironmentValues()) {
        guard newValue != value.model else { return }
        let wasAnimating = value.isAnimating
        let removed = value.set(newValue, animation: animation, group: animation == nil ? nil : updateGroup, at: now, environment: environment)
        for run in removed { if let group = run.group { AnimatedValue<Data>.notifyRemoved(run, group, notify) } }
        if value.isAnimating && !wasAnimating {
            active.append(value)
            log.began(value, at: now)
        }
        if value.isAnimating { scheduleFrame() }
    }

    // MARK: Animatable views

    /// Takes a new value of an `Animatable` view at `host`.
    func accept<V>(_ host: DynamicPropertyHost, old: V, new: V) {
        guard let old = old as? any Animatable else { return }
        accept(host, old, new)
    }

    private func accept<A: Animatable>(_ host: DynamicPropertyHost, _ old: A, _ new: Any) {
        guard let new = new as? A else { return }
        let from = runAsMainActor(old, ()) { view, _ in view.animatableData }
        let to = runAsMainActor(new, ()) { view, _ in view.animatableData }
        let key = ObjectIdentifier(host)
        let value = viewValues[key] as? AnimatedValue<A.AnimatableData> ?? {
            let created = AnimatedValue(from, subject: host.typeName, host: host)
            viewValues[key] = created
            return created
        }()
        set(value, to: to, at: host)
    }

    /// The view as a frame shows it: its `animatableData` is the presented value.
    func presented<V>(_ view: V, host: DynamicPropertyHost) -> V {
        guard let value = viewValues[ObjectIdentifier(host)], value.isAnimating,
              let animatable = view as? any Animatable else { return view }
        return presented(animatable, value) as? V ?? view
    }

    private func presented<A: Animatable>(_ view: A, _ value: AnyAnimatedValue) -> A {
        guard let typed = value as? AnimatedValue<A.AnimatableData> else { return view }
        let data = typed.presented(at: now)
        return runAsMainActor(view, data) { view, data in
            var copy = view
            copy.animatableData = data
            return copy
        }
    }

    /// The node left the graph: its animations are removed.
    func forget(_ host: DynamicPropertyHost) {
        guard let value = viewValues.removeValue(forKey: ObjectIdentifier(host)) else { return }
        remove(value)
    }

    func remove(_ value: AnyAnimatedValue) {
        value.removeAll(notify: notify)
        active.removeAll { $0 === value }
    }

    /// Runs frames for a value that computes itself from the time (a keyframe animator): it
    /// animates until its `retire` says it is done.
    func drive(_ value: AnyAnimatedValue) {
        guard !active.contains(where: { $0 === value }) else { return }
        active.append(value)
        log.began(value, at: now)
        scheduleFrame()
    }

    // MARK: Frames

    private func scheduleFrame() {
        guard nextFrame == nil, let queue = EngineContext.current?.mainQueue else { return }
        let frame = Int((queue.now * Self.framesPerSecond + 1e-9).rounded(.down)) + 1
        nextFrame = frame
        queue.enqueue(at: Double(frame) / Self.framesPerSecond) { [weak self] in self?.runFrame() }
    }

    private func runFrame() {
        nextFrame = nil
        let time = now
        isRunningFrame = true
        var still: [AnyAnimatedValue] = []
        for value in active {
            log.frame(value, at: time)
            if let host = value.host, host.isAlive { graph.invalidate(host, cause: .animationFrame) }
            if value.retire(at: time, notify: notify) { still.append(value) }
        }
        active = still
        if !active.isEmpty { scheduleFrame() }
        // The frame's update runs now (the queue job settles the graph); the flag stays set
        // until then through `settled()`.
    }

    /// The graph settled: a frame's update is over.
    func settled() {
        closeUpdateGroup()
        isRunningFrame = false
    }

    func countFrameBody(_ type: String) { log.countBody(type) }

    // MARK: Completions

    private lazy var notify: (AnimationCompletionGroup, AnimationCompletionGroup.Event) -> Void = { [unowned self] group, event in
        self.schedule(group.record(event))
    }

    /// Completions run as main-queue work now: after the update that made them due.
    private func schedule(_ actions: [() -> Void]) {
        for action in actions { VirtualScheduling.schedule(after: 0, action) }
    }

    // MARK: Transcript

    /// The frames since the last step, one event per animated value.
    func takeFrameEvents() -> [TranscriptEvent] { log.take() }
}

/// A modifier that changes the transaction of updates below it (`.transaction { }`,
/// `.animation(_:value:)`).
protocol TransactionScope: AnyObject {
    func apply(to transaction: inout Transaction)
}
