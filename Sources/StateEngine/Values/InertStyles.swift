// StateEngine: inert (purely visual)
// The styles of forms, labeled content, disclosure groups and text editors, as the engine treats
// the styles of buttons, pickers and menus (StyleValues.swift): a built-in style changes how a
// control looks, never what it holds or does. Evidence: Apple's documentation of each style
// ("Styling views": a style "applies a standard interaction behavior and a custom appearance").
nonisolated extension View {
    public func formStyle<S: FormStyle>(_ style: S) -> some View { inert() }
}

/// StateEngine: inert (a visual value)
public protocol FormStyle {}
/// StateEngine: inert (a visual value)
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct ColumnsFormStyle: FormStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct GroupedFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }




/// StateEngine: inert (a visual value)
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

/// StateEngine: inert (a visual value)
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }

/// StateEngine: inert (a visual value)
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
