extension Diagnostic {
    /// Another place that explains the diagnostic, e.g. where a duplicated id was first used.
    public struct Note: Hashable, Sendable, Encodable, CustomStringConvertible {
        public var file: String
        public var line: Int?
        public var column: Int?
        public var message: String

        public init(_ message: String, file: String, line: Int? = nil, column: Int? = nil) {
            self.message = message
            self.file = file
            self.line = line
            self.column = column
        }

        public var description: String {
            "\(Diagnostic.location(file: file, line: line, column: column)): note: \(message)"
        }
    }

    /// A way to fix the problem: a sentence, and the command that does it where there is one.
    public struct Solution: Hashable, Sendable, Encodable, CustomStringConvertible {
        public var summary: String
        public var command: String?

        public init(_ summary: String, command: String? = nil) {
            self.summary = summary
            self.command = command
        }

        public var description: String {
            "  fix: " + summary + (command.map { ": `\($0)`" } ?? "")
        }
    }
}
