import Foundation
import StateEngine
import Testing

/// ColorPicker and MultiDatePicker write their bindings when the driver picks, and show what
/// the binding holds.
@Suite @MainActor struct ColorAndMultiDatePickerTests {
    struct Theme: View {
        @State private var tint = Color.blue
        var body: some View {
            Form {
                ColorPicker("Tint", selection: $tint, supportsOpacity: false)
                Text("Swatch").foregroundStyle(tint)
                Text(tint == .orange ? "warm" : "cool")
            }
        }
    }

    /// Evidence: Apple's ColorPicker docs (`selection: Binding<Color>`: the chosen colour is written to the binding).
    @Test func pickingAColourWritesTheBinding() throws {
        let d = Driver(Theme())
        #expect(d.screen.contains("ColorPicker \"Tint\" blue"))
        #expect(d.screen.contains("Text \"cool\""))
        try d.pick("orange", in: "Tint")
        #expect(d.screen.contains("ColorPicker \"Tint\" orange"))
        #expect(d.screen.contains("Text \"warm\""))
    }

    /// Evidence: Apple's ColorPicker docs (the system colour picker offers colours, not arbitrary names).
    @Test func anUnknownColourIsAnError() throws {
        let d = Driver(Theme())
        #expect(throws: Driver.Failure.self) { try d.pick("sky", in: "Tint") }
        #expect(d.screen.contains("ColorPicker \"Tint\" blue"))
    }

    struct Trips: View {
        @State private var days: Set<DateComponents> = []
        let start = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01 00:00 UTC
        var body: some View {
            VStack {
                MultiDatePicker("Days off", selection: $days, in: start..<start.addingTimeInterval(31 * 86_400))
                Text("\(days.count) days")
            }
        }
    }

    /// Evidence: Apple's MultiDatePicker docs (a tap on a day adds it to the selection set; another removes it).
    @Test func pickingADayTogglesItInTheSet() throws {
        let d = Driver(Trips())
        #expect(d.screen.contains("MultiDatePicker \"Days off\" no dates"))
        try d.pick("2026-01-15", in: "Days off")
        try d.pick("2026-01-03", in: "Days off")
        #expect(d.screen.contains("MultiDatePicker \"Days off\" 2026-01-03, 2026-01-15"))
        #expect(d.screen.contains("Text \"2 days\""))
        try d.pick("2026-01-15", in: "Days off")
        #expect(d.screen.contains("MultiDatePicker \"Days off\" 2026-01-03"))
        #expect(d.screen.contains("Text \"1 days\""))
    }

    /// Evidence: Apple's MultiDatePicker docs (`in bounds:` is the exclusive range of selectable dates).
    @Test func aDayOutsideTheBoundsCannotBeChosen() throws {
        let d = Driver(Trips())
        try d.pick("2026-02-01", in: "Days off")
        try d.pick("2025-12-31", in: "Days off")
        #expect(d.screen.contains("Text \"0 days\""))
    }

    struct Chosen: View {
        @State private var days: Set<DateComponents> = []
        @Environment(\.calendar) private var calendar
        var body: some View {
            VStack {
                MultiDatePicker(selection: $days) { Text("Visits") }
                ForEach(days.compactMap { calendar.date(from: $0) }.sorted(), id: \.self) { day in
                    Text(day.formatted(.iso8601.year().month().day()))
                }
            }
        }
    }

    /// Evidence: Apple's MultiDatePicker docs (the selection is DateComponents a program turns into dates with its calendar).
    @Test func chosenDaysResolveToDatesInTheCalendar() throws {
        let d = Driver(Chosen())
        try d.pick("2026-03-14", in: "Visits")
        #expect(d.screen.contains("Text \"2026-03-14\""))
    }
}
