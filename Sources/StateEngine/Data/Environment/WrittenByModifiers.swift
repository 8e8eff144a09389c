import Foundation

/// Environment values that a SwiftUI modifier writes for its content and that a view below can
/// read with `@Environment` (a custom label spacing its icon by `\.labelIconToTitleSpacing`, a
/// button checking `\.keyboardShortcut`, a view reading `\.buttonRepeatBehavior`). The modifier
/// writes the value; readers depend on it like on any key. `textCase` also changes what a `Text`
/// shows (Views/Text.swift); the rest tune how things look, which the text screen does not draw.
/// Evidence: Apple docs for each value and its modifier: textCase ("The default value is nil,
/// displaying the text without any case changes"; textCase(_:): "Sets a transform for the case of
/// the text contained in this view when displayed"), keyboardShortcut ("The keyboard shortcut that
/// buttons in this environment will be triggered with", get-only; keyboardShortcut(_:) "Assigns
/// a keyboard shortcut to the modified control"), labelIconToTitleSpacing and
/// labelReservedIconWidth (iOS 26, written by the modifiers of the same name), menuIndicatorVisibility
/// (menuIndicator(_:)), navigationLinkIndicatorVisibility (iOS 17), buttonRepeatBehavior
/// ("The default value is .automatic"), buttonSizing (iOS 26), contentTransition ("The default is
/// .identity") and contentTransitionAddsDrawingGroup (default false), lineHeight (iOS 26: "The
/// default value is nil"), textSelectionAffinity (default .automatic), writingToolsBehavior,
/// materialActiveAppearance (default .automatic), symbolColorRenderingMode and
/// symbolVariableValueMode (iOS 26, nil unless set), textInputBorderShape, toolbarLabelStyle,
/// backgroundProminence (".standard" unless a selected row raises it), legibilityWeight (the
/// Bold Text setting: `.regular` while it is off), sidebarRowSize (".medium" by default),
/// defaultMinListHeaderHeight (nil: the list style's own), levelOfDetail (iOS 26, `.default`).
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }
struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct LabelReservedIconWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct MenuIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
struct NavigationLinkIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
struct ButtonRepeatBehaviorKey: EnvironmentKey { static let defaultValue = ButtonRepeatBehavior.automatic }
struct ButtonSizingKey: EnvironmentKey { static let defaultValue = ButtonSizing.automatic }
struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }
struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey { static let defaultValue = false }
struct LineHeightKey: EnvironmentKey { static let defaultValue: AttributedString.LineHeight? = nil }
struct TextSelectionAffinityKey: EnvironmentKey { static let defaultValue = TextSelectionAffinity.automatic }
struct WritingToolsBehaviorKey: EnvironmentKey { static let defaultValue: WritingToolsBehavior? = nil }
struct MaterialActiveAppearanceKey: EnvironmentKey { static let defaultValue = MaterialActiveAppearance.automatic }
struct SymbolColorRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolColorRenderingMode? = nil }
struct SymbolVariableValueModeKey: EnvironmentKey { static let defaultValue: SymbolVariableValueMode? = nil }
struct TextInputBorderShapeKey: EnvironmentKey { static let defaultValue: TextInputBorderShape? = nil }
struct ToolbarLabelStyleKey: EnvironmentKey { static let defaultValue: ToolbarLabelStyle? = nil }
struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }
struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
struct SidebarRowSizeKey: EnvironmentKey { static let defaultValue = SidebarRowSize.medium }
struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct LevelOfDetailKey: EnvironmentKey { static let defaultValue = LevelOfDetail.default }

