import Foundation

// StateEngine: inert (purely visual)
// More modifiers that change only pixels (SwiftUI's iOS signatures): styles laid over or under a
// view, colour and compositing effects, text decoration, list tints, the status bar, selection
// of text for copying. None changes what bodies run, what the text screen shows or what a step
// can reach. Evidence: Apple's View reference lists them under "Appearance", "Graphics and
// rendering", "Text and symbols"; none is a state mechanism.
nonisolated extension View {
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { inert() }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { inert() }
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { inert() }
    public func luminanceToAlpha() -> some View { inert() }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { inert() }
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { inert() }
    public func mask<Mask: View>(_ mask: Mask) -> some View { inert() }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { inert() }
    public func statusBar(hidden: Bool) -> some View { inert() }
    public func listItemTint(_ tint: Color?) -> some View { inert() }
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { inert() }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { inert() }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { inert() }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { inert() }
    // iOS 18's names for `toolbar(_:for:)` and `toolbarBackground(_:for:)`, inert as those are.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { inert() }
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { inert() }
}


extension Text {
    /// StateEngine: inert (a visual value)
    public struct LineStyle: Hashable, Sendable {
        public let pattern: Pattern
        public let color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid"), dot = Pattern(name: "dot"), dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot"), dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}

/// Whether people can select a text to copy it: an interaction with no state of the app's.
/// StateEngine: inert (a visual value)
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

/// StateEngine: inert (a visual value)
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// StateEngine: inert (a visual value)
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

// StateEngine: inert (purely visual)
// Column widths, scene margins, hover effects, indicator and thumb visibility, container
// backgrounds: how things are sized and drawn. Evidence: Apple's View reference ("Layout",
// "Appearance", "Navigation": a column width is a "preferred width"; hover effects apply "when
// the pointer hovers").
nonisolated extension View {
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { inert() }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { inert() }
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { inert() }
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { inert() }
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { inert() }
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { inert() }
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { inert() }
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { inert() }
    public func sliderThumbVisibility(_ visibility: Visibility) -> some View { inert() }
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { inert() }
    /// Deprecated in SwiftUI: "This function has no effect."
    public func frame() -> some View { inert() }
}

/// StateEngine: inert (a visual value)
public struct ScenePadding: Equatable, Sendable {
    let name: String
    public static let minimum = ScenePadding(name: "minimum")
    public static let navigationBar = ScenePadding(name: "navigationBar")
}

/// StateEngine: inert (a visual value)
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}
