import Foundation

/// The environment values that SwiftUI's text, control and scroll-view modifiers write: the
/// modifier writes the value for its content, and a view below reads it with `@Environment`
/// (a custom control that sizes itself by `\.controlSize`, a label that checks
/// `\.redactionReasons`). How the engine draws is unchanged by them (they are visual); what it
/// models is the value a reader sees.
/// Evidence: Apple docs for each modifier ("controlSize(_:)": "Sets the size for controls
/// within this view"; "imageScale(_:)", "symbolVariant(_:)", "multilineTextAlignment(_:)",
/// "truncationMode(_:)", "lineSpacing(_:)", "minimumScaleFactor(_:)", "allowsTightening(_:)",
/// "headerProminence(_:)", "labelsHidden()", "redacted(reason:)" ("Adds a reason to apply a
/// redaction to this view hierarchy"), "unredacted()" ("Removes any reason to apply a
/// redaction"), "scrollIndicators(_:axes:)", "scrollBounceBehavior(_:axes:)",
/// "scrollDismissesKeyboard(_:)", "autocorrectionDisabled(_:)", "focusEffectDisabled(_:)",
/// "hoverEffectDisabled(_:)") and for each value's documented default ("The default value is
/// ...": `.regular`, `.medium`, `.none`, `.leading`, `.tail`, 0, 1, false, `.standard`,
/// `.automatic`, empty reasons, true for the effects).
struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
struct LabelsVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
struct HorizontalScrollBounceBehaviorKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
struct VerticalScrollBounceBehaviorKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
struct ScrollDismissesKeyboardModeKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }
struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
struct IsFocusEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
struct IsHoverEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
/// Evidence: Apple docs "backgroundStyle" (an optional style, nil unless `backgroundStyle(_:)` sets one).
struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
    public func headerProminence(_ prominence: Prominence) -> some View { environment(\.headerProminence, prominence) }
    public func labelsHidden() -> some View { environment(\.labelsVisibility, .hidden) }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { environment(\.autocorrectionDisabled, disable) }
    /// Deprecated: `nil` leaves the inherited setting.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { if let disable { $0.autocorrectionDisabled = disable } }, comparable: disable))
    }
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { if disabled { $0.isFocusEffectEnabled = false } }, comparable: disabled))
    }
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { if disabled { $0.isHoverEffectEnabled = false } }, comparable: disabled))
    }

    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { $0.redactionReasons.formUnion(reason) }, comparable: reason.rawValue))
    }
    public func unredacted() -> some View { environment(\.redactionReasons, []) }
    /// A reader sees that a style is set, not which: every `AnyShapeStyle` compares equal.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { environment(\.backgroundStyle, AnyShapeStyle(style)) }

    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        }, comparable: "\(visibility.name) \(axes.rawValue)"))
    }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(_EnvironmentWritingModifier(transform: { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
        }, comparable: "\(behavior.name) \(axes.rawValue)"))
    }
}
