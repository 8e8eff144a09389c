/// Tabs: each child view (with `tabItem`/`tag`, or an iOS 18 `Tab`) is one tab. A tab's
/// content is built the first time it is selected and then kept, with its state, while the
/// user switches between tabs (UIKit's tab bar controller keeps its children). `select(tab:)`
/// writes the tab's tag to the selection binding, or to the tab view's own state. Evidence:
/// Apple's TabView docs (selection binding + tag; iOS 18 Tab(value:)). Chosen [tab-lazy-build]:
/// the lazy first build, as observed on iOS (a tab's onAppear runs when first shown).
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let selection: Binding<SelectionValue>?

    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, viewContent: content())
    }

    init(selection: Binding<SelectionValue>?, viewContent: Content) {
        self.content = viewContent
        self.selection = selection
    }

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        TabViewNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }
}

/// iOS 18's tab: a title, an icon, an optional value (its tag) and content.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View, ContainerView {
    public typealias Body = Never
    let title: String
    let value: Value?
    let content: Content
    /// Outside a TabView a Tab shows just its content.
    var screenName: String? { nil }
    var combinesPreferences: Bool { false }
}

public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved, value: value, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), value: value, content: content())
    }

    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved, value: value, content: content())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved, value: nil, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), value: nil, content: content())
    }
}

extension Tab where Label == EmptyView {
    /// A tab without a title: a search tab is titled "Search", as the system shows it.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: role == .search ? "Search" : "", value: value, content: content())
    }
}

extension Tab {
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: ScreenlessText.text(of: label()) ?? "", value: value, content: content())
    }
}

/// `tabItem`: the tab's label in the tab bar; the view itself is the tab's content.
nonisolated public struct _TabItemModifier<Item: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let item: Item
    func makeBehavior() -> ModifierBehavior<Self> { ModifierBehavior() }
}

nonisolated extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(item: label()))
    }
}

/// The text of a label view known without building it (a Text, a Label, a tab item).
enum ScreenlessText {
    static func text(of view: Any) -> String? {
        if let text = view as? Text { return text.content }
        if let provider = view as? StaticTextProviding { return provider.staticText }
        if let tuple = view as? StaticElements {
            let parts = tuple.staticElements.compactMap { text(of: $0) }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        }
        return nil
    }
}

protocol StaticTextProviding {
    var staticText: String? { get }
}

extension Label: StaticTextProviding {
    var staticText: String? { ScreenlessText.text(of: title) }
}

/// Views whose children are known from the value alone (a tuple, a ForEach's rows).
protocol StaticElements {
    var staticElements: [any View] { get }
}

extension TupleView: StaticElements {
    var staticElements: [any View] { elements }
}

extension ForEach: StaticElements where Content: View {
    var staticElements: [any View] { data.map { content($0) } }
}

extension Group: StaticElements {
    var staticElements: [any View] { TabViewNode<Int, EmptyView>.flatten(content) }
}

/// One tab as the tab view sees it before building it.
struct TabDescription {
    let title: String
    let tag: AnyHashable?
    let content: any View
}

