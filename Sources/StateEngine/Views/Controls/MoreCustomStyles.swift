import Foundation

/// More custom styles run through the environment as CustomStyles.swift describes: disclosure
/// groups, gauges, date pickers and text editors. A style's body replaces the control's built-in
/// look and works through its configuration (a disclosure group's `isExpanded` binding, a date
/// picker's `selection`); a built-in style restores the built-in control.
/// Evidence: Apple docs, DisclosureGroupStyle ("SwiftUI calls this method for each instance of
/// DisclosureGroup that you create within a view hierarchy where this style is the current
/// DisclosureGroupStyle") and DisclosureGroupStyleConfiguration (`label`, `content`,
/// `@Binding isExpanded`); GaugeStyleConfiguration (`value`: "The current value of the gauge, in
/// the range 0.0 to 1.0", `label`, `currentValueLabel`); DatePickerStyleConfiguration (`label`,
/// `$selection`, `minimumDate`, `maximumDate`, `displayedComponents`); TextEditorStyle and
/// TextEditorStyleConfiguration ("The properties of a text editor", no public members).

// MARK: DisclosureGroup

@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

public struct DisclosureGroupStyleConfiguration {
    nonisolated public struct Label: ErasedPart { let part: AnyView }
    nonisolated public struct Content: ErasedPart { let part: AnyView }
    public let label: Label
    public let content: Content
    @Binding public var isExpanded: Bool
}

extension DisclosureGroupStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, _BuiltInStyle { public init() {} }
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle { public static var automatic: AutomaticDisclosureGroupStyle { .init() } }

// MARK: Gauge

@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

public struct GaugeStyleConfiguration {
    nonisolated public struct Label: ErasedPart { let part: AnyView }
    nonisolated public struct CurrentValueLabel: ErasedPart { let part: AnyView }
    /// The value's place between the gauge's bounds, 0 to 1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
}

extension GaugeStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct DefaultGaugeStyle: GaugeStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct AccessoryCircularGaugeStyle: GaugeStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct AccessoryLinearGaugeStyle: GaugeStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct LinearCapacityGaugeStyle: GaugeStyle, _BuiltInStyle { public init() {} }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }

// MARK: DatePicker

@MainActor @preconcurrency
public protocol DatePickerStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DatePickerStyleConfiguration
}

public struct DatePickerStyleConfiguration {
    nonisolated public struct Label: ErasedPart { let part: AnyView }
    public let label: Label
    @Binding public var selection: Date
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var displayedComponents: DatePickerComponents
}

extension DatePickerStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct CompactDatePickerStyle: DatePickerStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct GraphicalDatePickerStyle: DatePickerStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct WheelDatePickerStyle: DatePickerStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct DefaultDatePickerStyle: DatePickerStyle, _BuiltInStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }

// MARK: TextEditor

@MainActor @preconcurrency
public protocol TextEditorStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = TextEditorStyleConfiguration
}

/// Has no public members in SwiftUI either: a custom text editor style draws around nothing it
/// can read.
public struct TextEditorStyleConfiguration {}

extension TextEditorStyle where Self: _BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
/// StateEngine: inert (a visual value)
public struct AutomaticTextEditorStyle: TextEditorStyle, _BuiltInStyle { public init() {} }
/// StateEngine: inert (a visual value)
public struct PlainTextEditorStyle: TextEditorStyle, _BuiltInStyle { public init() {} }
extension TextEditorStyle where Self == AutomaticTextEditorStyle { public static var automatic: AutomaticTextEditorStyle { .init() } }
extension TextEditorStyle where Self == PlainTextEditorStyle { public static var plain: PlainTextEditorStyle { .init() } }

// MARK: The controls' configurations

extension Gauge {
    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? Swift.min(Swift.max((value - bounds.lowerBound) / span, 0), 1) : 0
        let current: GaugeStyleConfiguration.CurrentValueLabel? = CurrentValueLabel.self == EmptyView.self ? nil : .init(part: AnyView(currentValueLabel))
        return environment.styledBody(GaugeStyleConfiguration(value: fraction, label: .init(part: AnyView(label)), currentValueLabel: current))
    }
}

extension DatePicker {
    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        environment.styledBody(DatePickerStyleConfiguration(
            label: .init(part: AnyView(label)), selection: selection,
            minimumDate: range.map(\.lowerBound).flatMap { $0 == .distantPast ? nil : $0 },
            maximumDate: range.map(\.upperBound).flatMap { $0 == .distantFuture ? nil : $0 },
            displayedComponents: components))
    }
}

extension TextEditor {
    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        environment.styledBody(TextEditorStyleConfiguration())
    }
}

// MARK: The modifiers

nonisolated extension View {
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { modifier(setStyle(style) { $0.makeBody(configuration: $1) }) }
}
