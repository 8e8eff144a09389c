/// Where a scenario's app runs: one iPhone window, in portrait, in the foreground, at the
/// default accessibility settings. Views read these like any environment value, and a step
/// that changes one (`setEnvironment(\.scenePhase, .background)`) re-evaluates its readers.
/// Evidence: Apple docs "ScenePhase" (a scene in the foreground and interactive is `active`),
/// "UserInterfaceSizeClass" (an iPhone in portrait is compact wide and regular tall),
/// "displayScale" (3 on current iPhones), "accessibilityReduceMotion" (off unless the user
/// turns it on). Chosen [iphone-portrait-environment]: the iPhone in portrait, the device most articles show.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
}
