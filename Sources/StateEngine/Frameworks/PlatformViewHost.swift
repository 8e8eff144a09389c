import Transcript

/// What a framework module's bridge (StateEngineUIKit's `UIViewRepresentable`) asks of the
/// engine: a view whose platform object is made once per identity, updated with each new value
/// of the view, dismantled when the identity ends, and shown on the screen tree as the items
/// the object describes (texts, buttons, switches, fields the driver acts on).
@_spi(Frameworks)
public protocol PlatformHosted {
    /// What the bridge keeps for one identity (the platform view and its coordinator).
    associatedtype Made: AnyObject
    func makePlatform(context: PlatformContext) -> Made
    func updatePlatform(_ made: Made, context: PlatformContext)
    static func dismantlePlatform(_ made: Made)
    static func describe(_ made: Made) -> [PlatformItem]
    /// The size the platform view asks for `proposal` (a representable's `sizeThatFits`); nil
    /// leaves it to the layout pass's rule for views it has no rule of its own for.
    func sizeThatFits(_ proposal: ProposedViewSize, made: Made, context: PlatformContext) -> CGSize?
}

extension PlatformHosted {
    public func sizeThatFits(_ proposal: ProposedViewSize, made: Made, context: PlatformContext) -> CGSize? { nil }
}

/// What a bridge's `Context` carries: the environment and the transaction of the update.
@_spi(Frameworks)
public struct PlatformContext {
    public let environment: EnvironmentValues
    public let transaction: Transaction
}

/// One thing a platform view shows, as the screen tree shows SwiftUI's own.
@_spi(Frameworks)
public struct PlatformItem {
    public enum Kind {
        /// A view that only holds others.
        case container
        case text(String)
        case button(title: String, isEnabled: Bool, tap: () -> Void)
        case toggle(title: String, isOn: Bool, isEnabled: Bool, flip: () -> Void)
        /// A field: `type` replaces its text, `submit` is the return key.
        case field(title: String, text: String, isEnabled: Bool, type: (String) -> Void, submit: () -> Void)
        /// Something a framework draws (a chart's mark, a picker's button), shown with its
        /// role, text and detail, around the items it holds.
        case visual(role: ScreenNode.Role, label: String?, detail: String?)
        /// SwiftUI hosted inside the platform view (a `UIHostingController`'s root view): the
        /// engine runs it as a child of the hosting representable, one identity per `id`.
        case swiftUI(id: ObjectIdentifier, root: AnyView)
    }

    public let name: String
    public let kind: Kind
    public let children: [PlatformItem]
    /// What a framework's driver step chooses on this item (a chart's selection).
    public let choices: PlatformChoices?

    public init(name: String, kind: Kind, children: [PlatformItem] = [], choices: PlatformChoices? = nil) {
        self.name = name
        self.kind = kind
        self.children = children
        self.choices = choices
    }
}

