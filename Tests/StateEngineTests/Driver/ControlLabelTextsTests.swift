import Foundation
import StateEngine
import Testing

/// Every step finds its target by the rule `tap` uses: the control's whole visible label, or
/// any one of the texts its label shows.
@Suite @MainActor struct ControlLabelTextsTests {
    struct Cups: View {
        @State private var cups = 2
        @State private var volume = 0.5
        @State private var size = "Medium"
        var body: some View {
            Form {
                Stepper(value: $cups, in: 0...8) {
                    HStack {
                        Text("Cups")
                        Text("\(cups) of 8")
                    }
                }
                Slider(value: $volume) {
                    HStack { Text("Volume"); Text("\(Int(volume * 100))%") }
                }
                Picker(selection: $size) {
                    Text("Small").tag("Small")
                    Text("Medium").tag("Medium")
                } label: {
                    HStack { Text("Size"); Text("for one") }
                }
                Text("cups=\(cups) volume=\(volume) size=\(size)")
            }
        }
    }

    // Evidence: XCUITest finds an element by any static text it contains (Apple docs,
    // "XCUIElementQuery", matching by label); the driver's `tap` already does (Driver.pick).
    @Test func aStepperIsFoundByEachTextOfItsLabelOrByTheWholeLabel() throws {
        let d = Driver(Cups())
        try d.increment("Cups")
        #expect(d.screen.contains("cups=3"))
        try d.increment("3 of 8")
        #expect(d.screen.contains("cups=4"))
        try d.decrement("Cups 4 of 8")
        #expect(d.screen.contains("cups=3"))
    }

    // Evidence: as above; the slider and picker steps use the same finder.
    @Test func slidersAndPickersAreFoundByOneTextOfTheirLabel() throws {
        let d = Driver(Cups())
        try d.slide("Volume", to: 0.25)
        #expect(d.screen.contains("volume=0.25"))
        try d.pick("Small", in: "Size")
        #expect(d.screen.contains("size=Small"))
    }

    // Evidence: as above; a text that names no control still fails, listing the controls.
    @Test func aTextNoControlShowsStillFails() {
        let d = Driver(Cups())
        #expect(throws: Driver.Failure.self) { try d.increment("Teaspoons") }
    }

    struct SortMenu: View {
        @State private var order = "Date"
        var body: some View {
            Menu {
                Button("Name") { order = "Name" }
                Button("Date") { order = "Date" }
            } label: {
                HStack { Text("Sort"); Text("by \(order)") }
            }
        }
    }

    // Evidence: as above; a menu's label is read as a button's is.
    @Test func aMenuOpensByOneTextOfItsLabel() throws {
        let d = Driver(SortMenu())
        try d.openMenu("Sort")
        try d.choose("Name")
        #expect(d.screen.contains("by Name"))
        try d.tap("by Name")
        try d.choose("Date")
        #expect(d.screen.contains("by Date"))
    }
}
