import Foundation
import Transcript

/// One running view hierarchy: its root, its pending invalidations, the update passes that
/// settle them and the events they produce. Everything mutable lives here, per driver.
final class ViewGraph {
    /// Update passes one step may take before the engine calls it a runaway loop.
    // Chosen [update-pass-limit]: SwiftUI has no documented limit (a real app hangs or logs
    // "AttributeGraph: cycle detected"); 100 passes is far beyond any settling scenario.
    static let passLimit = 100

    private let sink: (TranscriptEvent) -> Void
    /// Events held back while a presentation builds its content (see `holdingEvents`).
    private var heldEvents: [TranscriptEvent]?
    var root: Node?
    var stamp = 1
    /// True while an update pass runs: State reads return installed snapshots and record reads.
    private(set) var isUpdating = false
    /// Hosts whose body is being evaluated (innermost last).
    private(set) var evaluationStack: [DynamicPropertyHost] = []
    private var dirty: [DynamicPropertyHost] = []
    private var postActions: [() -> Void] = []
    /// `.task` starts: after every appear/change action of the same update (as SwiftUI does).
    private var taskStarts: [() -> Void] = []
    /// Body evaluations per view type (its identity; the printed name is only presentation).
    private(set) var bodyCounts: [ObjectIdentifier: Int] = [:]
    /// What presents separate trees; brought up to date after the bodies of each pass.
    let presenters = PresenterRegistry()
    /// Presented trees, bottom to top.
    var layers: [PresentationRootNode] = []
    /// What reads preferences; refreshed after presentations, at the end of each pass.
    let preferenceReaders = PreferenceReaderRegistry()
    /// The text field last typed into when no `focused` binding tracks it: it has focus then
    /// (focused values follow it), though no `@FocusState` can say so.
    weak var unboundFocus: Node?
    /// `onOpenURL` handlers of living views, in registration order.
    var urlHandlers: [URLHandlerRegistration] = []
    var runawayReported = false
    /// What `@AppStorage` and the scenario's `UserDefaults.standard` read and write.
    let defaults = DefaultsStore.atLaunch()
    /// What `@AppStorage` reads and writes below a `defaultAppStorage(_:)` naming other defaults.
    var suiteDefaults: [(suite: UserDefaults, store: DefaultsStore)] = []
    /// What `@SceneStorage` reads and writes (restored on relaunch, like the defaults).
    let sceneStorage = DefaultsStore()
    /// State writes waiting for their update, one group per transaction.
    let transactions = TransactionQueue()
    /// How removed identities queue their onDisappear actions.
    let removals = RemovalQueue()
    /// Views transitioning in, and removed views drawn until their transition ends.
    lazy var transitions = TransitionRuns(graph: self)
    /// Nodes being made now: a node made while none is, is the outermost one an update inserts.
    var nodesBeingMade = 0
    /// Views built only to be measured (a ViewThatFits option not shown): while above zero,
    /// no lifecycle action is queued and nothing transitions.
    var offscreenBuilds = 0
    /// Living `preferredColorScheme` modifiers.
    var colorSchemePreferences: [ColorSchemePreference] = []
    /// Sizes and places the views after the bodies and presentations of every pass.
    let layout = LayoutEngine()
    /// Animations on the virtual clock: a frame invalidates what reads an animated value and
    /// settles like any update (Animation/Animator.swift).
    let animator = Animator()

    init(emit: @escaping (TranscriptEvent) -> Void) {
        self.sink = emit
        animator.attach(to: self)
    }

    func emit(_ event: TranscriptEvent) {
        if heldEvents != nil { heldEvents!.append(event) } else { sink(event) }
    }

    /// Runs `work` with its events held back, then emits `first` and them: a presentation
    /// knows which layer it shows only once its content is built, and is reported before it.
    func holdingEvents(_ work: () -> Void, thenEmitFirst first: () -> TranscriptEvent) {
        let outer = heldEvents
        heldEvents = []
        work()
        let held = heldEvents ?? []
        heldEvents = outer
        emit(first())
        for event in held { emit(event) }
    }

    var isEvaluatingBody: Bool { !evaluationStack.isEmpty }
    var currentHost: DynamicPropertyHost? { evaluationStack.last }
    var hasPendingWork: Bool { !dirty.isEmpty || !postActions.isEmpty || !taskStarts.isEmpty || transactions.hasPending || hasPendingScroll }
    /// A lazy container's window moved or its rows changed: its next layout (a presenter
    /// update) builds and drops rows.
    var hasPendingScroll = false

    func recordBody(of type: Any.Type, named typeName: String, causes: [BodyCause]) {
        bodyCounts[ObjectIdentifier(type), default: 0] += 1
        if animator.isRunningFrame { return animator.countFrameBody(typeName) }
        emit(.body(view: typeName, causes: causes))
    }

    func evaluating<T>(_ host: DynamicPropertyHost, _ work: () -> T) -> T {
        let wasUpdating = isUpdating
        isUpdating = true
        evaluationStack.append(host)
        defer {
            evaluationStack.removeLast()
            isUpdating = wasUpdating
        }
        return work()
    }

    func updating<T>(_ work: () -> T) -> T {
        let wasUpdating = isUpdating
        isUpdating = true
        defer { isUpdating = wasUpdating }
        return work()
    }

