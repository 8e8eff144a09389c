// Evidence: Apple docs, scrollDisabled(_:) ("SwiftUI passes the disabled property through the
// environment, which means you can use this modifier to disable scrolling for all scroll
// views within a view hierarchy") and EnvironmentValues.isScrollEnabled (default true,
// configured by scrollDisabled); UIScrollView.isScrollEnabled (a disabled scroll view does
// not accept touches): the driver's scroll steps refuse to move it.
struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

nonisolated extension View {
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }
}