@_spi(Frameworks)
nonisolated public struct PlatformViewHost<Hosted: PlatformHosted>: View, PrimitiveView {
    public typealias Body = Never
    let hosted: Hosted

    public init(_ hosted: Hosted) { self.hosted = hosted }

    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        PlatformHostNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// The node of a hosted platform view: the made object lives and dies with it.
// Evidence: Apple docs, UIViewRepresentable ("The system calls this method only once, when it
// creates your view for the first time" for makeUIView; updateUIView "when the state of your
// app changes"; dismantleUIView "when removing your custom view"; makeCoordinator "before
// calling makeUIView"); WWDC19 "Integrating SwiftUI" (the coordinator lives as long as the view).
final class PlatformHostNode<Hosted: PlatformHosted>: Node, ViewNode, LayoutParticipant {
    private var made: Hosted.Made?
    /// The latest value of the view, which the layout pass asks for its size.
    private var hosted: Hosted
    /// The SwiftUI views the platform view hosts (`PlatformItem.Kind.swiftUI`), by host.
    private var hostedViews: [(id: ObjectIdentifier, node: Node)] = []

    override var children: [Node] { hostedViews.map(\.node) }

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: PlatformViewHost<Hosted>) {
        hosted = view.hosted
        super.init(graph: graph, parent: parent, environment: environment)
        let context = self.context
        let made = view.hosted.makePlatform(context: context)
        self.made = made
        view.hosted.updatePlatform(made, context: context)
        reconcileHostedViews()
    }

    /// Mounts or updates each SwiftUI view the platform view shows now, with this node's
    /// environment. One it no longer shows (its host's view hidden or removed) keeps its
    /// hierarchy and state, unshown, as the hosting controller keeps it, until this node goes.
    // Evidence: Apple docs, UIHostingController ("A UIKit view controller that manages a SwiftUI
    // view hierarchy"; rootView: "The root view of the SwiftUI view hierarchy managed by this
    // view controller"): the hosted hierarchy keeps its state while its host lives.
    private func reconcileHostedViews() {
        guard let made else { return }
        var found: [(id: ObjectIdentifier, root: AnyView)] = []
        func collect(_ items: [PlatformItem]) {
            for item in items {
                if case .swiftUI(let id, let root) = item.kind { found.append((id, root)) }
                collect(item.children)
            }
        }
        collect(Hosted.describe(made))
        var kept: [(id: ObjectIdentifier, node: Node)] = []
        for (id, root) in found where !kept.contains(where: { $0.id == id }) {
            let existing = hostedViews.first { $0.id == id }?.node
            kept.append((id, reconcile(existing, with: root, environment: environment, parent: self, graph: graph)))
        }
        for old in hostedViews where !kept.contains(where: { $0.node === old.node }) { kept.append(old) }
        if kept.map({ ObjectIdentifier($0.node) }) != hostedViews.map({ ObjectIdentifier($0.node) }) { markChanged() }
        hostedViews = kept
    }

    private var context: PlatformContext {
        PlatformContext(environment: environment, transaction: graph.transactions.updateTransaction)
    }

    func update(view newValue: PlatformViewHost<Hosted>, environment: EnvironmentValues) {
        self.environment = environment
        hosted = newValue.hosted
        guard let made else { return }
        newValue.hosted.updatePlatform(made, context: context)
        reconcileHostedViews()
        markChanged()
    }

    // Evidence: Apple docs, UIViewRepresentable.sizeThatFits(_:uiView:context:) ("Proposes a
    // size for the view"; returning nil uses the system's default), iOS 16.
    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        if let made, let size = hosted.sizeThatFits(proposal, made: made, context: context) { return size }
        // As any view the layout pass has no rule for (rule `opaque-views-stack-content`).
        return engine.stackSize(VStackLayout(), units: engine.units(of: self), proposal: proposal)
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        engine.placeStack(VStackLayout(), units: engine.units(of: self), in: frame, proposal: proposal)
    }

    override func willTeardown() {
        if let made { Hosted.dismantlePlatform(made) }
        made = nil
    }

    override func render(into screen: inout ScreenBuilder) {
        guard let made else { return }
        let frame = screen.frameToRecord(for: self)
        let hostedNodes = Dictionary(hostedViews.map { ($0.id, $0.node) }, uniquingKeysWith: { first, _ in first })
        for (index, item) in Hosted.describe(made).enumerated() {
            Self.render(item, frame: index == 0 ? frame : nil, hosted: hostedNodes, into: &screen)
        }
    }

    static func render(_ item: PlatformItem, frame: ScreenFrame?, hosted: [ObjectIdentifier: Node], into screen: inout ScreenBuilder) {
        if let choices = item.choices {
            screen.controls.append(ScreenControl(.platform(choices), label: choices.title, layer: screen.layer, isEnabled: choices.isEnabled))
        }
        switch item.kind {
        case .visual(let role, let label, let detail):
            screen.node(item.name, role: role, label: label, detail: detail, frame: frame) { inner in
                for child in item.children { render(child, frame: nil, hosted: hosted, into: &inner) }
            }
        case .container:
            screen.node(item.name, role: .container, frame: frame) { inner in
                for child in item.children { render(child, frame: nil, hosted: hosted, into: &inner) }
            }
        case .swiftUI(let id, _):
            // Mounted by `reconcileHostedViews`; a host that appeared since shows at the next update.
            hosted[id]?.render(into: &screen)
        case .text(let text):
            screen.node(item.name, role: .text, label: text, frame: frame)
            screen.texts.append(text)
        case .button(let title, let isEnabled, let tap):
            screen.node(item.name, role: .button, label: title, frame: frame)
            screen.tappables.append(.init(kind: .button, label: title, layer: screen.layer, isEnabled: isEnabled, perform: tap))
        case .toggle(let title, let isOn, let isEnabled, let flip):
            screen.node(item.name, role: .toggle, label: title, detail: isOn ? "on" : "off", frame: frame)
            screen.tappables.append(.init(kind: .toggle, label: title, layer: screen.layer, isEnabled: isEnabled, perform: flip))
        case .field(let title, let text, let isEnabled, let type, let submit):
            screen.node(item.name, role: .field, label: title, detail: quoted(text), frame: frame)
            screen.texts.append(title)
            let field = ScreenControl.Field(setText: type, submit: submit)
            screen.controls.append(ScreenControl(.field(field), label: title.isEmpty ? item.name : title, layer: screen.layer, isEnabled: isEnabled))
        }
    }
}
