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
