import Testing
@testable import Transcript

/// The `.frames` event: one typed summary of a step's animation frames, one text form.
@Suite struct FrameReportTests {
    static let report = FrameReport(
        spans: [.init(subject: "Ring", start: 0, end: 0.35, from: "0", to: "100", frames: 21)],
        bodies: [.init(type: "Ring", count: 21)])

    @Test func framesRenderAsOneLinePerAnimatedValue() {
        let text = TranscriptCoding.render([TranscriptEvent.frames(Self.report)])
        #expect(text == "frames 0.00-0.35 s: Ring 0 -> 100, 21 frames\nbodies in frames: Ring.body x21\n")
    }

    @Test func framesSurviveTheWire() {
        let event = TranscriptEvent.frames(Self.report)
        #expect(TranscriptCoding.decode(TranscriptCoding.encode(event)) == [event])
    }
}
