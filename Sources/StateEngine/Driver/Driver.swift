import Transcript

/// Runs a view hierarchy: launches it, performs user steps (tap, toggle, dismiss, environment
/// changes, time passing), settles updates after each, and records what happened.
public final class Driver {
    /// Problems a step can run into (the global scenario functions turn them into `.error`).
    public struct Failure: Error, CustomStringConvertible {
        /// Why the step could not go on, typed for each reader's language.
        public let stop: DriverStop
        /// The screen the step saw and any hint, in the screen's text form.
        public let details: [String]
        /// The transcript's English wording, with the details.
        public var message: String { ([stop.text] + details).joined(separator: "\n") }
        public var description: String { message }

        init(_ stop: DriverStop, details: [String] = []) {
            self.stop = stop
            self.details = details
        }
    }

    let graph: ViewGraph
    let mainQueue = VirtualMainQueue()
    public internal(set) var events: [TranscriptEvent] = []
    private let streams: Bool
    var rootEnvironment = EnvironmentValues()
    /// The system's color scheme (what `setEnvironment(\.colorScheme, ...)` sets); a view's
    /// `preferredColorScheme` overrides it for the window.
    var baseColorScheme = ColorScheme.light
    var rootView: (EnvironmentValues, Node?) -> Node
    /// Engine tasks started by this driver (to report the ones that never finish).
    var liveTasks: [WeakTaskBox] = []
    /// The field the last `type` step typed into (what `submit()` submits).
    var focusedField: String?
    /// What the system pasteboard holds: put there by the `copyToPasteboard` step, read by a
    /// `PasteButton` (Steps+Pasteboard.swift). It outlives a relaunch, as the system's does.
    var pasteboard: [TransferOffer] = []
    /// How to close the context menus open on the screen last drawn (a touch outside closes them).
    var openContextMenus: [() -> Void] = []
    /// What `relaunch()` mounts again.
    var remount: () -> Void = {}
    /// Which launch of the app runs now (the first is 1; each `relaunch()` adds one): what the
    /// framework modules key their per-launch state on (`FrameworkSupport.launch`).
    var launch = 1
    /// The window's undo manager (`\.undoManager`); each step is one event of its grouping.
    let undoManager = UndoManager()

    /// Main-queue jobs one step may run before the engine calls it a runaway loop.
    static let jobLimit = 10_000

    public convenience init<V: View>(_ root: V, environment: (inout EnvironmentValues) -> Void = { _ in }) {
        self.init(root, environment: environment, streamsToStandardOutput: false)
    }

    /// Launches an app declaration as the global `launch(_:)` does: its first window's content,
    /// its launch participants told at each launch.
    public convenience init<A: App>(app: A) {
        let participants = app.launchParticipants
        self.init(runAsMainActor(app, ()) { app, _ in app.windowContent }, environment: { _ in }, streamsToStandardOutput: false) { launch in
            for participant in participants { participant.appDidLaunch(launch) }
        }
    }

    /// `onLaunch` runs at the launch and at each `relaunch()`, before the root is mounted (an
    /// app's launch participants: `AppLaunchParticipant`).
    init<V: View>(
        _ root: V, environment configure: (inout EnvironmentValues) -> Void, streamsToStandardOutput: Bool,
        onLaunch: @escaping (Int) -> Void = { _ in }
    ) {
        streams = streamsToStandardOutput
        var events: ((TranscriptEvent) -> Void)?
        graph = ViewGraph(emit: { events?($0) })
        rootView = { _, _ in fatalError("unmounted") }
        events = { [unowned self] in self.record($0) }
        rootEnvironment.editMode = EngineStateLocation(EditMode.inactive, name: "editMode").binding
        rootEnvironment[UndoManagerKey.self] = undoManager
        // The screen without a navigation stack is a page: its toolbar can move its search field.
        rootEnvironment.pageSearchItems = PageSearchItems()
        configure(&rootEnvironment)
        baseColorScheme = rootEnvironment.colorScheme
        rootView = { [unowned self] environment, existing in
            reconcile(existing, with: root, environment: environment, parent: nil, graph: self.graph)
        }
        remount = { [unowned self] in
            onLaunch(self.launch)
            self.graph.mount(root, environment: self.rootEnvironment)
        }
        let name = viewTypeName(V.self)
        step("launch \(name)") {
            onLaunch(launch)
            graph.mount(root, environment: rootEnvironment)
        }
    }

