import Foundation

// SwiftUI's environment values (iOS 26 SDK types) that StateEngine does not model: reading or
// writing one (`@Environment(\.calendar)`, `.environment(\.timeZone, ...)`) fails to compile
// with StateEngine's message (issue 34, "Nothing undeclared"). See UnsupportedViews.swift for
// the convention. The value types they need that the engine lacks are declared beside them.

extension EnvironmentValues {
    @available(*, unavailable, message: "StateEngine does not model `accessibilityAssistiveAccessEnabled` yet (see Supported SwiftUI)")
    public var accessibilityAssistiveAccessEnabled: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityDifferentiateWithoutColor` yet (see Supported SwiftUI)")
    public var accessibilityDifferentiateWithoutColor: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityDimFlashingLights` yet (see Supported SwiftUI)")
    public var accessibilityDimFlashingLights: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityEnabled` yet (see Supported SwiftUI)")
    public var accessibilityEnabled: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityInvertColors` yet (see Supported SwiftUI)")
    public var accessibilityInvertColors: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityLargeContentViewerEnabled` yet (see Supported SwiftUI)")
    public var accessibilityLargeContentViewerEnabled: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityPlayAnimatedImages` yet (see Supported SwiftUI)")
    public var accessibilityPlayAnimatedImages: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityPrefersCrossFadeTransitions` yet (see Supported SwiftUI)")
    public var accessibilityPrefersCrossFadeTransitions: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityQuickActionsEnabled` yet (see Supported SwiftUI)")
    public var accessibilityQuickActionsEnabled: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityReduceHighlightingEffects` yet (see Supported SwiftUI)")
    public var accessibilityReduceHighlightingEffects: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityReduceTransparency` yet (see Supported SwiftUI)")
    public var accessibilityReduceTransparency: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityShowBorders` yet (see Supported SwiftUI)")
    public var accessibilityShowBorders: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityShowButtonShapes` yet (see Supported SwiftUI)")
    public var accessibilityShowButtonShapes: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilitySwitchControlEnabled` yet (see Supported SwiftUI)")
    public var accessibilitySwitchControlEnabled: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `accessibilityVoiceOverEnabled` yet (see Supported SwiftUI)")
    public var accessibilityVoiceOverEnabled: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `allowsTightening` yet (see Supported SwiftUI)")
    public var allowsTightening: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `appearsActive` yet (see Supported SwiftUI)")
    public var appearsActive: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `autocorrectionDisabled` yet (see Supported SwiftUI)")
    public var autocorrectionDisabled: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `disableAutocorrection` yet (see Supported SwiftUI)")
    public var disableAutocorrection: Bool? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `backgroundMaterial` yet (see Supported SwiftUI)")
    public var backgroundMaterial: Material? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `backgroundProminence` yet (see Supported SwiftUI)")
    public var backgroundProminence: BackgroundProminence { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `backgroundStyle` yet (see Supported SwiftUI)")
    public var backgroundStyle: AnyShapeStyle? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `badgeProminence` yet (see Supported SwiftUI)")
    public var badgeProminence: BadgeProminence { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `buttonRepeatBehavior` yet (see Supported SwiftUI)")
    public var buttonRepeatBehavior: ButtonRepeatBehavior { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `buttonSizing` yet (see Supported SwiftUI)")
    public var buttonSizing: ButtonSizing { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `calendar` yet (see Supported SwiftUI)")
    public var calendar: Calendar { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `colorSchemeContrast` yet (see Supported SwiftUI)")
    public var colorSchemeContrast: ColorSchemeContrast { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `contentTransition` yet (see Supported SwiftUI)")
    public var contentTransition: ContentTransition { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `contentTransitionAddsDrawingGroup` yet (see Supported SwiftUI)")
    public var contentTransitionAddsDrawingGroup: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `controlSize` yet (see Supported SwiftUI)")
    public var controlSize: ControlSize { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `defaultMinListHeaderHeight` yet (see Supported SwiftUI)")
    public var defaultMinListHeaderHeight: CGFloat? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `defaultMinListRowHeight` yet (see Supported SwiftUI)")
    public var defaultMinListRowHeight: CGFloat { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `dismissWindow` yet (see Supported SwiftUI)")
    public var dismissWindow: DismissWindowAction { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `documentConfiguration` yet (see Supported SwiftUI)")
    public var documentConfiguration: DocumentConfiguration? { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `findContext` yet (see Supported SwiftUI)")
    public var findContext: FindContext? { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `headerProminence` yet (see Supported SwiftUI)")
    public var headerProminence: Prominence { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `horizontalScrollBounceBehavior` yet (see Supported SwiftUI)")
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `verticalScrollBounceBehavior` yet (see Supported SwiftUI)")
    public var verticalScrollBounceBehavior: ScrollBounceBehavior { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `horizontalScrollIndicatorVisibility` yet (see Supported SwiftUI)")
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `verticalScrollIndicatorVisibility` yet (see Supported SwiftUI)")
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `imageScale` yet (see Supported SwiftUI)")
    public var imageScale: Image.Scale { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `isFocused` yet (see Supported SwiftUI)")
    public var isFocused: Bool { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `isFocusEffectEnabled` yet (see Supported SwiftUI)")
    public var isFocusEffectEnabled: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `isHoverEffectEnabled` yet (see Supported SwiftUI)")
    public var isHoverEffectEnabled: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `isLuminanceReduced` yet (see Supported SwiftUI)")
    public var isLuminanceReduced: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `isSceneCaptured` yet (see Supported SwiftUI)")
    public var isSceneCaptured: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `isTabBarShowingSections` yet (see Supported SwiftUI)")
    public var isTabBarShowingSections: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `isTabViewSidebarAvailable` yet (see Supported SwiftUI)")
    public var isTabViewSidebarAvailable: Bool { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `isUserAuthenticationEnabled` yet (see Supported SwiftUI)")
    public var isUserAuthenticationEnabled: Bool { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `keyboardShortcut` yet (see Supported SwiftUI)")
    public var keyboardShortcut: KeyboardShortcut? { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `labelIconToTitleSpacing` yet (see Supported SwiftUI)")
    public var labelIconToTitleSpacing: CGFloat? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `labelReservedIconWidth` yet (see Supported SwiftUI)")
    public var labelReservedIconWidth: CGFloat? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `labelsVisibility` yet (see Supported SwiftUI)")
    public var labelsVisibility: Visibility { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `legibilityWeight` yet (see Supported SwiftUI)")
    public var legibilityWeight: LegibilityWeight? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `lineSpacing` yet (see Supported SwiftUI)")
    public var lineSpacing: CGFloat { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `materialActiveAppearance` yet (see Supported SwiftUI)")
    public var materialActiveAppearance: MaterialActiveAppearance { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `menuIndicatorVisibility` yet (see Supported SwiftUI)")
    public var menuIndicatorVisibility: Visibility { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `menuOrder` yet (see Supported SwiftUI)")
    public var menuOrder: MenuOrder { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `minimumScaleFactor` yet (see Supported SwiftUI)")
    public var minimumScaleFactor: CGFloat { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `multilineTextAlignment` yet (see Supported SwiftUI)")
    public var multilineTextAlignment: TextAlignment { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `navigationLinkIndicatorVisibility` yet (see Supported SwiftUI)")
    public var navigationLinkIndicatorVisibility: Visibility { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `pixelLength` yet (see Supported SwiftUI)")
    public var pixelLength: CGFloat { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `preferredPencilDoubleTapAction` yet (see Supported SwiftUI)")
    public var preferredPencilDoubleTapAction: PencilPreferredAction { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `preferredPencilSqueezeAction` yet (see Supported SwiftUI)")
    public var preferredPencilSqueezeAction: PencilPreferredAction { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `redactionReasons` yet (see Supported SwiftUI)")
    public var redactionReasons: RedactionReasons { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `rename` yet (see Supported SwiftUI)")
    public var rename: RenameAction? { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `scrollDismissesKeyboardMode` yet (see Supported SwiftUI)")
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `searchSuggestionsPlacement` yet (see Supported SwiftUI)")
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `sidebarRowSize` yet (see Supported SwiftUI)")
    public var sidebarRowSize: SidebarRowSize { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `sizeCategory` yet (see Supported SwiftUI)")
    public var sizeCategory: ContentSizeCategory { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `springLoadingBehavior` yet (see Supported SwiftUI)")
    public var springLoadingBehavior: SpringLoadingBehavior { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `supportsMultipleWindows` yet (see Supported SwiftUI)")
    public var supportsMultipleWindows: Bool { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `symbolColorRenderingMode` yet (see Supported SwiftUI)")
    public var symbolColorRenderingMode: SymbolColorRenderingMode? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `symbolRenderingMode` yet (see Supported SwiftUI)")
    public var symbolRenderingMode: SymbolRenderingMode? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `symbolVariableValueMode` yet (see Supported SwiftUI)")
    public var symbolVariableValueMode: SymbolVariableValueMode? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `symbolVariants` yet (see Supported SwiftUI)")
    public var symbolVariants: SymbolVariants { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `tabBarPlacement` yet (see Supported SwiftUI)")
    public var tabBarPlacement: TabBarPlacement? { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `tabViewBottomAccessoryPlacement` yet (see Supported SwiftUI)")
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { get { fatalError() } }
    @available(*, unavailable, message: "StateEngine does not model `textCase` yet (see Supported SwiftUI)")
    public var textCase: Text.Case? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `textInputBorderShape` yet (see Supported SwiftUI)")
    public var textInputBorderShape: TextInputBorderShape? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `textSelectionAffinity` yet (see Supported SwiftUI)")
    public var textSelectionAffinity: TextSelectionAffinity { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `timeZone` yet (see Supported SwiftUI)")
    public var timeZone: TimeZone { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `toolbarLabelStyle` yet (see Supported SwiftUI)")
    public var toolbarLabelStyle: ToolbarLabelStyle? { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `truncationMode` yet (see Supported SwiftUI)")
    public var truncationMode: Text.TruncationMode { get { fatalError() } set {} }
    @available(*, unavailable, message: "StateEngine does not model `writingToolsBehavior` yet (see Supported SwiftUI)")
    public var writingToolsBehavior: WritingToolsBehavior? { get { fatalError() } set {} }
}

@available(*, unavailable, message: "StateEngine does not model `BackgroundProminence` yet (see Supported SwiftUI)")
public struct BackgroundProminence: Hashable, Sendable {
    public static var standard: BackgroundProminence { fatalError() }
    public static var increased: BackgroundProminence { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `BadgeProminence` yet (see Supported SwiftUI)")
public struct BadgeProminence: Hashable, Sendable {
    public static var standard: BadgeProminence { fatalError() }
    public static var increased: BadgeProminence { fatalError() }
    public static var decreased: BadgeProminence { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ButtonRepeatBehavior` yet (see Supported SwiftUI)")
public struct ButtonRepeatBehavior: Hashable, Sendable {
    public static var automatic: ButtonRepeatBehavior { fatalError() }
    public static var enabled: ButtonRepeatBehavior { fatalError() }
    public static var disabled: ButtonRepeatBehavior { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ColorSchemeContrast` yet (see Supported SwiftUI)")
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

@available(*, unavailable, message: "StateEngine does not model `LegibilityWeight` yet (see Supported SwiftUI)")
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

@available(*, unavailable, message: "StateEngine does not model `ContentSizeCategory` yet (see Supported SwiftUI)")
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `MaterialActiveAppearance` yet (see Supported SwiftUI)")
public struct MaterialActiveAppearance: Equatable, Sendable {
    public static var automatic: MaterialActiveAppearance { fatalError() }
    public static var active: MaterialActiveAppearance { fatalError() }
    public static var inactive: MaterialActiveAppearance { fatalError() }
    public static var matchWindow: MaterialActiveAppearance { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `MenuOrder` yet (see Supported SwiftUI)")
public struct MenuOrder: Hashable, Sendable {
    public static var automatic: MenuOrder { fatalError() }
    public static var priority: MenuOrder { fatalError() }
    public static var fixed: MenuOrder { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `PencilPreferredAction` yet (see Supported SwiftUI)")
public struct PencilPreferredAction: Equatable, Sendable {
    public static var ignore: PencilPreferredAction { fatalError() }
    public static var switchEraser: PencilPreferredAction { fatalError() }
    public static var switchPrevious: PencilPreferredAction { fatalError() }
    public static var showColorPalette: PencilPreferredAction { fatalError() }
    public static var showInkAttributes: PencilPreferredAction { fatalError() }
    public static var showContextualPalette: PencilPreferredAction { fatalError() }
    public static var runSystemShortcut: PencilPreferredAction { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `SearchSuggestionsPlacement` yet (see Supported SwiftUI)")
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    public static var automatic: SearchSuggestionsPlacement { fatalError() }
    public static var menu: SearchSuggestionsPlacement { fatalError() }
    public static var content: SearchSuggestionsPlacement { fatalError() }
    public struct Set: OptionSet, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var menu: Set { fatalError() }
        public static var content: Set { fatalError() }
    }
}

@available(*, unavailable, message: "StateEngine does not model `SidebarRowSize` yet (see Supported SwiftUI)")
public enum SidebarRowSize: Hashable, Sendable {
    case small, medium, large
}

@available(*, unavailable, message: "StateEngine does not model `SpringLoadingBehavior` yet (see Supported SwiftUI)")
public struct SpringLoadingBehavior: Hashable, Sendable {
    public static var automatic: SpringLoadingBehavior { fatalError() }
    public static var enabled: SpringLoadingBehavior { fatalError() }
    public static var disabled: SpringLoadingBehavior { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `SymbolColorRenderingMode` yet (see Supported SwiftUI)")
public struct SymbolColorRenderingMode: Equatable, Sendable {
    public static var flat: SymbolColorRenderingMode { fatalError() }
    public static var gradient: SymbolColorRenderingMode { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `SymbolVariableValueMode` yet (see Supported SwiftUI)")
public struct SymbolVariableValueMode: Equatable, Sendable {
    public static var color: SymbolVariableValueMode { fatalError() }
    public static var draw: SymbolVariableValueMode { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `TabBarPlacement` yet (see Supported SwiftUI)")
public struct TabBarPlacement: Hashable, Sendable {
    public static var topBar: TabBarPlacement { fatalError() }
    public static var sidebar: TabBarPlacement { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `TabViewBottomAccessoryPlacement` yet (see Supported SwiftUI)")
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    case inline, expanded
}

@available(*, unavailable, message: "StateEngine does not model `TextInputBorderShape` yet (see Supported SwiftUI)")
public struct TextInputBorderShape: Equatable, Sendable {}

@available(*, unavailable, message: "StateEngine does not model `TextSelectionAffinity` yet (see Supported SwiftUI)")
public enum TextSelectionAffinity: Hashable, Sendable {
    case automatic, upstream, downstream
}

@available(*, unavailable, message: "StateEngine does not model `ToolbarLabelStyle` yet (see Supported SwiftUI)")
public struct ToolbarLabelStyle: Equatable, Sendable {
    public static var iconOnly: ToolbarLabelStyle { fatalError() }
    public static var titleOnly: ToolbarLabelStyle { fatalError() }
    public static var titleAndIcon: ToolbarLabelStyle { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `WritingToolsBehavior` yet (see Supported SwiftUI)")
public struct WritingToolsBehavior: Hashable, Sendable {
    public static var automatic: WritingToolsBehavior { fatalError() }
    public static var complete: WritingToolsBehavior { fatalError() }
    public static var limited: WritingToolsBehavior { fatalError() }
    public static var disabled: WritingToolsBehavior { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `DismissWindowAction` yet (see Supported SwiftUI)")
public struct DismissWindowAction {
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

@available(*, unavailable, message: "StateEngine does not model `RenameAction` yet (see Supported SwiftUI)")
public struct RenameAction {
    public func callAsFunction() {}
}

@available(*, unavailable, message: "StateEngine does not model `DocumentConfiguration` yet (see Supported SwiftUI)")
public struct DocumentConfiguration {
    public var isEditable: Bool { fatalError() }
    public var fileURL: URL? { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `FindContext` yet (see Supported SwiftUI)")
public struct FindContext {}
