import Foundation

/// The dimensions the engine formats (`_MeasurementFormattable`).
public enum _MeasurementCategory: Sendable {
    case length, mass, temperature, duration, speed, volume, energy
}

/// What a usage asks for, as CLDR names it (`MeasurementUnitData.preferences`).
enum MeasurementUsage: String, Codable, Hashable, Sendable {
    case general, asProvided, person, weather, personHeight, road, food, workout, personWeight
}

/// Writes one measurement: picks the unit (the one given, or the region's preferred one for the
/// usage), rounds the number and puts it in the unit's English pattern.
struct MeasurementText {
    /// How much of the unit's name shows (`Measurement.FormatStyle.UnitWidth`, one type per unit type).
    enum Width {
        case wide, abbreviated, narrow
    }

    let width: Width
    let locale: Locale
    let usage: MeasurementUsage
    let numberStyle: FloatingPointFormatStyle<Double>?

    func format(_ value: Double, unit: Dimension, category: _MeasurementCategory?) -> String {
        guard let category else { unsupported("`Measurement.formatted` of `\(type(of: unit))`") }
        guard locale.language.languageCode?.identifier ?? "en" == "en" else {
            unsupported("`Measurement.formatted` in the locale `\(locale.identifier)`: it formats in English (en_001, the scenarios' locale, or en_US)")
        }
        let region = MeasurementRegion(locale)
        guard let given = MeasurementUnitData.unit(matching: unit, in: category) else {
            unsupported("`Measurement.formatted` of the unit `\(unit.symbol)`")
        }
        let base = Measurement(value: value, unit: unit)
        if usage == .asProvided {
            return write(number(value, rounding: nil), unit: given, region: region)
        }
        let preferences = MeasurementUnitData.preferences(category, usage: usage, region: region)
        guard !preferences.isEmpty else {
            unsupported("`Measurement.formatted` with this usage in the region `\(region)`")
        }
        // CLDR: the first preferred unit in which the value is at least `geq` (1 when unsaid), else the last.
        let preferred = preferences.first { abs(base.converted(to: $0.unit.dimension).value) >= $0.geq } ?? preferences[preferences.count - 1]
        let converted = base.converted(to: preferred.unit.dimension).value
        return write(number(converted, rounding: preferred.increment ?? 0), unit: preferred.unit, region: region)
    }

    /// The number: in the given style; as given when the unit is; else as ICU rounds a unit it
    /// converted for a usage (an increment from CLDR, or whole numbers with at least two
    /// significant digits).
    // Evidence: Apple docs, Measurement.FormatStyle.usage (en_US: 36.8 °C formatted() is "98°F",
    // with .asProvided "36.8°C"); ICU's UsagePrefsHandler (Precision::integer().withMinDigits(2)
    // when no precision is given) and CLDR unitPreference skeletons ("precision-increment/50").
    private func number(_ value: Double, rounding increment: Double?) -> String {
        if let numberStyle { return numberStyle.locale(locale).format(value) }
        let plain = FloatingPointFormatStyle<Double>(locale: locale)
        guard let increment else { return plain.format(value) }
        if increment > 0 {
            return plain.precision(.fractionLength(0)).format((value / increment).rounded() * increment)
        }
        if abs(value) >= 10 || value == 0 { return plain.precision(.fractionLength(0)).format(value) }
        return plain.precision(.significantDigits(1...2)).format(value)
    }

    private func write(_ number: String, unit: MeasurementUnitData.Entry, region: MeasurementRegion) -> String {
        let pattern: String
        switch width {
        case .abbreviated: pattern = unit.short
        case .narrow: pattern = unit.narrow
        case .wide:
            let name = region == .unitedStates ? unit.wide : unit.wideBritish
            pattern = number == "1" ? name.one : name.other
        }
        return pattern.replacingOccurrences(of: "{0}", with: number)
    }

    private func unsupported(_ what: String) -> Never {
        EngineContext.fatal("StateEngine does not model \(what) yet (see Supported SwiftUI)")
    }
}

/// The regions whose unit preferences the engine has: the world (en_001, Foundation's fixed
/// locale on Linux and so the scenarios' default) and the United States.
enum MeasurementRegion: CustomStringConvertible {
    case world, unitedStates

    init(_ locale: Locale) {
        switch locale.region?.identifier {
        case "US": self = .unitedStates
        case nil, "001": self = .world
        case let other?: EngineContext.fatal("StateEngine does not model `Measurement.formatted` in the region `\(other)` yet: it knows the regions 001 (en_001) and US (see Supported SwiftUI)")
        }
    }

    var description: String { self == .world ? "001" : "US" }
}
