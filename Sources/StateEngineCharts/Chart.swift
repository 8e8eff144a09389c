@_spi(Frameworks) import StateEngine

/// A chart: a view that draws its marks. Its content is evaluated when the chart is made, in
/// the body of the view that makes it (see `ChartContent`), and the screen tree shows a
/// `Chart` node holding a node per mark, so a scenario checks what the chart plots.
// Evidence: Apple docs, Chart (init(content:), init(_:id:content:), init(_:content:) over
// Identifiable data); WWDC22 "Hello Swift Charts" (a chart re-renders when its data changes,
// as any SwiftUI view).
public struct Chart<Content: ChartContent>: View {
    let marks: [ChartMark]

    public init(@ChartContentBuilder content: () -> Content) {
        marks = StateEngineCharts.marks(of: content())
    }

    public var body: some View {
        ChartBody(marks: marks)
    }
}

extension Chart {
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.init { ForEach(data, id: id, content: content) }
    }

    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.init { ForEach(data, content: content) }
    }
}

/// The chart's body: reads the selection the modifiers around it set, then hosts the marks.
struct ChartBody: View {
    let marks: [ChartMark]
    @Environment(\.chartSelections) private var selections

    var body: some View {
        PlatformViewHost(ChartHost(marks: marks, selections: selections))
    }
}

/// The chart as the engine hosts it: the marks of its latest value.
struct ChartHost: PlatformHosted {
    let marks: [ChartMark]
    let selections: ChartSelections

    final class Made {
        var marks: [ChartMark] = []
        var selections = ChartSelections()
    }

    static let selectionKind = PlatformControlKind("chart")

    func makePlatform(context: PlatformContext) -> Made { Made() }

    func updatePlatform(_ made: Made, context: PlatformContext) {
        made.marks = marks
        made.selections = selections
    }

    static func dismantlePlatform(_ made: Made) {}

    static func describe(_ made: Made) -> [PlatformItem] {
        [PlatformItem(name: "Chart", kind: .visual(role: .container, label: nil, detail: nil),
                      children: made.marks.map(\.item), choices: made.selections.choices(over: made.marks))]
    }
}
