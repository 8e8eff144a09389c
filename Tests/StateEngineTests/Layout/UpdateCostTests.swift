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
        // "Count 1" and "Count 2" measure the same, advance for advance: no size is asked
        // again, and nothing moves.
        #expect(d.layoutSizeComputations == before)
        #expect(try d.rect("Footer") == footer)
        #expect(try d.rect("Count 2").width == bodyWidth("Count 1"))
    }

    // Evidence: Apple docs "Layout" (a layout sizes and places subviews from their sizes alone):
    // with every size standing there is nothing to ask or place, so no pass runs; a change of
    // spacing runs one.
    @Test func anUpdateThatChangesNoSizeRunsNoPass() throws {
        let d = Driver(Board())
        let passes = d.graph.layout.passCount
        try d.tap("Next")
        #expect(d.screen.contains("Count 2"))
        #expect(d.graph.layout.passCount == passes)
        try d.tap("Spread")
        #expect(d.graph.layout.passCount > passes)
    }

    // Evidence: Apple docs "Layout" (a parent sizes and places its subviews from the sizes they
    // answer) and the text-metrics-model rule ("1" and "10" differ by a digit's advance): a
    // string of another measure is asked again, and its stack centres it at its new width.
    @Test func aTextOfAnotherMeasureIsAskedAgainAndMoves() throws {
        let d = Driver(Board())
        for _ in 1..<9 { try d.tap("Next") }
        let nine = try d.rect("Count 9"), footer = try d.rect("Footer")
        let before = d.layoutSizeComputations
        try d.tap("Next")
        let ten = try d.rect("Count 10")
        #expect(d.layoutSizeComputations > before)
        #expect(ten.width == bodyWidth("Count 10"))
        #expect(ten.width > nine.width)
        #expect(abs(ten.midX - nine.midX) < 0.01)
        #expect(ten.minX < nine.minX)
        #expect(try d.rect("Footer") == footer)
    }

    struct Fonted: View {
        @State private var headline = false
        var body: some View {
            VStack {
                Text("Sale").font(headline ? .title : .body)
                Button("Announce") { headline = true }
            }
        }
    }

    // Evidence: the text-metrics-model rule (a style's advances and line height are its own):
    // the same string in another font is measured again.
    @Test func aTextInAnotherFontIsMeasuredAgain() throws {
        let d = Driver(Fonted())
        let before = d.layoutSizeComputations
        try d.tap("Announce")
        #expect(d.layoutSizeComputations > before)
        #expect(try d.rect("Sale").width == TextMetrics(font: .title).width(of: "Sale").rounded(.up))
        #expect(try d.rect("Sale").width > bodyWidth("Sale"))
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
