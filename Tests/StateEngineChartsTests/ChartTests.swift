import StateEngine
import StateEngineCharts
import Testing

/// What a chart shows on the screen tree, when it re-evaluates, and how its selection binding
/// is written by the driver.
@Suite @MainActor struct ChartTests {
    struct Day: Identifiable {
        let name: String
        var steps: Int
        var id: String { name }
    }

    enum Activity: String, Plottable {
        case walk = "Walk", run = "Run"
    }

    struct StepsChart: View {
        @State private var days = [Day(name: "Mon", steps: 3000), Day(name: "Tue", steps: 5000)]
        @State private var goal = 4000
        @State private var selected: String?

        var body: some View {
            VStack {
                Chart {
                    ForEach(days) { day in
                        BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                            .foregroundStyle(by: .value("Activity", day.steps > goal ? Activity.run : Activity.walk))
                    }
                    RuleMark(y: .value("Goal", goal))
                    if let selected {
                        RuleMark(x: .value("Selected", selected))
                    }
                }
                .chartYScale(domain: 0...10000)
                .chartXAxis { AxisMarks() }
                .chartLegend(.hidden)
                .chartXSelection(value: $selected)
                Text(selected.map { "Selected \($0)" } ?? "Nothing selected")
                Button("Walk more") { days[0].steps += 2000 }
                Button("Add Wed") { days.append(Day(name: "Wed", steps: 1000)) }
            }
        }
    }

    // Evidence: Apple docs, BarMark.init(x:y:width:height:stacking:), RuleMark.init(y:),
    // ChartContent.foregroundStyle(by:); WWDC22 "Hello Swift Charts" (marks from ForEach).
    @Test func eachMarkShowsOnTheScreenWithItsValuesAndWhatStylesIt() throws {
        let d = Driver(StepsChart())
        #expect(d.screen.contains("BarMark \"Day: Mon, Steps: 3000\" Activity: Walk"))
        #expect(d.screen.contains("BarMark \"Day: Tue, Steps: 5000\" Activity: Run"))
        #expect(d.screen.contains("RuleMark \"Goal: 4000\""))
    }

    // Evidence: WWDC22 "Hello Swift Charts" (a chart is a view of its data: changing the data
    // updates the chart).
    @Test func aChartReEvaluatesWhenItsDataChanges() throws {
        let d = Driver(StepsChart())
        try d.tap("Walk more")
        #expect(d.screen.contains("BarMark \"Day: Mon, Steps: 5000\" Activity: Run"))
        try d.tap("Add Wed")
        #expect(d.screen.contains("BarMark \"Day: Wed, Steps: 1000\" Activity: Walk"))
    }

    // Evidence: Apple docs, chartXSelection(value:) (a Binding<P?> the chart writes);
    // WWDC23 "Explore pie charts and interactivity in Swift Charts" (nil when the finger lifts).
    @Test func theDriverSelectsAMarksValueThroughTheBindingAndClearsIt() throws {
        let d = Driver(StepsChart())
        #expect(d.screen.contains("Nothing selected"))
        try d.selectInChart("Tue")
        #expect(d.screen.contains("Text \"Selected Tue\""))
        #expect(d.screen.contains("RuleMark \"Selected: Tue\""))
        try d.clearChartSelection()
        #expect(d.screen.contains("Nothing selected"))
        #expect(throws: Driver.Failure.self) { try d.selectInChart("Sun") }
    }

    struct Readings: View {
        let values: [Double]
        var body: some View {
            Chart {
                ForEach(Array(values.enumerated()), id: \.offset) { index, value in
                    LineMark(x: .value("Hour", index), y: .value("Temperature", value))
                        .interpolationMethod(.catmullRom)
                    PointMark(x: .value("Hour", index), y: .value("Temperature", value))
                        .symbol(by: .value("Warm", value > 20 ? "yes" : "no"))
                }
                SectorMark(angle: .value("Share", 0.5), innerRadius: .ratio(0.6))
            }
        }
    }

    @Test func numbersShowInTheirShortestFormAndEveryMarkKindShows() throws {
        let d = Driver(Readings(values: [18.5, 21]))
        #expect(d.screen.contains("LineMark \"Hour: 0, Temperature: 18.5\""))
        #expect(d.screen.contains("PointMark \"Hour: 1, Temperature: 21\" Warm: yes"))
        #expect(d.screen.contains("SectorMark \"Share: 0.5\""))
    }

    @Test func aChartWithoutASelectionBindingOffersNothingToSelect() throws {
        let d = Driver(Readings(values: [1]))
        #expect(throws: Driver.Failure.self) { try d.selectInChart("0") }
    }
}
