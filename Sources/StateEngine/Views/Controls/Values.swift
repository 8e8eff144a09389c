import Transcript
/// A title with an icon. The screen shows the title (what a user reads); the icon's symbol
/// name finds an icon-only control. Evidence: Apple's Label docs (title and icon; label
/// styles only choose which part is drawn).
nonisolated public struct Label<Title: View, Icon: View>: View, ControlView {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    var controlLabel: Title { title }
    var controlContent: Icon { icon }

    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        environment.styledBody(LabelStyleConfiguration(title: .init(part: AnyView(title)), icon: .init(part: AnyView(icon))))
    }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        var iconScreen = ScreenBuilder()
        control.content?.render(into: &iconScreen)
        let symbol = iconScreen.symbols.first
        screen.node("Label", role: .text, label: control.label, detail: symbol.map { "icon " + quoted($0) })
        screen.texts.append(control.label)
        screen.symbols.append(contentsOf: iconScreen.symbols)
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// A label and a value, as a Form row shows them: `LabeledContent "Total" "3"`.
nonisolated public struct LabeledContent<Label: View, Content: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    var controlLabel: Label { label }
    var controlContent: Content { content }

    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        environment.styledBody(LabeledContentStyleConfiguration(label: .init(part: AnyView(label)), content: .init(part: AnyView(content))))
    }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        let value = ScreenBuilder.label(of: control.content)
        screen.node("LabeledContent", role: .text, label: control.label, detail: value.isEmpty ? nil : quoted(value))
        screen.texts.append(control.label)
        if !value.isEmpty { screen.texts.append(value) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: some StringProtocol) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A value on a range: `slide(to:)` sets it, clamped to the bounds and snapped to the step.
/// Evidence: Apple's Slider docs (bounds, step; onEditingChanged around a drag).
nonisolated public struct Slider<Label: View, ValueLabel: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let get: () -> Double
    let set: (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, label: Label, onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.label = label
        let location = value.location
        get = { Double(location.get()) }
        set = { location.set(V($0)) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.onEditingChanged = onEditingChanged
    }

    var controlLabel: Label { label }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        let value = get()
        let fraction = bounds.upperBound > bounds.lowerBound ? (value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound) : 0
        screen.node("Slider", role: .control, label: control.label.isEmpty ? nil : control.label, detail: controlValueText(value),
                    look: ControlLook(.slider(fraction: fraction), isEnabled: control.isEnabled))
        if !control.label.isEmpty { screen.texts.append(control.label) }
        let bounds = self.bounds, step = self.step, set = self.set, changed = onEditingChanged
        let setValue = { (target: Double) in
            var value = Swift.min(Swift.max(target, bounds.lowerBound), bounds.upperBound)
            if let step, step > 0 { value = bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step }
            changed(true)
            set(value)
            changed(false)
        }
        screen.controls.append(ScreenControl(
            .slider(setValue: setValue), label: control.label.isEmpty ? "Slider" : control.label, layer: screen.layer, isEnabled: control.isEnabled))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: EmptyView(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// The min/max value labels are decoration.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    }
}

/// A date: shown as an ISO-8601 day and time (deterministic, independent of the machine's
/// locale); `pick("2026-01-15", in: "Due")` sets it. Evidence: Apple's DatePicker docs
/// (selection binding, `in:` range, displayedComponents).
nonisolated public struct DatePicker<Label: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, range: nil, components: displayedComponents)
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, range: range, components: displayedComponents)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents)
    }

    init(label: Label, selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents) {
        self.label = label
        self.selection = selection
        self.range = range
        self.components = components
    }

    var controlLabel: Label { label }

    static func text(of date: Date, components: DatePickerComponents) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        var pieces: [String] = []
        if components.contains(.date) { pieces.append(String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)) }
        if components.contains(.hourAndMinute) { pieces.append(String(format: "%02d:%02d", parts.hour!, parts.minute!)) }
        return pieces.joined(separator: " ")
    }

    static func parse(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        for format in ["yyyy-MM-dd HH:mm", "yyyy-MM-dd", "HH:mm"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        let shown = Self.text(of: selection.location.get(), components: components)
        screen.node("DatePicker", role: .control, label: control.label, detail: shown, look: ControlLook(.picker(selection: shown), isEnabled: control.isEnabled))
        screen.texts.append(control.label)
        let location = selection.location, range = self.range
        let choices = ScreenControl.Choices { text in
            guard var date = Self.parse(text) else { return }
            if let range { date = Swift.min(Swift.max(date, range.lowerBound), range.upperBound) }
            location.set(date)
        }
        screen.controls.append(ScreenControl(.datePicker(choices), label: control.label, layer: screen.layer, isEnabled: control.isEnabled))
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(label: Text(titleKey), selection: selection, range: nil, components: displayedComponents)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(label: Text(title), selection: selection, range: nil, components: displayedComponents)
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(label: Text(titleKey), selection: selection, range: range, components: displayedComponents)
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(label: Text(titleKey), selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents)
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(label: Text(titleKey), selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents)
    }
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1), date = DatePickerComponents(rawValue: 2)
}

/// Progress: indeterminate, or a fraction shown as `n/total`.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let value: Double?
    let total: Double
    /// A timer's interval: the fraction is read from the virtual clock when shown (Time/TextDates.swift).
    var timer: TimerProgress? = nil

    var controlLabel: Label { label }

    /// The fraction a style sees is the value over the total, clamped to 0...1.
    func styledBody(in environment: EnvironmentValues) -> StyledBody? {
        let fraction = (timer?.fraction ?? value).map { total > 0 ? Swift.min(Swift.max($0 / total, 0), 1) : 0 }
        let shownLabel: ProgressViewStyleConfiguration.Label? = Label.self == EmptyView.self ? nil : .init(part: AnyView(label))
        return environment.styledBody(ProgressViewStyleConfiguration(fractionCompleted: fraction, label: shownLabel, currentValueLabel: nil))
    }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        let detail = (timer?.fraction ?? value).map { controlValueText($0) + "/" + controlValueText(total) }
        let fraction = (timer?.fraction ?? value).map { total > 0 ? Swift.min(Swift.max($0 / total, 0), 1) : 0 }
        screen.node("ProgressView", role: .decoration, label: control.label.isEmpty ? nil : control.label, detail: detail,
                    look: ControlLook(.progress(fraction: fraction), isEnabled: control.isEnabled))
        if !control.label.isEmpty { screen.texts.append(control.label) }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { self.init(label: EmptyView(), value: nil, total: 1) }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: EmptyView(), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { self.init(label: Text(titleKey), value: nil, total: 1) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(label: Text(title), value: nil, total: 1) }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), value: value.map { Double($0) }, total: Double(total))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { self.init(label: label(), value: nil, total: 1) }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), value: value.map { Double($0) }, total: Double(total))
    }
}

/// Xcode previews: accepted so article code compiles; nothing runs them.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
