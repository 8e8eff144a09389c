/// Whether the user is interacting with the search field of one `searchable` modifier: it
/// begins when the user types into the field and ends with the field's Cancel button or
/// `dismissSearch`.
// Evidence: Apple docs, EnvironmentValues.isSearching ("whether the user is currently
// interacting with the search field") and dismissSearch ("When you dismiss search, SwiftUI:
// sets isSearching to false, clears any text from the search field, removes focus from the
// search field"; "no effect if the user isn't interacting with a search field");
// searchable(text:isPresented:) (the binding follows the search field's presentation).
final class SearchInteraction {
    let active = EngineStateLocation(false, name: "isSearching")
    var text: AnyLocation<String>?
    var isPresented: Binding<Bool>?
    /// A `searchScopes` inside the searchable content hands its bar here.
    var scopeBar: SearchScopeBar?
    /// A `searchSuggestions` inside the searchable content hands its suggestions here.
    var suggestions: SearchSuggestionsContent?
    /// The field's tokens, when it has them (what a token `searchCompletion` adds to).
    var tokens: SearchTokenField?
    /// The `searchFocused` binding tied to the field, if any.
    var focus: SearchFocus?
    /// The `searchSelection` binding tied to the field, if any (SearchSelection.swift).
    var selection: Binding<TextSelection?>?

    /// The user typed `text` into the field: it is the field's text, the caret after it.
    func type(_ typed: String) {
        begin()
        hasTyped = true
        self.text?.set(typed)
        selection?.wrappedValue = TextSelection(insertionPoint: typed.endIndex)
    }

    /// A program giving the field focus begins search.
    func followFocus() {
        guard let focus else { return }
        focus.markRead()
        if focus.isFocused() && !active.get() { active.set(true) }
    }
    /// Whether the user typed since search began (what shows an `onTextEntry` scope bar).
    var hasTyped = false

    func begin() {
        active.set(true)
        if let focus, !focus.isFocused() { focus.focus() }
        isPresented?.wrappedValue = true
    }

    func end() {
        guard active.get() else { return }
        active.set(false)
        hasTyped = false
        focus?.blur()
        text?.set("")
        selection?.wrappedValue = nil
        // Chosen [search-cancel-clears-tokens]: the field empties, tokens with its text.
        tokens?.removeAll()
        isPresented?.wrappedValue = false
    }
}

struct SearchInteractionKey: EnvironmentKey { static var defaultValue: SearchInteraction? { nil } }

extension EnvironmentValues {
    /// True inside a searchable view's content while the user searches; a view reading it
    /// updates when search begins or ends.
    public var isSearching: Bool {
        guard let interaction = self[SearchInteractionKey.self] else { return false }
        interaction.active.markRead()
        return interaction.active.get()
    }

    public var dismissSearch: DismissSearchAction {
        DismissSearchAction(interaction: self[SearchInteractionKey.self])
    }
}

/// Ends the search interaction of the enclosing searchable view, if one is under way.
public struct DismissSearchAction {
    let interaction: SearchInteraction?
    public func callAsFunction() { interaction?.end() }
}
