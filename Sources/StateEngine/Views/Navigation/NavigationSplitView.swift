/// Two or three columns side by side (the regular-width layout): the sidebar, an optional
/// content column and the detail. `columnVisibility` hides leading columns as SwiftUI does
/// (`.detailOnly` shows only the detail; `.doubleColumn` hides the sidebar of three).
/// Selection usually links them: a `List(selection:)` in the sidebar writes the state the
/// detail reads. Evidence: Apple's NavigationSplitView docs.
/// A custom `NavigationSplitViewStyle` replaces its look (SplitViewAndTableStyles.swift).
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: StylableContainer {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = columnVisibility
    }

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = nil
    }

    var builtIn: SplitColumns<Sidebar, Content, Detail> { SplitColumns(view: self) }

    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        environment.styledBody(NavigationSplitViewStyleConfiguration())
    }
}

/// The split view's built-in look: its columns side by side.
nonisolated struct SplitColumns<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    typealias Body = Never
    let view: NavigationSplitView<Sidebar, Content, Detail>

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        SplitViewNode(graph: graph, parent: parent, environment: environment, view: view)
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        visibility = columnVisibility
    }

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        visibility = nil
    }
}

public struct NavigationSplitViewVisibility: Equatable, Hashable, Codable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

public enum NavigationSplitViewColumn: Hashable, Sendable { case sidebar, content, detail }

final class SplitViewNode<Sidebar: View, Content: View, Detail: View>: Node, ViewNode {
    var view: NavigationSplitView<Sidebar, Content, Detail>
    var columns: [Node?] = [nil, nil, nil]

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: NavigationSplitView<Sidebar, Content, Detail>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        apply()
    }

    override var children: [Node] { columns.compactMap { $0 } }

    func update(view newValue: SplitColumns<Sidebar, Content, Detail>, environment: EnvironmentValues) {
        view = newValue.view
        self.environment = environment
        apply()
    }

    /// Every column is built with the split view (they are all on screen at regular width).
    private func apply() {
        columns[0] = reconcile(columns[0], with: view.sidebar, environment: environment, parent: self, graph: graph)
        if let content = view.content {
            columns[1] = reconcile(columns[1], with: content, environment: environment, parent: self, graph: graph)
        }
        columns[2] = reconcile(columns[2], with: view.detail, environment: environment, parent: self, graph: graph)
    }

    override func render(into screen: inout ScreenBuilder) {
        let visibility = view.visibility?.location.get() ?? .automatic
        let threeColumns = view.content != nil
        var shown: [(String, Node?)] = []
        switch visibility {
        case .detailOnly: shown = [("detail", columns[2])]
        case .doubleColumn: shown = threeColumns ? [("content", columns[1]), ("detail", columns[2])] : [("sidebar", columns[0]), ("detail", columns[2])]
        default: shown = threeColumns ? [("sidebar", columns[0]), ("content", columns[1]), ("detail", columns[2])] : [("sidebar", columns[0]), ("detail", columns[2])]
        }
        screen.node("NavigationSplitView", role: .container) { inner in
            for (name, column) in shown {
                inner.node(name, role: .container, label: NavigationTitles.title(in: column)) { columnScreen in
                    column?.render(into: &columnScreen)
                }
            }
        }
    }
}
