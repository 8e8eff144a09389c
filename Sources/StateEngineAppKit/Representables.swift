@_spi(Frameworks) import StateEngine

/// An AppKit view inside SwiftUI, with UIViewRepresentable's lifetimes (StateEngineUIKit):
/// `makeNSView` once per identity of the representable, after `makeCoordinator`;
/// `updateNSView` right after it and with each new value; `dismantleNSView` when the identity
/// ends, the coordinator dying with it.
// Evidence: Apple docs, NSViewRepresentable (makeNSView(context:) "called only once";
// updateNSView(_:context:) "when the state of your app changes"; dismantleNSView(_:coordinator:);
// makeCoordinator() "before calling makeNSView(context:)"); WWDC19 "Integrating SwiftUI".
@MainActor @preconcurrency
public protocol NSViewRepresentable: View {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>

    func makeNSView(context: Context) -> NSViewType
    func updateNSView(_ nsView: NSViewType, context: Context)
    static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// The size the view asks for `proposal`; nil (the default) leaves it to the layout pass.
    // Evidence: Apple docs, NSViewRepresentable.sizeThatFits(_:nsView:context:) (macOS 13).
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize?
}

extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize? { nil }

    public var body: some View { PlatformViewHost(NSViewBridge(representable: self)) }
}

extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What `makeNSView`, `updateNSView` see.
// Evidence: Apple docs, NSViewRepresentableContext (coordinator, environment, transaction).
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
    public let transaction: Transaction
}

/// The engine's hosted view for an `NSViewRepresentable`.
struct NSViewBridge<Representable: NSViewRepresentable>: PlatformHosted {
    let representable: Representable

    final class Made {
        let view: Representable.NSViewType
        let coordinator: Representable.Coordinator
        init(view: Representable.NSViewType, coordinator: Representable.Coordinator) {
            self.view = view
            self.coordinator = coordinator
        }
    }

    func makePlatform(context: PlatformContext) -> Made {
        FrameworkSupport.onMainActor(representable, context) { representable, context in
            let coordinator = representable.makeCoordinator()
            let view = representable.makeNSView(context: .init(coordinator: coordinator, environment: context.environment, transaction: context.transaction))
            return Made(view: view, coordinator: coordinator)
        }
    }

    func updatePlatform(_ made: Made, context: PlatformContext) {
        FrameworkSupport.onMainActor(representable, (made, context)) { representable, input in
            let (made, context) = input
            representable.updateNSView(made.view, context: .init(coordinator: made.coordinator, environment: context.environment, transaction: context.transaction))
        }
    }

    static func dismantlePlatform(_ made: Made) {
        FrameworkSupport.onMainActor(made, ()) { made, _ in Representable.dismantleNSView(made.view, coordinator: made.coordinator) }
    }

    static func describe(_ made: Made) -> [PlatformItem] {
        FrameworkSupport.onMainActor(made, ()) { made, _ in made.view.__stateDocsItems() }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, made: Made, context: PlatformContext) -> CGSize? {
        FrameworkSupport.onMainActor(representable, (made, context, proposal)) { representable, input in
            let (made, context, proposal) = input
            return representable.sizeThatFits(proposal, nsView: made.view, context: .init(coordinator: made.coordinator, environment: context.environment, transaction: context.transaction))
        }
    }
}
