/// A problem found in the user's input, located in a file (and line and column where known).
///
/// Shared by every stage of a build (content loading, link checking, scenarios) so that all
/// of them report the same way: `path:line:col: error: message`, the form compilers use and
/// editors jump to.
public struct Diagnostic: Error, Hashable, Sendable, Encodable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable, Encodable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    /// Path as the user would type it, relative to the working directory where possible.
    public var file: String
    /// 1-based; nil when the problem concerns the whole file.
    public var line: Int?
    public var column: Int?
    public var message: String
    /// The kind of problem, from the catalogue (`DiagnosticID`); prints as `link.broken`.
    public var id: ID
    /// Extra lines shown under the message (a diff, the labels on screen, ...).
    public var details: [String]
    /// Other places that explain this one (the first occurrence of a duplicate).
    public var notes: [Note]
    /// What would fix it, when that is known.
    public var solutions: [Solution]

    public init(
        _ severity: Severity, file: String, line: Int? = nil, column: Int? = nil,
        id: ID, _ message: String, details: [String] = [], notes: [Note] = [], solutions: [Solution] = []
    ) {
        // The catalogue documents each id's severity; a report that disagrees is a bug here.
        assert(severity == id.severity, "\(id) is reported as \(severity), but the catalogue says \(id.severity)")
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.id = id
        self.details = details
        self.notes = notes
        self.solutions = solutions
    }

    public static func error(
        _ message: String, file: String, line: Int? = nil, column: Int? = nil, id: ID,
        details: [String] = [], notes: [Note] = [], solutions: [Solution] = []
    ) -> Diagnostic {
        Diagnostic(.error, file: file, line: line, column: column, id: id, message, details: details, notes: notes, solutions: solutions)
    }

    public static func warning(
        _ message: String, file: String, line: Int? = nil, column: Int? = nil, id: ID,
        details: [String] = [], notes: [Note] = [], solutions: [Solution] = []
    ) -> Diagnostic {
        Diagnostic(.warning, file: file, line: line, column: column, id: id, message, details: details, notes: notes, solutions: solutions)
    }

    /// `path:line:col: severity: message`, with the parts that are unknown left out.
    public var location: String { Self.location(file: file, line: line, column: column) }

    static func location(file: String, line: Int?, column: Int?) -> String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }

    /// The message, its details, then each note as a `note:` line of its own (the way
    /// compilers print them, so editors jump to both places) and each solution as `fix:`.
    /// Escaped for the terminal (`UntrustedText`): file names, messages and details come
    /// from a pull request, and this text is printed on a CI runner.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        for detail in details { text += "\n" + detail }
        for note in notes { text += "\n" + note.description }
        for solution in solutions { text += "\n" + solution.description }
        return UntrustedText.escapeLines(text)
    }

    /// A GitHub Actions workflow command, which GitHub shows as an annotation on the file.
    /// Escaped for the terminal first (the runner's log shows ANSI colours), then for
    /// workflow commands, so no part of it can end the command or start another.
    public var githubAnnotation: String {
        var properties = ["file=\(escapeProperty(UntrustedText.escape(file)))"]
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=\(escapeProperty(UntrustedText.escape(id.rawValue)))")
        let body = UntrustedText.escapeLines(([message] + details + notes.map(\.description) + solutions.map(\.description)).joined(separator: "\n"))
        let command = severity == .note ? "notice" : severity.rawValue
        return "::\(command) \(properties.joined(separator: ",")):: \(escapeData(body))"
    }

    // GitHub's workflow-command escaping: data escapes %, CR, LF; properties also : and ,.
    private func escapeData(_ text: String) -> String {
        escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A", "\r\n": "%0D%0A"])
    }

    private func escapeProperty(_ text: String) -> String {
        escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A", "\r\n": "%0D%0A", ":": "%3A", ",": "%2C"])
    }

    private func escape(_ text: String, _ table: [Character: String]) -> String {
        var out = ""
        for character in text { out += table[character] ?? String(character) }
        return out
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, then line, then column, so reports read top to bottom.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.column ?? 0, lhs.message)
            < (rhs.file, rhs.line ?? 0, rhs.column ?? 0, rhs.message)
    }
}

/// Thrown when a stage found problems; carries every diagnostic, not just the first.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
