import Transcript

// StateEngine: inert (a visual value)
// A list style changes how rows are drawn, never what a body reads or a list builds. It travels
// down the environment, as SwiftUI's styles do, so that the List it reaches can record it on the
// screen tree for the run figure's drawing (`ControlLook.list`); the text screen is unchanged.
// Evidence: Apple docs "listStyle(_:)" (sets the style for lists within this view) and
// "ListStyle" (a type that applies a custom appearance to all lists within a view).

/// StateEngine: inert (a visual value)
public protocol ListStyle {
    /// How the run figure draws a list in this style. SwiftUI's `ListStyle` cannot be adopted
    /// outside SwiftUI either: its requirements are not public API.
    var _look: ControlLook.ListLook { get }
}
/// StateEngine: inert (a visual value)
public struct PlainListStyle: ListStyle { public init() {}; public var _look: ControlLook.ListLook { .plain } }
/// StateEngine: inert (a visual value)
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _look: ControlLook.ListLook { .insetGrouped } }
/// StateEngine: inert (a visual value)
public struct GroupedListStyle: ListStyle { public init() {}; public var _look: ControlLook.ListLook { .grouped } }
/// StateEngine: inert (a visual value)
public struct InsetListStyle: ListStyle { public init() {}; public var _look: ControlLook.ListLook { .inset } }
/// StateEngine: inert (a visual value)
public struct SidebarListStyle: ListStyle { public init() {}; public var _look: ControlLook.ListLook { .sidebar } }
/// StateEngine: inert (a visual value)
public struct DefaultListStyle: ListStyle { public init() {}; public var _look: ControlLook.ListLook { .automatic } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

struct ListLookKey: EnvironmentKey { static let defaultValue = ControlLook.ListLook.automatic }

extension EnvironmentValues {
    /// The style the nearest `listStyle` above set, read by the List it reaches.
    var listLook: ControlLook.ListLook {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }
}

nonisolated extension View {
    /// StateEngine: inert (purely visual)
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listLook, style._look)
    }
}
