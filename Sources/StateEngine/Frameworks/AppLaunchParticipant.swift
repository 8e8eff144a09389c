/// Something an app declaration holds that takes part in the app's launch: StateEngineUIKit's
/// `@UIApplicationDelegateAdaptor`, whose delegate is told the app finished launching. The
/// engine finds them among the app's stored properties when `launch(_:)` runs an app, and calls
/// them at each launch (the first and every `relaunch()`, each a new process on a device)
/// before the window's first body.
// Evidence: Apple docs, UIApplicationDelegateAdaptor ("SwiftUI creates an instance of the
// delegate and calls the delegate's methods in response to life cycle events") and
// application(_:didFinishLaunchingWithOptions:) ("Tells the delegate that the launch process
// is almost done and the app is almost ready to run").
@_spi(Frameworks)
public protocol AppLaunchParticipant {
    /// The app launches: `launch` is 1, then one more after each `relaunch()`.
    func appDidLaunch(_ launch: Int)
}

extension App {
    /// The participants among this app's stored properties (or their storage: a property
    /// wrapper keeps its participant inside), in declaration order.
    var launchParticipants: [any AppLaunchParticipant] {
        Mirror(reflecting: self).children.compactMap { property in
            property.value as? any AppLaunchParticipant
                ?? Mirror(reflecting: property.value).children.lazy.compactMap { $0.value as? any AppLaunchParticipant }.first
        }
    }
}
