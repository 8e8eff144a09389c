import Foundation
@testable import StateEngine
import Testing

/// A text is measured once per string and wrapped from its measured words under each proposal;
/// the sizes are the ones its characters give.
@Suite struct TextMeasurementTests {
    static let samples = [
        "Hello", "  leading and trailing  ", "two  spaces between", "line one\nline two\n\nafter a blank",
        "Supercalifragilisticexpialidocious word", "tab\tinside", "", " ", "Wrong PIN", "hot 12",
    ]

    // The widths are the text-metrics-model rule's (docs/ENGINE-RULES.md); the byte path must give them exactly
    // (the same sums in the same order), or a frame would differ by a rounding.
    @Test(arguments: samples) func theBytePathGivesTheCharacterPathsLines(_ text: String) {
        let metrics = TextMetrics(font: nil)
        for width: CGFloat? in [nil, 1_000, 120, 60, 20, 5] {
            #expect(metrics.lines(of: PreparedText(text), maxWidth: width) == metrics.lines(of: PreparedText(text, bytes: false), maxWidth: width),
                    "\(text.debugDescription) within \(width.map { "\($0)" } ?? "nil")")
        }
    }

    @Test func aTextWithACarriageReturnOrBeyondASCIIIsReadByCharacters() {
        #expect(PreparedText.ascii("a\r\nb") == nil)
        #expect(PreparedText.ascii("café") == nil)
        #expect(PreparedText.ascii("plain")?.paragraphs.count == 1)
    }
}
