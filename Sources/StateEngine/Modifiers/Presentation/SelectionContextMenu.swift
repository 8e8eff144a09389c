import Transcript

// Evidence: Apple docs contextMenu(forSelectionType:menu:primaryAction:) ("Adds an item-based
// context menu to a view"; the menu closure's set "contains the set of items to act on ... a
// non-empty set indicates menu activation over selected items"; primaryAction is "the action to
// perform on primary interaction with the view's content, such as ... tapping on iOS").
/// On a List: a long press on a row (the driver's `longPress`) builds the menu with the row's
/// id, or with the whole selection when the row is selected, and shows it under the row as
/// `ContextMenu`; `tap` runs an item and closes the menu. A menu that shows nothing opens
/// nothing. With `primaryAction`, tapping the row runs it with the row's id.
nonisolated extension View {
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        // Rows whose id is not of the selection type are not items of this menu.
        let typed: (Set<AnyHashable>) -> Set<I> = { Set($0.compactMap { $0.base as? I }) }
        return modifier(_SelectionContextMenuModifier(
            menu: { AnyView(menu(typed($0))) },
            primaryAction: primaryAction.map { action in { action(typed($0)) } }))
    }
}

nonisolated public struct _SelectionContextMenuModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let menu: (Set<AnyHashable>) -> AnyView
    let primaryAction: ((Set<AnyHashable>) -> Void)?
    func makeBehavior() -> ModifierBehavior<Self> { SelectionContextMenuBehavior() }
}

/// What the rows below read to offer the menu (ForEach.swift draws them).
struct SelectionContextMenuKey: EnvironmentKey { static var defaultValue: SelectionContextMenuRef? { nil } }

struct SelectionContextMenuRef {
    weak var behavior: SelectionContextMenuBehavior?
}

final class SelectionContextMenuBehavior: ModifierBehavior<_SelectionContextMenuModifier>, ContentEnvironmentWriter, SecondaryContentOwner, ScreenContributor {
    var modifier: _SelectionContextMenuModifier?
    /// The open menu: the row it was opened on, the items it acts on, and its built views.
    private var open: (row: AnyHashable, items: Set<AnyHashable>, node: Node)?

    override func update(modifier: _SelectionContextMenuModifier) { self.modifier = modifier }

    /// The menu is built with the latest closure while open, as a menu's items are with the body.
    override func didUpdateContent() {
        guard let open, let modifier else { return }
        self.open?.node = reconcile(open.node, with: modifier.menu(open.items), environment: node.environment, parent: node, graph: graph)
    }

    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var output = environment
        output[SelectionContextMenuKey.self] = SelectionContextMenuRef(behavior: self)
        return output
    }

    var secondaryNodes: [Node] { open.map { [$0.node] } ?? [] }

    /// The open menu is drawn under its row (`decorateRow`), not after the list.
    func render(content: Node?, into screen: inout ScreenBuilder) { content?.render(into: &screen) }

    override func teardown() { close() }

    private func close() {
        open?.node.teardown()
        open = nil
    }

    private func open(row: AnyHashable, items: Set<AnyHashable>) {
        guard let modifier else { return }
        close()
        let built = graph.updating {
            reconcile(nil, with: modifier.menu(items), environment: node.environment, parent: node, graph: graph)
        }
        var drawn = ScreenBuilder()
        built.render(into: &drawn)
        // Evidence: Apple docs contextMenu(menuItems:) ("If you don't provide any menu items,
        // SwiftUI doesn't display a context menu"): an empty menu opens nothing.
        guard !drawn.nodes.isEmpty else {
            built.teardown()
            return
        }
        open = (row, items, built)
    }

    /// Offers the menu on a row the ForEach just drew: a long press opens it, a tap runs the
    /// primary action, and the open menu shows under its row.
    func decorateRow(id: AnyHashable, selected: Set<AnyHashable>, label: String, texts: [String], isEnabled: Bool, into screen: inout ScreenBuilder) {
        let items = selected.contains(id) ? selected : [id]
        // Chosen [context-menu-press]: a touch held at least 0.5 s without moving opens it.
        let gesture = ScreenControl.Gesture { [weak self] touch in
            guard touch.taps == 1, touch.motion == .none, touch.hold >= 0.5 else { return nil }
            return GestureResponse(succeeds: true, events: [{ self?.open(row: id, items: items) }])
        }
        var control = ScreenControl(.gesture(gesture), label: label, layer: screen.layer, isEnabled: isEnabled)
        control.texts = texts
        screen.controls.append(control)
        if let primary = modifier?.primaryAction {
            screen.tappables.append(.init(kind: .button, label: label, layer: screen.layer, isEnabled: isEnabled, perform: { primary([id]) }, texts: texts))
        }
        guard let open, open.row == id else { return }
        let start = screen.tappables.count
        screen.node("ContextMenu", role: .container) { inner in open.node.render(into: &inner) }
        // Choosing an item runs it and closes the menu.
        for index in start..<screen.tappables.count {
            let item = screen.tappables[index]
            screen.tappables[index] = .init(kind: item.kind, label: item.label, layer: item.layer, isEnabled: item.isEnabled, perform: { [weak self] in
                self?.close()
                item.perform()
            }, texts: item.texts)
        }
    }
}

extension GestureResponse {
    init(succeeds: Bool, events: [() -> Void]) {
        self.succeeds = succeeds
        self.events = events
    }
}
