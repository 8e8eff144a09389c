/// The user's accessibility settings as SwiftUI reports them: each is a Boolean the system
/// sets from the Settings app, and views branch on it (`if reduceTransparency { ... }`). A
/// scenario runs on a device at its default settings, so each reads as it is out of the box,
/// until a step or `.environment(\.x, value)` sets another value; readers re-evaluate as for
/// any environment value.
/// Evidence: Apple docs "EnvironmentValues" (each "indicates whether the user enabled" the
/// setting of that name, in Settings > Accessibility). Chosen [default-device-settings]: the
/// device has the settings it ships with: every setting off except Auto-Play Animated Images.
struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
struct DimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
struct LargeContentViewerEnabledKey: EnvironmentKey { static let defaultValue = false }
struct PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
struct PrefersCrossFadeTransitionsKey: EnvironmentKey { static let defaultValue = false }
struct QuickActionsEnabledKey: EnvironmentKey { static let defaultValue = false }
struct ReduceHighlightingEffectsKey: EnvironmentKey { static let defaultValue = false }
struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
struct ShowBordersKey: EnvironmentKey { static let defaultValue = false }
struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
struct SwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
struct AssistiveAccessEnabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
    public var accessibilityDimFlashingLights: Bool {
        get { self[DimFlashingLightsKey.self] }
        set { self[DimFlashingLightsKey.self] = newValue }
    }
    /// Whether an assistive technology (VoiceOver, Switch Control, ...) is running.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[LargeContentViewerEnabledKey.self] }
        set { self[LargeContentViewerEnabledKey.self] = newValue }
    }
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] }
        set { self[PlayAnimatedImagesKey.self] = newValue }
    }
    public var accessibilityPrefersCrossFadeTransitions: Bool {
        get { self[PrefersCrossFadeTransitionsKey.self] }
        set { self[PrefersCrossFadeTransitionsKey.self] = newValue }
    }
    public var accessibilityQuickActionsEnabled: Bool {
        get { self[QuickActionsEnabledKey.self] }
        set { self[QuickActionsEnabledKey.self] = newValue }
    }
    public var accessibilityReduceHighlightingEffects: Bool {
        get { self[ReduceHighlightingEffectsKey.self] }
        set { self[ReduceHighlightingEffectsKey.self] = newValue }
    }
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    public var accessibilityShowBorders: Bool {
        get { self[ShowBordersKey.self] }
        set { self[ShowBordersKey.self] = newValue }
    }
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlEnabledKey.self] }
        set { self[SwitchControlEnabledKey.self] = newValue }
    }
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }
    public var accessibilityAssistiveAccessEnabled: Bool {
        get { self[AssistiveAccessEnabledKey.self] }
        set { self[AssistiveAccessEnabledKey.self] = newValue }
    }
}
