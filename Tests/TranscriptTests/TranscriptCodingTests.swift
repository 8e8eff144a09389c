import Testing
@testable import Transcript

@Suite struct TranscriptCodingTests {
    @Test func eventsSurviveTheTripThroughStandardOutput() {
        let events = [
            TranscriptEvent(.step, "launch ContentView"),
            TranscriptEvent(.body, "ContentView"),
            TranscriptEvent(.screen, "", lines: ["VStack", "  Text \"n = 1\""]),
        ]
        let wire = events.map(TranscriptCoding.encode).joined(separator: "\n") + "\n"
        #expect(TranscriptCoding.decode(wire) == events)
    }

    @Test func unmarkedLinesAreConsoleOutput() {
        let wire = TranscriptCoding.encode(TranscriptEvent(.body, "A")) + "\nraw line\n"
        #expect(TranscriptCoding.decode(wire) == [TranscriptEvent(.body, "A"), TranscriptEvent(.console, "raw line")])
    }

    @Test func rendersOneEventALine() {
        let text = TranscriptCoding.render([
            TranscriptEvent(.step, "tap \"Set n = 2\""),
            TranscriptEvent(.console, "update"),
            TranscriptEvent(.presentation, "sheet presented"),
            TranscriptEvent(.screen, "", lines: ["VStack", "  Button \"Set n = 2\""]),
        ])
        #expect(text == "== tap \"Set n = 2\"\nupdate\nsheet presented\nscreen:\n  VStack\n    Button \"Set n = 2\"\n")
    }
}
