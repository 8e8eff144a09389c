/// Finds the control a step acts on by the one rule `tap` uses (`pick`): its whole visible
/// label, or one of the texts it shows, in the topmost layer that has one; ambiguous, disabled
/// or missing targets fail with what is on screen.
extension Driver {
    func findControl(_ label: String, kind: ScreenControl.Kind, in screen: RenderedScreen? = nil,
                     where accepts: (ScreenControl) -> Bool = { _ in true }) throws -> ScreenControl {
        let screen = screen ?? renderScreen()
        let ofKind = screen.controls.filter { $0.kind == kind && accepts($0) }
        return try pick(label, what: kind.rawValue, among: ofKind, label: \.label, texts: \.texts, layer: \.layer, isEnabled: \.isEnabled,
                        inContextMenu: \.inContextMenu)
    }

    /// The one target labelled `label` in the topmost layer that has one; a missing, ambiguous
    /// or disabled target fails with what is on screen. Shared by buttons, toggles and controls.
    /// A target whose whole label differs is still found by one of the texts it shows
    /// (`texts`), when no target has that exact label. A step that touches its target
    /// (`inContextMenu` given) while a context menu is open touches the menu's backdrop unless
    /// the target is in the menu: it throws `TouchOutsideContextMenu`, and `step` closes the menu.
    func pick<Target>(
        _ label: String, what: String, among ofKind: [Target], label labelOf: (Target) -> String,
        texts: (Target) -> [String] = { _ in [] }, layer: (Target) -> Int, isEnabled: (Target) -> Bool,
        inContextMenu: ((Target) -> Bool)? = nil
    ) throws -> Target {
        var candidates = ofKind.filter { labelOf($0) == label }
        if candidates.isEmpty { candidates = ofKind.filter { Self.answers(to: label, whole: labelOf($0), texts: texts($0)) } }
        guard let topLayer = candidates.map(layer).max() else {
            throw Failure(.noTarget(kind: what, label: label, available: ofKind.map(labelOf)), details: screenDetails + unbuiltRowsHint)
        }
        let matches = candidates.filter { layer($0) == topLayer }
        if matches.count > 1 {
            throw Failure(.ambiguousTarget(kind: what, label: label, count: matches.count), details: screenDetails)
        }
        if let inContextMenu, !openContextMenus.isEmpty, !inContextMenu(matches[0]) {
            throw TouchOutsideContextMenu()
        }
        if !isEnabled(matches[0]) {
            throw Failure(.disabledTarget(kind: what, label: label), details: screenDetails)
        }
        return matches[0]
    }

    /// Whether a target answers to `label` under `pick`'s rule: it is its whole label, or one
    /// of the texts it shows (`pick` prefers whole labels when any target has one).
    static func answers(to label: String, whole: String, texts: [String]) -> Bool {
        whole == label || texts.contains(label)
    }

    /// The only control of a kind on screen (a tab view, a refreshable list), or the one
    /// labelled `label` when given.
    func findSingleControl(_ kind: ScreenControl.Kind, label: String? = nil) throws -> ScreenControl {
        if let label { return try findControl(label, kind: kind) }
        let screen = renderScreen()
        let all = screen.controls.filter { $0.kind == kind }
        guard let topLayer = all.map(\.layer).max() else {
            throw Failure(.noneOfKind(kind: kind.rawValue), details: screenDetails)
        }
        let top = all.filter { $0.layer == topLayer }
        if top.count > 1 {
            throw Failure(.severalOfKind(kind: kind.rawValue, count: top.count), details: screenDetails)
        }
        if !top[0].isEnabled { throw Failure(.disabledOfKind(kind: kind.rawValue), details: screenDetails) }
        return top[0]
    }

    /// Fails unless `option` is one of the choices, listing them.
    func requireOption(_ option: String, of control: ScreenControl, what: String) throws {
        let options = control.choices?.options ?? []
        guard options.contains(option) else {
            throw Failure(.noOption(kind: what, label: control.label, option: option, options: options), details: screenDetails)
        }
    }
}

extension Driver {
    /// A touch that needs no target found (the back button, a swipe down on a sheet) lands on
    /// an open context menu's backdrop too (rule context-menu-outside-touch).
    func requireNoOpenContextMenu() throws {
        _ = renderScreen()
        if !openContextMenus.isEmpty { throw TouchOutsideContextMenu() }
    }
}

/// A step's touch landed outside an open context menu (`pick`); `step` closes the menu.
struct TouchOutsideContextMenu: Error {}
