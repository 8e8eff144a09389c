/// Renaming: `renameAction(_:)` puts an action in the environment of its content, `\.rename`
/// reads it, and `RenameButton` (in a context menu, a toolbar title menu, a row) performs it;
/// with no action above it, the button is disabled. The focus-state form focuses the bound
/// field, so the user can type the new name.
/// Evidence: Apple's RenameButton docs ("receives its action from the environment ... the
/// system disables the button if you don't define an action"), renameAction(_:) docs (the
/// `FocusState<Bool>.Binding` form "sets the focus state to true"), RenameAction docs.
public struct RenameAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

struct RenameActionKey: EnvironmentKey { static var defaultValue: RenameAction? { nil } }

extension EnvironmentValues {
    public var rename: RenameAction? { self[RenameActionKey.self] }
}

nonisolated extension View {
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0[RenameActionKey.self] = RenameAction { isFocused.wrappedValue = true } }, comparable: nil))
    }

    public func renameAction(_ action: @escaping () -> Void) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0[RenameActionKey.self] = RenameAction(action: action) }, comparable: nil))
    }
}

/// "Rename", with the pencil symbol SF Symbols uses for editing.
nonisolated public struct RenameButton<Label: View>: View, EngineProvidedView {
    @Environment(\.rename) private var rename
    let label: Label

    public init() where Label == StateEngine.Label<Text, Image> {
        label = StateEngine.Label("Rename", systemImage: "pencil")
    }

    public var body: some View {
        Button { rename?() } label: { label }
            .disabled(rename == nil)
    }
}