    // MARK: Recording

    func record(_ event: TranscriptEvent) {
        events.append(event)
        if streams { ProgramOutput.emit(event) }
    }

    /// Runs `work` as this driver's code (console output, main queue and warnings go here).
    func bound<T>(_ work: () throws -> T) rethrows -> T {
        try EngineContext.$bound.withValue(HandedOver(self)) { try work() }
    }

    /// One user-visible step: a `.step` event, the work, settling, then the screen.
    func step(_ title: String, _ work: () throws -> Void) rethrows {
        try bound {
            record(.step(title))
            do {
                try work()
            } catch is TouchOutsideContextMenu {
                // The touch landed on the open menu's backdrop: it closes the menu, nothing else.
                let close = openContextMenus
                perform { for action in close { action() } }
            } catch {
                // A failed step changed nothing; its error message already shows the screen.
                ConsoleBuffer.flush()
                throw error
            }
            settleAndDrainQueue()
            #if !canImport(Darwin)
            // Chosen [undo-group-per-step]: a step is one event of the undo manager's grouping.
            undoManager.endEvent()
            #endif
            applyWindowPreferences()
            ConsoleBuffer.flush()
            for event in graph.animator.takeFrameEvents() { record(event) }
            record(.screen(renderScreen().screen))
        }
    }

    /// Settles updates, then runs main-queue work that is already due (each job followed by
    /// its own update), without moving the clock.
    func settleAndDrainQueue() {
        graph.settle()
        var jobs = 0
        while let job = mainQueue.popDue(notAfter: mainQueue.now) {
            jobs += 1
            if jobs > Self.jobLimit {
                record(.stop(.queueRunaway(jobs: Self.jobLimit, phase: .step), details: []))
                return
            }
            runJob(job)
        }
    }

    func runJob(_ job: VirtualMainQueue.Job) {
        graph.outsideUpdate { job.work() }
        graph.settle()
    }

    /// Runs an action the way a user event does: outside any update, then settles.
    func perform(_ action: () -> Void) {
        graph.outsideUpdate { action() }
    }

    // MARK: Steps

    /// Taps a button, link or menu by its visible text; failing that, a view with a tap
    /// gesture that shows that text.
    public func tap(_ label: String) throws {
        try step("tap \(quoted(label))") {
            let screen = renderScreen()
            // A view with a tap gesture is found like a button (`pick`'s rule: by all it shows
            // or by one of its texts), as a user taps what they read; buttons come first.
            let buttons = screen.tappables.filter { $0.kind == .button }
            let tapGestures = screen.controls.filter { $0.gesture?.succeeds(for: touch()) == true }
            if !buttons.contains(where: { Self.answers(to: label, whole: $0.label, texts: $0.texts) }),
               tapGestures.contains(where: { Self.answers(to: label, whole: $0.label, texts: $0.texts) }) {
                let target = try pick(label, what: "tap gesture", among: tapGestures, label: \.label, texts: \.texts, layer: \.layer, isEnabled: \.isEnabled, inContextMenu: \.inContextMenu)
                performEvents(of: target, for: touch())
                return
            }
            let target = try find(label, kind: .button)
            perform(target.perform)
        }
    }

    public func toggle(_ label: String) throws {
        try step("toggle \(quoted(label))") {
            let target = try find(label, kind: .toggle)
            perform(target.perform)
        }
    }

    public func dismiss() throws {
        guard let top = graph.layers.last else {
            throw Failure(.nothingPresented, details: screenDetails)
        }
        if InteractiveDismissBehavior.isDisabled(in: top.child) {
            throw Failure(.notDismissible(layer: top.layerKind.rawValue), details: screenDetails)
        }
        try step("dismiss \(top.layerKind.rawValue)") {
            try requireNoOpenContextMenu()
            perform(top.dismiss)
        }
    }

