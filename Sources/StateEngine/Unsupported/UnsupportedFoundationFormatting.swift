import Foundation

// Foundation on Linux (swift-foundation, Swift 6.3) formats dates, numbers, percents and
// currencies in its fixed locale `en_001`; it lacks `Measurement`'s formatting, which the engine
// gives for length, mass, temperature, duration, speed, volume and energy
// (Values/MeasurementFormat). A measurement of another dimension fails to compile with
// StateEngine's message rather than swiftc's "no member". (`MeasurementFormatter` is Foundation's
// own, unavailable on Linux.)

extension Measurement {
    @available(*, unavailable, message: "StateEngine formats measurements of length, mass, temperature, duration, speed, volume and energy only: format `value` and `unit.symbol` (see Supported SwiftUI)")
    public func formatted() -> String { fatalError() }

    @available(*, unavailable, message: "StateEngine formats measurements of length, mass, temperature, duration, speed, volume and energy only: format `value` and `unit.symbol` (see Supported SwiftUI)")
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput { fatalError() }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    // Apple's `.liquid` (iOS 16) has no source here for its units per region.
    @available(*, unavailable, message: "StateEngine does not model the `.liquid` measurement usage yet: use `.asProvided` (see Supported SwiftUI)")
    public static var liquid: Self { fatalError() }
}
