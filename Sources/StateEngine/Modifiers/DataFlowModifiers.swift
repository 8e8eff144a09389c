import Transcript

/// `preferredColorScheme`: a preference that flows up to the window, which then gives the
/// whole hierarchy that color scheme (the outermost view's choice wins; nil means no
/// preference). Evidence: Apple's preferredColorScheme(_:) docs ("the preference propagates
/// up to the enclosing presentation ... and applies to the whole window").
nonisolated public struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let scheme: ColorScheme?
    func makeBehavior() -> ModifierBehavior<Self> { PreferredColorSchemeBehavior() }
}

final class PreferredColorSchemeBehavior: ModifierBehavior<_PreferredColorSchemeModifier> {
    var scheme: ColorScheme?
    override func update(modifier: _PreferredColorSchemeModifier) {
        scheme = modifier.scheme
        if isFirstUpdate { graph.colorSchemePreferences.append(ColorSchemePreference(behavior: self)) }
    }
}

struct ColorSchemePreference {
    weak var behavior: PreferredColorSchemeBehavior?
}

extension ViewGraph {
    /// The window's color scheme preference now: the outermost living view's non-nil choice.
    var preferredColorScheme: ColorScheme? {
        colorSchemePreferences.removeAll { $0.behavior?.node?.isAlive != true }
        return colorSchemePreferences
            .compactMap { $0.behavior }
            .filter { $0.scheme != nil }
            .min { $0.node.depth < $1.node.depth }?.scheme
    }
}

nonisolated extension View {
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(scheme: colorScheme))
    }
}

/// `searchable`: a search field above the content, bound to the text (the driver types into
/// it as "Search", or its prompt). `onSubmit(of: .search)` runs on submit.
nonisolated public struct _SearchableModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let text: Binding<String>
    let prompt: String?
    var isPresented: Binding<Bool>? = nil
    /// The field's tokens (`searchable(text:tokens:...)`, SearchTokens.swift).
    var tokens: SearchTokenField? = nil
    func makeBehavior() -> ModifierBehavior<Self> { SearchableBehavior() }
}

final class SearchableBehavior: ModifierBehavior<_SearchableModifier>, ContentEnvironmentWriter, ScreenContributor, SecondaryContentOwner {
    var modifier: _SearchableModifier?
    let interaction = SearchInteraction()
    /// The scope picker of a `searchScopes` around (or inside) this field.
    var scopePicker: Node?
    /// The suggestions of a `searchSuggestions` around (or inside) this field, shown while
    /// search is active; they see the interaction, so `searchCompletion` can fill the field.
    var suggestionList: Node?
    /// The tokens shown in the field, and the suggested tokens shown while search is active.
    var tokenList: Node?
    var suggestedTokenList: Node?
    /// The page whose `DefaultToolbarItem(kind: .search)` may draw this field.
    private weak var page: PageSearchItems?

    override func update(modifier: _SearchableModifier) {
        self.modifier = modifier
        if isFirstUpdate {
            page = node.environment.pageSearchItems
            page?.register(self)
        }
        interaction.text = modifier.text.location
        interaction.tokens = modifier.tokens
        interaction.isPresented = modifier.isPresented
        // A program presenting search (`isPresented` set to true) activates the field.
        if let presented = modifier.isPresented?.location.get(), presented != interaction.active.get() {
            interaction.active.set(presented)
        }
        if let focus = node.environment[SearchFocusKey.self] { interaction.focus = focus }
        if let selection = node.environment[SearchSelectionKey.self] { interaction.selection = selection }
        interaction.followFocus()
    }

    override func didUpdateContent() {
        if let bar = interaction.scopeBar ?? node.environment[SearchScopeBarKey.self] {
            scopePicker = reconcileAny(scopePicker, with: bar.picker(), environment: node.environment, parent: node, graph: graph)
        }
        if let suggestions = interaction.suggestions ?? node.environment[SearchSuggestionsKey.self] {
            // On iOS the suggestions render as a list over the content: the `.content` placement.
            let environment = suggestionEnvironment(contentEnvironment(node.environment))
            suggestionList = reconcileAny(suggestionList, with: SearchSuggestionsGate(content: suggestions.view), environment: environment, parent: node, graph: graph)
        }
        if let tokens = modifier?.tokens {
            tokenList = reconcileAny(tokenList, with: tokens.tokens(), environment: node.environment, parent: node, graph: graph)
            if let suggested = tokens.suggestions {
                suggestedTokenList = reconcileAny(suggestedTokenList, with: VStack(alignment: .leading) { AnyView(suggested()) }, environment: node.environment, parent: node, graph: graph)
            }
        }
    }

    var secondaryNodes: [Node] { [scopePicker, suggestionList, tokenList, suggestedTokenList].compactMap { $0 } }

