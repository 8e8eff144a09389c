import Testing

@testable import Transcript

/// The launcher's requests and answers cross a socket between statedocs and a scenario's
/// process (chosen format: one field a line); what one side encodes the other must decode, and
/// anything else is refused rather than guessed.
@Suite struct LaunchProtocolTests {
    @Test func requestsAndStatusesSurviveTheirEncoding() {
        let requests = [
            LaunchRequest(scenario: ProgramABI.scenarioNamespacePrefix + "12", limits: []),
            LaunchRequest(
                scenario: "s", limits: [.init(resource: 9, soft: 1 << 30, hard: 1 << 30), .init(resource: 0, soft: 30, hard: 31)]),
            LaunchRequest(scenario: "max", limits: [.init(resource: 1, soft: .max, hard: .max)]),
        ]
        for request in requests { #expect(LaunchRequest(decoding: request.encoded) == request) }
        for status in [LaunchStatus.exited(0), .exited(255), .signaled(4), .failed("fork: Resource temporarily unavailable")] {
            #expect(LaunchStatus(decoding: status.encoded) == status)
        }
    }

    @Test func malformedMessagesAreRefused() {
        for text in ["", "limit 9 1 1", "scenario a\nlimit 9 1", "scenario a\nlimit x 1 1", "scenario a\nprivate-tmp 1", "scenario a b", "scenario a\nother 1"] {
            #expect(LaunchRequest(decoding: Array(text.utf8)) == nil, "\(text)")
        }
        for text in ["", "exited", "exited x", "signaled 99999999999", "ended 0"] {
            #expect(LaunchStatus(decoding: Array(text.utf8)) == nil, "\(text)")
        }
    }
}

@Suite struct RecordSealTests {
    @Test func aLineSplitsBackIntoItsRecordAndTag() throws {
        let tag = [UInt8](0..<32)
        let line = RecordSeal.line(record: ResultRecord.step(line: 7).encoded, tag: tag)
        let split = try #require(RecordSeal.split(Substring(line)))
        #expect(split.record == Substring(ResultRecord.step(line: 7).encoded))
        #expect(split.tag == tag)
        #expect(RecordSeal.split(Substring(ResultRecord.end.encoded)) == nil)
        #expect(RecordSeal.split(Substring(line.dropLast())) == nil)
    }

    @Test func theSecretTravelsWithTheRequest() throws {
        let secret = [UInt8](repeating: 0xa5, count: RecordSeal.keyByteCount)
        let request = LaunchRequest(scenario: "s", limits: [], secret: secret)
        #expect(LaunchRequest(decoding: request.encoded) == request)
        // A secret of another length is refused with the request.
        #expect(LaunchRequest(decoding: Array("scenario s\nsecret abcd".utf8)) == nil)
    }
}
