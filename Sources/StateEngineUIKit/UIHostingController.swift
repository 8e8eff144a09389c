@_spi(Frameworks) import StateEngine

/// A UIKit view controller whose view is a SwiftUI hierarchy: added to a UIKit view (often as a
/// child view controller, "Use SwiftUI with UIKit"), its `rootView` runs as SwiftUI does, with
/// its own state, inside the representable that hosts the UIKit side. Setting `rootView` gives
/// the hierarchy a new value of the root, as a parent's new body does; the change shows when
/// the hosting representable updates (`updateUIViewController` is where apps set it).
// Evidence: Apple docs, UIHostingController ("A UIKit view controller that manages a SwiftUI view
// hierarchy"; init(rootView:); rootView), and WWDC22 "Use SwiftUI with UIKit" (a hosting
// controller added as a child view controller, its rootView replaced to pass new data).
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    /// How the controller sizes itself in UIKit's layout. StateEngine: inert (UIKit's layout is
    /// not modelled).
    public var sizingOptions: UIHostingControllerSizingOptions = []

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    open override func loadView() {
        view = HostingView(host: self)
    }

    /// The hosted hierarchy as the screen tree shows it: SwiftUI's own nodes.
    fileprivate var hostedItem: PlatformItem {
        PlatformItem(name: "UIHostingController", kind: .swiftUI(id: ObjectIdentifier(self), root: AnyView(rootView)))
    }
}

/// The view of a hosting controller: what it shows is its controller's root view.
private final class HostingView<Content: View>: UIView {
    private weak var host: UIHostingController<Content>?

    init(host: UIHostingController<Content>) {
        self.host = host
        super.init(frame: .zero)
    }

    override func __stateDocsItems() -> [PlatformItem] {
        guard !isHidden, alpha > 0, let host else { return [] }
        return [host.hostedItem]
    }
}

/// How a hosting controller tracks its SwiftUI content's size in UIKit's layout (iOS 16).
/// StateEngine: inert (UIKit's layout is not modelled).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
