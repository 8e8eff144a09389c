import Foundation

// Focus beyond `@FocusState`, `focused(_:)`, `focusable`, `defaultFocus` and `onKeyPress`
// (Modifiers/Focus) and focused values (Data/Focus/FocusedValues.swift): search focus. Each fails to compile with StateEngine's
// message (issue 34); see UnsupportedViews.swift for the convention.

nonisolated extension View {
    @available(*, unavailable, message: "StateEngine does not model `searchFocused` yet (see Supported SwiftUI)")
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> EmptyView { fatalError() }
    @available(*, unavailable, message: "StateEngine does not model `searchFocused` yet (see Supported SwiftUI)")
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> EmptyView { fatalError() }

}
