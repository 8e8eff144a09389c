import Transcript

/// Views that hold other views. On screen a container is a line with its children indented
/// (Group is transparent); for preferences a container is where children's values combine.
nonisolated protocol ContainerView: View, PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    /// The kind shown on screen; nil for a transparent container.
    var screenName: String? { get }
    /// A title the container shows (a section's header).
    var screenLabel: String? { get }
    /// Whether the container combines its children's preference values (see
    /// DynamicContent.swift). Chosen [group-transparent-for-preferences]: Group (and a Tab or
    /// toolbar item outside its bar) combines nothing; its views count as its parent's.
    var combinesPreferences: Bool { get }
    /// The viewport of a lazy container (LazyRows.swift); nil for an eager one.
    var lazyLayout: LazyLayout? { get }
    /// Called with the node that realises this value (a ScrollViewReader's proxy finds it).
    func bind(to node: Node)
    /// How the container sizes and places its children (Layout/ContainerLayout.swift).
    var containerLayout: ContainerLayout { get }
}

extension ContainerView {
    var screenLabel: String? { nil }
    var combinesPreferences: Bool { true }
    var lazyLayout: LazyLayout? { nil }
    func bind(to node: Node) {}
    var containerLayout: ContainerLayout { screenName == nil ? .transparent : .fill }
}

extension ContainerView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ContainerNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class ContainerNode<V: ContainerView>: Node, ViewNode, LazyViewportOwner, PresentingNode {
    var view: V
    var child: Node?
    /// A lazy stack's or grid's window over its rows.
    private(set) var viewport: LazyViewport?
    /// A scroll view's offset once a driver step scrolls its eagerly built content.
    var eagerScrollOffset: EagerScrollOffset?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: V) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        view.bind(to: self)
        if let layout = view.lazyLayout {
            viewport = LazyViewport(layout: layout, owner: self)
            graph.presenters.register(self)
        }
        child = reconcile(nil, with: view.content, environment: lazyContentEnvironment(environment), parent: self, graph: graph)
        viewport?.layoutRows()
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view newValue: V, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        view.bind(to: self)
        if let layout = view.lazyLayout { viewport?.layout = layout }
        child = reconcile(child, with: view.content, environment: lazyContentEnvironment(environment), parent: self, graph: graph)
        viewport?.layoutRows()
    }

    var containerName: String { view.screenName ?? "container" }
    var needsPresentationUpdate: Bool { viewport?.needsLayout ?? false }
    func updatePresentation() {
        if let viewport, viewport.needsLayout { viewport.layoutRows() }
    }

    override func render(into screen: inout ScreenBuilder) {
        guard let name = view.screenName else {
            super.render(into: &screen)
            return
        }
        screen.node(name, role: .container, label: view.screenLabel, detail: viewport?.screenDetail, frame: screen.frameToRecord(for: self)) { inner in
            renderChildren(into: &inner)
        }
    }

    override func collectPreferences(_ key: AnyPreferenceKey, into list: inout PreferenceList) {
        guard view.combinesPreferences else {
            super.collectPreferences(key, into: &list)
            return
        }
        var inner = PreferenceList()
        super.collectPreferences(key, into: &inner)
        list.append(contentsOf: inner.combinedAsContainer(key))
    }
}

public struct Alignment: Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public struct VStack<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    let layout: VStackLayout
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = VStackLayout(alignment: alignment, spacing: spacing.map { CGFloat($0) })
    }
    var screenName: String? { "VStack" }
    var containerLayout: ContainerLayout { .stack(AnyLayout(layout)) }
}

public struct HStack<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    let layout: HStackLayout
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = HStackLayout(alignment: alignment, spacing: spacing.map { CGFloat($0) })
    }
    var screenName: String? { "HStack" }
    var containerLayout: ContainerLayout { .stack(AnyLayout(layout)) }
}

public struct ZStack<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    let layout: ZStackLayout
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = ZStackLayout(alignment: alignment)
    }
    var screenName: String? { "ZStack" }
    var containerLayout: ContainerLayout { .stack(AnyLayout(layout)) }
}

public struct LazyVStack<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    let layout: VStackLayout
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = VStackLayout(alignment: alignment, spacing: spacing.map { CGFloat($0) })
    }
    var screenName: String? { "LazyVStack" }
    var containerLayout: ContainerLayout { .stack(AnyLayout(layout)) }
    var lazyLayout: LazyLayout? { .stack(.vertical) }
}

public struct LazyHStack<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    let layout: HStackLayout
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = HStackLayout(alignment: alignment, spacing: spacing.map { CGFloat($0) })
    }
    var screenName: String? { "LazyHStack" }
    var containerLayout: ContainerLayout { .stack(AnyLayout(layout)) }
    var lazyLayout: LazyLayout? { .stack(.horizontal) }
}

/// Groups views without adding anything to the screen.
public struct Group<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var screenName: String? { nil }
    var combinesPreferences: Bool { false }
}

public struct ScrollView<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    let axes: Axis.Set
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }
    var screenName: String? { "ScrollView" }
    var containerLayout: ContainerLayout { .scroll(axes) }
}

public struct NavigationView<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var screenName: String? { "NavigationView" }
}

/// A custom `FormStyle` replaces its look (ContainerStyles.swift).
public struct Form<Content: View>: StylableContainer {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var builtIn: BuiltInContainer<Content> { BuiltInContainer(content: content, screenName: "Form") }

    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        environment.styledBody(FormStyleConfiguration(content: .init(part: AnyView(content))))
    }
}

public enum Axis: Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
