/// One diagnostic swiftc printed, located in the scenario's virtual file when it can be.
public struct CompilerMessage: Codable, Hashable, Sendable {
    public enum Severity: String, Codable, Sendable { case error, warning, note }

    public var severity: Severity
    /// Line and column in the virtual file (`scenario.md`); nil when swiftc named another
    /// file (the generated prologue, a module) or no place at all (the linker).
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(severity: Severity, line: Int?, column: Int?, message: String) {
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
    }

    /// Reads swiftc's `-diagnostic-style=llvm` output: `file:line:col: error: message`, and
    /// file-less `error: ...` lines (driver and linker).
    static func parse(_ output: String) -> [CompilerMessage] {
        parseNamingFiles(output).map(\.message)
    }

    /// The messages with the file each names (nil for file-less lines), for a batch to tell
    /// which of its scenarios a message is about.
    static func parseNamingFiles(_ output: String) -> [(file: String?, message: CompilerMessage)] {
        var messages: [(String?, CompilerMessage)] = []
        for raw in output.split(separator: "\n") {
            let line = String(raw)
            if let located = parseLocated(line) {
                messages.append(located)
            } else {
                for severity in [Severity.error, .warning] where line.hasPrefix(severity.rawValue + ": ") {
                    messages.append((nil, .init(severity: severity, line: nil, column: nil, message: String(line.dropFirst(severity.rawValue.count + 2)))))
                }
            }
        }
        return messages
    }

    private static func parseLocated(_ line: String) -> (String, CompilerMessage)? {
        for severity in [Severity.error, .warning, .note] {
            let tag = ": \(severity.rawValue): "
            guard let tagRange = line.range(of: tag) else { continue }
            let location = line[..<tagRange.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1])
            else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            let inScenario = file == ScenarioProgram.virtualFile || file.hasSuffix("/" + ScenarioProgram.virtualFile)
            return (file, CompilerMessage(
                severity: severity, line: inScenario ? row : nil, column: inScenario ? column : nil,
                message: String(line[tagRange.upperBound...])))
        }
        return nil
    }
}
