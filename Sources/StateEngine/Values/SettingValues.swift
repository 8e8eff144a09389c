import Foundation

// Values that SwiftUI's visual modifiers and settings take: prominences, placements, roles,
// behaviours and effects. Each is a plain value, accepted so that code naming it compiles; what
// it tunes is how something looks (issue 34: purely visual and inert). The modifiers that take
// them are modelled, inert or unavailable on their own.
// Evidence: Apple docs for each type (their static members and cases, iOS 26 SDK).

/// StateEngine: inert (a visual value)
public struct BackgroundProminence: Hashable, Sendable {
    let name: String
    public static var standard: BackgroundProminence { BackgroundProminence(name: "standard") }
    public static var increased: BackgroundProminence { BackgroundProminence(name: "increased") }
}

/// StateEngine: inert (a visual value)
public struct BadgeProminence: Hashable, Sendable {
    let name: String
    public static var standard: BadgeProminence { BadgeProminence(name: "standard") }
    public static var increased: BadgeProminence { BadgeProminence(name: "increased") }
    public static var decreased: BadgeProminence { BadgeProminence(name: "decreased") }
}

/// StateEngine: inert (a visual value)
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    public static var automatic: ButtonRepeatBehavior { ButtonRepeatBehavior(name: "automatic") }
    public static var enabled: ButtonRepeatBehavior { ButtonRepeatBehavior(name: "enabled") }
    public static var disabled: ButtonRepeatBehavior { ButtonRepeatBehavior(name: "disabled") }
}

/// StateEngine: inert (a visual value)
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// StateEngine: inert (a visual value)
public struct MaterialActiveAppearance: Equatable, Sendable {
    let name: String
    public static var automatic: MaterialActiveAppearance { MaterialActiveAppearance(name: "automatic") }
    public static var active: MaterialActiveAppearance { MaterialActiveAppearance(name: "active") }
    public static var inactive: MaterialActiveAppearance { MaterialActiveAppearance(name: "inactive") }
    public static var matchWindow: MaterialActiveAppearance { MaterialActiveAppearance(name: "matchWindow") }
}

/// StateEngine: inert (a visual value)
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static var automatic: MenuOrder { MenuOrder(name: "automatic") }
    public static var priority: MenuOrder { MenuOrder(name: "priority") }
    public static var fixed: MenuOrder { MenuOrder(name: "fixed") }
}

/// StateEngine: inert (a visual value)
public enum SidebarRowSize: Hashable, Sendable {
    case small, medium, large
}

/// StateEngine: inert (a visual value)
public struct SpringLoadingBehavior: Hashable, Sendable {
    let name: String
    public static var automatic: SpringLoadingBehavior { SpringLoadingBehavior(name: "automatic") }
    public static var enabled: SpringLoadingBehavior { SpringLoadingBehavior(name: "enabled") }
    public static var disabled: SpringLoadingBehavior { SpringLoadingBehavior(name: "disabled") }
}

/// StateEngine: inert (a visual value)
public struct SymbolColorRenderingMode: Equatable, Sendable {
    let name: String
    public static var flat: SymbolColorRenderingMode { SymbolColorRenderingMode(name: "flat") }
    public static var gradient: SymbolColorRenderingMode { SymbolColorRenderingMode(name: "gradient") }
}

/// StateEngine: inert (a visual value)
public struct SymbolVariableValueMode: Equatable, Sendable {
    let name: String
    public static var color: SymbolVariableValueMode { SymbolVariableValueMode(name: "color") }
    public static var draw: SymbolVariableValueMode { SymbolVariableValueMode(name: "draw") }
}

/// StateEngine: inert (a visual value)
public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic, upstream, downstream
}

/// StateEngine: inert (a visual value)
public struct ToolbarLabelStyle: Equatable, Sendable {
    let name: String
    public static var iconOnly: ToolbarLabelStyle { ToolbarLabelStyle(name: "iconOnly") }
    public static var titleOnly: ToolbarLabelStyle { ToolbarLabelStyle(name: "titleOnly") }
    public static var titleAndIcon: ToolbarLabelStyle { ToolbarLabelStyle(name: "titleAndIcon") }
}

/// StateEngine: inert (a visual value)
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String
    public static var automatic: WritingToolsBehavior { WritingToolsBehavior(name: "automatic") }
    public static var complete: WritingToolsBehavior { WritingToolsBehavior(name: "complete") }
    public static var limited: WritingToolsBehavior { WritingToolsBehavior(name: "limited") }
    public static var disabled: WritingToolsBehavior { WritingToolsBehavior(name: "disabled") }
}

/// StateEngine: inert (a visual value)
public struct TextInputBorderShape: Equatable, Sendable {}

/// Where the tab view's bottom accessory is: read from `\.tabViewBottomAccessoryPlacement`
/// (TabViewBottomAccessory.swift).
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    case inline, expanded
}

