import Foundation
@_spi(Frameworks) import StateEngine

/// A value a chart can plot: a number, a string, a date, or a type that stands for one (an
/// enum with a String raw value).
// Evidence: Apple docs, Plottable ("A type that can serve as data for the labels and values
// of a chart"; primitivePlottable, init?(primitivePlottable:)); WWDC22 "Hello Swift Charts"
// (values are quantitative, nominal or temporal).
public protocol Plottable {
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive types a chart plots: what every `Plottable` stands for.
/// StateEngine: hidden
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
    var chartValue: ChartValue { get }
    init?(chartValue: ChartValue)
}

extension PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

/// A plotted value, as the chart keeps it: what the screen shows and a selection sets.
/// StateEngine: hidden
public enum ChartValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    case date(Date)

    // Chosen [chart-value-text]: numbers in the shortest form (3, 3.5), dates as yyyy-MM-dd
    // (with the time when it is not midnight) in UTC, the scenario's fixed time zone.
    var text: String {
        switch self {
        case .string(let string): return string
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
            return String(number)
        case .date(let date):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            let components = Calendar(identifier: .gregorian).dateComponents(in: formatter.timeZone, from: date)
            formatter.dateFormat = components.hour == 0 && components.minute == 0 && components.second == 0 ? "yyyy-MM-dd" : "yyyy-MM-dd HH:mm"
            return formatter.string(from: date)
        }
    }
}

extension String: PrimitivePlottableProtocol {
    public var chartValue: ChartValue { .string(self) }
    public init?(chartValue: ChartValue) {
        guard case .string(let string) = chartValue else { return nil }
        self = string
    }
}

extension Date: PrimitivePlottableProtocol {
    public var chartValue: ChartValue { .date(self) }
    public init?(chartValue: ChartValue) {
        guard case .date(let date) = chartValue else { return nil }
        self = date
    }
}

extension Double: PrimitivePlottableProtocol {
    public var chartValue: ChartValue { .number(self) }
    public init?(chartValue: ChartValue) {
        guard case .number(let number) = chartValue else { return nil }
        self = number
    }
}

extension Float: PrimitivePlottableProtocol {
    public var chartValue: ChartValue { .number(Double(self)) }
    public init?(chartValue: ChartValue) {
        guard case .number(let number) = chartValue else { return nil }
        self = Float(number)
    }
}

extension Int: PrimitivePlottableProtocol {
    public var chartValue: ChartValue { .number(Double(self)) }
    public init?(chartValue: ChartValue) {
        guard case .number(let number) = chartValue, number == number.rounded() else { return nil }
        self = Int(number)
    }
}

extension CGFloat: Plottable {
    public var primitivePlottable: Double { Double(self) }
    public init?(primitivePlottable: Double) { self = CGFloat(primitivePlottable) }
}

extension Decimal: Plottable {
    public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }
    public init?(primitivePlottable: Double) { self = Decimal(primitivePlottable) }
}

// Evidence: Apple docs, Plottable: "Plottable conformance for enumerations ... with a
// String raw value" (a `String`-backed enum declares `: Plottable` and gets the rest).
extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol, PrimitivePlottable == RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension Plottable {
    var chartValue: ChartValue { primitivePlottable.chartValue }

    /// The value of this type a plotted value stands for (nil when it is of another kind).
    static func from(_ value: ChartValue) -> Self? {
        PrimitivePlottable(chartValue: value).flatMap { Self(primitivePlottable: $0) }
    }
}

/// A value with its label, as a mark takes it: `.value("Day", day)`.
// Evidence: Apple docs, PlottableValue.value(_:_:) and value(_:_:unit:) ("Creates a date
// value with a label ... unit: the calendar component").
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: ChartValue
    /// A range (`.value("Hours", 2...5)` is not Charts' form; `xStart`/`xEnd` are), set for
    /// a date binned by a unit, whose start it shows.
    let unit: Calendar.Component?

    public static func value(_ label: some StringProtocol, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value.chartValue, unit: nil)
    }

    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: FrameworkSupport.text(of: label), value: value.chartValue, unit: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned by `unit`: the mark stands for the whole day (month, ...) it falls in.
    public static func value(_ label: some StringProtocol, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: String(label), value: .date(start), unit: unit)
    }
}
