import Foundation
import StateEngine
import Testing

/// `Measurement.formatted()` and `Measurement.FormatStyle`, which Foundation on Linux lacks: the
/// engine converts to the region's preferred unit from Unicode CLDR's unit preferences, in
/// Foundation's locale en_001 unless the style names another.
@Suite struct MeasurementFormatTests {
    let unitedStates = Locale(identifier: "en_US")

    // Evidence: Apple docs, Measurement.FormatStyle.usage (en_US: 36.8 °C `formatted()` is "98°F";
    // with `.measurement(width: .abbreviated, usage: .asProvided)` it is "36.8°C").
    @Test func generalConvertsToTheRegionsUnitAndAsProvidedKeepsIt() {
        let temperature = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
        #expect(temperature.formatted(Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: unitedStates)) == "98°F")
        #expect(temperature.formatted(Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: unitedStates, usage: .asProvided)) == "36.8°C")
    }

    // Evidence: Apple docs, FormatStyle.measurement(width:usage:numberFormatStyle:) (kilometres
    // with `.narrow`, `.asProvided` and `.number`: "100km", "1,000km", ... "1,000,000km").
    @Test func narrowAsProvidedWithANumberStyle() {
        let distances = [100.0, 1000, 10000, 100000, 1000000].map { Measurement(value: $0, unit: UnitLength.kilometers) }
        let formatted = distances.map { $0.formatted(.measurement(width: .narrow, usage: .asProvided, numberFormatStyle: .number)) }
        #expect(formatted == ["100km", "1,000km", "10,000km", "100,000km", "1,000,000km"])
    }

    // Evidence: Unicode CLDR units.xml (temperature default 001: celsius; length default 001:
    // kilometer, meter, centimeter, each when the value is at least 1) and ICU's rounding of a
    // converted unit (whole numbers, at least two significant digits).
    @Test func theDefaultIsEn001sMetricUnits() {
        #expect(Measurement(value: 36.8, unit: UnitTemperature.celsius).formatted() == "37°C")
        #expect(Measurement(value: 98.6, unit: UnitTemperature.fahrenheit).formatted() == "37°C")
        #expect(Measurement(value: 1500, unit: UnitLength.meters).formatted() == "1.5 km")
        #expect(Measurement(value: 0.5, unit: UnitLength.meters).formatted() == "50 cm")
        #expect(Measurement(value: 3, unit: UnitLength.miles).formatted() == "4.8 km")
        #expect(Measurement(value: 70, unit: UnitMass.kilograms).formatted() == "70 kg")
        #expect(Measurement(value: 60, unit: UnitSpeed.milesPerHour).formatted() == "97 km/h")
    }

    // Evidence: Unicode CLDR units.xml (duration default: day, hour, minute, second, ...).
    @Test func durationsTakeTheLargestUnitOfAtLeastOne() {
        #expect(Measurement(value: 90, unit: UnitDuration.minutes).formatted() == "1.5 hr")
        #expect(Measurement(value: 45, unit: UnitDuration.minutes).formatted() == "45 min")
        #expect(Measurement(value: 45, unit: UnitDuration.minutes).formatted(.measurement(width: .wide)) == "45 minutes")
    }

    // Evidence: Unicode CLDR units.xml (length "road" 001: kilometer from 0.9, meter from 300 in
    // steps of 50, from 10 in steps of 10; US: mile from 0.5, then feet).
    @Test func roadDistancesRoundToCLDRsSteps() {
        #expect(Measurement(value: 437, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .road)) == "450 m")
        #expect(Measurement(value: 42, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .road)) == "40 m")
        #expect(Measurement(value: 950, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .road)) == "0.95 km")
        #expect(Measurement(value: 2, unit: UnitLength.kilometers).formatted(Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: unitedStates, usage: .road)) == "1.2 mi")
    }

    // Evidence: Unicode CLDR en.xml and en_001.xml (long names: "kilometers" in en, "kilometres"
    // in en_001; singular for exactly 1) and units.xml (length default US: mile).
    @Test func wideNamesFollowTheLocalesSpellingAndPlural() {
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(run.formatted(.measurement(width: .wide)) == "5 kilometres")
        #expect(run.formatted(Measurement<UnitLength>.FormatStyle(width: .wide, locale: unitedStates)) == "3.1 miles")
        #expect(Measurement(value: 1, unit: UnitLength.kilometers).formatted(.measurement(width: .wide)) == "1 kilometre")
    }

    // Evidence: Unicode CLDR units.xml (energy "food": kilocalorie in 001, foodcalorie in US;
    // energy default: kilowatt-hour; volume default 001: cubic meter, cubic centimeter).
    @Test func foodEnergyAndVolume() {
        let snack = Measurement(value: 1000, unit: UnitEnergy.kilojoules)
        #expect(snack.formatted(.measurement(width: .abbreviated, usage: .food)) == "239 kcal")
        #expect(snack.formatted(Measurement<UnitEnergy>.FormatStyle(width: .abbreviated, locale: unitedStates, usage: .food)) == "239 Cal")
        #expect(Measurement(value: 2, unit: UnitVolume.liters).formatted() == "2,000 cm³")
        #expect(Measurement(value: 2, unit: UnitVolume.liters).formatted(.measurement(width: .wide, usage: .asProvided)) == "2 litres")
    }
}
