import Foundation

// Search suggestions, their completions, and search scopes (iOS 15, 16, 16.4).
// Evidence: Apple docs "searchSuggestions(_:)" ("presents the suggestion views as a list of
// choices when someone activates the search interface"), "searchCompletion(_:)" ("the system
// uses this value when the view is selected to replace the partial text being currently
// edited"), "searchScopes(_:scopes:)" (the scopes populate a Picker bound to the active scope),
// "SearchScopeActivation" (onTextEntry: scopes show when typing begins and hide after search
// cancellation, the automatic choice on iOS; onSearchPresentation: they show when search is
// presented); WWDC21 "Craft search experiences in SwiftUI" (suggestions with searchCompletion
// fill the field when tapped).

/// The suggestions a `searchSuggestions` modifier gives the search field it is attached to.
struct SearchSuggestionsContent {
    let view: () -> any View
}

struct SearchSuggestionsKey: EnvironmentKey { static var defaultValue: SearchSuggestionsContent? { nil } }

nonisolated public struct _SearchSuggestionsModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let suggestions: SearchSuggestionsContent
    func makeBehavior() -> ModifierBehavior<Self> { SearchSuggestionsBehavior() }
}

/// Applied outside `searchable` (as Apple's examples do), it reaches the field through the
/// environment; applied inside, it hands the suggestions to the enclosing search interaction.
final class SearchSuggestionsBehavior: ModifierBehavior<_SearchSuggestionsModifier>, ContentEnvironmentWriter {
    var suggestions: SearchSuggestionsContent?
    override func update(modifier: _SearchSuggestionsModifier) {
        suggestions = modifier.suggestions
        node.environment.searchInteraction?.suggestions = modifier.suggestions
    }
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var output = environment
        output[SearchSuggestionsKey.self] = suggestions
        return output
    }
}

/// A suggestion that, tapped, puts its completion in the search field.
nonisolated public struct _SearchCompletionModifier: ViewModifier {
    @Environment(\.searchInteraction) private var interaction
    let completion: String

    public func body(content: Content) -> some View {
        let interaction = self.interaction
        let completion = self.completion
        Button { interaction?.text?.set(completion) } label: { content }
    }
}

extension EnvironmentValues {
    /// The enclosing `searchable`'s interaction (a reference: views compare it by identity).
    var searchInteraction: SearchInteraction? { self[SearchInteractionKey.self] }
}

/// The scope bar a `searchScopes` modifier gives the search field it is attached to.
struct SearchScopeBar {
    let activation: SearchScopeActivation
    let picker: () -> any View
}

struct SearchScopeBarKey: EnvironmentKey { static var defaultValue: SearchScopeBar? { nil } }

nonisolated public struct _SearchScopesModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let bar: SearchScopeBar
    func makeBehavior() -> ModifierBehavior<Self> { SearchScopesBehavior() }
}

/// Applied outside `searchable` (as Apple's examples do), it reaches the field through the
/// environment; applied inside, it hands the bar to the enclosing search interaction.
final class SearchScopesBehavior: ModifierBehavior<_SearchScopesModifier>, ContentEnvironmentWriter {
    var bar: SearchScopeBar?
    override func update(modifier: _SearchScopesModifier) {
        bar = modifier.bar
        node.environment.searchInteraction?.scopeBar = modifier.bar
    }
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var output = environment
        output[SearchScopeBarKey.self] = bar
        return output
    }
}

extension SearchScopeActivation {
    /// Whether the scope bar shows: after typing began (iOS's automatic choice) or as soon
    /// as search is presented; either way until search is cancelled.
    func showsBar(isActive: Bool, hasTyped: Bool) -> Bool {
        guard isActive else { return false }
        return name == SearchScopeActivation.onSearchPresentation.name || hasTyped
    }
}

nonisolated extension View {
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let content = suggestions()
        return modifier(_SearchSuggestionsModifier(suggestions: SearchSuggestionsContent(view: { VStack(alignment: .leading) { content } })))
    }

    public func searchCompletion(_ completion: String) -> some View {
        modifier(_SearchCompletionModifier(completion: completion))
    }

    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        let options = scopes()
        return modifier(_SearchScopesModifier(bar: SearchScopeBar(activation: activation, picker: {
            Picker("Scope", selection: scope) { options }.pickerStyle(.segmented)
        })))
    }

    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }

    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }
}

/// The focus binding a `searchFocused` modifier ties to the search field: the field takes
/// focus when search begins and gives it up when search ends; the program setting it begins
/// search.
// Evidence: Apple docs "searchFocused(_:)" (binds "the focus state of the search field
// associated with the nearest searchable modifier" to the value) and FocusState (set it to
// move focus); WWDC23 "The SwiftUI cookbook for focus".
struct SearchFocus {
    let isFocused: () -> Bool
    let focus: () -> Void
    let blur: () -> Void
    /// Links the binding's source to the update reading it, so a change re-renders the field.
    let markRead: () -> Void
}

struct SearchFocusKey: EnvironmentKey { static var defaultValue: SearchFocus? { nil } }

nonisolated public struct _SearchFocusedModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let focus: SearchFocus
    func makeBehavior() -> ModifierBehavior<Self> { SearchFocusedBehavior() }
}

final class SearchFocusedBehavior: ModifierBehavior<_SearchFocusedModifier>, ContentEnvironmentWriter {
    var focus: SearchFocus?
    override func update(modifier: _SearchFocusedModifier) {
        focus = modifier.focus
        if let interaction = node.environment.searchInteraction {
            interaction.focus = modifier.focus
            interaction.followFocus()
        }
    }
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var output = environment
        output[SearchFocusKey.self] = focus
        return output
    }
}

nonisolated extension View {
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View {
        let location = condition.location
        return modifier(_SearchFocusedModifier(focus: SearchFocus(
            isFocused: { location.get() }, focus: { location.set(true) }, blur: { location.set(false) },
            markRead: { location.markRead() })))
    }

    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        let location = binding.location
        return modifier(_SearchFocusedModifier(focus: SearchFocus(
            isFocused: { location.get() == value }, focus: { location.set(value) },
            blur: {
                if location.get() == value, let none = (V.self as? NilFocusValue.Type)?.nilValue as? V { location.set(none) }
            },
            markRead: { location.markRead() })))
    }
}
