import Transcript

/// A stack of views: the root, then one pushed view per element of its path. The path is the
/// given binding (`[Hashable]` or `NavigationPath`) or the stack's own state. Each element is
/// shown by the `navigationDestination(for:)` registered for its type inside the stack; the
/// destination closure runs only when the value is pushed (lazily), and a pushed view's state
/// lives until it is popped. Evidence: Apple's NavigationStack and navigationDestination(for:)
/// docs; WWDC22 "The SwiftUI cookbook for navigation".
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    let path: NavigationPathAccess?

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        NavigationStackNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.init(root: root(), path: nil)
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), path: .path(path.location))
    }
}

extension NavigationStack {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.init(root: root(), path: .collection(path.location))
    }
}

/// What views inside a stack reach it through: pushing values, destinations by type.
final class NavigationContext {
    weak var stack: NavigationStackNodeBase?
    /// Registered `navigationDestination(for:)` builders, by the value's type.
    var destinations: [ObjectIdentifier: DestinationRegistration] = [:]

    struct DestinationRegistration {
        weak var owner: Node?
        let build: (AnyHashable) -> AnyView?
    }

    func push(_ value: AnyHashable) {
        stack?.push(value)
    }

    func destination(for value: AnyHashable) -> AnyView? {
        let key = ObjectIdentifier(type(of: value.base))
        guard let registration = destinations[key], registration.owner?.isAlive == true else { return nil }
        return registration.build(value)
    }
}

struct NavigationContextKey: EnvironmentKey { static var defaultValue: NavigationContext? { nil } }

class NavigationStackNodeBase: Node {
    func push(_ value: AnyHashable) {}
}

final class NavigationStackNode<Data, Root: View>: NavigationStackNodeBase, PresentingNode, ViewNode {
    var view: NavigationStack<Data, Root>
    var child: Node?
    let context = NavigationContext()
    /// The root page's search fields and items (a pushed page has its own, PresentationRootNode).
    let rootPageSearchItems = PageSearchItems()
    /// The stack's own path when no binding is given.
    let ownPath = EngineStateLocation(NavigationPath(), name: "path")
    /// Pushed layers, bottom to top, with the value each shows.
    var pushed: [(value: AnyHashable, root: PresentationRootNode)] = []
    /// The destination closures changed (their registering view re-evaluated).
    var destinationsAreStale = false

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: NavigationStack<Data, Root>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        context.stack = self
        graph.presenters.register(self)
        child = reconcile(nil, with: view.root, environment: contentEnvironment(environment), parent: self, graph: graph)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    var access: NavigationPathAccess { view.path ?? .path(ownPath) }

    private var cached: (input: EnvironmentValues, output: EnvironmentValues)?

    private func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        if let cached, cached.input.isIdentical(to: environment) { return cached.output }
        var output = environment
        output.tracker = nil
        output[NavigationContextKey.self] = context
        output.pageSearchItems = rootPageSearchItems
        cached = (environment, output)
        return output
    }

    func update(view newValue: NavigationStack<Data, Root>, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        child = reconcile(child, with: view.root, environment: contentEnvironment(environment), parent: self, graph: graph)
    }

    override func push(_ value: AnyHashable) {
        if !access.push(value) {
            graph.warn("NavigationLink presenting a value of type \(TypeNames.name(of: type(of: value.base))) cannot be appended to this stack's path")
        }
    }

    /// Pops to `count` pushed views.
    func pop(to count: Int) {
        access.truncate(count)
    }

    var needsPresentationUpdate: Bool {
        destinationsAreStale || access.elements() != pushed.map(\.value)
    }

    /// Matches the pushed layers to the path: keeps the common prefix, pops the rest, pushes
    /// what is new (building each destination now, not before).
    func updatePresentation() {
        let elements = access.elements()
        var keep = 0
        while keep < pushed.count, keep < elements.count, pushed[keep].value == elements[keep] { keep += 1 }
        while pushed.count > keep {
            let top = pushed.removeLast()
            top.root.teardown()
            graph.layers.removeAll { $0 === top.root }
            graph.emit(.happening(.dismissed(.navigation, title: nil)))
        }
        if destinationsAreStale {
            destinationsAreStale = false
            for (index, entry) in pushed.enumerated() {
                if let view = context.destination(for: entry.value) {
                    entry.root.setContent(view, environment: pushedEnvironment(depth: index))
                }
            }
        }
        for index in keep..<elements.count {
            let value = elements[index]
            guard let destination = context.destination(for: value) else {
                graph.warn("A NavigationLink is presenting a value of type \"\(TypeNames.name(of: type(of: value.base)))\" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
                access.truncate(index)
                break
            }
            graph.emit(.happening(.presented(.navigation, title: nil)))
            let environment = pushedEnvironment(depth: index)
            let root = PresentationRootNode(graph: graph, parent: self, environment: environment, layer: .navigation, title: nil, isAlert: false, dismiss: { [weak self] in self?.pop(to: index) })
            pushed.append((value, root))
            graph.layers.append(root)
            root.setContent(destination, environment: environment)
        }
    }

    /// A pushed view's environment: this stack's context; `dismiss` pops it and what is above.
    private func pushedEnvironment(depth: Int) -> EnvironmentValues {
        var environment = contentEnvironment(self.environment)
        environment.tracker = nil
        environment.dismiss = DismissAction(action: { [weak self] in self?.pop(to: depth) })
        return environment
    }

    override func willTeardown() {
        for entry in pushed {
            entry.root.teardown()
            graph.layers.removeAll { $0 === entry.root }
        }
        pushed = []
    }

    override func render(into screen: inout ScreenBuilder) {
        let title = NavigationTitles.title(in: child)
        screen.node("NavigationStack", role: .container, label: title) { inner in
            child?.render(into: &inner)
        }
    }

    override func collectPreferences(_ key: AnyPreferenceKey, into list: inout PreferenceList) {
        var inner = PreferenceList()
        super.collectPreferences(key, into: &inner)
        list.append(contentsOf: inner.combinedAsContainer(key))
    }
}

