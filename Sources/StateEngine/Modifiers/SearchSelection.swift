/// `searchSelection(_:)`: the selection of the search field of the nearest `searchable`, as a
/// binding. Typing into the field (the driver's `type` step) leaves the caret after the text it
/// typed, so the binding holds an insertion point at the text's end; ending search (Cancel)
/// empties the field and clears it. Where the program writes a selection, the caret moves,
/// which only shows. Evidence: Apple docs, searchSelection(_:) ("Binds the selection of the
/// search field associated with the nearest searchable modifier"; "SwiftUI will automatically
/// update this value when the user changes selection, such as by typing. Likewise, you can
/// change selection by writing to this value"; indices "relative to the search text").
/// Chosen [search-selection-cleared-on-cancel]: Cancel sets the binding to nil: the field's
/// text is gone and it no longer has focus, so there is no selection in it.
struct SearchSelectionKey: EnvironmentKey { static var defaultValue: Binding<TextSelection?>? { nil } }

nonisolated public struct _SearchSelectionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let selection: Binding<TextSelection?>
    func makeBehavior() -> ModifierBehavior<Self> { SearchSelectionBehavior() }
}

final class SearchSelectionBehavior: ModifierBehavior<_SearchSelectionModifier>, ContentEnvironmentWriter {
    var selection: Binding<TextSelection?>?
    override func update(modifier: _SearchSelectionModifier) {
        selection = modifier.selection
        // Written inside the searchable content: the field above takes it.
        node.environment.searchInteraction?.selection = modifier.selection
    }
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var output = environment
        output[SearchSelectionKey.self] = selection
        return output
    }
}

nonisolated extension View {
    public func searchSelection(_ selection: Binding<TextSelection?>) -> some View {
        modifier(_SearchSelectionModifier(selection: selection))
    }
}