/// StateEngine: inert (a visual value)
public struct PencilPreferredAction: Equatable, Sendable {
    let name: String
    public static var ignore: PencilPreferredAction { PencilPreferredAction(name: "ignore") }
    public static var switchEraser: PencilPreferredAction { PencilPreferredAction(name: "switchEraser") }
    public static var switchPrevious: PencilPreferredAction { PencilPreferredAction(name: "switchPrevious") }
    public static var showColorPalette: PencilPreferredAction { PencilPreferredAction(name: "showColorPalette") }
    public static var showInkAttributes: PencilPreferredAction { PencilPreferredAction(name: "showInkAttributes") }
    public static var showContextualPalette: PencilPreferredAction { PencilPreferredAction(name: "showContextualPalette") }
    public static var runSystemShortcut: PencilPreferredAction { PencilPreferredAction(name: "runSystemShortcut") }
}

/// Where a tab view shows its tabs: read from `\.tabBarPlacement` (TabCustomization.swift).
public struct TabBarPlacement: Hashable, Sendable {
    let name: String
    public static var topBar: TabBarPlacement { TabBarPlacement(name: "topBar") }
    public static var sidebar: TabBarPlacement { TabBarPlacement(name: "sidebar") }
    public static var bottomBar: TabBarPlacement { TabBarPlacement(name: "bottomBar") }
    public static var pageIndicator: TabBarPlacement { TabBarPlacement(name: "pageIndicator") }
    public static var ornament: TabBarPlacement { TabBarPlacement(name: "ornament") }
}

/// StateEngine: inert (a visual value)
public enum HorizontalDirection: Hashable, Sendable {
    case leading, trailing
}

/// StateEngine: inert (a visual value)
public enum VerticalDirection: Hashable, Sendable {
    case up, down
}

/// StateEngine: inert (a visual value)
public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed
    case mirrors(in: LayoutDirection)
}

/// StateEngine: inert (a visual value)
public struct TypesettingLanguage: Sendable {
    let name: String
    public static var automatic: TypesettingLanguage { TypesettingLanguage(name: "automatic") }
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(name: "explicit") }
}

/// StateEngine: inert (a visual value)
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var interaction: ContentShapeKinds { ContentShapeKinds(rawValue: 1) }
    public static var dragPreview: ContentShapeKinds { ContentShapeKinds(rawValue: 2) }
    public static var contextMenuPreview: ContentShapeKinds { ContentShapeKinds(rawValue: 4) }
    public static var hoverEffect: ContentShapeKinds { ContentShapeKinds(rawValue: 8) }
    public static var accessibility: ContentShapeKinds { ContentShapeKinds(rawValue: 16) }
}

/// StateEngine: inert (a visual value)
public struct DialogSeverity: Equatable, Sendable {
    let name: String
    public static var automatic: DialogSeverity { DialogSeverity(name: "automatic") }
    public static var critical: DialogSeverity { DialogSeverity(name: "critical") }
    public static var standard: DialogSeverity { DialogSeverity(name: "standard") }
}

/// StateEngine: inert (a visual value)
public struct ToolbarRole: Sendable {
    let name: String
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

/// A toolbar item the system adds: `DefaultToolbarItem` places it, DefaultToolbarItem.swift.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    public static var sidebarToggle: ToolbarDefaultItemKind { ToolbarDefaultItemKind(name: "sidebarToggle") }
    public static var title: ToolbarDefaultItemKind { ToolbarDefaultItemKind(name: "title") }
    public static var search: ToolbarDefaultItemKind { ToolbarDefaultItemKind(name: "search") }
}

/// StateEngine: inert (a visual value)
public struct SearchToolbarBehavior: Sendable {
    let name: String
    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(name: "automatic") }
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(name: "minimize") }
}

/// StateEngine: inert (a visual value)
public struct SearchPresentationToolbarBehavior: Sendable {
    let name: String
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "automatic") }
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "avoidHidingContent") }
}

/// StateEngine: inert (a visual value)
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

/// StateEngine: inert (a visual value)
public struct TableColumnAlignment: Hashable, Sendable {
    let name: String
    public static var automatic: TableColumnAlignment { TableColumnAlignment(name: "automatic") }
    public static var leading: TableColumnAlignment { TableColumnAlignment(name: "leading") }
    public static var center: TableColumnAlignment { TableColumnAlignment(name: "center") }
    public static var trailing: TableColumnAlignment { TableColumnAlignment(name: "trailing") }
    public static var numeric: TableColumnAlignment { TableColumnAlignment(name: "numeric") }
}

/// StateEngine: inert (a visual value)
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String
    public static var automatic: MenuActionDismissBehavior { MenuActionDismissBehavior(name: "automatic") }
    public static var enabled: MenuActionDismissBehavior { MenuActionDismissBehavior(name: "enabled") }
    public static var disabled: MenuActionDismissBehavior { MenuActionDismissBehavior(name: "disabled") }
}

/// StateEngine: inert (a visual value)
public struct TextInputDictationBehavior: Equatable, Sendable {
    let name: String
    public static var automatic: TextInputDictationBehavior { TextInputDictationBehavior(name: "automatic") }
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior { TextInputDictationBehavior(name: "inline") }
}