extension EnvironmentValues {
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// Get-only in SwiftUI: only `keyboardShortcut(_:)` writes it.
    public var keyboardShortcut: KeyboardShortcut? { self[KeyboardShortcutKey.self] }
    public var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }
    public var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
    public var navigationLinkIndicatorVisibility: Visibility {
        get { self[NavigationLinkIndicatorVisibilityKey.self] }
        set { self[NavigationLinkIndicatorVisibilityKey.self] = newValue }
    }
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
    public var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LineHeightKey.self] }
        set { self[LineHeightKey.self] = newValue }
    }
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
    public var writingToolsBehavior: WritingToolsBehavior? {
        get { self[WritingToolsBehaviorKey.self] }
        set { self[WritingToolsBehaviorKey.self] = newValue }
    }
    public var materialActiveAppearance: MaterialActiveAppearance {
        get { self[MaterialActiveAppearanceKey.self] }
        set { self[MaterialActiveAppearanceKey.self] = newValue }
    }
    public var symbolColorRenderingMode: SymbolColorRenderingMode? {
        get { self[SymbolColorRenderingModeKey.self] }
        set { self[SymbolColorRenderingModeKey.self] = newValue }
    }
    public var symbolVariableValueMode: SymbolVariableValueMode? {
        get { self[SymbolVariableValueModeKey.self] }
        set { self[SymbolVariableValueModeKey.self] = newValue }
    }
    public var textInputBorderShape: TextInputBorderShape? {
        get { self[TextInputBorderShapeKey.self] }
        set { self[TextInputBorderShapeKey.self] = newValue }
    }
    public var toolbarLabelStyle: ToolbarLabelStyle? {
        get { self[ToolbarLabelStyleKey.self] }
        set { self[ToolbarLabelStyleKey.self] = newValue }
    }
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
    /// Get-only in SwiftUI: the system decides the level of detail.
    public var levelOfDetail: LevelOfDetail { self[LevelOfDetailKey.self] }
}

nonisolated extension View {
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0[KeyboardShortcutKey.self] = shortcut }, comparable: shortcut))
    }
    /// iOS 15.4: `nil` removes the shortcut an outer modifier assigned.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0[KeyboardShortcutKey.self] = shortcut }, comparable: shortcut))
    }
    /// The localization decides how the key is mirrored right to left, which the engine does not draw.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View { environment(\.labelIconToTitleSpacing, spacing) }
    public func labelReservedIconWidth(_ value: CGFloat) -> some View { environment(\.labelReservedIconWidth, value) }
    public func menuIndicator(_ visibility: Visibility) -> some View { environment(\.menuIndicatorVisibility, visibility) }
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        environment(\.navigationLinkIndicatorVisibility, visibility)
    }
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { environment(\.buttonRepeatBehavior, behavior) }
    public func buttonSizing(_ sizing: ButtonSizing) -> some View { environment(\.buttonSizing, sizing) }
    public func contentTransition(_ transition: ContentTransition) -> some View { environment(\.contentTransition, transition) }
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View { environment(\.lineHeight, lineHeight) }
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { environment(\.textSelectionAffinity, affinity) }
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { environment(\.writingToolsBehavior, behavior) }
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View {
        environment(\.materialActiveAppearance, appearance)
    }
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View { environment(\.symbolColorRenderingMode, mode) }
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View { environment(\.symbolVariableValueMode, mode) }
    public func textInputBorderShape(_ shape: TextInputBorderShape) -> some View { environment(\.textInputBorderShape, shape) }
}

/// iOS 26's level of detail a view may draw at (`\.levelOfDetail`).
public struct LevelOfDetail: Hashable, Sendable {
    let name: String
    public static var `default`: LevelOfDetail { LevelOfDetail(name: "default") }
    public static var simplified: LevelOfDetail { LevelOfDetail(name: "simplified") }
}

#if !canImport(Darwin)
extension AttributedString {
    /// iOS 26's line height (Foundation's on Apple platforms; Linux's Foundation lacks it).
    /// Evidence: Apple docs, AttributedString.LineHeight (`normal`, `tight`, `loose`, `variable`,
    /// `multiple(factor:)`, `leading(increase:)`, `exact(points:)`; Equatable, Hashable, Codable).
    public struct LineHeight: Hashable, Sendable, Codable {
        enum Kind: Hashable, Sendable, Codable { case normal, tight, loose, variable, multiple(Double), leading(Double), exact(Double) }
        let kind: Kind
        public static var normal: LineHeight { LineHeight(kind: .normal) }
        public static var tight: LineHeight { LineHeight(kind: .tight) }
        public static var loose: LineHeight { LineHeight(kind: .loose) }
        public static var variable: LineHeight { LineHeight(kind: .variable) }
        public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(kind: .multiple(Double(factor))) }
        public static func leading(increase: CGFloat) -> LineHeight { LineHeight(kind: .leading(Double(increase))) }
        public static func exact(points: CGFloat) -> LineHeight { LineHeight(kind: .exact(Double(points))) }
    }
}
#endif
