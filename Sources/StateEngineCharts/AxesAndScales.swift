import StateEngine

// Axes, scales, legends and the plot area: how a chart is drawn around its marks. The engine
// draws no chart, so these are visual and inert: each takes its arguments (what it reads of
// the app's data is read where the modifier is written, in the body of the view that writes
// it, as any argument), and changes nothing a scenario can observe.
// Evidence: Apple docs, View.chartXAxis(content:), chartYScale(domain:), chartLegend(_:),
// chartForegroundStyleScale(_:), AxisMarks; WWDC22 "Swift Charts: Raise the bar" (axes,
// scales and legends configure how data maps to the plot, not the data).

/// StateEngine: inert (the engine draws no chart: axes, scales and legends are visual)
extension View {
    public func chartXAxis(_ visibility: Visibility) -> some View { self }
    public func chartYAxis(_ visibility: Visibility) -> some View { self }
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { _ = content(); return self }
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { _ = content(); return self }
    public func chartXAxisLabel(_ label: some StringProtocol, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartYAxisLabel(_ label: some StringProtocol, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartXScale<Domain: ScaleDomain>(domain: Domain) -> some View { self }
    public func chartYScale<Domain: ScaleDomain>(domain: Domain) -> some View { self }
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType) -> some View { self }
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType) -> some View { self }
    public func chartXScale(type: ScaleType) -> some View { self }
    public func chartYScale(type: ScaleType) -> some View { self }
    public func chartLegend(_ visibility: Visibility) -> some View { self }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View { self }
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View { self }
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, range: [S]) -> some View where Domain.Element: Plottable { self }
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S]) -> some View { self }
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View { self }
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, BasicChartSymbolShape>) -> some View { self }
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View { self }
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View { self }
}

/// What a scale's domain can be: a range of values, or the values themselves.
/// StateEngine: inert
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

/// A scale's kind (inert).
/// StateEngine: inert
public struct ScaleType: Sendable {
    let name: String
    public static let automatic = ScaleType(name: "automatic")
    public static let linear = ScaleType(name: "linear")
    public static let log = ScaleType(name: "log")
    public static let squareRoot = ScaleType(name: "squareRoot")
    public static let category = ScaleType(name: "category")
    public static let date = ScaleType(name: "date")
}

/// The plot area a `chartPlotStyle` closure styles (inert).
/// StateEngine: inert
public struct ChartPlotContent: View {
    public var body: some View { EmptyView() }
}

/// What `chartXAxis { ... }` holds: axis marks (inert).
/// StateEngine: inert
public protocol AxisContent {}

@resultBuilder
/// StateEngine: inert
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock() -> AxisContentGroup { AxisContentGroup() }
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> AxisContentGroup { AxisContentGroup() }
    public static func buildOptional<C: AxisContent>(_ content: C?) -> AxisContentGroup { AxisContentGroup() }
    public static func buildEither<C: AxisContent>(first: C) -> AxisContentGroup { AxisContentGroup() }
    public static func buildEither<C: AxisContent>(second: C) -> AxisContentGroup { AxisContentGroup() }
}

/// StateEngine: hidden
public struct AxisContentGroup: AxisContent {}

/// The ticks, grid lines and labels along an axis (inert: its per-value content is not drawn).
/// StateEngine: inert
public struct AxisMarks: AxisContent {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {}
    public init<C: AxisContent>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                                @AxisContentBuilder content: @escaping (AxisValue) -> C) {}
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) {}
    public init<P: Plottable, C: AxisContent>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                                              @AxisContentBuilder content: @escaping (AxisValue) -> C) {}
}

/// StateEngine: inert
public struct AxisGridLine: AxisContent {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// StateEngine: inert
public struct AxisTick: AxisContent {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

/// StateEngine: inert
public struct AxisValueLabel: AxisContent {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init(format: some FormatStyle, centered: Bool? = nil) {}
    public init(format: Date.FormatStyle, centered: Bool? = nil) {}
    public init<C: View>(centered: Bool? = nil, @ViewBuilder content: () -> C) {}
}

extension AxisContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func font(_ font: Font?) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}

/// The value at one axis mark, which an axis mark's content is given (inert: no ticks are
/// computed, so no content is asked for).
/// StateEngine: inert
public struct AxisValue {
    let value: ChartValue
    public let index: Int
    public let count: Int
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { P.from(value) }
}

/// StateEngine: inert
public struct AxisMarkPreset: Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// StateEngine: inert
public struct AxisMarkPosition: Sendable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// StateEngine: inert
public struct AxisMarkValues: Sendable {
    let name: String
    public static let automatic = AxisMarkValues(name: "automatic")
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues(name: "automatic") }
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { AxisMarkValues(name: "stride") }
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(name: "stride") }
}

/// StateEngine: inert
public struct AxisValueLabelCollisionResolution: Sendable {
    let name: String
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    public static let truncate = AxisValueLabelCollisionResolution(name: "truncate")
    public static let greedy = AxisValueLabelCollisionResolution(name: "greedy")
}

/// StateEngine: inert
public struct AxisValueLabelOrientation: Sendable {
    let name: String
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}
