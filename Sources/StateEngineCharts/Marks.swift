@_spi(Frameworks) import StateEngine

// The marks of Swift Charts. Each plots the values it is given; the chart shows it on the
// screen tree with them (`BarMark "Day: Mon, Steps: 3000"`). Sizes, corner radii and widths
// are visual and inert.
// Evidence: Apple docs, BarMark, LineMark, PointMark, AreaMark, RuleMark, RectangleMark,
// SectorMark (their initializers); WWDC22 "Swift Charts: Raise the bar" (marks, their
// properties x/y/xStart/yEnd, and data-driven styling by foregroundStyle(by:)).

/// A mark, primitive content of a chart.
/// StateEngine: hidden
public protocol ChartMarkContent: ChartContent where Body == Never {}

extension ChartMarkContent {
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// What a mark's `MarkDimension` sizes are (bar widths, radii): inert.
/// StateEngine: inert
public enum MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case automatic
    case fixed(CGFloat)
    case inset(CGFloat)
    case ratio(CGFloat)
    public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
}

/// How marks at the same position stack (inert: the screen tree lists each mark).
/// StateEngine: inert
public enum MarkStackingMethod {
    case standard, normalized, center, unstacked
}

public struct BarMark: ChartMarkContent, ResolvedChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.bar, [.init(.x, x), .init(.y, y)])
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = ChartMark(.bar, [.init(.x, x), .init(.yStart, yStart), .init(.yEnd, yEnd)])
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = ChartMark(.bar, [.init(.xStart, xStart), .init(.xEnd, xEnd), .init(.y, y)])
    }

    /// A bar along one axis (a single bar, `BarMark(x: .value("Total", total))`).
    public init<X: Plottable>(x: PlottableValue<X>, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.bar, [.init(.x, x)])
    }

    public init<Y: Plottable>(y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.bar, [.init(.y, y)])
    }
}

public struct LineMark: ChartMarkContent, ResolvedChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(.line, [.init(.x, x), .init(.y, y)])
    }

    /// A line among several: marks with the same series value are one line.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = ChartMark(.line, [.init(.x, x), .init(.y, y), .init(.series, series)])
    }
}

public struct PointMark: ChartMarkContent, ResolvedChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(.point, [.init(.x, x), .init(.y, y)])
    }

    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = ChartMark(.point, [.init(.x, x)])
    }

    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = ChartMark(.point, [.init(.y, y)])
    }
}

public struct AreaMark: ChartMarkContent, ResolvedChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.area, [.init(.x, x), .init(.y, y)])
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(.area, [.init(.x, x), .init(.yStart, yStart), .init(.yEnd, yEnd)])
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.area, [.init(.x, x), .init(.y, y), .init(.series, series)])
    }
}

public struct RuleMark: ChartMarkContent, ResolvedChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    /// A horizontal rule across the chart at `y` (a goal line).
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = ChartMark(.rule, [.init(.y, y)])
    }

    /// A vertical rule at `x` (the selected day).
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = ChartMark(.rule, [.init(.x, x)])
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(.rule, [.init(.xStart, xStart), .init(.xEnd, xEnd), .init(.y, y)])
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(.rule, [.init(.x, x), .init(.yStart, yStart), .init(.yEnd, yEnd)])
    }
}

public struct RectangleMark: ChartMarkContent, ResolvedChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark = ChartMark(.rectangle, [.init(.x, x), .init(.y, y)])
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(.rectangle, [.init(.xStart, xStart), .init(.xEnd, xEnd), .init(.yStart, yStart), .init(.yEnd, yEnd)])
    }
}

// Evidence: Apple docs, SectorMark (init(angle:innerRadius:outerRadius:angularInset:));
// WWDC23 "Explore pie charts and interactivity in Swift Charts".
public struct SectorMark: ChartMarkContent, ResolvedChartContent {
    let mark: ChartMark
    var marks: [ChartMark] { [mark] }

    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        mark = ChartMark(.sector, [.init(.angle, angle)])
    }
}
