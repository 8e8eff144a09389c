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

    // Chosen [text-metrics-model]: a text's size rests on its measured advances alone, so a
    // string that prepares to the same advances keeps every size; the streaming check must
    // answer exactly what preparing and comparing answers, for every pair.
    @Test func theStreamingCheckAgreesWithPreparingAndComparing() {
        let others = Self.samples + ["hot 13", "hot 123", "Hellp", "Hello ", "line one\nline two\n\nafter a blanc", "café", "cafe",
                                "a\r\nb", "two  spaces betweem", "two spaces  between", "Wrong PIM", "Wrong\nPIN"]
        for old in Self.samples {
            let prepared = PreparedText(old)
            for new in others {
                #expect(prepared.isPrepared(from: new) == (PreparedText(new) == prepared), "\(old.debugDescription) -> \(new.debugDescription)")
            }
        }
        #expect(PreparedText("hot 12").isPrepared(from: "hot 34"))
        #expect(!PreparedText("hot 12").isPrepared(from: "hot 123"))
        #expect(!PreparedText("hot 12").isPrepared(from: "hit 12"))
    }

    // Chosen [text-metrics-model]: the check from two strings alone may only say "alike" when
    // preparing both gives the same text; it says so for a counter's digits.
    @Test func stringsThatMeasureAlikePrepareAlike() {
        let others = Self.samples + ["hot 13", "hot 123", "hot 1 2", "hot\n12", "hot 1\r", "Hellp", "Jello", "Hellm", "Hello ",
                                     "line one\nline twO\n\nafter a blank", "café", "cafe", "Wrong PIM", "Wrong\nPIN", "Wrong PIT"]
        for old in Self.samples {
            for new in others where PreparedText.measuresAlike(old, new) {
                #expect(PreparedText(new) == PreparedText(old), "\(old.debugDescription) -> \(new.debugDescription)")
            }
        }
        #expect(PreparedText.measuresAlike("hot 12", "hot 34"))
        #expect(PreparedText.measuresAlike("Hello", "Jello") == (TextMetrics.advance(ofASCII: UInt8(ascii: "H")) == TextMetrics.advance(ofASCII: UInt8(ascii: "J"))))
        #expect(!PreparedText.measuresAlike("hot 12", "hot 1 "))
        #expect(!PreparedText.measuresAlike("hot 12", "hot 123"))
        #expect(!PreparedText.measuresAlike("hot 12", "hit 12"))
        #expect(!PreparedText.measuresAlike("café", "cafë"))
    }

    @Test func aTextWithACarriageReturnOrBeyondASCIIIsReadByCharacters() {
        #expect(PreparedText.ascii("a\r\nb") == nil)
        #expect(PreparedText.ascii("café") == nil)
        #expect(PreparedText.ascii("plain")?.paragraphs.count == 1)
    }
}
