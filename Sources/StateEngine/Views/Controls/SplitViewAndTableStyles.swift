/// Custom styles of navigation split views and tables, run through the environment as
/// ContainerStyles.swift describes: a split view or table whose environment holds a custom style
/// shows the style's `makeBody(configuration:)` in place of its built-in look (its columns; its
/// rows). Both configurations are opaque, as SwiftUI's are (no public members and no
/// initializer taking one), so what the style's body shows is all that shows. A built-in style
/// (`.automatic`, `.balanced`, `.prominentDetail`, `.inset`) restores the built-in look and is
/// otherwise visual. Evidence: Apple docs, NavigationSplitViewStyle.makeBody(configuration:)
/// ("SwiftUI calls this method for each instance of NavigationSplitView, where this style is
/// the current NavigationSplitViewStyle"), NavigationSplitViewStyleConfiguration ("The
/// properties of a navigation split view instance", no members); TableStyle.makeBody(configuration:)
/// ("The system calls this method for each Table instance in a view hierarchy where this style
/// is the current table style"), TableStyleConfiguration ("The properties of a table", no members).

// MARK: NavigationSplitView

@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

public struct NavigationSplitViewStyleConfiguration {}

extension NavigationSplitViewStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, _BuiltInStyle { public init() {} }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { .init() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() } }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { .init() } }

// MARK: Table

@MainActor @preconcurrency
public protocol TableStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = TableStyleConfiguration
}

public struct TableStyleConfiguration {}

extension TableStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (how a table is drawn on a Mac or iPad; an iPhone's table is a list of its first column)
public struct AutomaticTableStyle: TableStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct InsetTableStyle: TableStyle, _BuiltInStyle { public init() {} }
extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { .init() } }
extension TableStyle where Self == InsetTableStyle { public static var inset: InsetTableStyle { .init() } }

// MARK: The modifiers

nonisolated extension View {
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
}
