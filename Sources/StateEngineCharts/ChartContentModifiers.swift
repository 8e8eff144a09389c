@_spi(Frameworks) import StateEngine

// What marks are styled by. Styling by data (`foregroundStyle(by:)`, `symbol(by:)`,
// `position(by:)`) shows on each mark's screen node, as it decides which series, colour or
// group the mark is drawn in; a fixed style, an interpolation, a size or an annotation is
// visual and inert.
// Evidence: Apple docs, ChartContent (foregroundStyle(by:) "Represents data using a
// foreground style"; symbol(by:); position(by:axis:span:); annotation(position:alignment:
// spacing:content:)); WWDC22 "Swift Charts: Raise the bar".

/// Marks restyled by data.
/// StateEngine: hidden
public struct ModifiedChartContent: ChartContent, ResolvedChartContent {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedChartContent has no body") }
    let marks: [ChartMark]
}

extension ChartContent {
    fileprivate func styled<D: Plottable>(_ what: String, by value: PlottableValue<D>) -> ModifiedChartContent {
        ModifiedChartContent(marks: StateEngineCharts.marks(of: self).map { mark in
            var mark = mark
            mark.styledBy.append((what, value.label, value.value))
            return mark
        })
    }

    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { styled("foregroundStyle", by: value) }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { styled("symbol", by: value) }
    public func position<D: Plottable>(by value: PlottableValue<D>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent { styled("position", by: value) }
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { styled("lineStyle", by: value) }
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { styled("symbolSize", by: value) }

    // Visual and inert.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func opacity(_ opacity: Double) -> Self { self }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { self }
    public func interpolationMethod(_ method: InterpolationMethod) -> Self { self }
    public func lineStyle(_ style: StrokeStyle) -> Self { self }
    public func symbol(_ symbol: BasicChartSymbolShape) -> Self { self }
    public func symbolSize(_ size: CGSize) -> Self { self }
    public func symbolSize(_ area: CGFloat) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func zIndex(_ value: Double) -> Self { self }
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> Self { self }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> Self { self }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: (AnnotationContext) -> C) -> Self { self }
    public func accessibilityLabel(_ label: some StringProtocol) -> Self { self }
    public func accessibilityValue(_ value: some StringProtocol) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
}

/// How a line or area joins its points (inert).
/// StateEngine: inert
public struct InterpolationMethod: Sendable {
    let name: String
    public static let linear = InterpolationMethod(name: "linear")
    public static let monotone = InterpolationMethod(name: "monotone")
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    public static let cardinal = InterpolationMethod(name: "cardinal")
    public static let stepStart = InterpolationMethod(name: "stepStart")
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
}

/// The shape a point is drawn with (inert).
/// StateEngine: inert
public struct BasicChartSymbolShape: Sendable {
    let name: String
    public static let circle = BasicChartSymbolShape(name: "circle")
    public static let square = BasicChartSymbolShape(name: "square")
    public static let triangle = BasicChartSymbolShape(name: "triangle")
    public static let diamond = BasicChartSymbolShape(name: "diamond")
    public static let pentagon = BasicChartSymbolShape(name: "pentagon")
    public static let plus = BasicChartSymbolShape(name: "plus")
    public static let cross = BasicChartSymbolShape(name: "cross")
    public static let asterisk = BasicChartSymbolShape(name: "asterisk")
}

/// Where an annotation sits beside its mark (inert).
/// StateEngine: inert
public struct AnnotationPosition: Sendable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// What an annotation's content is given (its size is not modelled: inert).
/// StateEngine: inert
public struct AnnotationContext {
    public let targetSize: CGSize
}
