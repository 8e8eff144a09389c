import Foundation
import Transcript

/// Gesture steps, app-level steps and navigation.
extension Driver {
    /// A touch on the screen now: one tap where the view's origin is, unless told otherwise.
    func touch(taps: Int = 1, at location: CGPoint = .zero, hold: Double = 0, motion: _GestureTouch.Motion = .none) -> _GestureTouch {
        _GestureTouch(taps: taps, location: location, hold: hold, motion: motion, time: mainQueue.now)
    }

    /// Performs the touch on the view showing `label` whose gesture it makes succeed. Each
    /// event of the gesture is its own user event with its own update, as a finger's touch
    /// events are, so a view that follows the finger (`@GestureState`, `onChanged` writing
    /// `@State`) is drawn mid-gesture.
    func performGesture(_ touch: _GestureTouch, on label: String) throws {
        let target = try findControl(label, kind: .gesture) { $0.gesture?.succeeds(for: touch) == true }
        performEvents(of: target, for: touch)
    }

    func performEvents(of target: ScreenControl, for touch: _GestureTouch) {
        let events = target.gesture?.respond(touch)?.events ?? []
        for (index, event) in events.enumerated() {
            if index > 0 { settleAndDrainQueue() }
            perform(event)
        }
    }

    /// Presses the view showing `label` and keeps the finger still for `seconds` (nil: as long
    /// as its long press needs), then lifts it. A view with both a context menu and a long-press
    /// gesture of the program's own needs `for:` to say which the press is for.
    public func longPress(_ label: String, seconds: Double? = nil, for target: LongPressTarget? = nil) throws {
        let held = seconds.map { " for \(Self.format($0)) s" } ?? ""
        let aim = target.map { " for its \($0 == .contextMenu ? "context menu" : "gesture")" } ?? ""
        try step("long press \(quoted(label))\(held)\(aim)") {
            let touch = touch(hold: seconds ?? .infinity)
            let screen = renderScreen()
            let succeeding = screen.controls.filter { $0.kind == .gesture && $0.gesture?.succeeds(for: touch) == true }
            let aimed = succeeding.filter { control in
                switch target {
                case nil: true
                case .contextMenu: control.opensContextMenu
                case .gesture: !control.opensContextMenu
                }
            }
            do {
                let found = try pick(label, what: ScreenControl.Kind.gesture.rawValue, among: aimed, label: \.label, texts: \.texts,
                                     layer: \.layer, isEnabled: \.isEnabled, inContextMenu: \.inContextMenu)
                performEvents(of: found, for: touch)
            } catch let failure as Failure {
                guard case .ambiguousTarget = failure.stop, target == nil else { throw failure }
                let named = aimed.filter { Self.answers(to: label, whole: $0.label, texts: $0.texts) }
                guard named.contains(where: \.opensContextMenu), named.contains(where: { !$0.opensContextMenu }) else { throw failure }
                // Chosen [long-press-context-menu-choice]: see docs/ENGINE-RULES.md.
                throw Failure(failure.stop, details: [
                    "hint: \(quoted(label)) has a context menu and a long-press gesture of its own; Apple does not document which one "
                        + "a long press runs: say longPress(\(quoted(label)), for: .contextMenu) or longPress(\(quoted(label)), for: .gesture)",
                ] + failure.details)
            }
        }
    }

    /// Drags the view showing `label` by (x, y) points, after resting the finger `holding`
    /// seconds first (a long press then a drag, as a sequenced gesture wants): the drag's
    /// `onChanged` sees the halfway point and the end, then `onEnded` the end (rule
    /// drag-samples).
    public func drag(_ label: String, x: Double, y: Double, holding: Double = 0) throws {
        let held = holding > 0 ? " after holding \(Self.format(holding)) s" : ""
        try step("drag \(quoted(label)) by (\(Self.format(x)), \(Self.format(y)))\(held)") {
            try performGesture(touch(hold: holding, motion: .drag(CGSize(width: x, height: y))), on: label)
        }
    }

    /// Pinches the view showing `label` to `scale` (above 1 spreads the fingers apart), for
    /// `MagnifyGesture` and `MagnificationGesture`; samples as a drag's (rule drag-samples).
    public func pinch(_ label: String, scale: Double) throws {
        try step("pinch \(quoted(label)) to \(Self.format(scale))x") {
            try performGesture(touch(motion: .pinch(scale: scale)), on: label)
        }
    }

    /// Turns two fingers on the view showing `label` by `degrees` (positive: clockwise), for
    /// `RotateGesture` and `RotationGesture`; samples as a drag's (rule drag-samples).
    public func rotate(_ label: String, degrees: Double) throws {
        try step("rotate \(quoted(label)) by \(Self.format(degrees))°") {
            try performGesture(touch(motion: .rotation(.degrees(degrees))), on: label)
        }
    }

    /// Taps the view showing `label` at a point (in the coordinate space its gesture reports
    /// in), for `SpatialTapGesture` and `onTapGesture(coordinateSpace:perform:)`.
    public func tap(_ label: String, at point: CGPoint) throws {
        try step("tap \(quoted(label)) at (\(Self.format(point.x)), \(Self.format(point.y)))") {
            try performGesture(touch(at: point), on: label)
        }
    }

    /// Taps the view showing `label` twice in quick succession, for `onTapGesture(count: 2)`.
    public func doubleTap(_ label: String) throws {
        try step("double tap \(quoted(label))") {
            try performGesture(touch(taps: 2), on: label)
        }
    }

    /// The back button: pops the top pushed view.
    public func back() throws {
        guard let top = graph.layers.last, top.layerKind == .navigation else {
            throw Failure(.nothingPushed, details: screenDetails)
        }
        try step("back") {
            try requireNoOpenContextMenu()
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

/// What a long press on a view with both a context menu and a long-press gesture is for.
public enum LongPressTarget: Sendable {
    case contextMenu
    case gesture
}