final class TabViewNode<SelectionValue: Hashable, Content: View>: Node, PresentingNode, ViewNode, PartlyShownContainer {
    var view: TabView<SelectionValue, Content>
    var tabs: [TabDescription] = []
    /// Built tab contents by position (a tab is built when first selected).
    var built: [Int: Node] = [:]
    /// The selected position when no binding is given.
    let ownSelection = EngineStateLocation(0, name: "selection")
    /// The position of the tab on screen after the last update.
    private var shownIndex: Int?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: TabView<SelectionValue, Content>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        graph.presenters.register(self)
        apply()
    }

    override var children: [Node] { built.keys.sorted().compactMap { built[$0] } }
    var shownChildren: [Node] { built[selectedIndex].map { [$0] } ?? [] }

    func update(view newValue: TabView<SelectionValue, Content>, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        apply()
    }

    var selectedIndex: Int {
        guard let selection = view.selection else { return Swift.min(ownSelection.get(), Swift.max(0, tabs.count - 1)) }
        let current = AnyHashable(selection.location.get())
        return tabs.firstIndex { $0.tag == current } ?? 0
    }

    /// Updates the tabs already built (a new content value) and builds the selected one.
    private func apply() {
        tabs = Self.flatten(view.content).enumerated().map { Self.describe($1, index: $0) }
        for (index, node) in built where index >= tabs.count {
            node.teardown()
            built[index] = nil
        }
        let environment = tabEnvironment
        for index in built.keys.sorted() {
            built[index] = reconcileAny(built[index], with: tabs[index].content, environment: environment, parent: self, graph: graph)
        }
        let selected = selectedIndex
        let previous = shownIndex
        // Chosen [tab-switch-disappear-first]: the tab left runs its onDisappear actions before
        // the tab shown runs its onAppear actions.
        if let previous, previous != selected, let left = built[previous] { left.hideFromScreen() }
        if selected < tabs.count, built[selected] == nil {
            built[selected] = reconcileAny(nil, with: tabs[selected].content, environment: environment, parent: self, graph: graph)
        } else if let previous, previous != selected, let returning = built[selected] {
            returning.showOnScreen()
        }
        shownIndex = selected < tabs.count ? selected : nil
    }

    /// What the tabs' contents see: where the bar is (TabCustomization.swift).
    private var tabEnvironment: EnvironmentValues {
        var inner = environment
        inner[TabBarPlacementKey.self] = environment[TabViewPagesKey.self] ? .pageIndicator : .bottomBar
        inner[TabViewPagesKey.self] = false
        return inner
    }

    var needsPresentationUpdate: Bool {
        selectedIndex < tabs.count && (built[selectedIndex] == nil || shownIndex != selectedIndex)
    }
    func updatePresentation() { apply() }

    static func flatten(_ view: any View) -> [any View] {
        if let elements = view as? StaticElements {
            return elements.staticElements.flatMap { flatten($0) }
        }
        if let optional = view as? OptionalViewAccess { return optional.wrappedView.map { flatten($0) } ?? [] }
        if let conditional = view as? ConditionalViewAccess { return flatten(conditional.activeView) }
        if view is EmptyView { return [] }
        return [view]
    }

    static func describe(_ view: any View, index: Int) -> TabDescription {
        if let tab = view as? TabAccess { return TabDescription(title: tab.tabTitle, tag: tab.tabValue, content: tab.tabContent) }
        let traits = ViewTraits.of(view)
        return TabDescription(
            title: traits[TabItemTitleTrait.self] ?? "Tab \(index + 1)",
            tag: traits[TagTrait.self] ?? (SelectionValue.self == Int.self ? AnyHashable(index) : nil), content: view)
    }

    override func render(into screen: inout ScreenBuilder) {
        let selected = selectedIndex
        screen.node("TabView", role: .container) { inner in
            for (index, tab) in self.tabs.enumerated() {
                inner.node("Tab", role: .button, label: tab.title, detail: index == selected ? "selected" : nil) { tabScreen in
                    if index == selected { built[index]?.render(into: &tabScreen) }
                }
            }
        }
        let described = self.tabs, selection = view.selection?.location, own = ownSelection
        let choices = ScreenControl.Choices(options: described.map(\.title)) { title in
            guard let index = described.firstIndex(where: { $0.title == title }) else { return }
            if let selection {
                if let value = described[index].tag?.base as? SelectionValue { selection.set(value) }
            } else {
                own.set(index)
            }
        }
        screen.controls.append(ScreenControl(.tabView(choices), label: "TabView", layer: screen.layer, isEnabled: environment.isEnabled))
    }
}

protocol TabAccess {
    var tabTitle: String { get }
    var tabValue: AnyHashable? { get }
    var tabContent: any View { get }
}

extension Tab: TabAccess {
    var tabTitle: String { title }
    var tabValue: AnyHashable? { value.map { AnyHashable($0) } }
    var tabContent: any View { content }
}

extension _TabItemModifier: ViewTraitWriter {
    /// A label without text (an image alone) leaves the title to an inner `tabItem`, or the default.
    func writeTraits(into traits: inout ViewTraits) {
        if let title = ScreenlessText.text(of: item) { traits[TabItemTitleTrait.self] = title }
    }
}

protocol OptionalViewAccess {
    var wrappedView: (any View)? { get }
}

extension Optional: OptionalViewAccess where Wrapped: View {
    var wrappedView: (any View)? { self.map { $0 } }
}

protocol ConditionalViewAccess {
    var activeView: any View { get }
}

extension _ConditionalContent: ConditionalViewAccess {
    var activeView: any View {
        switch storage {
        case .trueContent(let view): return view
        case .falseContent(let view): return view
        }
    }
}
