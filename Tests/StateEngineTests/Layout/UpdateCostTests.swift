import Foundation
import Observation
@_spi(Benchmark) @testable import StateEngine
import Testing

/// An update re-lays out what its change can move, and nothing else: a text that keeps its
/// size is asked again alone; a stack whose spacing or a text whose font changes moves what
/// depends on it. The frames are what a full layout would give.
@Suite @MainActor struct UpdateCostTests {
    @Observable final class Tally { var count = 1 }

    /// The only view that reads the count: a change re-evaluates its body alone.
    struct CountLabel: View {
        let tally: Tally
        var body: some View { Text("Count \(tally.count)") }
    }

    struct Board: View {
        @State private var tally = Tally()
        @State private var spacing = 8.0
        @State private var large = false
        var body: some View {
            VStack(spacing: spacing) {
                CountLabel(tally: tally)
                Text("Title").font(large ? .largeTitle : .body)
                Text("Footer")
                Button("Next") { tally.count += 1 }
                Button("Spread") { spacing = 40 }
                Button("Grow") { large = true }
            }
        }
    }

    // Evidence: Apple docs "Layout" (a layout sizes and places subviews from their sizes alone):
    // a view whose sizes all stand changes nothing its ancestors computed.
    @Test func aTextThatKeepsItsSizeIsAskedAgainAlone() throws {
        let d = Driver(Board())
        let footer = try d.rect("Footer")
        let before = d.layoutSizeComputations
        try d.tap("Next")
        #expect(d.screen.contains("Count 2"))
        // "Count 1" and "Count 2" are as wide: only the text is measured again, once per
        // proposal its stack made, and nothing moves.
        #expect(d.layoutSizeComputations - before <= 6)
        #expect(try d.rect("Footer") == footer)
        #expect(try d.rect("Count 2").width == bodyWidth("Count 1"))
    }

    // Evidence: Apple docs "VStack" init(alignment:spacing:content:) (spacing between children).
    @Test func aStackWhoseSpacingChangesMovesItsChildren() throws {
        let d = Driver(Board())
        let title = try d.rect("Title"), footer = try d.rect("Footer")
        try d.tap("Spread")
        let spreadTitle = try d.rect("Title"), spreadFooter = try d.rect("Footer")
        #expect(spreadFooter.minY - spreadTitle.maxY == 40)
        #expect(footer.minY - title.maxY == 8)
    }

    // Evidence: Apple docs "Font.largeTitle" and the text-metrics-model rule (a larger style
    // has a taller line): the text grows and the views below it move down.
    @Test func aTextWhoseFontChangesGrowsAndMovesWhatFollows() throws {
        let d = Driver(Board())
        let title = try d.rect("Title"), footer = try d.rect("Footer")
        try d.tap("Grow")
        #expect(try d.rect("Title").height == 41)
        #expect(title.height == 22)
        #expect(try d.rect("Footer").minY > footer.minY)
    }
}
