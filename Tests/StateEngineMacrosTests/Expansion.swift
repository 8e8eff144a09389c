import Foundation
import Testing

@testable import ScenarioKit

/// Type-checks a snippet against the engine the way a scenario compile does, with the macro
/// plugin `swift build` made, and reports what the compiler printed. Going through swiftc
/// (instead of linking the macro target into the tests) checks the plugin scenarios really
/// load, and keeps SwiftPM from building the whole test product a second time for the host.
struct MacroCompile {
    /// Each expansion the compiler dumped, as written (accessors, peers).
    var expansions: [String]
    /// `line:column: message` of each error the macro reported in the snippet.
    var macroErrors: [String] = []
    /// `line:column: message` of the compiler's own errors in the snippet.
    var otherErrors: [String] = []

    init(_ snippet: String) throws {
        let toolchain = try Toolchain.locate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-macros-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("snippet.swift")
        // The import sits on the snippet's first line so that diagnostics keep the snippet's lines.
        try ("import StateEngine; " + snippet).write(to: source, atomically: true, encoding: .utf8)
        let arguments = toolchain.typecheckArguments(
            sources: [source.path], moduleCache: folder.appendingPathComponent("module-cache").path, dumpingMacroExpansions: true)
        let output = try ProcessRunner.run(toolchain.swiftc, arguments: arguments, environment: ProcessInfo.processInfo.environment)
        expansions = Self.expansions(in: output.stderr)
        for line in output.stderr.split(separator: "\n") {
            guard line.hasPrefix(source.path + ":"), let range = line.range(of: ": error: ") else { continue }
            let position = line.dropFirst(source.path.count + 1)[..<range.lowerBound]
            let message = line[range.upperBound...]
            // swiftc appends " (from macro 'Entry ')" (with the attribute's trailing space).
            if let origin = message.range(of: " (from macro 'Entry") {
                macroErrors.append(position + ": " + message[..<origin.lowerBound])
            } else {
                otherErrors.append(position + ": " + message)
            }
        }
    }

    /// `-dump-macro-expansions` prints each expansion between two lines of dashes.
    static func expansions(in stderr: String) -> [String] {
        let separator = String(repeating: "-", count: 30)
        let parts = stderr.components(separatedBy: separator + "\n")
        return stride(from: 1, to: parts.count, by: 2).map { parts[$0].trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
