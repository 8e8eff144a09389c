import Observation

/// The tab bar's size as scrolling leaves it, and where the bottom accessory is because of it:
/// `.expanded` above a normal-size tab bar, `.inline` beside a minimized one. The tab bar
/// minimizes only when `tabBarMinimizeBehavior` asks for it and a vertical scroll view in the
/// tab's content scrolls the way it names: it follows the content offset, whether the user's
/// swipe (a driver `scroll` step) or the program (`ScrollPosition`, `ScrollViewReader`) moved
/// it (ScrollOffsetReports.swift).
// Evidence: Apple docs tabViewBottomAccessory(content:) ("On iPhone, the placement of the
// bottom accessory depends on the tab bar size: when the tab bar is normal size, the accessory
// appears above it; when the tab bar is collapsed, the accessory displays inline"),
// TabViewBottomAccessoryPlacement (.expanded, .inline), TabBarMinimizeBehavior.onScrollDown
// ("Minimize the tab bar when downwards scrolling starts"), UIKit's
// UITabBarController.MinimizeBehavior (.onScrollDown "expands when scrolling back up";
// .onScrollUp "minimizes when scrolling up, and expands when scrolling back down").
@Observable
final class TabBarMinimizer {
    private(set) var isMinimized = false

    /// A vertical scroll of content inside the tab view, with the behaviour that content sees.
    func contentScrolled(down: Bool, behavior: TabBarMinimizeBehavior) {
        // Chosen [tab-bar-minimize-automatic]: `.automatic` ("the system default") is taken as
        // `.never`: an iOS 26 tab bar minimizes only when the app asks for it.
        let minimized: Bool
        switch behavior {
        case .onScrollDown: minimized = down
        case .onScrollUp: minimized = !down
        default: return
        }
        if minimized != isMinimized { isMinimized = minimized }
    }

    /// A vertical scroll view settled at another content offset; `environment` is its
    /// container's: the tab bar around it, if any, follows after the update.
    // Chosen [tab-bar-minimize-any-scroll]: a scroll the program makes minimizes the bar as a
    // swipe does; Apple's docs name the scroll ("when scrolling down"), not the gesture.
    static func contentScrolled(down: Bool, in environment: EnvironmentValues, graph: ViewGraph) {
        guard let minimizer = environment.tabBarMinimizer else { return }
        let behavior = environment.tabBarMinimizeBehavior
        graph.enqueuePostAction { minimizer.contentScrolled(down: down, behavior: behavior) }
    }

    var accessoryPlacement: TabViewBottomAccessoryPlacement { isMinimized ? .inline : .expanded }
}

struct TabBarMinimizerKey: EnvironmentKey { static var defaultValue: TabBarMinimizer? { nil } }
struct TabBarMinimizeBehaviorKey: EnvironmentKey { static var defaultValue: TabBarMinimizeBehavior { .automatic } }
struct TabViewBottomAccessoryPlacementKey: EnvironmentKey { static var defaultValue: TabViewBottomAccessoryPlacement? { nil } }

extension EnvironmentValues {
    /// Where the bottom accessory shows; nil outside a `tabViewBottomAccessory`'s content.
    // Evidence: Apple docs EnvironmentValues.tabViewBottomAccessoryPlacement ("The current
    // placement of the tab view bottom accessory"; "A nil value corresponds to an undefined
    // placement").
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        self[TabViewBottomAccessoryPlacementKey.self]
    }

    var tabBarMinimizer: TabBarMinimizer? {
        get { self[TabBarMinimizerKey.self] }
        set { self[TabBarMinimizerKey.self] = newValue }
    }

    var tabBarMinimizeBehavior: TabBarMinimizeBehavior {
        get { self[TabBarMinimizeBehaviorKey.self] }
        set { self[TabBarMinimizeBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The tab bar minimizes on the scrolls `behavior` names; what a user sees of that in the
    /// engine is the bottom accessory's placement (the bar's own shrinking is pixels).
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0.tabBarMinimizeBehavior = behavior }, comparable: behavior))
    }
}

/// Gives a tab view with a bottom accessory its tab bar state, shared by the tabs' content
/// (whose scroll views move it) and the accessory (which reads it).
nonisolated public struct _TabBarMinimizerModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    func makeBehavior() -> ModifierBehavior<Self> { TabBarMinimizerBehavior() }
}

final class TabBarMinimizerBehavior: ModifierBehavior<_TabBarMinimizerModifier>, ContentEnvironmentWriter {
    let minimizer = TabBarMinimizer()
    private var lastInput: EnvironmentValues?
    private var lastOutput: EnvironmentValues?

    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        if let lastInput, let lastOutput, lastInput.isIdentical(to: environment) { return lastOutput }
        var output = environment
        output.tracker = nil
        output.tabBarMinimizer = minimizer
        lastInput = environment
        lastOutput = output
        return output
    }
}

/// The accessory's content, in the placement the tab bar's state gives it: reading the
/// minimizer here makes a scroll that changes it update the accessory.
struct TabViewBottomAccessoryHost<Content: View>: View {
    let content: Content
    @Environment(\.tabBarMinimizer) private var minimizer

    var body: some View {
        let placement = minimizer?.accessoryPlacement ?? .expanded
        return content.modifier(_EnvironmentWritingModifier(
            transform: { $0[TabViewBottomAccessoryPlacementKey.self] = placement }, comparable: placement))
    }
}
