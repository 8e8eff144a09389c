import Foundation

// Search beyond `searchable(text:)`, its suggestions, completions and scopes
// (Modifiers/SearchSuggestionsAndScopes.swift): tokens, and suggestion placements (iOS 16, 17). Each fails to compile with StateEngine's message (issue 34); see
// UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `searchable` yet (see Supported SwiftUI)")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> EmptyView where C.Element: Identifiable { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchable` yet (see Supported SwiftUI)")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> EmptyView where C.Element: Identifiable { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchable` yet (see Supported SwiftUI)")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> EmptyView where C.Element: Identifiable { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchable` yet (see Supported SwiftUI)")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> EmptyView where C.Element: Identifiable { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchable` yet (see Supported SwiftUI)")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> EmptyView where C.Element: Identifiable { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchable` yet (see Supported SwiftUI)")
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> EmptyView where C.Element: Identifiable { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `searchSuggestions` yet (see Supported SwiftUI)")
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchCompletion` yet (see Supported SwiftUI)")
    public func searchCompletion<T: Identifiable>(_ token: T) -> EmptyView { fatalError() }
}