    /// Outside an update, actions run with live reads.
    func outsideUpdate<T>(_ work: () -> T) -> T {
        let wasUpdating = isUpdating
        let stack = evaluationStack
        isUpdating = false
        evaluationStack = []
        defer {
            isUpdating = wasUpdating
            evaluationStack = stack
        }
        return work()
    }

    func invalidate(_ host: DynamicPropertyHost, cause: BodyCause) {
        guard host.isAlive else { return }
        host.addCause(cause)
        if !host.isDirty {
            host.isDirty = true
            dirty.append(host)
        }
    }

    func invalidateFromOutside(_ host: DynamicPropertyHost, cause: BodyCause) {
        invalidate(host, cause: cause)
    }

    func forgetDirty(_ host: DynamicPropertyHost) {
        host.isDirty = false
    }

    func enqueuePostAction(_ action: @escaping () -> Void) {
        guard offscreenBuilds == 0 else { return }
        postActions.append(action)
    }

    func enqueueTaskStart(_ action: @escaping () -> Void) {
        guard offscreenBuilds == 0 else { return }
        taskStarts.append(action)
    }

    func warn(_ message: String) {
        emit(.warning(message))
    }

    private var warnedThisPass: (stamp: Int, messages: Set<String>) = (0, [])

    /// For a warning about one event that several observers notice (one publish, many holders).
    func warnOncePerPass(_ message: String) {
        if warnedThisPass.stamp != stamp { warnedThisPass = (stamp, []) }
        guard warnedThisPass.messages.insert(message).inserted else { return }
        warn(message)
    }

    /// Mounts the root view.
    func mount<V: View>(_ view: V, environment: EnvironmentValues) {
        stamp += 1
        root = updating {
            makeNode(for: view, environment: environment, parent: nil, graph: self)
        }
        afterPass()
        runPostActions()
        settle()
    }

    /// Runs update passes until nothing is invalid and no queued action is left; a loop that
    /// never settles is reported once and cut off.
    @discardableResult
    func settle() -> Bool {
        defer { animator.settled() }
        // The first pass always runs: a write nobody read still changes presentations.
        var passes = 0
        repeat {
            passes += 1
            if passes > Self.passLimit {
                reportRunaway()
                return false
            }
            transactions.beginNextUpdate()
            runPass()
            runPostActions()
        } while hasPendingWork
        return true
    }

    /// Forgets queued invalidations and actions (the app quit: `relaunch()`).
    func discardPendingWork() {
        dirty.removeAll()
        postActions.removeAll()
        taskStarts.removeAll()
        transactions.discardPending()
        _ = removals.takeDeferred()
        presenters.removeAll()
        preferenceReaders.removeAll()
        urlHandlers.removeAll()
        colorSchemePreferences.removeAll()
    }

    private func reportRunaway() {
        let names = Set(dirty.filter(\.isAlive).map(\.typeName) + transactions.waitingHostNames).sorted()
        dirty.removeAll()
        postActions.removeAll()
        taskStarts.removeAll()
        runawayReported = true
        transactions.discardPending()
        let who = names.isEmpty ? "views" : names.joined(separator: ", ")
        emit(.stop(.updateLoop(view: who, passes: Self.passLimit), details: []))
    }

    func runPass() {
        stamp += 1
        updating {
            while !dirty.isEmpty {
                var best = 0
                for index in dirty.indices where dirty[index].depth < dirty[best].depth { best = index }
                let host = dirty.remove(at: best)
                if host.isAlive && host.isDirty { host.evaluate() }
            }
        }
        afterPass()
    }

    /// Presentations and preferences are settled after the bodies of a pass.
    private func afterPass() {
        updating {
            settleLayout()
            preferenceReaders.refreshAll()
            // What preference readers built (an overlayPreferenceValue's view) is laid out too.
            layout.runIfChanged(self)
            // Lazy rows that the readers' content moved are built and laid out too.
            if layout.settleViewports() { settleLayout() }
            // Scroll views now rest where this update left them: the tab bar learns which way.
            layout.reportScrollOffsets()
        }
    }

    /// Updates presentations, lays out, and repeats while a lazy container's measured rows
    /// call for rows to be built or dropped.
    private func settleLayout() {
        var layoutRounds = 0
        repeat {
            layoutRounds += 1
            var rounds = 0
            repeat {
                rounds += 1
                hasPendingScroll = false
                presenters.updateAll()
                while !dirty.isEmpty {
                    var best = 0
                    for index in dirty.indices where dirty[index].depth < dirty[best].depth { best = index }
                    let host = dirty.remove(at: best)
                    if host.isAlive && host.isDirty { host.evaluate() }
                }
            } while presenters.needsUpdate && rounds < Self.passLimit
            layout.settle(self)
        } while layout.settleViewports() && layoutRounds < Self.passLimit
        hasPendingScroll = false
    }

    private func runPostActions() {
        while !postActions.isEmpty || !taskStarts.isEmpty || removals.hasDeferred {
            // Appear and change actions, then the onDisappear actions of removals that wait
            // for their transition, then task starts.
            let actions: [() -> Void]
            if !postActions.isEmpty {
                actions = postActions
                postActions.removeAll()
            } else if removals.hasDeferred {
                actions = removals.takeDeferred()
            } else {
                actions = taskStarts
                taskStarts.removeAll()
            }
            outsideUpdate {
                for action in actions { action() }
            }
        }
    }

}
