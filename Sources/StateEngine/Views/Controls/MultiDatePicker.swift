import Foundation
import Transcript

/// A calendar whose days a user taps on and off: the binding holds one `DateComponents` per
/// selected day. `pick("2026-03-14", in: "Days")` toggles that day, as a tap on it does; a day
/// outside `bounds` is not selectable, so tapping it changes nothing. The screen lists the
/// selected days, read live from the binding.
/// Evidence: Apple's MultiDatePicker docs ("a control for picking multiple dates";
/// `selection: Binding<Set<DateComponents>>`, `in bounds:` "the exclusive range of selectable
/// dates").
/// Chosen [multidatepicker-day-components]: a chosen day is written as calendar, era, year,
/// month and day in the environment's calendar, and any element naming the same day counts
/// as that day when it is tapped off.
nonisolated public struct MultiDatePicker<Label: View>: View, ControlView {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Set<DateComponents>>
    let bounds: Range<Date>?

    init(label: Label, selection: Binding<Set<DateComponents>>, bounds: Range<Date>?) {
        self.label = label
        self.selection = selection
        self.bounds = bounds
    }

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, bounds: nil)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, bounds: bounds)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, bounds: bounds.lowerBound..<Date.distantFuture)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, bounds: Date.distantPast..<bounds.upperBound)
    }

    var controlLabel: Label { label }

    /// "yyyy-MM-dd" of each selected day, in order.
    static func shownDays(_ days: Set<DateComponents>) -> [String] {
        days.compactMap { day in
            guard let year = day.year, let month = day.month, let dayOfMonth = day.day else { return nil }
            return String(format: "%04d-%02d-%02d", year, month, dayOfMonth)
        }.sorted()
    }

    func render(_ control: ControlRendering, into screen: inout ScreenBuilder) {
        let days = Self.shownDays(selection.location.get())
        let shown = days.isEmpty ? "no dates" : days.joined(separator: ", ")
        screen.node("MultiDatePicker", role: .control, label: control.label, detail: shown,
                    look: ControlLook(.picker(selection: shown), isEnabled: control.isEnabled))
        screen.texts.append(control.label)
        let location = selection.location, bounds = self.bounds, calendar = control.environment.calendar
        let choices = ScreenControl.Choices { text in
            guard let date = DatePicker<Text>.parse(text) else { return }
            // The picker's days are whole days of its calendar; the step's text names one in UTC.
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            let named = utc.dateComponents([.year, .month, .day], from: date)
            guard let start = calendar.date(from: named), let end = calendar.date(byAdding: .day, value: 1, to: start) else { return }
            if let bounds, !(start < bounds.upperBound && end > bounds.lowerBound) { return }
            var days = location.get()
            let same = days.filter { $0.year == named.year && $0.month == named.month && $0.day == named.day }
            if same.isEmpty {
                days.insert(calendar.dateComponents([.calendar, .era, .year, .month, .day], from: start))
            } else {
                days.subtract(same)
            }
            location.set(days)
        }
        screen.controls.append(ScreenControl(.datePicker(choices), label: control.label, layer: screen.layer, isEnabled: control.isEnabled))
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(label: Text(titleKey), selection: selection, bounds: nil)
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(label: Text(titleKey), selection: selection, bounds: bounds)
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(label: Text(titleKey), selection: selection, bounds: bounds.lowerBound..<Date.distantFuture)
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(label: Text(titleKey), selection: selection, bounds: Date.distantPast..<bounds.upperBound)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(label: Text(title), selection: selection, bounds: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(label: Text(title), selection: selection, bounds: bounds)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(label: Text(title), selection: selection, bounds: bounds.lowerBound..<Date.distantFuture)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(label: Text(title), selection: selection, bounds: Date.distantPast..<bounds.upperBound)
    }
}
