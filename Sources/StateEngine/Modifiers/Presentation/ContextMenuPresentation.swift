import Transcript

/// What every context menu shares, the plain `contextMenu(menuItems:)` as the item-based one: a
/// long press on the view opens the menu over it, the screen shows the menu as `ContextMenu`
/// (with its preview, when it has one), and choosing an item runs it and closes the menu. The
/// owner says where the menu was opened (`Anchor`: a row's id, or nothing for a menu on one
/// view) and builds the menu's views; this keeps them while the menu is open.
final class ContextMenuPresentation<Anchor: Equatable> {
    struct Shown {
        let anchor: Anchor
        var menu: Node
        var preview: Node?
    }

    private(set) var shown: Shown?

    /// The open menu's views: children of the owner's node while it is open.
    var nodes: [Node] { shown.map { [$0.menu] + ($0.preview.map { [$0] } ?? []) } ?? [] }

    /// Opens `menu` at `anchor`, closing any menu open before; `preview` builds the preview
    /// only for a menu that opens.
    func show(_ menu: Node, at anchor: Anchor, preview: () -> Node?) {
        close()
        var drawn = ScreenBuilder()
        menu.render(into: &drawn)
        // Evidence: Apple docs contextMenu(menuItems:) ("You can deactivate the context menu by
        // returning nothing from the closure"): an empty menu opens nothing.
        guard !drawn.nodes.isEmpty else {
            menu.teardown()
            return
        }
        shown = Shown(anchor: anchor, menu: menu, preview: preview())
    }

    /// Rebuilds the open menu's views (with the owner's latest closures, as a menu's items are
    /// built with the body while it shows).
    func update(_ rebuild: (inout Shown) -> Void) {
        guard shown != nil else { return }
        rebuild(&shown!)
    }

    func close() {
        shown?.menu.teardown()
        shown?.preview?.teardown()
        shown = nil
    }

    /// The control `longPress` finds the view by (the one rule `tap` uses, by its label or one
    /// of its texts): a held touch runs `open`.
    func pressControl(label: String, texts: [String], isEnabled: Bool, layer: Int, open: @escaping () -> Void) -> ScreenControl {
        // Chosen [context-menu-press]: a touch held at least 0.5 s without moving opens it.
        let gesture = ScreenControl.Gesture { touch in
            guard touch.taps == 1, touch.motion == .none, touch.hold >= 0.5 else { return nil }
            return GestureResponse(succeeds: true, events: [open])
        }
        var control = ScreenControl(.gesture(gesture), label: label, layer: layer, isEnabled: isEnabled)
        control.texts = texts
        control.opensContextMenu = true
        return control
    }

    /// Draws the menu when it is open at `anchor`: its preview (shown, not interactive), then
    /// its items, each of which closes the menu as it runs. What the menu shows is not part of
    /// the label of the view around it: it floats over the screen.
    func draw(at anchor: Anchor, into screen: inout ScreenBuilder) {
        guard let shown, shown.anchor == anchor else { return }
        let texts = screen.texts.count, symbols = screen.symbols.count, labels = screen.accessibilityLabels.count
        screen.node("ContextMenu", role: .container) { inner in
            if let preview = shown.preview {
                let tappables = inner.tappables.count, controls = inner.controls.count
                inner.node("Preview", role: .container) { preview.render(into: &$0) }
                // Chosen [context-menu-preview]: the preview is shown, not operated.
                inner.tappables.removeSubrange(tappables...)
                inner.controls.removeSubrange(controls...)
            }
            let start = inner.tappables.count, controlStart = inner.controls.count
            shown.menu.render(into: &inner)
            for index in controlStart..<inner.controls.count { inner.controls[index].inContextMenu = true }
            // Choosing an item runs it and closes the menu.
            for index in start..<inner.tappables.count {
                let item = inner.tappables[index]
                inner.tappables[index] = .init(kind: item.kind, label: item.label, layer: item.layer, isEnabled: item.isEnabled, perform: { [weak self] in
                    self?.close()
                    item.perform()
                }, texts: item.texts, inContextMenu: true)
            }
        }
        // Evidence: Apple docs UIContextMenuInteraction ("this object animates your content to
        // a new interface and displays the contextual menu ... UIKit manages all menu-related
        // interactions"): the menu covers the app, so a touch elsewhere lands on its backdrop.
        // Chosen [context-menu-outside-touch]: see docs/ENGINE-RULES.md.
        screen.openContextMenus.append { [weak self] in self?.close() }
        screen.texts.removeSubrange(texts...)
        screen.symbols.removeSubrange(symbols...)
        screen.accessibilityLabels.removeSubrange(labels...)
    }
}
