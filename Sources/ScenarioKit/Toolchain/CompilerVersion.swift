import Foundation

/// A Swift compiler's version, as `swiftc --version` names it: "Swift version 6.3.1
/// (swift-6.3.1-RELEASE)" (or "Apple Swift version …" on macOS).
///
/// The engine's modules load only in the compiler that built them, so the version that built
/// the engine is recorded beside it and compared with the `swiftc` scenarios will use.
public struct CompilerVersion: Sendable, Hashable, CustomStringConvertible {
    /// The whole "Swift version …" line.
    public var line: String

    /// Reads the first "Swift version" line of `swiftc --version`'s output.
    public init?(versionOutput: String) {
        guard let line = versionOutput.split(whereSeparator: \.isNewline).first(where: { $0.contains("Swift version ") }) else { return nil }
        self.line = line.trimmingCharacters(in: .whitespaces)
    }

    /// The release number alone ("6.3.1"), for file names.
    public var number: String {
        guard let range = line.range(of: "Swift version ") else { return line }
        return String(line[range.upperBound...].prefix { !$0.isWhitespace })
    }

    /// "Swift 6.3.1 (swift-6.3.1-RELEASE)": the line without the vendor and the word "version".
    public var description: String {
        guard let range = line.range(of: "Swift version ") else { return line }
        return "Swift " + line[range.upperBound...]
    }

    /// What SwiftPM writes into a build folder (`swift-version-<hash>.txt`, the output of the
    /// `swiftc --version` it built with) and `scripts/install` copies beside the installed
    /// engine as `swift-version.txt`.
    static let recordPrefix = "swift-version"

    /// The compiler that built the engine in `directory`: its newest record (SwiftPM writes a
    /// new one when the toolchain changes), or nil when there is none.
    public static func recorded(in directory: String) -> CompilerVersion? {
        let fm = FileManager.default
        let records = ((try? fm.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasPrefix(recordPrefix) && $0.hasSuffix(".txt") }
            .map { directory + "/" + $0 }
        let newest = records.max { modified($0) < modified($1) }
        guard let newest, let text = try? String(contentsOfFile: newest, encoding: .utf8) else { return nil }
        return CompilerVersion(versionOutput: text)
    }

    private static func modified(_ path: String) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
    }
}

extension Toolchain {
    /// The file, in the engine's folder, naming the last compiler found to be the engine's
    /// (its path and file identities): `swiftc --version` costs about 0.1 s of CPU, which a
    /// build with every scenario cached should not pay on each run.
    static let checkedCompilerRecord = ".swiftc-checked"

    /// Refuses a `swiftc` other than the one that built the engine, in one line naming both,
    /// instead of the compiler's "module compiled with Swift X cannot be imported" on every
    /// scenario. Without a record of the engine's compiler, nothing is checked.
    public func checkCompiler(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let built = builtWith else { return }
        let identity = compilerIdentity(expecting: built)
        let record = engineDirectory + "/" + Self.checkedCompilerRecord
        if let checked = try? String(contentsOfFile: record, encoding: .utf8), checked == identity { return }
        let output: ProcessRunner.Output
        do {
            output = try ProcessRunner.run(swiftc, arguments: ["--version"], environment: environment, limits: .init(timeout: 60))
        } catch {
            throw ToolchainError("cannot run \(swiftc) --version (\(error)); install Swift \(built.number) or set SWIFTC to its swiftc")
        }
        guard let found = CompilerVersion(versionOutput: output.stdout + "\n" + output.stderr) else {
            throw ToolchainError("\(swiftc) --version does not name a Swift version; set SWIFTC to the swiftc of \(built)")
        }
        guard found.line == built.line else {
            throw ToolchainError(
                "\(swiftc) is \(found), but this statedocs and its engine were built with \(built): "
                    + "install that toolchain (or set SWIFTC to its swiftc), or rebuild statedocs with this one (scripts/install)")
        }
        // Best effort: a read-only engine folder (an installed tool) checks on every run.
        try? Data(identity.utf8).write(to: URL(fileURLWithPath: record), options: .atomic)
    }

    /// What the check depends on: the engine's compiler, the `swiftc` named, and the identity
    /// of the files it resolves to (a replaced or updated toolchain has others).
    private func compilerIdentity(expecting built: CompilerVersion) -> String {
        let resolved = resolvedCompiler.path
        let frontend = compilerDirectory.appendingPathComponent("swift-frontend").path
        return [built.line, swiftc, resolved, FileIdentity.of(resolved) ?? "-", FileIdentity.of(frontend) ?? "-"].joined(separator: "\n") + "\n"
    }
}