    override func teardown() { page?.unregister(self) }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        // A `DefaultToolbarItem(kind: .search)` on this page draws the field where it is.
        if page?.item(movingFieldOf: self) == nil { renderField(into: &screen, toolbarPlacement: nil) }
        content?.render(into: &screen)
    }

    /// The field with what goes with it (Cancel, scopes, suggestions); `toolbarPlacement` names
    /// the toolbar place a `DefaultToolbarItem` moved it to.
    func renderField(into screen: inout ScreenBuilder, toolbarPlacement: String?) {
        if let modifier {
            let text = modifier.text.location.get()
            let title = modifier.prompt ?? "Search"
            let interaction = self.interaction
            let isActive = interaction.active.get()
            // Tokens show inside the field, before its text.
            screen.node("SearchField", role: .field, label: title, detail: quoted(text) + (toolbarPlacement.map { " " + $0 } ?? ""),
                        look: ControlLook(.field(text: text, prompt: title, isFocused: isActive), isEnabled: node.environment.isEnabled),
                        children: { [tokenList] in tokenList?.render(into: &$0) })
            let actions = node.environment.searchSubmitActions
            let field = ScreenControl.Field(
                setText: { interaction.type($0) },
                submit: { for action in actions.reversed() { action() } },
                isFocused: isActive)
            screen.controls.append(ScreenControl(.field(field), label: title, layer: screen.layer, isEnabled: node.environment.isEnabled))
            if isActive {
                // Evidence: UIKit's UISearchController shows a Cancel button while search is active;
                // Apple docs, dismissSearch: ending search clears the text and unfocuses the field.
                screen.node("Button", role: .button, label: "Cancel")
                screen.tappables.append(.init(kind: .button, label: "Cancel", layer: screen.layer, isEnabled: node.environment.isEnabled, perform: { interaction.end() }))
            }
            let bar = interaction.scopeBar ?? node.environment[SearchScopeBarKey.self]
            if let bar, bar.activation.showsBar(isActive: isActive, hasTyped: interaction.hasTyped) {
                scopePicker?.render(into: &screen)
            }
            if isActive {
                suggestedTokenList?.render(into: &screen)
                suggestionList?.render(into: &screen)
            }
        }
    }

    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        // Search submit actions written above apply to this field, not to fields below.
        // An unchanged input keeps the output's identity, so the content sees no change.
        if let lastInput, let lastOutput, lastInput.isIdentical(to: environment) { return lastOutput }
        var output = environment
        output.tracker = nil
        output[SearchInteractionKey.self] = interaction
        lastInput = environment
        lastOutput = output
        return output
    }

    private var lastInput: EnvironmentValues?
    private var lastOutput: EnvironmentValues?

    /// The content's environment in the suggestions' placement; unchanged input, same output.
    private func suggestionEnvironment(_ content: EnvironmentValues) -> EnvironmentValues {
        if let lastSuggestionInput, let lastSuggestionOutput, lastSuggestionInput.isIdentical(to: content) { return lastSuggestionOutput }
        var output = content
        output[SearchSuggestionsPlacementKey.self] = .content
        lastSuggestionInput = content
        lastSuggestionOutput = output
        return output
    }
    private var lastSuggestionInput: EnvironmentValues?
    private var lastSuggestionOutput: EnvironmentValues?
}

public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic"), toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement { SearchFieldPlacement(name: "navigationBarDrawer") }
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

nonisolated extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, prompt: prompt.resolved))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, prompt: String(prompt)))
    }

    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, prompt: prompt?.content, isPresented: isPresented))
    }
}

/// `refreshable`: pull to refresh. The driver's `refresh()` runs the action as a task and lets
/// virtual time pass until it returns, as the spinner stays until the action's `await`
/// finishes; `\.refresh` exposes it. Evidence: Apple's refreshable docs.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    public func callAsFunction() async { await action() }
}

struct RefreshActionKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

nonisolated public struct _RefreshableModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let action: @Sendable () async -> Void
    func makeBehavior() -> ModifierBehavior<Self> { RefreshableBehavior() }
}

final class RefreshableBehavior: ModifierBehavior<_RefreshableModifier>, ContentEnvironmentWriter, ScreenContributor {
    var action: (@Sendable () async -> Void)?
    override func update(modifier: _RefreshableModifier) { action = modifier.action }
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard let action else { return environment }
        var output = environment
        output.refresh = RefreshAction(action: action)
        return output
    }
    func render(content: Node?, into screen: inout ScreenBuilder) {
        content?.render(into: &screen)
        guard let action else { return }
        screen.controls.append(ScreenControl(
            .refreshable(refresh: { Task { await action() } }), label: "", layer: screen.layer, isEnabled: node.environment.isEnabled))
    }
}

nonisolated extension View {
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_RefreshableModifier(action: action))
    }
}