/// StateEngine: inert (a visual value)
public struct TextInputDictationActivation: Equatable, Sendable {
    let name: String
    public static var onSelect: TextInputDictationActivation { TextInputDictationActivation(name: "onSelect") }
    public static var onLook: TextInputDictationActivation { TextInputDictationActivation(name: "onLook") }
}

/// StateEngine: inert (a visual value)
public struct SpacerSizing: Sendable {
    let name: String
    public static var flexible: SpacerSizing { SpacerSizing(name: "flexible") }
    public static var fixed: SpacerSizing { SpacerSizing(name: "fixed") }
}

/// StateEngine: inert (a visual value)
public struct PaletteSelectionEffect: Sendable {
    let name: String
    public static var automatic: PaletteSelectionEffect { PaletteSelectionEffect(name: "automatic") }
}

/// StateEngine: inert (a visual value)
public struct ListItemTint: Sendable {
    let name: String
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(name: "fixed") }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(name: "preferred") }
    public static var monochrome: ListItemTint { ListItemTint(name: "monochrome") }
}

/// StateEngine: inert (a visual value)
public struct ScrollInputKind: Equatable, Sendable {
    let name: String
    public static var handGestureShortcut: ScrollInputKind { ScrollInputKind(name: "handGestureShortcut") }
}

/// StateEngine: inert (a visual value)
public struct ScrollInputBehavior: Equatable, Sendable {
    let name: String
    public static var automatic: ScrollInputBehavior { ScrollInputBehavior(name: "automatic") }
    public static var enabled: ScrollInputBehavior { ScrollInputBehavior(name: "enabled") }
    public static var disabled: ScrollInputBehavior { ScrollInputBehavior(name: "disabled") }
}

/// StateEngine: inert (a visual value)
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

/// StateEngine: inert (a visual value)
public struct TabPlacement: Hashable, Sendable {
    let name: String
    public static var automatic: TabPlacement { TabPlacement(name: "automatic") }
    public static var pinned: TabPlacement { TabPlacement(name: "pinned") }
    public static var sidebarOnly: TabPlacement { TabPlacement(name: "sidebarOnly") }
}

/// StateEngine: inert (a visual value)
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    public static var automatic: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "automatic") }
    public static var tabBar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "tabBar") }
    public static var sidebar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "sidebar") }
}

/// When a search scope bar shows (Modifiers/SearchSuggestionsAndScopes.swift).
public struct SearchScopeActivation: Sendable {
    let name: String
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

/// StateEngine: inert (a visual value)
public struct ToolbarCustomizationBehavior: Sendable {
    let name: String
    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "default") }
    public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "reorderable") }
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "disabled") }
}

/// StateEngine: inert (a visual value)
public struct TabCustomizationBehavior: Sendable {
    let name: String
    public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior(name: "automatic") }
    public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior(name: "reorderable") }
    public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior(name: "disabled") }
}

/// StateEngine: inert (a visual value)
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// StateEngine: inert (a visual value)
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var silentOnTouch: AccessibilityDirectTouchOptions { AccessibilityDirectTouchOptions(rawValue: 1) }
    public static var requiresActivation: AccessibilityDirectTouchOptions { AccessibilityDirectTouchOptions(rawValue: 2) }
}

/// StateEngine: inert (a visual value)
public struct AccessibilityTextContentType: Sendable {
    let name: String
    public static var plain: AccessibilityTextContentType { AccessibilityTextContentType(name: "plain") }
    public static var console: AccessibilityTextContentType { AccessibilityTextContentType(name: "console") }
    public static var fileSystem: AccessibilityTextContentType { AccessibilityTextContentType(name: "fileSystem") }
    public static var messaging: AccessibilityTextContentType { AccessibilityTextContentType(name: "messaging") }
    public static var narrative: AccessibilityTextContentType { AccessibilityTextContentType(name: "narrative") }
    public static var sourceCode: AccessibilityTextContentType { AccessibilityTextContentType(name: "sourceCode") }
    public static var spreadsheet: AccessibilityTextContentType { AccessibilityTextContentType(name: "spreadsheet") }
    public static var wordProcessing: AccessibilityTextContentType { AccessibilityTextContentType(name: "wordProcessing") }
}

/// StateEngine: inert (a visual value)
public struct AccessibilityTechnologies: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(rawValue: 1) }
    public static var switchControl: AccessibilityTechnologies { AccessibilityTechnologies(rawValue: 2) }
}

/// StateEngine: inert (a visual value)
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label, content
}

/// StateEngine: inert (a visual value)
public struct DefaultFocusEvaluationPriority: Sendable {
    let name: String
    public static var automatic: DefaultFocusEvaluationPriority { DefaultFocusEvaluationPriority(name: "automatic") }
    public static var userInitiated: DefaultFocusEvaluationPriority { DefaultFocusEvaluationPriority(name: "userInitiated") }
}
