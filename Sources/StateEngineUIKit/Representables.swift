@_spi(Frameworks) import StateEngine

/// A UIKit view inside SwiftUI. `makeUIView` runs once per identity of the representable,
/// after `makeCoordinator`; `updateUIView` runs right after it and again each time SwiftUI
/// updates the representable with a new value (a parent's update that changed what it passes);
/// `dismantleUIView` runs when the identity ends, and the coordinator dies with it.
// Evidence: Apple docs, UIViewRepresentable (makeUIView(context:): "The system calls this method
// only once, when it creates your view for the first time"; updateUIView(_:context:): "When the
// state of your app changes, SwiftUI updates the portions of your interface affected by those
// changes ... calls this method"; dismantleUIView(_:coordinator:); makeCoordinator(): "SwiftUI
// calls this method before calling the makeUIView(context:) method"); WWDC19 "Integrating
// SwiftUI" (the coordinator carries UIKit's callbacks back to SwiftUI's state).
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// The size the view asks for `proposal`; nil (the default) leaves it to the layout pass.
    // Evidence: Apple docs, UIViewRepresentable.sizeThatFits(_:uiView:context:) (iOS 16).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    public var body: some View { PlatformViewHost(ViewBridge(representable: self)) }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What `makeUIView`, `updateUIView` see.
// Evidence: Apple docs, UIViewRepresentableContext (coordinator, environment, transaction).
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
    public let transaction: Transaction
}

/// A UIKit view controller inside SwiftUI, with the same lifetimes as `UIViewRepresentable`;
/// the controller's view loads when it is made, and it is told it appears after the first
/// update and disappears before it is dismantled.
// Evidence: Apple docs, UIViewControllerRepresentable (makeUIViewController(context:),
// updateUIViewController(_:context:), dismantleUIViewController(_:coordinator:), makeCoordinator()).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public var body: some View { PlatformViewHost(ControllerBridge(representable: self)) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
    public let transaction: Transaction
}

/// The engine's hosted view for a `UIViewRepresentable`.
struct ViewBridge<Representable: UIViewRepresentable>: PlatformHosted {
    let representable: Representable

    final class Made {
        let view: Representable.UIViewType
        let coordinator: Representable.Coordinator
        init(view: Representable.UIViewType, coordinator: Representable.Coordinator) {
            self.view = view
            self.coordinator = coordinator
        }
    }

    func makePlatform(context: PlatformContext) -> Made {
        FrameworkSupport.onMainActor(representable, context) { representable, context in
            let coordinator = representable.makeCoordinator()
            let view = representable.makeUIView(context: .init(coordinator: coordinator, environment: context.environment, transaction: context.transaction))
            return Made(view: view, coordinator: coordinator)
        }
    }

    func updatePlatform(_ made: Made, context: PlatformContext) {
        FrameworkSupport.onMainActor(representable, (made, context)) { representable, input in
            let (made, context) = input
            representable.updateUIView(made.view, context: .init(coordinator: made.coordinator, environment: context.environment, transaction: context.transaction))
        }
    }

    static func dismantlePlatform(_ made: Made) {
        FrameworkSupport.onMainActor(made, ()) { made, _ in Representable.dismantleUIView(made.view, coordinator: made.coordinator) }
    }

    static func describe(_ made: Made) -> [PlatformItem] {
        FrameworkSupport.onMainActor(made, ()) { made, _ in made.view.__stateDocsItems() }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, made: Made, context: PlatformContext) -> CGSize? {
        FrameworkSupport.onMainActor(representable, (made, context, proposal)) { representable, input in
            let (made, context, proposal) = input
            return representable.sizeThatFits(proposal, uiView: made.view, context: .init(coordinator: made.coordinator, environment: context.environment, transaction: context.transaction))
        }
    }
}

/// The engine's hosted view for a `UIViewControllerRepresentable`.
struct ControllerBridge<Representable: UIViewControllerRepresentable>: PlatformHosted {
    let representable: Representable

    final class Made {
        let controller: Representable.UIViewControllerType
        let coordinator: Representable.Coordinator
        var hasAppeared = false
        init(controller: Representable.UIViewControllerType, coordinator: Representable.Coordinator) {
            self.controller = controller
            self.coordinator = coordinator
        }
    }

    func makePlatform(context: PlatformContext) -> Made {
        FrameworkSupport.onMainActor(representable, context) { representable, context in
            let coordinator = representable.makeCoordinator()
            let controller = representable.makeUIViewController(
                context: .init(coordinator: coordinator, environment: context.environment, transaction: context.transaction))
            controller.loadViewIfNeeded()
            return Made(controller: controller, coordinator: coordinator)
        }
    }

    func updatePlatform(_ made: Made, context: PlatformContext) {
        FrameworkSupport.onMainActor(representable, (made, context)) { representable, input in
            let (made, context) = input
            representable.updateUIViewController(
                made.controller, context: .init(coordinator: made.coordinator, environment: context.environment, transaction: context.transaction))
            if !made.hasAppeared {
                made.hasAppeared = true
                made.controller.viewWillAppear(false)
                made.controller.viewDidAppear(false)
            }
        }
    }

    static func dismantlePlatform(_ made: Made) {
        FrameworkSupport.onMainActor(made, ()) { made, _ in
            made.controller.viewWillDisappear(false)
            made.controller.viewDidDisappear(false)
            Representable.dismantleUIViewController(made.controller, coordinator: made.coordinator)
        }
    }

    static func describe(_ made: Made) -> [PlatformItem] {
        FrameworkSupport.onMainActor(made, ()) { made, _ in made.controller.view.__stateDocsItems() }
    }
}
