import StateEngine
import Testing

/// Shapes (built-in, `Path`, a scenario's own `Shape`), `GroupBox`, `ControlGroup` and
/// `Gauge`: drawn on the screen, their content keeps its own state and behaviour.
@Suite @MainActor struct ShapeAndGroupingTests {
    struct Wedge: Shape {
        var fraction: Double
        nonisolated var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }

        nonisolated func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.midY))
                path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                            startAngle: .zero, endAngle: .degrees(360 * fraction), clockwise: false)
                path.closeSubpath()
            }
        }
    }

    struct Chart: View {
        @State private var fraction = 0.25
        var body: some View {
            VStack {
                Wedge(fraction: fraction).fill(.blue)
                Text("\(Int(fraction * 100))%")
                Button("More") { fraction += 0.25 }
            }
        }
    }

    /// Evidence: Apple's Shape docs (`path(in:)` is the only requirement; a shape is a view).
    @Test func customShapeIsDrawnByItsTypeNameAndRedrawsWithItsOwner() throws {
        let d = Driver(Chart())
        #expect(d.screen.contains("Wedge"))
        #expect(d.screen.contains("Text \"25%\""))
        try d.tap("More")
        #expect(d.screen.contains("Text \"50%\""))
        // A shape's body is SwiftUI's `_ShapeView`, not code of the scenario's own.
        #expect(d.bodyCount(Chart.self) == 2)
    }

    /// Evidence: Apple's Path docs (a value type built by its drawing calls; Equatable).
    @Test func pathsRecordWhatTheyDrawAndCompareByIt() {
        var a = Path()
        a.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)])
        let b = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 1, y: 1)) }
        #expect(a == b)
        #expect(a.currentPoint == CGPoint(x: 1, y: 1))
        #expect(Path().isEmpty)
        #expect(Rectangle().path(in: CGRect(x: 0, y: 0, width: 2, height: 2)) == Path(CGRect(x: 0, y: 0, width: 2, height: 2)))
    }

    struct Stats: View {
        @State private var runs = 3
        var body: some View {
            GroupBox("Stats") {
                Text("\(runs) runs")
                ControlGroup {
                    Button("Add run") { runs += 1 }
                    Button("Reset") { runs = 0 }
                }
                Gauge(value: Double(runs), in: 0...10) {
                    Text("Goal")
                } currentValueLabel: {
                    Text("\(runs)/10")
                }
            }
        }
    }

    /// Evidence: Apple's GroupBox, ControlGroup and Gauge docs (grouping and display only).
    @Test func groupBoxAndControlGroupKeepTheirContentsLiveAndGaugeShowsTheValue() throws {
        let d = Driver(Stats())
        #expect(d.screen.contains("GroupBox"))
        #expect(d.screen.contains("Text \"Stats\""))
        #expect(d.screen.contains("ControlGroup"))
        #expect(d.screen.contains("Gauge \"Goal\" \"3/10\""))
        try d.tap("Add run")
        #expect(d.screen.contains("Text \"4 runs\""))
        #expect(d.screen.contains("Gauge \"Goal\" \"4/10\""))
        try d.tap("Reset")
        #expect(d.screen.contains("Text \"0 runs\""))
    }

    struct Battery: View {
        var body: some View {
            Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(.accessoryCircular)
        }
    }

    @Test func gaugeWithoutAValueLabelShowsTheValueInItsRange() {
        let d = Driver(Battery())
        #expect(d.screen.contains("Gauge \"Battery\" \"0.4 in 0...1\""))
    }
}
