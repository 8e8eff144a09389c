import Foundation

// Search beyond `searchable(text:)`: tokens, scopes, suggestions and their completion (iOS 16,
// 17, 18, 26). Each fails to compile with StateEngine's message (issue 34); see
// UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `searchable` yet (see Supported SwiftUI)")
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchable` yet (see Supported SwiftUI)")
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchable` yet (see Supported SwiftUI)") @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
    ) -> EmptyView { fatalError() }
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

    @available(*, unavailable, message: "StateEngine does not model `searchScopes` yet (see Supported SwiftUI)")
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchScopes` yet (see Supported SwiftUI)")
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchSuggestions` yet (see Supported SwiftUI)")
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchSuggestions` yet (see Supported SwiftUI)")
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchCompletion` yet (see Supported SwiftUI)")
    public func searchCompletion(_ completion: String) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchCompletion` yet (see Supported SwiftUI)")
    public func searchCompletion<T: Identifiable>(_ token: T) -> EmptyView { fatalError() }
}





