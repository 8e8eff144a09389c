import Foundation

/// The units the engine writes and the units each region prefers, from Unicode CLDR (the data
/// Apple's ICU formats with): the English unit patterns (`common/main/en.xml`, with en_001's
/// "-metre"/"-litre" spellings for the wide names outside the US) and the unit preferences
/// (`common/supplemental/units.xml`, `unitPreferenceData`) of regions 001 and US.
// Evidence: Unicode CLDR, common/supplemental/units.xml (unitPreferences per category and usage;
// "geq" defaults to 1) and common/main/en.xml, en_001.xml (unitLength long/short/narrow).
enum MeasurementUnitData {
    struct Name {
        let one: String
        let other: String
    }

    /// A unit as Foundation knows it and its English patterns ("{0}" is the number).
    struct Entry: @unchecked Sendable {
        let dimension: Dimension
        let short: String
        let narrow: String
        let wide: Name
        let wideBritish: Name
    }

    struct Preference {
        let unit: Entry
        var geq: Double = 1
        /// CLDR's "precision-increment" skeleton, when it gives one.
        var increment: Double?
    }

    private static func entry(_ dimension: Dimension, _ short: String, _ narrow: String, _ one: String, _ other: String,
                              british: (String, String)? = nil) -> Entry {
        Entry(dimension: dimension, short: short, narrow: narrow, wide: Name(one: one, other: other),
              wideBritish: british.map { Name(one: $0.0, other: $0.1) } ?? Name(one: one, other: other))
    }

