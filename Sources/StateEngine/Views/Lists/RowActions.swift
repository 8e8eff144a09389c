/// `onDelete`/`onMove` on a ForEach: the rows of that ForEach offer delete and move to the
/// driver (`delete(row:)`, `move(row:to:)`), which call the action with the row's offsets as
/// SwiftUI does (Apple: DynamicViewContent.onDelete(perform:), onMove(perform:)).
nonisolated public struct _RowActionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let onDelete: ((IndexSet) -> Void)??
    let onMove: ((IndexSet, Int) -> Void)??
    func makeBehavior() -> ModifierBehavior<Self> { RowActionBehavior() }
}

struct RowActions {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
}

struct RowActionsKey: EnvironmentKey { static var defaultValue: RowActions? { nil } }

final class RowActionBehavior: ModifierBehavior<_RowActionModifier>, ContentEnvironmentWriter {
    var modifier: _RowActionModifier?
    override func update(modifier: _RowActionModifier) { self.modifier = modifier }
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard let modifier else { return environment }
        var output = environment
        var actions = environment[RowActionsKey.self] ?? RowActions()
        if let onDelete = modifier.onDelete { actions.onDelete = onDelete }
        if let onMove = modifier.onMove { actions.onMove = onMove }
        output[RowActionsKey.self] = actions
        return output
    }
}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier == _RowActionModifier {
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(_RowActionModifier(onDelete: .some(action), onMove: .none))
    }

    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(_RowActionModifier(onDelete: .none, onMove: .some(action)))
    }
}

/// `swipeActions`: the buttons are built with the row and shown only when the row is swiped;
/// `swipe(row:action:)` runs the one with that label. Evidence: Apple's swipeActions docs.
nonisolated public struct _SwipeActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let actions: Actions
    func makeBehavior() -> ModifierBehavior<Self> { SwipeActionsBehavior<Actions>() }
}

final class SwipeActionsBehavior<Actions: View>: ModifierBehavior<_SwipeActionsModifier<Actions>>, ScreenContributor, SecondaryContentOwner {
    var actions: Actions?
    var extra: Node?

    override func update(modifier: _SwipeActionsModifier<Actions>) { actions = modifier.actions }

    override func didUpdateContent() {
        guard let actions else { return }
        extra = reconcile(extra, with: actions, environment: node.environment, parent: node, graph: graph)
    }

    var secondaryNodes: [Node] { extra.map { [$0] } ?? [] }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        content?.render(into: &screen)
        var hidden = ScreenBuilder()
        hidden.layer = screen.layer
        extra?.render(into: &hidden)
        let actions = hidden.tappables.filter { $0.kind == .button && $0.isEnabled }.map { (label: $0.label, perform: $0.perform) }
        screen.controls.append(ScreenControl(.swipeActions(actions), label: "", layer: screen.layer))
    }
}

nonisolated extension View {
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(_SwipeActionsModifier(actions: content()))
    }
}

/// Edit mode: `EditButton` toggles it; `@Environment(\.editMode)` reads it. Its storage lives
/// at the root of the view hierarchy (and of each presentation), as in UIKit the navigation
/// controller owns it. Evidence: Apple's EditMode/EditButton docs.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// "Edit" / "Done": toggles the nearest edit mode.
nonisolated public struct EditButton: View, EngineProvidedView {
    @Environment(\.editMode) private var editMode
    public init() {}
    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}

/// A badge on a list row or tab item: shown after its view.
nonisolated public struct _BadgeModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let text: String?
    func makeBehavior() -> ModifierBehavior<Self> { BadgeBehavior() }
}

final class BadgeBehavior: ModifierBehavior<_BadgeModifier>, ScreenContributor {
    var text: String?
    override func update(modifier: _BadgeModifier) { text = modifier.text }
    func render(content: Node?, into screen: inout ScreenBuilder) {
        content?.render(into: &screen)
        if let text { screen.node("badge", role: .decoration, label: text) }
    }
}

nonisolated extension View {
    /// A count of zero shows no badge (Apple: badge(_:) "a value of zero hides the badge").
    public func badge(_ count: Int) -> some View { modifier(_BadgeModifier(text: count == 0 ? nil : String(count))) }
    public func badge(_ label: Text?) -> some View { modifier(_BadgeModifier(text: label?.content)) }
    public func badge(_ key: LocalizedStringKey?) -> some View { modifier(_BadgeModifier(text: key?.resolved)) }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(_BadgeModifier(text: label.map { String($0) })) }
}
