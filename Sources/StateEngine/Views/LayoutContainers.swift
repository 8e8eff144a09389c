import Transcript

// Layout containers: on the text screen each is a line with its children indented, like
// VStack. Sizes, spacing and alignment are pixels; what matters for state is which children
// are built: every child of an eager container, the visible rows of a lazy grid (LazyRows.swift).

public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1), sectionFooters = PinnedScrollableViews(rawValue: 2)
}

public struct LazyVGrid<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    let columns: [GridItem]
    let spacing: CGFloat?
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        self.columns = columns
        self.spacing = spacing
    }
    var screenName: String? { "LazyVGrid" }
    var lazyLayout: LazyLayout? { .verticalGrid(LazyGridLayout(items: columns, axis: .vertical, spacing: spacing)) }
    var containerLayout: ContainerLayout { .stack(AnyLayout(LazyGridLayout(items: columns, axis: .vertical, spacing: spacing))) }
}

public struct LazyHGrid<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    let rows: [GridItem]
    let spacing: CGFloat?
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        self.rows = rows
        self.spacing = spacing
    }
    var screenName: String? { "LazyHGrid" }
    var lazyLayout: LazyLayout? { .horizontalGrid(LazyGridLayout(items: rows, axis: .horizontal, spacing: spacing)) }
    var containerLayout: ContainerLayout { .stack(AnyLayout(LazyGridLayout(items: rows, axis: .horizontal, spacing: spacing))) }
}

public struct Grid<Content: View>: ContainerView {
    public typealias Body = Never
    let content: Content
    let layout: GridLayout
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
    var screenName: String? { "Grid" }
    var containerLayout: ContainerLayout { .stack(AnyLayout(layout)) }
}

/// Outside a grid a row lays its cells out as an HStack does.
public struct GridRow<Content: View>: ContainerView, GridRowView {
    public typealias Body = Never
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var screenName: String? { "GridRow" }
    var containerLayout: ContainerLayout { .stack(AnyLayout(HStackLayout())) }
}

/// A scroll view's proxy: `scrollTo` moves the window of the lazy container inside the
/// reader that holds a row with that id (a ForEach element's id or a row's `.id`), building
/// the rows that come into view; content of eager stacks is always built, so there it only
/// moves pixels. Evidence: Apple's ScrollViewProxy.scrollTo(_:anchor:) docs (scrolls to the
/// view with that identifier; a nil anchor scrolls the minimal amount).
public struct ScrollViewProxy {
    let reader: ScrollReaderBinding

    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node, node.isAlive else { return }
        let target = AnyHashable(id)
        for viewport in lazyViewports(under: node) {
            if let index = viewport.rows().firstIndex(where: { $0.id == target }) {
                viewport.reveal(index, anchor: anchor)
                return
            }
        }
    }
}

/// The reader node a proxy acts on (bound when the reader's node is made or updated).
final class ScrollReaderBinding {
    weak var node: Node?
}

nonisolated public struct ScrollViewReader<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    private let binding = ScrollReaderBinding()
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy(reader: binding))
    }
    var screenName: String? { nil }
    func bind(to node: Node) { binding.node = node }
}

nonisolated extension View {
    /// Extra content along an edge of the safe area: shown before (top, leading) or after the
    /// view, like an overlay that takes space.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryContentModifier(secondary: content(), isOverlay: edge == .bottom,
                                           placement: .inset(edge == .top ? .top : .bottom, spacing: spacing)))
    }

    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryContentModifier(secondary: content(), isOverlay: edge == .trailing,
                                           placement: .inset(edge == .leading ? .leading : .trailing, spacing: spacing)))
    }
}

/// An image loaded from a URL, through its phases. Loading is deterministic: it completes
/// 0.5 s after the view appears on the virtual clock (`advance(by: 0.5)`); an http(s) or file
/// URL succeeds, a nil or other URL fails. Evidence: Apple's AsyncImage/AsyncImagePhase docs
/// for the phases. Chosen [async-image-timing]: the timing, so scenarios can show the empty phase.
nonisolated public struct AsyncImage<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let url: URL?
    let content: (AsyncImagePhase) -> Content

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        AsyncImageNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension AsyncImage where Content == AsyncImagePhaseDefault {
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, content: { AsyncImagePhaseDefault(phase: $0) })
    }
}

extension AsyncImage {
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, content: { phase in
            if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
            return ViewBuilder.buildEither(second: placeholder())
        })
    }
}

/// What `AsyncImage(url:)` shows: the image once loaded, otherwise an empty placeholder.
nonisolated public struct AsyncImagePhaseDefault: View, ScreenRenderable, PrimitiveView {
    public typealias Body = Never
    let phase: AsyncImagePhase
    func renderLeaf(into screen: inout ScreenBuilder, environment: EnvironmentValues) {
        if let image = phase.image { image.renderLeaf(into: &screen, environment: environment) }
    }
}

public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? { if case .success(let image) = self { return image } else { return nil } }
    public var error: Error? { if case .failure(let error) = self { return error } else { return nil } }
}

struct AsyncImageLoadError: Error, CustomStringConvertible {
    let url: URL?
    var description: String { "cannot load \(url?.absoluteString ?? "nil")" }
}

final class AsyncImageNode<Content: View>: Node, PresentingNode, ViewNode {
    var view: AsyncImage<Content>
    var child: Node?
    var phase: AsyncImagePhase = .empty
    var loadedURL: URL??
    var needsRebuild = false
    static var loadTime: Double { 0.5 }

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: AsyncImage<Content>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        graph.presenters.register(self)
        apply()
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view newValue: AsyncImage<Content>, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        apply()
    }

    private func apply() {
        if loadedURL != .some(view.url) {
            loadedURL = .some(view.url)
            phase = .empty
            startLoading(view.url)
        }
        child = reconcile(child, with: view.content(phase), environment: environment, parent: self, graph: graph)
        needsRebuild = false
    }

    private func startLoading(_ url: URL?) {
        guard let driver = EngineContext.current else { return }
        driver.mainQueue.enqueue(after: Self.loadTime) { [weak self] in
            guard let self, self.isAlive, self.loadedURL == .some(url) else { return }
            let loads = url.map { ["http", "https", "file"].contains($0.scheme?.lowercased() ?? "") } ?? false
            self.phase = loads ? .success(Image(url!.lastPathComponent)) : .failure(AsyncImageLoadError(url: url))
            self.needsRebuild = true
        }
    }

    var needsPresentationUpdate: Bool { needsRebuild }
    func updatePresentation() { apply() }
}
