import Transcript
/// A value within a range, shown as a meter: `Gauge "Battery" "0.4 in 0...1"` on screen, or
/// its current-value label's text when it has one. It only displays what the view passes in.
/// Evidence: Apple's Gauge docs.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let value: Double
    let bounds: ClosedRange<Double>

    init(value: Double, bounds: ClosedRange<Double>, label: Label, currentValueLabel: CurrentValueLabel) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.value = value
        self.bounds = bounds
    }

    var controlLabel: Label { label }
    var controlContent: CurrentValueLabel { currentValueLabel }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        let current = ScreenBuilder.label(of: control.content)
        let detail = current.isEmpty
            ? controlValueText(value) + " in " + controlValueText(bounds.lowerBound) + "..." + controlValueText(bounds.upperBound)
            : current
        let span = bounds.upperBound - bounds.lowerBound
        screen.node("Gauge", role: .decoration, label: control.label.isEmpty ? nil : control.label, detail: quoted(detail),
                    look: ControlLook(.progress(fraction: span > 0 ? Swift.min(Swift.max((value - bounds.lowerBound) / span, 0), 1) : 0), isEnabled: control.isEnabled))
        if !control.label.isEmpty { screen.texts.append(control.label) }
        if !current.isEmpty { screen.texts.append(current) }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(), currentValueLabel: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// The bound labels are drawn at the gauge's ends; the screen shows the value's text.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(), currentValueLabel: currentValueLabel())
    }
}

