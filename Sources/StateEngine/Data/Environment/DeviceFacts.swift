import Foundation

/// What the engine's device (one iPhone window, see DeviceEnvironment.swift) reports beyond its
/// size classes and scale: facts a view may branch on, each its out-of-the-box value, and
/// values derived from others so that they cannot disagree.
/// Evidence: Apple docs "pixelLength" (the size of a pixel in points: 1 / displayScale),
/// "sizeCategory" (deprecated; the same setting as dynamicTypeSize, under UIKit's names),
/// "supportsMultipleWindows" (false where the platform shows one window: iPhone),
/// "colorSchemeContrast" (read-only; `.increased` when the user turns on Increase Contrast).
/// Chosen [default-device-facts]: contrast standard, the screen neither captured nor dimmed.
struct IsSceneCapturedKey: EnvironmentKey { static let defaultValue = false }
struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

/// Whether the user asked for more contrast (Settings > Accessibility > Increase Contrast).
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

/// The text size under UIKit's names; deprecated in favour of `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The same size as a `DynamicTypeSize`: the two enumerations list the sizes in one order.
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }

    init(_ size: DynamicTypeSize) { self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!] }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension EnvironmentValues {
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// One pixel in points, from the display scale the environment holds.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The Dynamic Type size, under its deprecated UIKit names: reading and writing it reads
    /// and writes `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// An iPhone shows one window.
    public var supportsMultipleWindows: Bool { false }

    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }

    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }
}

/// The calendar and time zone dates are shown in: the device's, which for a scenario are the
/// Gregorian calendar of its en_US locale in UTC, the zone scenario programs run in.
/// Evidence: Apple docs "calendar" and "timeZone" (the current calendar and time zone "that
/// views should use when handling dates"). Chosen [scenario-calendar-and-time-zone]: the
/// device's zone is the one `Date()` and `Text(date, style:)` already use (`virtual-date-start`).
struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZoneKey.defaultValue
        return calendar
    }
}
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }

extension EnvironmentValues {
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
