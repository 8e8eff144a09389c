import Transcript

// Evidence: seed article 000_679aabd783122932.txt (content built only when presentation begins, P03; presented tree gets the presenter's environment, P08).
/// sheet / fullScreenCover / alert. The content closure is not called when the presenter's
/// body runs: it is called when presentation begins (and again whenever the presenter's body
/// produced a new modifier while presented). The content becomes a separate tree that gets the
/// presenter's environment.
nonisolated public struct _PresentationModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    enum Kind { case sheet, fullScreenCover, popover, navigation, alert(String), confirmationDialog(String) }
    let kind: Kind
    /// Whether the content should be shown, and an identity for what is shown (sheet(item:)).
    let state: () -> (presented: Bool, identity: AnyHashable?)
    let dismiss: () -> Void
    let content: () -> any View
    let onDismiss: (() -> Void)?

    func makeBehavior() -> ModifierBehavior<Self> { PresentationBehavior() }
}

final class PresentationBehavior: ModifierBehavior<_PresentationModifier>, Presenter {
    var modifier: _PresentationModifier!
    var root: PresentationRootNode?
    var presentedIdentity: AnyHashable?
    var contentIsStale = false
    var registered = false

    var layer: (kind: ScreenLayer.Kind, title: String?) {
        switch modifier.kind {
        case .sheet: return (.sheet, nil)
        case .fullScreenCover: return (.fullScreenCover, nil)
        case .popover: return (.popover, nil)
        case .navigation: return (.navigation, nil)
        case .alert(let title): return (.alert, title)
        case .confirmationDialog(let title): return (.confirmationDialog, title)
        }
    }

    override func update(modifier: _PresentationModifier) {
        let new = modifier
        if self.modifier != nil, root != nil { contentIsStale = true }
        self.modifier = new
        if !registered {
            registered = true
            graph.presenters.register(self)
        }
    }

    // Evidence: seed article 000_679aabd783122932.txt (P06: a presenter that re-evaluates refreshes the sheet it shows).
    /// A presenter that produced a new modifier while presenting updates the presented tree
    /// right away, in the same top-down pass (so the tree's own invalidations are not
    /// evaluated twice).
    override func didUpdateContent() {
        guard contentIsStale, let root else { return }
        let state = modifier.state()
        guard state.presented, state.identity == presentedIdentity else { return }
        contentIsStale = false
        root.setContent(modifier.content(), environment: presentedEnvironment())
    }

    var isPresenterAlive: Bool { node.isAlive }

    // Evidence: Apple docs sheet(item:onDismiss:content:) ("If item changes, the system dismisses the sheet and replaces it with a new one").
    var needsPresentationUpdate: Bool {
        let state = modifier.state()
        if state.presented != (root != nil) { return true }
        if state.presented && state.identity != presentedIdentity { return true }
        return contentIsStale
    }

    func updatePresentation() {
        let state = modifier.state()
        if let root, !state.presented || state.identity != presentedIdentity {
            dismissPresented(root)
        }
        if state.presented && root == nil {
            present(identity: state.identity)
        } else if contentIsStale, let root {
            contentIsStale = false
            root.setContent(modifier.content(), environment: presentedEnvironment())
        }
    }

    private var cachedEnvironment: (input: EnvironmentValues, output: EnvironmentValues)?

    private func presentedEnvironment() -> EnvironmentValues {
        // Same input, same output: the presented tree sees no environment change.
        if let cachedEnvironment, cachedEnvironment.input.isIdentical(to: node.environment) {
            return cachedEnvironment.output
        }
        var environment = node.environment
        environment.tracker = nil
        // Calls the latest modifier's dismissal, so the cached environment never goes stale.
        // Evidence: Apple docs DismissAction and EnvironmentValues.isPresented (dismiss ends the presentation the view is in).
        environment.dismiss = DismissAction(action: { [weak self] in self?.modifier.dismiss() })
        environment.isPresented = true
        cachedEnvironment = (node.environment, environment)
        return environment
    }

    /// The layer shown depends on the content (`presentationCompactAdaptation`), so the content
    /// is built first and the presentation reported before what building it reported.
    private func present(identity: AnyHashable?) {
        presentedIdentity = identity
        contentIsStale = false
        let root = PresentationRootNode(graph: graph, parent: node, environment: presentedEnvironment(), layer: layer.kind, title: layer.title, isAlert: isAlert, dismiss: modifier.dismiss)
        self.root = root
        graph.layers.append(root)
        graph.holdingEvents({ root.setContent(modifier.content(), environment: root.environment) },
                            thenEmitFirst: { .happening(.presented(root.layerKind, title: layer.title)) })
    }

    // Evidence: Apple docs alert(_:isPresented:actions:) (every action dismisses the alert; without actions the system adds an "OK").
    /// Alerts and dialogs: any button also dismisses; none at all gets an "OK".
    var isAlert: Bool {
        switch modifier.kind {
        case .alert, .confirmationDialog: return true
        case .sheet, .fullScreenCover, .popover, .navigation: return false
        }
    }

    private func dismissPresented(_ root: PresentationRootNode) {
        let shownKind = root.layerKind
        root.teardown()
        graph.layers.removeAll { $0 === root }
        self.root = nil
        presentedIdentity = nil
        graph.emit(.happening(.dismissed(shownKind, title: layer.title)))
        // Evidence: Apple docs sheet(isPresented:onDismiss:content:) (onDismiss runs when the sheet is dismissed).
        if let onDismiss = modifier.onDismiss { graph.enqueuePostAction(onDismiss) }
    }

