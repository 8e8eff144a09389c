/// iOS 18's tab builder. `TabView(selection: $section) { Tab("Books", systemImage: "book",
/// value: .books) { ... } }` compiles because the builder carries the selection's type, so each
/// tab's `value: .books` is inferred from the binding (Apple docs, "TabContentBuilder" and
/// "TabView.init(selection:content:)", iOS 18). The tabs it builds are the same values the
/// view builder makes, so the tab view treats both forms alike.
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}

extension Tab: TabContent {
    public typealias TabValue = Value
}

/// `ForEach(sections) { Tab($0.title, systemImage: $0.icon, value: $0) { ... } }`.
extension ForEach: TabContent where Content: TabContent & View {
    public typealias TabValue = Content.TabValue
}

@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// Only tabs whose value has the selection's type belong here (SwiftUI's constraint).
    public static func buildExpression<Content: TabContent & View>(_ content: Content) -> Content
    where Content.TabValue == SelectionValue {
        content
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        ViewBuilder.buildBlock(repeat each content)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        ViewBuilder.buildEither(first: first)
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        ViewBuilder.buildEither(second: second)
    }
}

extension TabView {
    /// Tabs with values: the builder infers each value's type from `selection`. Preferred over
    /// the view-builder form, which serves `tabItem` children and tabs without values.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(selection: Optional(selection), viewContent: content())
    }
}
