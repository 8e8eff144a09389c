import StateEngine
import Testing
import Transcript

/// `ForEach(_:content:)` over a range reads its range once; the other initializers follow
/// their data.
@Suite @MainActor struct ConstantRangeForEachTests {
    struct Fruits: View {
        @State private var fruits = ["Apple", "Pear", "Plum"]
        let identified: Bool
        var body: some View {
            VStack {
                if identified {
                    ForEach(0..<fruits.count, id: \.self) { index in Text(fruits[index]) }
                } else {
                    ForEach(0..<fruits.count) { index in Text(fruits[index]) }
                }
                Button("Add") { fruits.append("Fig") }
                Button("Rename") { fruits[0] = "Apricot" }
            }
        }
    }

    // Evidence: Apple docs, ForEach.init(_:content:) ("only reads the initial value of the
    // provided data"); SwiftOnTap, ForEach: a new element does not show, and SwiftUI logs that
    // the initializer "should only be used for constant data".
    @Test func aRangeForEachKeepsItsFirstRangeAndWarns() throws {
        let d = Driver(Fruits(identified: false))
        try d.tap("Add")
        #expect(!d.screen.contains("Fig"), "\(d.screen)")
        #expect(d.screen.contains("Plum"))
        let warnings = d.lines(of: [.warning])
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("ForEach<Range<Int>, Int, Text> count (4) != its initial count (3). `ForEach(_:content:)` should only be used for *constant* data.") == true, "\(warnings)")
    }

    // Evidence: Apple docs, ForEach.init(_:content:): the rows still update; only the range is read once.
    @Test func itsRowsStillFollowTheirData() throws {
        let d = Driver(Fruits(identified: false))
        try d.tap("Rename")
        #expect(d.screen.contains("Apricot"))
        #expect(d.lines(of: [.warning]).isEmpty)
    }

    // Evidence: Apple docs, ForEach.init(_:content:) ("To compute views on demand over a dynamic
    // range, use init(_:id:content:)").
    @Test func anExplicitIdFollowsTheRange() throws {
        let d = Driver(Fruits(identified: true))
        try d.tap("Add")
        #expect(d.screen.contains("Fig"))
        #expect(d.lines(of: [.warning]).isEmpty)
    }

    struct Reset: View {
        @State private var count = 2
        var body: some View {
            VStack {
                ForEach(0..<count) { Text("row \($0)") }.id(count)
                Button("More") { count += 1 }
            }
        }
    }

    // Evidence: Apple docs, ForEach.init(_:content:) reads its range when made; a new identity
    // (WWDC21 "Demystify SwiftUI", explicit identity) makes a new ForEach.
    @Test func aNewIdentityReadsTheRangeAgain() throws {
        let d = Driver(Reset())
        try d.tap("More")
        #expect(d.screen.contains("row 2"))
        #expect(d.lines(of: [.warning]).isEmpty)
    }
}