    override func teardown() {
        if let root {
            root.teardown()
            graph.layers.removeAll { $0 === root }
            self.root = nil
        }
    }
}

/// The root of a presented tree: its own layer on screen.
final class PresentationRootNode: Node {
    /// The layer the presentation asked for; `layerKind` is the one shown.
    let requestedKind: ScreenLayer.Kind
    let title: String?
    let isAlert: Bool
    let dismiss: () -> Void
    var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, layer: ScreenLayer.Kind, title: String?, isAlert: Bool, dismiss: @escaping () -> Void) {
        self.requestedKind = layer
        self.title = title
        self.isAlert = isAlert
        self.dismiss = dismiss
        super.init(graph: graph, parent: parent, environment: environment)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    /// In a compact size class a popover shows as a sheet unless its content asks otherwise.
    var layerKind: ScreenLayer.Kind {
        CompactAdaptation.shownKind(requested: requestedKind, asked: CompactAdaptationBehavior.adaptation(in: child), environment: environment)
    }

    func setContent(_ view: any View, environment: EnvironmentValues) {
        self.environment = environment
        let content = contentEnvironment(environment)
        child = graph.updating {
            reconcileAny(child, with: view, environment: content, parent: self, graph: graph)
        }
    }

    /// A presented tree is a page of its own: its toolbar's search item moves its own field.
    private let searchItems = PageSearchItems()
    private var cached: (input: EnvironmentValues, output: EnvironmentValues)?

    private func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        if let cached, cached.input.isIdentical(to: environment) { return cached.output }
        var output = environment
        output.tracker = nil
        output.pageSearchItems = searchItems
        cached = (environment, output)
        return output
    }

    /// Renders the presented tree as a layer of its own; `screen` starts with no nodes.
    func renderLayer(into screen: inout ScreenBuilder) -> ScreenLayer {
        let start = screen.tappables.count
        child?.render(into: &screen)
        if isAlert {
            // Any alert button also dismisses the alert; an alert without buttons gets "OK".
            let dismiss = self.dismiss
            if screen.tappables.count == start {
                screen.node("Button", role: .button, label: "OK")
                screen.tappables.append(.init(kind: .button, label: "OK", layer: screen.layer, isEnabled: true, perform: dismiss))
            } else {
                for index in start..<screen.tappables.count {
                    let original = screen.tappables[index]
                    screen.tappables[index] = .init(kind: original.kind, label: original.label, layer: original.layer, isEnabled: original.isEnabled, perform: {
                        original.perform()
                        dismiss()
                    })
                }
            }
        }
        // A pushed page shows its own navigationTitle in the bar, as a stack's root does.
        let shownTitle = title ?? (layerKind == .navigation ? NavigationTitles.title(in: child) : nil)
        return ScreenLayer(kind: layerKind, title: shownTitle, nodes: screen.nodes)
    }

    override func render(into screen: inout ScreenBuilder) {}
}

nonisolated extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_PresentationModifier(kind: .sheet, state: { (isPresented.location.get(), nil) }, dismiss: { isPresented.wrappedValue = false }, content: { content() }, onDismiss: onDismiss))
    }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_PresentationModifier(kind: .fullScreenCover, state: { (isPresented.location.get(), nil) }, dismiss: { isPresented.wrappedValue = false }, content: { content() }, onDismiss: onDismiss))
    }

    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(_PresentationModifier.itemPresentation(.sheet, item: item, onDismiss: onDismiss, content: content))
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(_PresentationModifier.itemPresentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content))
    }

    // Evidence: seed article 000_679aabd783122932.txt (P04: alert closures run with the body, their views only when shown).
    /// The actions closure runs now, with the body; its views are evaluated only when shown.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(titleKey.resolved, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(String(title), isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertModifier(titleKey.resolved, isPresented: isPresented, actions: actions(), message: message())
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertModifier(String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        alertModifier(titleKey.resolved, isPresented: isPresented, actions: actions(), message: EmptyView?.none, kind: .confirmationDialog(titleKey.resolved))
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertModifier(titleKey.resolved, isPresented: isPresented, actions: actions(), message: message(), kind: .confirmationDialog(titleKey.resolved))
    }

    func alertModifier<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, actions: A, message: M?, kind: _PresentationModifier.Kind? = nil, presenting: Bool = true) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(kind: kind ?? .alert(title), state: { (presenting && isPresented.location.get(), nil) }, dismiss: { isPresented.wrappedValue = false }, content: {
            TupleView(packing: message, actions)
        }, onDismiss: nil))
    }
}


public enum Visibility: Sendable { case automatic, visible, hidden }

/// The pre-iOS 15 way to dismiss: `@Environment(\.presentationMode)`.
public struct PresentationMode {
    public var isPresented: Bool
    let dismissAction: (() -> Void)?
    public mutating func dismiss() { dismissAction?() }
}

extension EnvironmentValues {
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss.action)
        return .constant(mode)
    }
}

extension _PresentationModifier {
    /// A presentation driven by an optional item: shown while the item is non-nil, and a new
    /// identity (so new storage) whenever the item's id changes.
    static func itemPresentation<Item: Identifiable, Content: View>(
        _ kind: Kind, item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
    ) -> _PresentationModifier {
        _PresentationModifier(kind: kind, state: {
            let value = item.location.get()
            return (value != nil, value.map { AnyHashable($0.id) })
        }, dismiss: { item.wrappedValue = nil }, content: {
            if let value = item.location.get() { return AnyView(content(value)) }
            return AnyView(EmptyView())
        }, onDismiss: onDismiss)
    }
}
