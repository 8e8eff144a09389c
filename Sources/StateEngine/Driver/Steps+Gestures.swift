import Transcript

/// Gesture steps, app-level steps and navigation.
extension Driver {
    public func longPress(_ label: String) throws {
        try step("long press \(quoted(label))") {
            let target = try findControl(label, kind: .gesture) { $0.gesture?.kind == .longPress }
            perform { target.gesture?.perform?() }
        }
    }

    /// Drags the view showing `label` by (x, y) points: `onChanged` sees the halfway point
    /// and the end, then `onEnded` the end (Chosen [drag-samples]: two deterministic samples).
    /// Each sample is its own event with its own update, as touch events are, so a view that
    /// follows the finger (`@GestureState`, `onChanged` writing `@State`) is drawn mid-drag.
    public func drag(_ label: String, x: Double, y: Double) throws {
        try step("drag \(quoted(label)) by (\(Self.format(x)), \(Self.format(y)))") {
            let target = try findControl(label, kind: .gesture) { $0.gesture?.kind == .drag }
            let translation = CGSize(width: x, height: y)
            let now = mainQueue.now
            let drag = target.gesture?.drag
            perform { drag?(.at(0.5, of: translation, time: now), false) }
            settleAndDrainQueue()
            perform { drag?(.at(1, of: translation, time: now), false) }
            settleAndDrainQueue()
            perform { drag?(.at(1, of: translation, time: now), true) }
        }
    }

    /// The back button: pops the top pushed view.
    public func back() throws {
        guard let top = graph.layers.last, top.layerKind == .navigation else {
            throw Failure(.nothingPushed, details: screenDetails)
        }
        step("back") {
            perform(top.dismiss)
        }
    }

    /// The system asks the app to open a URL (a deep link): every living `onOpenURL` runs.
    public func open(url: String) throws {
        try step("open \(url)") {
            guard let parsed = URL(string: url) else { throw Failure(.notAURL(url)) }
            graph.urlHandlers.removeAll { $0.behavior?.node?.isAlive != true }
            let actions = graph.urlHandlers.compactMap { $0.behavior?.action }
            if actions.isEmpty { throw Failure(.noURLHandler, details: screenDetails) }
            perform { for action in actions { action(parsed) } }
        }
    }

    /// Quits and relaunches the app: every view and `@State` starts over, pending work is
    /// dropped; `@AppStorage` and `@SceneStorage` keep their values (Apple: SceneStorage,
    /// AppStorage docs).
    public func relaunch() {
        step("relaunch") {
            removeAllViews()
            launch += 1
            graph.discardPendingWork()
            graph.defaults.forgetRegistered()
            mainQueue.removeAll()
            focusedField = nil
            remount()
        }
    }

    /// Applies the window's color scheme preference (`preferredColorScheme`) to the whole
    /// hierarchy when it differs from what the root has.
    func applyWindowPreferences() {
        let scheme = graph.preferredColorScheme ?? baseColorScheme
        guard scheme != rootEnvironment.colorScheme else { return }
        rootEnvironment.colorScheme = scheme
        graph.stamp += 1
        let root = graph.root
        graph.root = graph.updating { rootView(rootEnvironment, root) }
        settleAndDrainQueue()
    }
}
