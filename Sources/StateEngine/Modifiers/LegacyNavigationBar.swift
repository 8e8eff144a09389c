/// The iOS 13-era navigation bar API that older tutorials still use. `navigationBarItems` puts
/// its views in the bar as toolbar items do (Apple docs, "navigationBarItems(leading:trailing:)",
/// deprecated in favour of `toolbar`), so its buttons are on screen and tappable; the bar title
/// forms are `navigationTitle`.
nonisolated extension View {
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            leading
            trailing
        }
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { leading }
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { trailing }
    }

    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(String(title))
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey)
    }

    /// StateEngine: inert (how a navigation view lays out its columns)
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { inert() }
}

/// StateEngine: inert (a visual value)
public protocol NavigationViewStyle {}
/// StateEngine: inert (a visual value)
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle { public static var columns: DoubleColumnNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
