import ContentModel
import Diagnostics

/// One scenario of an article: the code blocks that share its id (in document order), the
/// steps that drive it, the transcript the author pinned, and what else the author claims.
public struct Scenario: Hashable, Sendable {
    public var id: String
    /// The article's path as the user would type it (`Content/en/x.md`).
    public var file: String
    public var chunks: [CodeChunk]
    public var steps: CodeChunk?
    public var output: OutputBlock?
    /// Phenomenon ids (`P06`) the scenario demonstrates, sorted, without duplicates.
    public var covers: [String]
    public var expectation: Expectation
    /// Seconds the program may run; nil means the verifier's default.
    public var timeout: Double?
    /// Resource limits this scenario sets itself (`memory=`, `cpu=`), over the site's.
    public var limits = ResourceLimits()
    /// The fence line of each limit it sets.
    public var limitLines: [LimitCeilings.Key: Int] = [:]
    /// The `swift=` attribute: the language mode the code compiles in.
    public var languageMode: SwiftLanguageMode = .default
    /// The `project=` attribute: the concurrency build settings of the app's Xcode project.
    public var projectSettings: ProjectSettings = .default

    public init(
        id: String, file: String, chunks: [CodeChunk], steps: CodeChunk? = nil,
        output: OutputBlock? = nil, covers: [String] = [], expectation: Expectation = .init(),
        timeout: Double? = nil
    ) {
        self.id = id
        self.file = file
        self.chunks = chunks
        self.steps = steps
        self.output = output
        self.covers = covers
        self.expectation = expectation
        self.timeout = timeout
    }

    /// The opening fence of the first code block: where scenario-wide problems are reported.
    public var line: Int { chunks.first?.fenceLine ?? steps?.fenceLine ?? 1 }

    /// `Content/en/x.md#stale-sheet`, the name `statedocs run` accepts.
    public var qualifiedName: String { file + "#" + id }
}

/// What a scenario expects besides running to the end without a broken claim.
public struct Expectation: Hashable, Sendable {
    public enum Outcome: String, Hashable, Sendable, CaseIterable {
        case success
        case compileError = "compile-error"
        case crash
        case warning
    }

    public var outcome: Outcome
    /// A substring the compile error, crash message or warning must contain.
    public var message: String?

    public init(_ outcome: Outcome = .success, message: String? = nil) {
        self.outcome = outcome
        self.message = message
    }
}

/// The body of one fenced block, located in its file.
public struct CodeChunk: Hashable, Sendable {
    /// The code as written, hidden-line markers included; ends with a newline unless empty.
    public var text: String
    public var fenceLine: Int
    /// File line of the first line of `text`.
    public var firstLine: Int
    /// The whole block is compiled but not shown (the `hidden` flag).
    public var isHidden: Bool

    public init(text: String, fenceLine: Int, firstLine: Int, isHidden: Bool = false) {
        self.text = text
        self.fenceLine = fenceLine
        self.firstLine = firstLine
        self.isHidden = isHidden
    }

    /// The lines of `text`, without the final newline's empty line.
    public var lines: [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The code the reader sees: hidden lines removed.
    public var visibleText: String {
        if isHidden { return "" }
        let lines = lines
        let kept = zip(lines, HiddenLine.markers(in: lines)).filter { $1 == nil }.map(\.0)
        return kept.isEmpty ? "" : kept.joined(separator: "\n") + "\n"
    }
}

/// An `output scenario=ID` block: the transcript the author claims.
public struct OutputBlock: Hashable, Sendable {
    public var text: String
    public var fenceLine: Int
    public var firstLine: Int
    /// When set, only events of these kinds are compared (`only=console,body`).
    public var onlyKinds: [String]?

    public init(text: String, fenceLine: Int, firstLine: Int, onlyKinds: [String]? = nil) {
        self.text = text
        self.fenceLine = fenceLine
        self.firstLine = firstLine
        self.onlyKinds = onlyKinds
    }
}

extension Scenario {
    /// An error at its fence for each limit the scenario asks above the operator's ceiling.
    public func limitRefusals(under ceilings: LimitCeilings) -> [Diagnostic] {
        let requested: [(LimitCeilings.Key, UInt64?)] = [
            (.memory, limits.memoryBytes), (.cpu, limits.cpuSeconds.map { UInt64($0) }),
        ]
        return requested.compactMap { key, value in
            guard let value, let reason = ceilings.refusal(of: value, for: key, in: "\(key.rawValue)=") else { return nil }
            return Diagnostic.error(reason, file: file, line: limitLines[key] ?? line, id: .scenarioLimit)
        }
    }
}
