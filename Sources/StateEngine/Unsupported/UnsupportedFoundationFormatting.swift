import Foundation

// Foundation on Linux (swift-foundation, Swift 6.3) formats dates, numbers, percents and
// currencies (`Date.formatted(date:time:)`, `.number.precision(...)`, `.percent`,
// `.currency(code:)`) in its fixed locale `en_001` with scenario programs' time zone UTC; what it
// lacks is `Measurement`'s formatting (and `MeasurementFormatter`, unavailable there), whose
// default usage converts to the locale's preferred units. StateEngine does not model it yet:
// each fails to compile with StateEngine's message rather than swiftc's "no member".

extension Measurement {
    @available(*, unavailable, message: "StateEngine does not model `Measurement.formatted` yet: format `value` and `unit.symbol` (see Supported SwiftUI)")
    public func formatted() -> String { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `Measurement.formatted` yet: format `value` and `unit.symbol` (see Supported SwiftUI)")
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput { fatalError() }
}