    // Length.
    static let kilometer = entry(UnitLength.kilometers, "{0} km", "{0}km", "{0} kilometer", "{0} kilometers", british: ("{0} kilometre", "{0} kilometres"))
    static let meter = entry(UnitLength.meters, "{0} m", "{0}m", "{0} meter", "{0} meters", british: ("{0} metre", "{0} metres"))
    static let centimeter = entry(UnitLength.centimeters, "{0} cm", "{0}cm", "{0} centimeter", "{0} centimeters", british: ("{0} centimetre", "{0} centimetres"))
    static let millimeter = entry(UnitLength.millimeters, "{0} mm", "{0}mm", "{0} millimeter", "{0} millimeters", british: ("{0} millimetre", "{0} millimetres"))
    static let mile = entry(UnitLength.miles, "{0} mi", "{0}mi", "{0} mile", "{0} miles")
    static let yard = entry(UnitLength.yards, "{0} yd", "{0}yd", "{0} yard", "{0} yards")
    static let foot = entry(UnitLength.feet, "{0} ft", "{0}′", "{0} foot", "{0} feet")
    static let inch = entry(UnitLength.inches, "{0} in", "{0}″", "{0} inch", "{0} inches")
    // Mass.
    static let tonne = entry(UnitMass.metricTons, "{0} t", "{0}t", "{0} metric ton", "{0} metric tons", british: ("{0} tonne", "{0} tonnes"))
    static let kilogram = entry(UnitMass.kilograms, "{0} kg", "{0}kg", "{0} kilogram", "{0} kilograms")
    static let gram = entry(UnitMass.grams, "{0} g", "{0}g", "{0} gram", "{0} grams")
    static let milligram = entry(UnitMass.milligrams, "{0} mg", "{0}mg", "{0} milligram", "{0} milligrams")
    static let microgram = entry(UnitMass.micrograms, "{0} μg", "{0}μg", "{0} microgram", "{0} micrograms")
    static let ton = entry(UnitMass.shortTons, "{0} tn", "{0}tn", "{0} ton", "{0} tons")
    static let pound = entry(UnitMass.pounds, "{0} lb", "{0}#", "{0} pound", "{0} pounds")
    static let ounce = entry(UnitMass.ounces, "{0} oz", "{0}oz", "{0} ounce", "{0} ounces")
    // Temperature.
    static let celsius = entry(UnitTemperature.celsius, "{0}°C", "{0}°C", "{0} degree Celsius", "{0} degrees Celsius")
    static let fahrenheit = entry(UnitTemperature.fahrenheit, "{0}°F", "{0}°", "{0} degree Fahrenheit", "{0} degrees Fahrenheit")
    static let kelvin = entry(UnitTemperature.kelvin, "{0} K", "{0}K", "{0} kelvin", "{0} kelvins")
    // Duration (Foundation has no day unit; CLDR prefers days for long durations).
    static let day = entry(UnitDuration(symbol: "d", converter: UnitConverterLinear(coefficient: 86_400)), "{0} days", "{0}d", "{0} day", "{0} days")
    static let hour = entry(UnitDuration.hours, "{0} hr", "{0}h", "{0} hour", "{0} hours")
    static let minute = entry(UnitDuration.minutes, "{0} min", "{0}m", "{0} minute", "{0} minutes")
    static let second = entry(UnitDuration.seconds, "{0} sec", "{0}s", "{0} second", "{0} seconds")
    static let millisecond = entry(UnitDuration.milliseconds, "{0} ms", "{0}ms", "{0} millisecond", "{0} milliseconds")
    static let microsecond = entry(UnitDuration.microseconds, "{0} μs", "{0}μs", "{0} microsecond", "{0} microseconds")
    static let nanosecond = entry(UnitDuration.nanoseconds, "{0} ns", "{0}ns", "{0} nanosecond", "{0} nanoseconds")
    // Speed.
    static let kilometerPerHour = entry(UnitSpeed.kilometersPerHour, "{0} km/h", "{0}km/h", "{0} kilometer per hour", "{0} kilometers per hour",
                                        british: ("{0} kilometre per hour", "{0} kilometres per hour"))
    static let meterPerSecond = entry(UnitSpeed.metersPerSecond, "{0} m/s", "{0}m/s", "{0} meter per second", "{0} meters per second",
                                      british: ("{0} metre per second", "{0} metres per second"))
    static let milePerHour = entry(UnitSpeed.milesPerHour, "{0} mph", "{0}mph", "{0} mile per hour", "{0} miles per hour")
    static let knot = entry(UnitSpeed.knots, "{0} kn", "{0}kn", "{0} knot", "{0} knots")
    // Volume.
    static let cubicMeter = entry(UnitVolume.cubicMeters, "{0} m³", "{0}m³", "{0} cubic meter", "{0} cubic meters", british: ("{0} cubic metre", "{0} cubic metres"))
    static let cubicCentimeter = entry(UnitVolume.cubicCentimeters, "{0} cm³", "{0}cm³", "{0} cubic centimeter", "{0} cubic centimeters",
                                       british: ("{0} cubic centimetre", "{0} cubic centimetres"))
    static let liter = entry(UnitVolume.liters, "{0} L", "{0}L", "{0} liter", "{0} liters", british: ("{0} litre", "{0} litres"))
    static let milliliter = entry(UnitVolume.milliliters, "{0} mL", "{0}mL", "{0} milliliter", "{0} milliliters", british: ("{0} millilitre", "{0} millilitres"))
    static let cubicFoot = entry(UnitVolume.cubicFeet, "{0} ft³", "{0}ft³", "{0} cubic foot", "{0} cubic feet")
    static let cubicInch = entry(UnitVolume.cubicInches, "{0} in³", "{0}in³", "{0} cubic inch", "{0} cubic inches")
    static let gallon = entry(UnitVolume.gallons, "{0} gal", "{0}gal", "{0} gallon", "{0} gallons")
    static let cup = entry(UnitVolume.cups, "{0} c", "{0}c", "{0} cup", "{0} cups")
    static let fluidOunce = entry(UnitVolume.fluidOunces, "{0} fl oz", "{0}fl oz", "{0} fluid ounce", "{0} fluid ounces")
    // Energy (Foundation has no food calorie, the kilocalorie US labels call "Cal").
    static let kilowattHour = entry(UnitEnergy.kilowattHours, "{0} kWh", "{0}kWh", "{0} kilowatt-hour", "{0} kilowatt-hours")
    static let kilocalorie = entry(UnitEnergy.kilocalories, "{0} kcal", "{0}kcal", "{0} kilocalorie", "{0} kilocalories")
    static let foodCalorie = entry(UnitEnergy(symbol: "Cal", converter: UnitConverterLinear(coefficient: 4184)), "{0} Cal", "{0}Cal", "{0} Calorie", "{0} Calories")
    static let kilojoule = entry(UnitEnergy.kilojoules, "{0} kJ", "{0}kJ", "{0} kilojoule", "{0} kilojoules")
    static let joule = entry(UnitEnergy.joules, "{0} J", "{0}J", "{0} joule", "{0} joules")
    static let calorie = entry(UnitEnergy.calories, "{0} cal", "{0}cal", "{0} calorie", "{0} calories")

