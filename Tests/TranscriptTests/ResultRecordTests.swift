import Testing

@testable import Transcript

/// The result channel's records, written by the engine and read by ScenarioKit.
@Suite struct ResultRecordTests {
    @Test func everyRecordSurvivesTheTripAsOneLine() {
        let records: [ResultRecord] = [
            .event(TranscriptEvent.body(view: "ContentView", causes: [])),
            .warning("Modifying state during view update\nsecond line"),
            .step(line: 42),
            .end,
        ]
        for record in records {
            #expect(!record.encoded.contains("\n"))
            #expect(ResultRecord(decoding: Substring(record.encoded)) == record)
        }
    }

    /// Only the engine writes the channel: a line in no record's form was forged and is dropped.
    @Test func linesThatAreNoRecordAreDropped() {
        for line in ["plain text", "\u{1F}step x", "\u{1F}warning unquoted", "\u{1F}ending", "\u{1E}{not json"] {
            #expect(ResultRecord(decoding: Substring(line)) == nil)
        }
    }
}
