/// iOS 18's tab customization as an iPhone has it. A `TabViewCustomization` is a value the
/// program keeps (in `@AppStorage` so it survives a relaunch) and reads or writes by a tab's
/// customization identifier; `tabViewCustomization(_:)` hands it to the tab view. Only the
/// `sidebarAdaptable` style on iPad offers people a way to customize, so on an iPhone the tab bar
/// shows every tab in the builder's order and the system never writes the binding; what the
/// program writes into the value reads back unchanged.
/// Evidence: Apple docs, tabViewCustomization(_:) ("Only the sidebarAdaptable style supports
/// customization"), defaultVisibility(_:for:) ("The sidebarAdaptable style supports
/// customization of the tab bar and sidebar on iPad ... This modifier has no effect on other
/// platforms"), TabViewCustomization.subscript(sidebarVisibility:) and TabCustomization ("If
/// the ID isn't associated with a tab or the tab has not been customized, a default value of
/// `.automatic` is returned"), subscript(sectionID:) ("a default value of `nil` is returned"),
/// AppStorage.init(wrappedValue:_:store:) where Value == TabViewCustomization ("Creates a
/// property that can save and restore tab sidebar customizations").
public struct TabViewCustomization: Equatable, Codable, Sendable {
    private var sidebar: [String: StoredVisibility] = [:]
    private var sectionOrders: [String: [String]] = [:]

    public init() {}

    public subscript(sidebarVisibility id: String) -> Visibility {
        get { sidebar[id]?.visibility ?? .automatic }
        set { sidebar[id] = StoredVisibility(newValue) }
    }

    public subscript(tab id: String) -> TabCustomization {
        get { TabCustomization(sidebarVisibility: self[sidebarVisibility: id]) }
        set { self[sidebarVisibility: id] = newValue.sidebarVisibility }
    }

    /// The order a person gave a section's tabs; nil until one does (never, on an iPhone).
    public subscript(sectionID id: String) -> [String]? { sectionOrders[id] }

    public mutating func resetVisibility() { sidebar = [:] }
    public mutating func resetSectionOrder() { sectionOrders = [:] }

    public struct TabCustomization: Equatable, Sendable {
        public var sidebarVisibility: Visibility
        /// Set only by a person customizing the bar on iPad: `.automatic` on an iPhone.
        public var tabBarVisibility: Visibility { .automatic }
    }

    /// Visibility as the value encodes it (Visibility itself is not Codable).
    private enum StoredVisibility: String, Codable, Sendable {
        case automatic, visible, hidden
        init(_ visibility: Visibility) {
            switch visibility {
            case .automatic: self = .automatic
            case .visible: self = .visible
            case .hidden: self = .hidden
            }
        }
        var visibility: Visibility {
            switch self {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        }
    }
}

extension AppStorage where Value == TabViewCustomization {
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String) {
        stored = StoredDefault(key: key, defaultValue: wrappedValue, unmountedStore: Self.driverDefaults)
    }
}

// A tab's customization settings: the tab itself, unchanged, because an iPhone's tab bar does
// not customize (evidence above).
extension Tab {
    public func customizationID(_ id: String) -> Self { self }
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self { self }
}

extension TabSection {
    public func customizationID(_ id: String) -> Self { self }
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self { self }
}

nonisolated extension View {
    /// Hands the customization to the tab view; an iPhone's bar neither applies nor writes it.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { inert() }
}

// MARK: Type-erased tabs and the default label

/// A type-erased tab or group of tabs, for a builder whose branches build different tabs.
/// Evidence: Apple docs, AnyTabContent ("Type erased tab content").
nonisolated public struct AnyTabContent<SelectionValue: Hashable>: View, TabContent, StaticElements, ContainerView {
    public typealias TabValue = SelectionValue
    public typealias Body = Never
    let erased: any View
    let content: AnyView

    public init<Content: TabContent & View>(_ content: Content) where Content.TabValue == SelectionValue {
        erased = content
        self.content = AnyView(content)
    }

    /// Outside a tab view it shows what it erases, as a Tab shows its content.
    var screenName: String? { nil }
    var combinesPreferences: Bool { false }
    var staticElements: [any View] { [erased] }
}

/// The label a tab made from a title and an image shows in the bar: the title beside the icon.
/// Evidence: Apple docs, DefaultTabLabel ("The default label to use for a tab").
nonisolated public struct DefaultTabLabel: View {
    let title: String
    let image: String
    public var body: some View { Label(title, systemImage: image) }
}

// MARK: Where the bar is

struct TabBarPlacementKey: EnvironmentKey { static var defaultValue: TabBarPlacement? { nil } }
/// Whether the tab view above pages its tabs (`tabViewStyle(.page)`).
struct TabViewPagesKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Set only inside a tab view's tabs: an iPhone's bar is at the bottom, a paged tab view
    /// shows a page indicator. Evidence: Apple docs, EnvironmentValues.tabBarPlacement ("Note
    /// that this value is only set within the content views of a TabView. A nil value
    /// corresponds to an undefined placement"); TabBarPlacement.topBar ("in tabBarOnly on iPad
    /// and macOS, or sidebarAdaptable on iPad"), .sidebar ("in sidebarAdaptable on iPad, macOS,
    /// visionOS, and tvOS").
    public var tabBarPlacement: TabBarPlacement? { self[TabBarPlacementKey.self] }
}

nonisolated extension View {
    /// The look of the tab views below; the engine notes only whether they page, for
    /// `\.tabBarPlacement`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let pages = style is PageTabViewStyle
        return modifier(_EnvironmentWritingModifier(transform: { $0[TabViewPagesKey.self] = pages }, comparable: pages))
    }
}
