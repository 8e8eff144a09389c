import Transcript

// Evidence: Apple docs "NavigationLink" (destination and value links); eager destination value: https://www.iosdevie.com/p/swiftui-navigation-link-issues
/// A button that pushes its destination. Like SwiftUI's, the destination view value is built
/// when the link is (with the presenter's body); its body runs only once pushed. The pushed
/// view is shown as its own `navigation` layer.
///
/// `NavigationLink(value:)` instead appends its value to the enclosing NavigationStack's path;
/// the stack builds the destination registered for the value's type when it is pushed.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    let destination: Destination?
    let value: AnyHashable?
    let label: Label

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.value = nil
        self.label = label()
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.value = nil
        self.label = label()
    }

    @available(*, unavailable, message: "StateEngine does not model NavigationLink(destination:isActive:) (deprecated in iOS 16): use navigationDestination(isPresented:destination:) (see Supported SwiftUI)")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        fatalError("unavailable")
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.destination = nil
        self.value = value.map { AnyHashable($0) }
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension NavigationLink: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        NavigationLinkNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

final class NavigationLinkNode<Label: View, Destination: View>: Node, PresentingNode, ViewNode {
    var view: NavigationLink<Label, Destination>
    var labelNode: Node?
    var isActive = false
    var pushed: PresentationRootNode?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: NavigationLink<Label, Destination>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        labelNode = reconcile(nil, with: view.label, environment: environment, parent: self, graph: graph)
        graph.presenters.register(self)
    }

    override var children: [Node] { labelNode.map { [$0] } ?? [] }

    func update(view newValue: NavigationLink<Label, Destination>, environment: EnvironmentValues) {
        view = newValue
        self.environment = environment
        labelNode = reconcile(labelNode, with: view.label, environment: environment, parent: self, graph: graph)
        // The pushed tree follows the new destination value in this same top-down pass.
        if let pushed, let destination = view.destination { pushed.setContent(destination, environment: pushedEnvironment()) }
    }

    override func render(into screen: inout ScreenBuilder) {
        let (label, texts) = ScreenBuilder.labelAndTexts(of: labelNode)
        screen.node("NavigationLink", role: .button, label: label)
        screen.texts.append(label)
        if let value = view.value {
            // In a list with a selection (a split view's sidebar) the link selects its value;
            // otherwise it appends it to the stack's path (Apple: NavigationSplitView docs).
            let context = environment[NavigationContextKey.self]
            let selection = environment[ListSelectionKey.self]
            screen.tappables.append(.init(kind: .button, label: label, layer: screen.layer, isEnabled: environment.isEnabled && (context != nil || selection != nil), perform: {
                if let selection { selection.select(value) } else { context?.push(value) }
            }, texts: texts))
            return
        }
        screen.tappables.append(.init(kind: .button, label: label, layer: screen.layer, isEnabled: environment.isEnabled, perform: { [weak self] in
            self?.isActive = true
        }, texts: texts))
    }

    var needsPresentationUpdate: Bool { isActive != (pushed != nil) }

    func updatePresentation() {
        if !isActive, let pushed {
            pushed.teardown()
            graph.layers.removeAll { $0 === pushed }
            self.pushed = nil
            graph.emit(.happening(.dismissed(.navigation, title: nil)))
        } else if isActive && pushed == nil {
            graph.emit(.happening(.presented(.navigation, title: nil)))
            let environment = pushedEnvironment()
            let root = PresentationRootNode(graph: graph, parent: self, environment: environment, layer: .navigation, title: nil, isAlert: false, dismiss: { [weak self] in self?.isActive = false })
            pushed = root
            graph.layers.append(root)
            if let destination = view.destination { root.setContent(destination, environment: environment) }
        }
    }

    /// The link's environment, with `dismiss` popping the pushed view.
    private var cachedEnvironment: (input: EnvironmentValues, output: EnvironmentValues)?

    // Evidence: Apple docs DismissAction (in a navigation stack, dismiss pops the pushed view).
    private func pushedEnvironment() -> EnvironmentValues {
        // Same input, same output: the pushed tree sees no environment change.
        if let cachedEnvironment, cachedEnvironment.input.isIdentical(to: self.environment) {
            return cachedEnvironment.output
        }
        var environment = self.environment
        environment.tracker = nil
        environment.dismiss = DismissAction(action: { [weak self] in self?.isActive = false })
        cachedEnvironment = (self.environment, environment)
        return environment
    }

    override func willTeardown() {
        if let pushed {
            pushed.teardown()
            graph.layers.removeAll { $0 === pushed }
            self.pushed = nil
        }
    }
}
