import Foundation

// Foundation on Linux (swift-foundation, Swift 6.3) lacks Measurement's format style; the engine
// gives scenarios Apple's API, deterministically: the default locale is Foundation's fixed en_001
// (as dates and numbers format in scenarios), and the `.general` usage converts to the unit the
// locale's region prefers, from Unicode CLDR's unitPreferenceData (the data Apple's ICU reads).
// Length, mass, temperature, duration, speed, volume and energy are formatted; other dimensions
// fail to compile with StateEngine's message (Unsupported/UnsupportedFoundationFormatting.swift).

/// A dimension whose measurements the engine formats (`MeasurementUnitData`).
public protocol _MeasurementFormattable: Dimension {
    static var _measurementCategory: _MeasurementCategory { get }
}

/// The intended use of a formatted measurement, which picks the unit it shows in.
// Evidence: Apple docs, Measurement.FormatStyle.usage ("The default option, general, formats the
// measurement with the default unit for the current locale. The asProvided option formats the
// measurement using the specified unit"; UnitTemperature person, weather; UnitLength person,
// personHeight, road; UnitEnergy food, workout; UnitMass personWeight).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let usage: MeasurementUsage

    public static var general: Self { Self(usage: .general) }
    public static var asProvided: Self { Self(usage: .asProvided) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var person: Self { Self(usage: .person) }
    public static var weather: Self { Self(usage: .weather) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: Self { Self(usage: .person) }
    public static var personHeight: Self { Self(usage: .personHeight) }
    public static var road: Self { Self(usage: .road) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: Self { Self(usage: .food) }
    public static var workout: Self { Self(usage: .workout) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: Self { Self(usage: .personWeight) }
}

extension Measurement where UnitType: Dimension {
    /// How a measurement is written: the unit's width, the locale, the usage that picks the unit
    /// and the number's style.
    // Evidence: Apple docs, Measurement.FormatStyle (init(width:locale:usage:numberFormatStyle:),
    // width, locale, usage, numberFormatStyle; UnitWidth wide, abbreviated, narrow).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        public enum UnitWidth: Int, Codable, Hashable, Sendable {
            case wide, abbreviated, narrow

            var text: MeasurementText.Width {
                switch self {
                case .wide: .wide
                case .abbreviated: .abbreviated
                case .narrow: .narrow
                }
            }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            MeasurementText(width: width.text, locale: locale, usage: usage?.usage ?? .general, numberStyle: numberFormatStyle)
                .format(measurement.value, unit: measurement.unit, category: (UnitType.self as? any _MeasurementFormattable.Type)?._measurementCategory)
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }
}

extension Measurement where UnitType: _MeasurementFormattable {
    /// The measurement in the default style: abbreviated, in the locale's preferred unit.
    // Evidence: Apple docs, Measurement.formatted() ("Generates a locale-aware string
    // representation of a measurement using the default measurement format style").
    public func formatted() -> String {
        FormatStyle().format(self)
    }

    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension FormatStyle {
    // Evidence: Apple docs, FormatStyle.measurement(width:usage:numberFormatStyle:).
    public static func measurement<UnitType: _MeasurementFormattable>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                                       usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                                                       numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

extension UnitLength: _MeasurementFormattable { public static var _measurementCategory: _MeasurementCategory { .length } }
extension UnitMass: _MeasurementFormattable { public static var _measurementCategory: _MeasurementCategory { .mass } }
extension UnitTemperature: _MeasurementFormattable { public static var _measurementCategory: _MeasurementCategory { .temperature } }
extension UnitDuration: _MeasurementFormattable { public static var _measurementCategory: _MeasurementCategory { .duration } }
extension UnitSpeed: _MeasurementFormattable { public static var _measurementCategory: _MeasurementCategory { .speed } }
extension UnitVolume: _MeasurementFormattable { public static var _measurementCategory: _MeasurementCategory { .volume } }
extension UnitEnergy: _MeasurementFormattable { public static var _measurementCategory: _MeasurementCategory { .energy } }
