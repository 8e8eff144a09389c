@_spi(Frameworks) import StateEngine

/// The app object: `UIApplication.shared`, whose delegate is the one a SwiftUI app's
/// `@UIApplicationDelegateAdaptor` made. What else UIKit's app object does (opening URLs,
/// badges, remote notifications, the idle timer) fails with StateEngine's message.
@MainActor
public final class UIApplication {
    public static let shared = UIApplication()
    /// The delegate of the running launch.
    public internal(set) var delegate: (any UIApplicationDelegate)?

    private init() {}

    /// The keys of `launchOptions` (a scenario's app is always launched by the user: none).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    @available(*, unavailable, message: "StateEngine does not model `UIApplication.open` yet: use SwiftUI's openURL (see Supported SwiftUI)")
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}
    @available(*, unavailable, message: "StateEngine does not model `UIApplication.canOpenURL` yet (see Supported SwiftUI)")
    public func canOpenURL(_ url: URL) -> Bool { false }
    @available(*, unavailable, message: "StateEngine does not model `UIApplication.registerForRemoteNotifications` yet (see Supported SwiftUI)")
    public func registerForRemoteNotifications() {}
    @available(*, unavailable, message: "StateEngine does not model `UIApplication.applicationIconBadgeNumber` yet (see Supported SwiftUI)")
    public var applicationIconBadgeNumber: Int { get { 0 } set {} }
    @available(*, unavailable, message: "StateEngine does not model `UIApplication.isIdleTimerDisabled` yet (see Supported SwiftUI)")
    public var isIdleTimerDisabled: Bool { get { false } set {} }
}

/// What the app tells its delegate. The engine calls `application(_:willFinishLaunchingWithOptions:)`
/// then `application(_:didFinishLaunchingWithOptions:)` once per launch, before the window's
/// first body (`@UIApplicationDelegateAdaptor`); the other methods are the delegate's own.
// Evidence: Apple docs, UIApplicationDelegate ("willFinishLaunchingWithOptions: Tells the
// delegate that the launch process has begun"; didFinishLaunchingWithOptions: "the launch process
// is almost done"), both optional methods returning true by default.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
}

/// SwiftUI's way for an app declaration to have a UIKit app delegate: the delegate is made
/// for the launch and told the app finished launching before the window's first body; each
/// `relaunch()` (a new process on a device) makes a new one. Reading the property gives the
/// running launch's delegate.
// Evidence: Apple docs, UIApplicationDelegateAdaptor ("SwiftUI creates an instance of the
// delegate and calls the delegate's methods in response to life cycle events"; "Declare the
// adaptor in your App declaration only once").
@MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType>: DynamicProperty {
    /// The engine finds it among the app's properties (`AppLaunchParticipant`).
    private let participant: any AppLaunchParticipant
    private let running: @MainActor () -> DelegateType

    /// What scenario code's `@UIApplicationDelegateAdaptor(AppDelegate.self)` becomes
    /// (ScenarioKit's `DelegateAdaptorExpansion`): `make` makes the delegate of each launch.
    public init(_ delegateType: DelegateType.Type, make: @escaping @MainActor () -> DelegateType) where DelegateType: NSObject & UIApplicationDelegate {
        let delegates = LaunchDelegates(make: make)
        participant = delegates
        running = { delegates.delegate(for: FrameworkSupport.launch) }
    }

    // The generic is unconstrained so that a class that is not an app delegate meets this
    // message, rather than swiftc's "failed to produce diagnostic" on the expanded call.
    @available(*, unavailable, message: "`@UIApplicationDelegateAdaptor` needs a class that conforms to UIApplicationDelegate: `class AppDelegate: NSObject, UIApplicationDelegate`")
    public init(_ delegateType: DelegateType.Type, make: @escaping @MainActor () -> DelegateType) { fatalError() }

    @available(*, unavailable, message: "StateEngine makes the delegate of `@UIApplicationDelegateAdaptor(AppDelegate.self)` written on an App's property, naming the class (see Supported SwiftUI)")
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }

    public var wrappedValue: DelegateType { running() }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Bindings to an observable delegate's properties. (SwiftUI also puts such a delegate in
    /// the environment for `@EnvironmentObject`; the engine does not yet, so reading it there
    /// stops with the engine's missing-object error.)
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

/// One delegate per launch, made the first time the launch needs it.
final class LaunchDelegates<DelegateType: NSObject & UIApplicationDelegate>: AppLaunchParticipant {
    private let make: @MainActor () -> DelegateType
    private var current: (launch: Int, delegate: DelegateType)?

    init(make: @escaping @MainActor () -> DelegateType) { self.make = make }

    func delegate(for launch: Int) -> DelegateType {
        if let current, current.launch == launch { return current.delegate }
        let made = FrameworkSupport.onMainActor(make, ()) { make, _ in make() }
        current = (launch, made)
        return made
    }

    func appDidLaunch(_ launch: Int) {
        let delegate = delegate(for: launch)
        FrameworkSupport.onMainActor(delegate, ()) { delegate, _ in
            UIApplication.shared.delegate = delegate
            _ = delegate.application(UIApplication.shared, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        }
    }
}
