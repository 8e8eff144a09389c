/// What a trapped scenario left on standard error: Swift's `file:line: Fatal error: message`.
public struct CrashReport: Hashable, Sendable {
    /// `Fatal error: boom`, `Precondition failed: ...`, as Swift words it.
    public var message: String
    /// Line in the scenario's virtual file, when the trap was raised in scenario code.
    public var line: Int?

    static let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]

    static func parse(stderr: String) -> CrashReport? {
        for raw in stderr.split(separator: "\n") {
            let line = String(raw)
            for kind in kinds {
                guard let range = line.range(of: kind) else { continue }
                let message = String(line[range.lowerBound...])
                let prefix = line[..<range.lowerBound]
                var located: Int?
                // `Scenario/scenario.md:12: ` before the message when the trap is in scenario code.
                if prefix.hasSuffix(": ") {
                    let parts = prefix.dropLast(2).split(separator: ":")
                    if parts.count >= 2, let number = Int(parts[parts.count - 1]),
                        parts.dropLast().joined(separator: ":").hasSuffix(ScenarioProgram.virtualFile)
                    {
                        located = number
                    }
                }
                return CrashReport(message: message, line: located)
            }
        }
        return nil
    }
}
