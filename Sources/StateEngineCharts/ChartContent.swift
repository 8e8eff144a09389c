@_spi(Frameworks) import StateEngine
import Transcript

/// What a chart draws: marks, and content made of marks (a `ForEach` of them, a custom type
/// whose body is marks). A chart evaluates its content where it is made, in the body of the
/// view that makes it, so what the content reads is that view's dependency, and a change to it
/// makes a new chart with new marks.
// Evidence: Apple docs, ChartContent ("A type that represents the content that you draw on a
// chart"; body: ChartContentBuilder); WWDC22 "Hello Swift Charts" (a chart is a SwiftUI view
// built from marks; "Swift Charts ... updates the chart when the data changes").
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Content that is marks already (a mark, a builder's block): no body to evaluate.
protocol ResolvedChartContent {
    var marks: [ChartMark] { get }
}

/// The marks `content` stands for, its body evaluated down to them.
func marks<C: ChartContent>(of content: C) -> [ChartMark] {
    if let resolved = content as? any ResolvedChartContent { return resolved.marks }
    return marks(of: content.body)
}

/// An `if` without `else` in a chart's builder: its marks when the condition held.
extension Optional: ChartContent where Wrapped: ChartContent {
    public typealias Body = ChartContentGroup
    public var body: ChartContentGroup { ChartContentGroup(marks: map { marks(of: $0) } ?? []) }
}

/// What a builder's block, `if` and `ForEach` make: the marks, in order.
/// StateEngine: hidden
public struct ChartContentGroup: ChartContent, ResolvedChartContent {
    public typealias Body = Never
    public var body: Never { fatalError("ChartContentGroup has no body") }
    let marks: [ChartMark]
}

@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock() -> ChartContentGroup { ChartContentGroup(marks: []) }

    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> ChartContentGroup {
        var all: [ChartMark] = []
        for part in repeat each content { all += marks(of: part) }
        return ChartContentGroup(marks: all)
    }

    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<First: ChartContent>(first: First) -> ChartContentGroup {
        ChartContentGroup(marks: marks(of: first))
    }

    public static func buildEither<Second: ChartContent>(second: Second) -> ChartContentGroup {
        ChartContentGroup(marks: marks(of: second))
    }

    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> ChartContentGroup {
        ChartContentGroup(marks: marks(of: content))
    }
}

// Evidence: Apple docs, ForEach ("Conforms when Content conforms to ChartContent");
// WWDC22 "Hello Swift Charts" (`ForEach(data) { BarMark(...) }` inside a Chart).
extension ForEach: ChartContent where Content: ChartContent {
    public typealias Body = ChartContentGroup
    public var body: ChartContentGroup {
        ChartContentGroup(marks: data.flatMap { marks(of: content($0)) })
    }
}

extension ForEach where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identifiedBy: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identifiedBy: { $0.id }, content: content)
    }
}

/// One mark as the chart keeps it: its kind, its plotted values, and how it is styled by data.
struct ChartMark {
    enum Kind: String {
        case bar = "BarMark", line = "LineMark", point = "PointMark", area = "AreaMark"
        case rule = "RuleMark", rectangle = "RectangleMark", sector = "SectorMark"
    }

    /// Which property of the mark a value sets: `x`, `yStart`, `angle`.
    enum Channel: String {
        case x, xStart, xEnd, y, yStart, yEnd, angle, series
    }

    struct Encoding {
        let channel: Channel
        let label: String
        let value: ChartValue
    }

    let kind: Kind
    let encodings: [Encoding]
    /// What data styles the mark by (`foregroundStyle(by:)`, `symbol(by:)`, `position(by:)`).
    var styledBy: [(what: String, label: String, value: ChartValue)] = []
    /// Texts drawn beside the mark (`annotation`).
    var annotations: [String] = []

    init(_ kind: Kind, _ encodings: [Encoding?]) {
        self.kind = kind
        self.encodings = encodings.compactMap { $0 }
    }

    func value(of channel: Channel) -> ChartValue? { encodings.first { $0.channel == channel }?.value }

    /// The screen tree's node for the mark: `BarMark "Day: Mon, Steps: 3000"`, then what
    /// styles it (`Activity: Walk`) and its annotations.
    var item: PlatformItem {
        let label = encodings.map { "\($0.label): \($0.value.text)" }.joined(separator: ", ")
        let style = styledBy.map { "\($0.label): \($0.value.text)" } + annotations.map { "annotation \(ScreenText.quote($0))" }
        return PlatformItem(name: kind.rawValue, kind: .visual(role: .shape, label: label, detail: style.isEmpty ? nil : style.joined(separator: ", ")))
    }
}

extension ChartMark.Encoding {
    init?<Value>(_ channel: ChartMark.Channel, _ value: PlottableValue<Value>?) {
        guard let value else { return nil }
        self.init(channel: channel, label: value.label, value: value.value)
    }
}
