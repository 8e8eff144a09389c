/// iOS 18's tab sections, as an iPhone shows them: the tab bar has no sidebar, so a section's
/// tabs are ordinary tabs of the bar, in order, and its header is not shown; a program reading
/// `\.isTabBarShowingSections` or `\.isTabViewSidebarAvailable` is told false.
/// Evidence: Apple docs "TabBarPlacement.sidebar" ("A tab bar can appear as a sidebar in
/// sidebarAdaptable on iPad, macOS, visionOS, and tvOS"), "TabSection" (a container that adds
/// hierarchy within a tab view), "isTabViewSidebarAvailable" and "isTabBarShowingSections".
nonisolated public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: View, TabContent {
    public typealias TabValue = SelectionValue
    let content: Content

    public var body: some View { content }
}

extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Footer == EmptyView {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }
}

extension TabSection {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer) {
        self.content = content()
    }
}

/// The tab view lays a section's tabs out among its own.
extension TabSection: StaticElements {
    var staticElements: [any View] { [content] }
}

extension EnvironmentValues {
    public var isTabBarShowingSections: Bool { false }
    public var isTabViewSidebarAvailable: Bool { false }
}
