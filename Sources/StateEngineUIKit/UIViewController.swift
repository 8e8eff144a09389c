@_spi(Frameworks) import StateEngine

/// A view controller: loads its view once (`loadView`, then `viewDidLoad`), and is told when
/// it appears and disappears, as a representable's controller is mounted and dismantled.
// Evidence: Apple docs, UIViewController (view: "loads or creates a view ... the first time
// this property is accessed"; loadView, viewDidLoad, viewWillAppear(_:), viewDidAppear(_:),
// viewWillDisappear(_:), viewDidDisappear(_:)).
@MainActor
open class UIViewController {
    private var loadedView: UIView?
    private var isLoading = false
    public var title: String?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    public init() {}
    public convenience init(nibName: String?, bundle: Bundle?) { self.init() }

    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoading else { return }
        isLoading = true
        loadView()
        if loadedView == nil { loadedView = UIView() }
        isLoading = false
        viewDidLoad()
    }

    open func loadView() { loadedView = UIView() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    public func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    @available(*, unavailable, message: "StateEngine does not model presenting a UIViewController yet: present SwiftUI's sheet instead (see Supported SwiftUI)")
    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}

    @available(*, unavailable, message: "StateEngine does not model dismissing a UIViewController yet (see Supported SwiftUI)")
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
}
