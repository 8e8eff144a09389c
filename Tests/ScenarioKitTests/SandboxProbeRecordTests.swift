import Foundation
import Testing

@testable import ScenarioKit

/// The sandbox probe's record in the build cache (issue #32: starting bwrap to learn that it
/// works was most of a build that changed nothing). Chosen rules, on `SandboxProbeRecord`.
@Suite struct SandboxProbeRecordTests {
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-probe-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test func aRecordedSuccessHoldsUnderTheSameConditions() throws {
        try withFolder { folder in
            #expect(!SandboxProbeRecord.holds(in: folder, bwrap: "/bin/sh"))
            SandboxProbeRecord.recordSuccess(in: folder, bwrap: "/bin/sh")
            #expect(SandboxProbeRecord.holds(in: folder, bwrap: "/bin/sh"))
            // Another bwrap binary is another sandbox.
            #expect(!SandboxProbeRecord.holds(in: folder, bwrap: "/bin/ls"))
        }
    }

    @Test func aChangedBwrapBinaryIsProbedAgain() throws {
        try withFolder { folder in
            let bwrap = folder.appendingPathComponent("bwrap")
            try Data("one".utf8).write(to: bwrap)
            SandboxProbeRecord.recordSuccess(in: folder, bwrap: bwrap.path)
            #expect(SandboxProbeRecord.holds(in: folder, bwrap: bwrap.path))
            // An upgrade replaces the file: another inode, size and time.
            try FileManager.default.removeItem(at: bwrap)
            try Data("two, upgraded".utf8).write(to: bwrap)
            #expect(!SandboxProbeRecord.holds(in: folder, bwrap: bwrap.path))
        }
    }

    @Test func aRecordFromOtherConditionsDoesNotHold() throws {
        try withFolder { folder in
            SandboxProbeRecord.recordSuccess(in: folder, bwrap: "/bin/sh")
            let file = folder.appendingPathComponent(SandboxProbeRecord.fileName)
            let recorded = try String(contentsOf: file, encoding: .utf8)
            // Another boot (a kernel setting may have changed with it), written as a planted record would be.
            let lines = recorded.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.hasPrefix("boot ") ? "boot 00000000-0000-0000-0000-000000000000" : String(line)
            }
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            #expect(!SandboxProbeRecord.holds(in: folder, bwrap: "/bin/sh"))
        }
    }

    @Test func theConditionsNameTheBootTheUserTheNamespacesAndTheTool() throws {
        let conditions = try #require(SandboxProbeRecord.conditions(bwrap: "/bin/sh"))
        for prefix in ["boot ", "user ", "bwrap /bin/sh ", "tool ", "namespace user:", "namespace mnt:", "status "] {
            #expect(conditions.contains { $0.hasPrefix(prefix) }, "no \(prefix) line")
        }
    }
}