/// `navigationDestination(for:)`: registers how the enclosing stack shows values of a type.
nonisolated public struct _NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let destination: (D) -> C
    func makeBehavior() -> ModifierBehavior<Self> { NavigationDestinationBehavior<D, C>() }
}

final class NavigationDestinationBehavior<D: Hashable, C: View>: ModifierBehavior<_NavigationDestinationModifier<D, C>> {
    weak var context: NavigationContext?

    override func update(modifier: _NavigationDestinationModifier<D, C>) {
                guard let context = node.environment[NavigationContextKey.self] else {
            if isFirstUpdate { graph.warn("navigationDestination(for: \(TypeNames.name(of: D.self)).self) is outside a NavigationStack and will be ignored") }
            return
        }
        self.context = context
        let build = modifier.destination
        context.destinations[ObjectIdentifier(D.self)] = .init(owner: node, build: { value in
            (value.base as? D).map { AnyView(build($0)) }
        })
        // A new closure: views already pushed for this type show what it builds now.
        if !isFirstUpdate { (context.stack as? NavigationStackRefreshing)?.markDestinationsStale() }
    }

    override func teardown() {
        if let context, context.destinations[ObjectIdentifier(D.self)]?.owner === node {
            context.destinations[ObjectIdentifier(D.self)] = nil
        }
    }
}

protocol NavigationStackRefreshing {
    func markDestinationsStale()
}

extension NavigationStackNode: NavigationStackRefreshing {
    func markDestinationsStale() {
        if !pushed.isEmpty { destinationsAreStale = true }
    }
}

nonisolated extension View {
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier(destination: destination))
    }

    /// Pushes `destination` while the binding is true; popping sets it back to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let content = destination()
        return modifier(_PresentationModifier(kind: .navigation, state: { (isPresented.location.get(), nil) }, dismiss: { isPresented.wrappedValue = false }, content: { content }, onDismiss: nil))
    }

    /// Pushes the destination for the item while it is non-nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_PresentationModifier(kind: .navigation, state: {
            let value = item.location.get()
            return (value != nil, value.map { AnyHashable($0) })
        }, dismiss: { item.wrappedValue = nil }, content: {
            if let value = item.location.get() { return AnyView(destination(value)) }
            return AnyView(EmptyView())
        }, onDismiss: nil))
    }
}

/// The title a navigation container shows: the outermost `navigationTitle` in its content,
/// not looking into nested stacks (Chosen [outer-navigation-title]: an outer modifier
/// overrides inner ones, as a later preference write does).
enum NavigationTitles {
    static func title(in node: Node?) -> String? {
        guard let node else { return nil }
        if let modifier = node as? AnyModifierNode, let behavior = modifier.anyBehavior as? NavigationTitleBehavior {
            return behavior.title()
        }
        if node is NavigationStackNodeBase { return nil }
        for child in node.children {
            if let found = title(in: child) { return found }
        }
        return nil
    }
}

nonisolated public struct _NavigationTitleModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let title: () -> String
    func makeBehavior() -> ModifierBehavior<Self> { NavigationTitleBehavior() }
}

final class NavigationTitleBehavior: ModifierBehavior<_NavigationTitleModifier> {
    var title: () -> String = { "" }
    override func update(modifier: _NavigationTitleModifier) { title = modifier.title }
}

nonisolated extension View {
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        let title = titleKey.resolved
        return modifier(_NavigationTitleModifier(title: { title }))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let title = String(title)
        return modifier(_NavigationTitleModifier(title: { title }))
    }

    public func navigationTitle(_ title: Text) -> some View {
        let title = title.content
        return modifier(_NavigationTitleModifier(title: { title }))
    }

    /// An editable title (renamable documents): shows the binding's current value.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        let location = title.location
        return modifier(_NavigationTitleModifier(title: { location.get() }))
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
}