    public func setEnvironment<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>, _ value: T) {
        let name = EnvironmentValues.name(of: keyPath, value: value)
        step("set \(name) = \(value)") {
            rootEnvironment[keyPath: keyPath] = value
            if let scheme = value as? ColorScheme, keyPath == \EnvironmentValues.colorScheme { baseColorScheme = scheme }
            graph.stamp += 1
            let root = graph.root
            graph.root = graph.updating { rootView(rootEnvironment, root) }
        }
    }

    public func advance(by seconds: Double) {
        step("advance \(Self.format(seconds))s") {
            let deadline = mainQueue.now + seconds
            var jobs = 0
            while let job = mainQueue.popDue(notAfter: deadline) {
                jobs += 1
                if jobs > Self.jobLimit {
                    record(.stop(.queueRunaway(jobs: Self.jobLimit, phase: .advancing), details: []))
                    break
                }
                runJob(job)
            }
            mainQueue.advanceClock(to: deadline)
        }
    }

    /// How much virtual time `runUntilIdle` may let pass: work still due after it (a repeating
    /// timer, a task that sleeps in a loop) is reported, deterministically, instead of run
    /// forever.
    static let idleBudget: Double = 3600

    public func runUntilIdle() {
        step("run until idle") {
            let budgetEnd = mainQueue.now + Self.idleBudget
            var jobs = 0
            while let due = mainQueue.nextDue {
                if due > budgetEnd {
                    record(.stop(.stillScheduled(seconds: Self.format(Self.idleBudget)), details: []))
                    break
                }
                guard let job = mainQueue.popDue(notAfter: due) else { break }
                jobs += 1
                if jobs > Self.jobLimit {
                    record(.stop(.queueRunaway(jobs: Self.jobLimit, phase: .idle), details: []))
                    break
                }
                runJob(job)
            }
            let waiting = liveTasks.filter { $0.box?.isFinished == false }.count
            liveTasks.removeAll { $0.box?.isFinished != false }
            if waiting > 0 && mainQueue.isEmpty {
                record(.warning("run until idle: \(waiting) task\(waiting == 1 ? "" : "s") never finished: suspended on something no step or clock will resume"))
            }
        }
    }

    // MARK: Reading

    /// The screen's text form, as transcripts show it.
    public var screen: String { screenLines.joined(separator: "\n") }

    /// The screen as a typed tree: the main layer, then what is presented over it.
    /// Rendered as the driver's code: what reads the virtual clock (date texts) reads this driver's.
    public var screenTree: Screen { bound { renderScreen().screen } }

    var screenLines: [String] { ScreenText.lines(screenTree) }

    public func bodyCount<V: View>(_ type: V.Type) -> Int {
        graph.bodyCounts[ObjectIdentifier(V.self)] ?? 0
    }

    public var console: [String] {
        events.filter { $0.kind == .console }.map(\.text)
    }

    /// The rendered transcript so far.
    public var transcript: String { TranscriptCoding.render(events) }

    /// The screen, and everything that can be tapped on it (with the layer it is on).
    /// The screen and what steps can act on in it.
    typealias RenderedScreen = (screen: Screen, tappables: [ScreenBuilder.Tappable], controls: [ScreenControl], texts: [String])

    /// Bound to this driver: what an animation shows depends on its virtual clock.
    func renderScreen(withFrames: Bool = false) -> RenderedScreen {
        bound { renderScreenNow(withFrames: withFrames) }
    }

    private func renderScreenNow(withFrames: Bool) -> RenderedScreen {
        var builder = ScreenBuilder()
        if withFrames { builder.layout = graph.layout }
        graph.root?.render(into: &builder)
        var layers = [ScreenLayer(kind: .main, nodes: builder.nodes)]
        for (index, layer) in graph.layers.enumerated() {
            builder.layer = index + 1
            builder.nodes = []
            layers.append(layer.renderLayer(into: &builder))
        }
        openContextMenus = builder.openContextMenus
        return (Screen(layers: layers), builder.tappables, builder.controls, builder.texts)
    }

    /// The screen a failed step saw, as a failure's details.
    var screenDetails: [String] { ["screen:"] + screenLines.map { "  " + $0 } }

    func find(_ label: String, kind: ScreenBuilder.Tappable.Kind) throws -> ScreenBuilder.Tappable {
        let ofKind = renderScreen().tappables.filter { $0.kind == kind }
        return try pick(label, what: kind == .button ? "button" : "toggle", among: ofKind, label: \.label, texts: \.texts, layer: \.layer, isEnabled: \.isEnabled, inContextMenu: \.inContextMenu)
    }

    static func format(_ seconds: Double) -> String {
        if seconds == seconds.rounded() && abs(seconds) < 1e15 { return String(Int(seconds)) }
        return String(seconds)
    }
}
