nonisolated extension View {
    // Evidence: Apple docs, hidden(): "Hidden views are invisible and can't receive or respond
    // to interactions. However, they do remain in the view hierarchy and affect layout."
    /// As fully transparent content: kept (identity, state, layout) and not shown, so no step
    /// can find or tap it.
    public func hidden() -> some View {
        modifier(_OpacityModifier(opacity: 0))
    }

    // Evidence: Apple docs, safeAreaBar(edge:alignment:spacing:content:) (iOS 26): "Renders the
    // provided content appropriately to be displayed as a custom bar", inset like safeAreaInset.
    /// A custom bar along an edge: `safeAreaInset` with the scroll edge effect (visual) added.
    public func safeAreaBar<Content: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    public func safeAreaBar<Content: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    // Evidence: Apple docs, tabViewBottomAccessory(content:) (iOS 26): "places a bottom accessory
    // view above the tab bar" of the TabView it modifies; WWDC25 "Build a SwiftUI app with the
    // new design" shows a playback control there that stays visible across tabs.
    /// Shown with the TabView it modifies, on every tab; its controls are tappable; its content
    /// reads `\.tabViewBottomAccessoryPlacement` (TabViewBottomAccessory.swift).
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        // As `safeAreaInset(edge: .bottom)`, its content in the placement the tab bar gives it.
        modifier(_SecondaryContentModifier(secondary: TabViewBottomAccessoryHost(content: content()), isOverlay: true, placement: .inset(.bottom, spacing: nil)))
            .modifier(_TabBarMinimizerModifier())
    }
}
