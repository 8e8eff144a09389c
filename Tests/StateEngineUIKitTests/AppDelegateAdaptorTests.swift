import StateEngine
import StateEngineUIKit
import Testing

/// `@UIApplicationDelegateAdaptor`: the delegate is made for each launch and told the app
/// finished launching before the window's first body.
@Suite @MainActor struct AppDelegateAdaptorTests {
    /// What every launch wrote, shared by the delegates and the views (the test's log).
    nonisolated(unsafe) static var log: [String] = []

    final class AppDelegate: NSObject, UIApplicationDelegate {
        let serial = AppDelegateAdaptorTests.log.count

        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            AppDelegateAdaptorTests.log.append("willFinish")
            return true
        }

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            AppDelegateAdaptorTests.log.append("didFinish")
            #expect(application.delegate === self)
            return true
        }
    }

    struct Home: View {
        var body: some View {
            let _ = AppDelegateAdaptorTests.log.append("body")
            Text("Home")
        }
    }

    struct DelegateApp: App {
        // What the generator writes for `@UIApplicationDelegateAdaptor(AppDelegate.self)`.
        @UIApplicationDelegateAdaptor(AppDelegate.self, make: { AppDelegate() }) var delegate

        var body: some Scene {
            WindowGroup { Home() }
        }
    }

    // Evidence: Apple docs, UIApplicationDelegate (willFinishLaunchingWithOptions "the launch
    // process has begun", didFinishLaunchingWithOptions "the launch process is almost done and
    // the app is almost ready to run") and UIApplicationDelegateAdaptor ("SwiftUI creates an
    // instance of the delegate and calls the delegate's methods in response to life cycle events").
    @Test func theDelegateFinishesLaunchingOnceBeforeTheFirstBody() throws {
        Self.log = []
        let d = Driver(app: DelegateApp())
        #expect(Self.log == ["willFinish", "didFinish", "body"])
        #expect(d.screen.contains("Text \"Home\""))
    }

    // Evidence: Apple docs, application(_:didFinishLaunchingWithOptions:) runs at each launch of
    // the app's process; relaunch() is a new process, with a new delegate.
    @Test func eachRelaunchMakesANewDelegateThatFinishesLaunchingAgain() throws {
        Self.log = []
        let app = DelegateApp()
        let d = Driver(app: app)
        let first = UIApplication.shared.delegate
        d.relaunch()
        #expect(Self.log == ["willFinish", "didFinish", "body", "willFinish", "didFinish", "body"])
        #expect(UIApplication.shared.delegate !== first)
    }
}
