import Foundation

// Where search suggestions render, and hiding them for some placements (iOS 16).
// Evidence: Apple docs SearchSuggestionsPlacement.automatic ("in iOS and iPadOS, suggestions
// render as a list overlaying the main content of the app"), .content ("render in the main
// content of the app"), .menu ("inside of a menu attached to the search field");
// EnvironmentValues.searchSuggestionsPlacement (read in your search suggestions: "the current
// placement of search suggestions"); searchSuggestions(_:for:) (its example hides suggestions
// for `.content` so that they show only in a menu).

public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let placement: Kind
    enum Kind: Sendable { case automatic, menu, content }

    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(placement: .automatic) }
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(placement: .menu) }
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(placement: .content) }

    public struct Set: OptionSet, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var menu: Set { Set(rawValue: 1 << 0) }
        public static var content: Set { Set(rawValue: 1 << 1) }
        public typealias Element = Set
    }

    /// The one-placement set holding this placement (empty for `automatic`).
    var set: Set {
        switch placement {
        case .automatic: []
        case .menu: .menu
        case .content: .content
        }
    }
}

struct SearchSuggestionsPlacementKey: EnvironmentKey { static var defaultValue: SearchSuggestionsPlacement { .automatic } }
/// The placements for which a `searchSuggestions(.hidden, for:)` above hides suggestions.
struct HiddenSearchSuggestionPlacementsKey: EnvironmentKey { static var defaultValue: SearchSuggestionsPlacement.Set { [] } }

extension EnvironmentValues {
    /// `.content` inside the suggestions of a search field (iOS lists them over the content,
    /// the engine's only placement); `.automatic` elsewhere.
    // Chosen [search-suggestions-placement-outside]: see docs/ENGINE-RULES.md.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement { self[SearchSuggestionsPlacementKey.self] }
}

/// Hides (or shows again) the suggestions below it for `placements`: suggestions rendered in a
/// hidden placement show nothing, on iOS the list over the content.
nonisolated public struct _SearchSuggestionsVisibilityModifier: ViewModifier {
    @Environment(\.searchSuggestionsPlacement) private var placement
    @Environment(\._hiddenSearchSuggestionPlacements) private var outer
    let visibility: Visibility
    let placements: SearchSuggestionsPlacement.Set

    public func body(content: Content) -> some View {
        let hidden = hiddenPlacements(below: outer)
        if placement.set.isSubset(of: hidden) && !placement.set.isEmpty {
            EmptyView()
        } else {
            content.environment(\._hiddenSearchSuggestionPlacements, hidden)
        }
    }

    private func hiddenPlacements(below outer: SearchSuggestionsPlacement.Set) -> SearchSuggestionsPlacement.Set {
        switch visibility {
        case .hidden: outer.union(placements)
        case .visible: outer.subtracting(placements)
        case .automatic: outer
        }
    }
}

/// The root of a search field's suggestion list: hidden when a `searchSuggestions(.hidden,
/// for:)` around the field hides the placement they render in.
nonisolated struct SearchSuggestionsGate: View {
    @Environment(\.searchSuggestionsPlacement) private var placement
    @Environment(\._hiddenSearchSuggestionPlacements) private var hidden
    let content: () -> any View

    var body: some View {
        if !placement.set.isEmpty && placement.set.isSubset(of: hidden) {
            EmptyView()
        } else {
            AnyView(content())
        }
    }
}

extension EnvironmentValues {
    var _hiddenSearchSuggestionPlacements: SearchSuggestionsPlacement.Set {
        get { self[HiddenSearchSuggestionPlacementsKey.self] }
        set { self[HiddenSearchSuggestionPlacementsKey.self] = newValue }
    }
}

nonisolated extension View {
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        modifier(_SearchSuggestionsVisibilityModifier(visibility: visibility, placements: placements))
    }
}