    static func entries(_ category: _MeasurementCategory) -> [Entry] {
        switch category {
        case .length: [kilometer, meter, centimeter, millimeter, mile, yard, foot, inch]
        case .mass: [tonne, kilogram, gram, milligram, microgram, ton, pound, ounce]
        case .temperature: [celsius, fahrenheit, kelvin]
        case .duration: [day, hour, minute, second, millisecond, microsecond, nanosecond]
        case .speed: [kilometerPerHour, meterPerSecond, milePerHour, knot]
        case .volume: [cubicMeter, cubicCentimeter, liter, milliliter, cubicFoot, cubicInch, gallon, cup, fluidOunce]
        case .energy: [kilowattHour, kilocalorie, foodCalorie, kilojoule, joule, calorie]
        }
    }

    /// The entry for a unit a program gave, by its symbol within its dimension.
    static func unit(matching unit: Dimension, in category: _MeasurementCategory) -> Entry? {
        entries(category).first { $0.dimension.symbol == unit.symbol }
    }

    /// CLDR's preferred units for a category, usage and region, most preferred first. A usage
    /// CLDR has no list for falls back to the category's default, as ICU does; `.workout` is
    /// formatted as `.food` (rule `measurement-workout-as-food`).
    static func preferences(_ category: _MeasurementCategory, usage: MeasurementUsage, region: MeasurementRegion) -> [Preference] {
        let us = region == .unitedStates
        switch (category, usage) {
        case (.length, .person), (.length, .personHeight):
            // US person-height prefers feet-and-inches above 3 ft, a mixed unit the engine does not write.
            if us && usage == .personHeight { return [] }
            return us ? [Preference(unit: inch)] : [Preference(unit: centimeter)]
        case (.length, .road):
            return us
                ? [Preference(unit: mile, geq: 0.5), Preference(unit: foot, geq: 100, increment: 50), Preference(unit: foot, geq: 10, increment: 10), Preference(unit: foot, increment: 1)]
                : [Preference(unit: kilometer, geq: 0.9), Preference(unit: meter, geq: 300, increment: 50), Preference(unit: meter, geq: 10, increment: 10), Preference(unit: meter, increment: 1)]
        case (.length, _):
            return (us ? [mile, foot, inch] : [kilometer, meter, centimeter]).map { Preference(unit: $0) }
        case (.mass, .personWeight):
            return us ? [Preference(unit: pound)] : [Preference(unit: kilogram), Preference(unit: gram)]
        case (.mass, _):
            return (us ? [ton, pound, ounce] : [tonne, kilogram, gram, milligram, microgram]).map { Preference(unit: $0) }
        case (.temperature, _):
            return [Preference(unit: us ? fahrenheit : celsius)]
        case (.duration, _):
            return [day, hour, minute, second, millisecond, microsecond, nanosecond].map { Preference(unit: $0) }
        case (.speed, _):
            return [Preference(unit: us ? milePerHour : kilometerPerHour)]
        case (.volume, _):
            return (us ? [cubicFoot, cubicInch] : [cubicMeter, cubicCentimeter]).map { Preference(unit: $0) }
        // Chosen [measurement-workout-as-food]: CLDR has no "workout" list; energy burned in a
        // workout is what fitness apps show in food calories, so it takes the food preferences.
        case (.energy, .food), (.energy, .workout):
            return [Preference(unit: us ? foodCalorie : kilocalorie)]
        case (.energy, _):
            return [Preference(unit: kilowattHour)]
        }
    }
}
