// Modifiers that are an environment write under another name. Evidence: Apple docs,
// colorScheme(_:) ("Sets this view's color scheme"; deprecated for preferredColorScheme, it
// sets `\.colorScheme` for the view and its descendants only) and dynamicTypeSize(_:) ("Sets
// the Dynamic Type size within the view to the given value").
nonisolated extension View {
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
}
