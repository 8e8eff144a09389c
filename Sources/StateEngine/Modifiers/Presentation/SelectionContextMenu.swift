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
    /// The open menu, anchored at the row it was opened on.
    private let presentation = ContextMenuPresentation<AnyHashable>()
    /// The items the open menu acts on.
    private var items: Set<AnyHashable> = []

    override func update(modifier: _SelectionContextMenuModifier) { self.modifier = modifier }

    /// The menu is built with the latest closure while open, as a menu's items are with the body.
    override func didUpdateContent() {
        guard let modifier else { return }
        let items = self.items
        presentation.update { shown in
            shown.menu = reconcile(shown.menu, with: modifier.menu(items), environment: node.environment, parent: node, graph: graph)
        }
    }

    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var output = environment
        output[SelectionContextMenuKey.self] = SelectionContextMenuRef(behavior: self)
        return output
    }

    var secondaryNodes: [Node] { presentation.nodes }

    /// The open menu is drawn under its row (`decorateRow`), not after the list.
    func render(content: Node?, into screen: inout ScreenBuilder) { content?.render(into: &screen) }

    override func teardown() { presentation.close() }

    private func open(row: AnyHashable, items: Set<AnyHashable>) {
        guard let modifier else { return }
        let built = graph.updating {
            reconcile(nil, with: modifier.menu(items), environment: node.environment, parent: node, graph: graph)
        }
        self.items = items
        presentation.show(built, at: row, preview: { nil })
    }

    /// Offers the menu on a row the ForEach just drew: a long press opens it, a tap runs the
    /// primary action, and the open menu shows under its row.
    func decorateRow(id: AnyHashable, selected: Set<AnyHashable>, label: String, texts: [String], isEnabled: Bool, into screen: inout ScreenBuilder) {
        let items = selected.contains(id) ? selected : [id]
        screen.controls.append(presentation.pressControl(label: label, texts: texts, isEnabled: isEnabled, layer: screen.layer) { [weak self] in
            self?.open(row: id, items: items)
        })
        if let primary = modifier?.primaryAction {
            screen.tappables.append(.init(kind: .button, label: label, layer: screen.layer, isEnabled: isEnabled, perform: { primary([id]) }, texts: texts))
        }
        presentation.draw(at: id, into: &screen)
    }
}

extension GestureResponse {
    init(succeeds: Bool, events: [() -> Void]) {
        self.succeeds = succeeds
        self.events = events
    }
}
