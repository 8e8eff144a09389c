// StateEngine: inert (purely visual)
// Built-in styles the engine treats as the styles of buttons and pickers (StyleValues.swift): a
// built-in style changes how a control looks, never what it holds or does. Evidence: Apple's
// documentation of each style ("Styling views": a style "applies a standard interaction
// behavior and a custom appearance").







/// StateEngine: inert (a visual value)
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
