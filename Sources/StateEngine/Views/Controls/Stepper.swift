import Transcript
/// A control that steps a value up or down. `increment`/`decrement` write its binding
/// (clamped to its bounds, as SwiftUI's Stepper disables the button at a bound) or run its
/// `onIncrement`/`onDecrement` closures. Evidence: Apple's Stepper docs ("value: the Binding
/// to a value that you provide", "bounds: a closed range that describes the upper and lower
/// bounds permitted by the stepper").
nonisolated public struct Stepper<Label: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// Whether each button is enabled now (a bounded value at its bound disables one).
    let canIncrement: () -> Bool
    let canDecrement: () -> Bool

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        canIncrement = { onIncrement != nil }
        canDecrement = { onDecrement != nil }
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: nil, step: step, label: label(), onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
    }

    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, label: Label, onEditingChanged: @escaping (Bool) -> Void) {
        self.label = label
        self.onEditingChanged = onEditingChanged
        let location = value.location
        onIncrement = {
            let next = location.get().advanced(by: step)
            location.set(bounds.map { Swift.min(next, $0.upperBound) } ?? next)
        }
        onDecrement = {
            let next = location.get().advanced(by: -step)
            location.set(bounds.map { Swift.max(next, $0.lowerBound) } ?? next)
        }
        canIncrement = { bounds.map { location.get() < $0.upperBound } ?? true }
        canDecrement = { bounds.map { location.get() > $0.lowerBound } ?? true }
    }

    var controlLabel: Label { label }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        screen.node("Stepper", role: .control, label: control.label,
                    look: ControlLook(.stepper(canDecrement: onDecrement != nil && canDecrement(), canIncrement: onIncrement != nil && canIncrement()), isEnabled: control.isEnabled))
        screen.texts.append(control.label)
        let changed = onEditingChanged
        var increment: (() -> Void)?, decrement: (() -> Void)?
        if let onIncrement, canIncrement() { increment = { changed(true); onIncrement(); changed(false) } }
        if let onDecrement, canDecrement() { decrement = { changed(true); onDecrement(); changed(false) } }
        screen.controls.append(ScreenControl(
            .stepper(increment: increment, decrement: decrement), label: control.label, layer: screen.layer, isEnabled: control.isEnabled))
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: nil, step: step, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: nil, step: step, label: Text(title), onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: bounds, step: step, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: bounds, step: step, label: Text(title), onEditingChanged: onEditingChanged)
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, bounds: nil, step: step, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }
}
