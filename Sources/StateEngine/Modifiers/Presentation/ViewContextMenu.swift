import Transcript

// Evidence: Apple docs contextMenu(menuItems:) ("Adds a context menu to a view"; "You can
// deactivate the context menu by returning nothing from the closure"), contextMenu(menuItems:preview:)
// (preview: "A view that the system displays along with the menu"), and seed article
// 000_679aabd783122932.txt (P04: the menu closure runs with the body; its views are built only
// when shown).
/// A long press on the view (the driver's `longPress`, finding it by the texts it shows) opens
/// the menu, drawn after the view as `ContextMenu` (the preview first, as `Preview`); `tap`
/// runs an item and closes the menu. The closures run with the body, as their non-escaping
/// signatures require; the views they return are built only when the menu opens.
nonisolated extension View {
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_ContextMenuModifier(menu: AnyView(menuItems()), preview: nil))
    }

    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(_ContextMenuModifier(menu: AnyView(menuItems()), preview: AnyView(preview())))
    }

    /// A `ContextMenu` value (deprecated form): nil attaches no menu.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(_ContextMenuModifier(menu: contextMenu.map { AnyView($0.items) }, preview: nil))
    }
}

nonisolated public struct _ContextMenuModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    /// The items, built with the body; nil: no menu.
    let menu: AnyView?
    let preview: AnyView?
    func makeBehavior() -> ModifierBehavior<Self> { ViewContextMenuBehavior() }
}

/// Where a menu on one view opens: there is only the view.
enum ContextMenuOnView: Equatable { case view }

final class ViewContextMenuBehavior: ModifierBehavior<_ContextMenuModifier>, SecondaryContentOwner, ScreenContributor {
    var modifier: _ContextMenuModifier?
    private let presentation = ContextMenuPresentation<ContextMenuOnView>()

    override func update(modifier: _ContextMenuModifier) { self.modifier = modifier }

    /// The open menu shows the items of the latest body; a body that drops the menu closes it.
    override func didUpdateContent() {
        guard let modifier, let menu = modifier.menu else { return presentation.close() }
        let environment = node.environment, parent: Node = node, graph = graph
        presentation.update { shown in
            shown.menu = reconcile(shown.menu, with: menu, environment: environment, parent: parent, graph: graph)
            if let preview = modifier.preview {
                shown.preview = reconcile(shown.preview, with: preview, environment: environment, parent: parent, graph: graph)
            }
        }
    }

    var secondaryNodes: [Node] { presentation.nodes }

    override func teardown() { presentation.close() }

    private func open() {
        guard let modifier, let menu = modifier.menu else { return }
        let environment = node.environment, parent: Node = node, graph = graph
        graph.updating {
            let built = reconcile(nil, with: menu, environment: environment, parent: parent, graph: graph)
            presentation.show(built, at: .view) {
                modifier.preview.map { reconcile(nil, with: $0, environment: environment, parent: parent, graph: graph) }
            }
        }
    }

    /// The view draws as before; a long press on what it shows opens the menu.
    func render(content: Node?, into screen: inout ScreenBuilder) {
        let texts = screen.texts.count, symbols = screen.symbols.count, labels = screen.accessibilityLabels.count
        let tappables = screen.tappables.count, controls = screen.controls.count
        content?.render(into: &screen)
        guard modifier?.menu != nil else { return }
        var shown = Array(screen.texts[texts...])
        // A view that is only a control (a Button) is named by the control's label, as a list
        // row is (ForEach.swift).
        if shown.isEmpty { shown = (screen.tappables[tappables...].map(\.label) + screen.controls[controls...].map(\.label)).filter { !$0.isEmpty } }
        let label = ScreenBuilder.visibleLabel(texts: shown, symbols: Array(screen.symbols[symbols...]))
        let answers = (shown.count > 1 ? shown : []) + screen.accessibilityLabels[labels...]
        screen.controls.append(presentation.pressControl(label: label, texts: answers, isEnabled: node.environment.isEnabled, layer: screen.layer) { [weak self] in
            self?.open()
        })
        presentation.draw(at: .view, into: &screen)
    }
}
