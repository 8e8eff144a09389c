/// A context menu as a value (`contextMenu(canEdit ? ContextMenu { ... } : nil)`): its items are
/// built when the value is made, as `contextMenu(menuItems:)` builds them with the body, and nil
/// attaches no menu (ViewContextMenu.swift opens it on a long press).
/// Evidence: Apple docs, ContextMenu ("A container for views that you present as menu items in a
/// context menu"; deprecated for contextMenu(menuItems:)), contextMenu(_:) ("Adds a context menu
/// to the view"; an optional ContextMenu).
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}

// StateEngine: inert (Xcode previews and window resizing: nothing a scenario runs)
// A preview modifier shares a context among Xcode previews (`#Preview(traits: .modifier(...))`),
// which scenarios do not run, as `PreviewProvider` (Values.swift); an iPhone app's window is
// never resized interactively, so `onInteractiveResizeChange` never calls its action.
// Evidence: Apple docs, PreviewModifier ("Defines a shared context and a body for previews"),
// onInteractiveResizeChange(_:) ("Adds an action to perform when the user starts or stops
// resizing the window", iPadOS and macOS windows).
@MainActor @preconcurrency
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    static func makeSharedContext() async throws -> Context
    @ViewBuilder func body(content: Content, context: Context) -> Body
    typealias Content = PreviewModifierContent
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The previewed content a preview modifier wraps.
/// StateEngine: inert (a visual value)
nonisolated public struct PreviewModifierContent: View {
    public typealias Body = Never
}

extension PreviewModifierContent: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        LeafNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

nonisolated extension View {
    public func onInteractiveResizeChange(_ action: @escaping (Bool) -> Void) -> some View { inert() }
}
