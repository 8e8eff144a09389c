@_spi(Frameworks) import StateEngine
import Transcript

/// The selection bindings the modifiers around a chart give it (`chartXSelection(value:)`).
/// The driver's `selectInChart(x:)` step stands for the user touching the chart at a mark:
/// the binding receives that mark's value, and `clearChartSelection()` for lifting the finger,
/// which sets it back to nil.
// Evidence: Apple docs, chartXSelection(value:) and chartYSelection(value:) ("Binding<P?>":
// the selected value, nil when nothing is selected); WWDC23 "Explore pie charts and
// interactivity in Swift Charts" (the chart writes the value under the finger to the binding
// and resets it to nil when the gesture ends).
struct ChartSelections {
    struct Selection {
        let channels: [ChartMark.Channel]
        /// Sets the binding to the value (nil clears it); false when the value is not of the
        /// binding's type.
        let set: (ChartValue?) -> Bool
    }

    var x: Selection?
    var y: Selection?

    /// The control the driver's chart steps act on: the values under marks, as their text.
    func choices(over marks: [ChartMark]) -> PlatformChoices? {
        let active = [x, y].compactMap { $0 }
        guard !active.isEmpty else { return nil }
        var values: [ChartValue] = []
        for selection in active {
            for mark in marks {
                for channel in selection.channels {
                    if let value = mark.value(of: channel), !values.contains(value) { values.append(value) }
                }
            }
        }
        return PlatformChoices(kind: ChartHost.selectionKind, title: "Chart", options: values.map(\.text)) { picked in
            guard let text = picked.first else {
                for selection in active { _ = selection.set(nil) }
                return
            }
            guard let value = values.first(where: { $0.text == text }) else { return }
            for selection in active { _ = selection.set(value) }
        }
    }
}

private struct ChartSelectionsKey: EnvironmentKey {
    static var defaultValue: ChartSelections { ChartSelections() }
}

extension EnvironmentValues {
    var chartSelections: ChartSelections {
        get { self[ChartSelectionsKey.self] }
        set { self[ChartSelectionsKey.self] = newValue }
    }
}

extension View {
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        transformEnvironment(\.chartSelections) { selections in
            selections.x = .init(channels: [.x, .xStart]) { picked in Self.write(picked, to: value) }
        }
    }

    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        transformEnvironment(\.chartSelections) { selections in
            selections.y = .init(channels: [.y, .yStart]) { picked in Self.write(picked, to: value) }
        }
    }

    private static func write<P: Plottable>(_ picked: ChartValue?, to binding: Binding<P?>) -> Bool {
        guard let picked else {
            binding.wrappedValue = nil
            return true
        }
        guard let value = P.from(picked) else { return false }
        binding.wrappedValue = value
        return true
    }
}

extension Driver {
    /// `selectInChart(_:)` on this driver.
    public func selectInChart(_ value: String) throws {
        try choosePlatform([value], kind: ChartHost.selectionKind, label: nil, title: "selectInChart \(ScreenText.quote(value))")
    }

    /// `clearChartSelection()` on this driver.
    public func clearChartSelection() throws {
        try choosePlatform([], kind: ChartHost.selectionKind, label: nil, title: "clearChartSelection")
    }
}

/// Touches the chart at the mark whose x (or y) value reads `value`, as a finger held there:
/// the chart's selection binding receives that value.
public func selectInChart(_ value: String) {
    FrameworkSupport.choose([value], kind: ChartHost.selectionKind, label: nil, step: "selectInChart \(ScreenText.quote(value))")
}

/// Lifts the finger from the chart: its selection binding goes back to nil.
public func clearChartSelection() {
    FrameworkSupport.choose([], kind: ChartHost.selectionKind, label: nil, step: "clearChartSelection")
}
