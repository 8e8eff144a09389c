import Diagnostics

/// Finds the scenarios of one article in its code blocks and reports every malformed block.
///
/// - ```` ```swift scenario=ID ```` blocks with the same id concatenate in document order;
/// - ```` ```swift steps=ID ```` holds the steps (one block per scenario);
/// - ```` ```output scenario=ID ```` holds the expected transcript (one per scenario);
/// - `covers=`, `expect=`, `message=`, `timeout=`, `memory=`, `cpu=`, `swift=` may sit on any
///   code block of the scenario.
public enum ScenarioExtractor {
    public struct Result: Sendable, Hashable {
        public var scenarios: [Scenario]
        public var diagnostics: [Diagnostic]
    }

    /// `changed=` and `changed-from=` mark lines on the page (SiteKit's `ChangedLines` checks them).
    static let codeAttributes: Set<String> = ["scenario", "covers", "expect", "message", "timeout", "memory", "cpu", "swift", "project", "changed", "changed-from"]
    static let stepsAttributes: Set<String> = ["steps"]
    static let outputAttributes: Set<String> = ["scenario", "only"]
    static let codeFlags: Set<String> = ["hidden"]

    public static func extract(from blocks: [SourceBlock], file: String) -> Result {
        var builder = Builder(file: file)
        for block in blocks { builder.add(block) }
        return builder.finish()
    }

    private struct Draft {
        var id: String
        var chunks: [CodeChunk] = []
        var steps: CodeChunk?
        var output: OutputBlock?
        var covers: Set<String> = []
        var expect: (value: Expectation.Outcome, line: Int)?
        var message: (value: String, line: Int)?
        var timeout: Double?
        var limits = ResourceLimits()
        var limitLines: [LimitCeilings.Key: Int] = [:]
        var languageMode: (value: SwiftLanguageMode, line: Int)?
        var projectSettings: (value: ProjectSettings, line: Int)?
        var firstLine: Int
    }

    private struct Builder {
        let file: String
        var order: [String] = []
        var drafts: [String: Draft] = [:]
        var diagnostics: [Diagnostic] = []

        init(file: String) { self.file = file }

        mutating func error(_ message: String, _ line: Int, _ id: Diagnostic.ID, notes: [Diagnostic.Note] = []) {
            diagnostics.append(.error(message, file: file, line: line, id: id, notes: notes))
        }

        mutating func draft(_ id: String, line: Int) -> Draft {
            if let draft = drafts[id] { return draft }
            order.append(id)
            return Draft(id: id, firstLine: line)
        }

        mutating func add(_ block: SourceBlock) {
            switch block.role {
            case .scenario(let id): addCode(block, id: id)
            case .steps(let id): addSteps(block, id: id)
            case .output(let id): addOutput(block, id: id)
            case .plain:
                // A plain block is fine; scenario attributes without an id are a typo.
                let stray = block.attributes.keys.filter { Self.scenarioOnlyKeys.contains($0) }.sorted()
                if let key = stray.first {
                    error("'\(key)=' only applies to a scenario block; add scenario=ID", block.fenceLine, .scenarioAttribute)
                }
            case .other:
                break
            }
        }

        static let scenarioOnlyKeys: Set<String> = ["covers", "expect", "message", "timeout", "memory", "cpu", "swift", "project", "only"]

        func validID(_ id: String) -> Bool {
            !id.isEmpty && id.unicodeScalars.allSatisfy {
                ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_"
            }
        }

        mutating func checkAttributes(_ block: SourceBlock, allowed: Set<String>, flags: Set<String>, kind: String) {
            for key in block.attributes.keys.sorted() where !allowed.contains(key) {
                error(
                    "unknown attribute '\(key)' on \(kind) block (known: \(allowed.sorted().joined(separator: ", ")))",
                    block.fenceLine, .scenarioAttribute)
            }
            for flag in block.flags.sorted() where !flags.contains(flag) {
                let known = flags.isEmpty ? "it takes none" : "known: " + flags.sorted().joined(separator: ", ")
                error("unknown flag '\(flag)' on \(kind) block (\(known))", block.fenceLine, .scenarioAttribute)
            }
        }

        mutating func addCode(_ block: SourceBlock, id: String) {
            guard validID(id) else {
                error("scenario id '\(id)' must use letters, digits, '-' and '_'", block.fenceLine, .scenarioID)
                return
            }
            checkAttributes(block, allowed: ScenarioExtractor.codeAttributes, flags: ScenarioExtractor.codeFlags, kind: "scenario")
            var draft = self.draft(id, line: block.fenceLine)
            draft.chunks.append(
                CodeChunk(
                    text: block.literal, fenceLine: block.fenceLine, firstLine: block.firstCodeLine,
                    isHidden: block.flags.contains("hidden")))
            if let covers = block.attributes["covers"] {
                for raw in covers.split(separator: ",") {
                    let item = raw.trimmingCharacters(in: " ")
                    // Which ids exist is the site's own list (CoveragePolicy), checked by verify.
                    if validID(item) {
                        draft.covers.insert(item)
                    } else {
                        error("covers= takes ids of letters, digits, '-' and '_' like P06, not '\(item)'", block.fenceLine, .scenarioCovers)
                    }
                }
            }
            if let value = block.attributes["expect"] {
                if let outcome = Expectation.Outcome(rawValue: value) {
                    if let earlier = draft.expect, earlier.value != outcome {
                        error(
                            "scenario '\(id)' already expects \(earlier.value.rawValue) (line \(earlier.line))",
                            block.fenceLine, .scenarioExpect)
                    } else {
                        draft.expect = (outcome, block.fenceLine)
                    }
                } else {
                    let known = Expectation.Outcome.allCases.map(\.rawValue).joined(separator: ", ")
                    error("unknown expect value '\(value)' (known: \(known))", block.fenceLine, .scenarioExpect)
                }
            }
            if let message = block.attributes["message"] {
                if let earlier = draft.message, earlier.value != message {
                    error("scenario '\(id)' already has a message (line \(earlier.line))", block.fenceLine, .scenarioMessage)
                } else {
                    draft.message = (message, block.fenceLine)
                }
            }
            if let value = block.attributes["timeout"] {
                if let seconds = Double(value), seconds > 0, seconds <= 600 {
                    draft.timeout = seconds
                } else {
                    error("timeout= takes seconds between 0 and 600, not '\(value)'", block.fenceLine, .scenarioTimeout)
                }
            }
            // How much is allowed is the operator's ceiling, checked where it is known
            // (`Scenario.limitRefusals`); here only what a value is.
            if let value = block.attributes["memory"] {
                if let bytes = LimitCeilings.parse(value, for: .memory), bytes >= 64 << 20 {
                    draft.limits.memoryBytes = bytes
                    draft.limitLines[.memory] = block.fenceLine
                } else {
                    error("memory= takes a size of at least 64 MiB such as 512MiB, not '\(value)'", block.fenceLine, .scenarioLimit)
                }
            }
            if let value = block.attributes["cpu"] {
                if let seconds = LimitCeilings.parse(value, for: .cpu) {
                    draft.limits.cpuSeconds = Int(seconds)
                    draft.limitLines[.cpu] = block.fenceLine
                } else {
                    error("cpu= takes whole seconds of CPU time, not '\(value)'", block.fenceLine, .scenarioLimit)
                }
            }
            if let value = block.attributes["swift"] {
                if let mode = SwiftLanguageMode(rawValue: value) {
                    if let earlier = draft.languageMode, earlier.value != mode {
                        error("scenario '\(id)' already compiles as swift=\(earlier.value.rawValue) (line \(earlier.line))", block.fenceLine, .scenarioSwift)
                    } else {
                        draft.languageMode = (mode, block.fenceLine)
                    }
                } else {
                    let known = SwiftLanguageMode.allCases.map(\.rawValue).joined(separator: " or ")
                    error("swift= takes the language mode \(known), not '\(value)'", block.fenceLine, .scenarioSwift)
                }
            }
            if let value = block.attributes["project"] {
                if let settings = ProjectSettings(rawValue: value) {
                    if let earlier = draft.projectSettings, earlier.value != settings {
                        error("scenario '\(id)' already compiles with project=\(earlier.value.rawValue) (line \(earlier.line))", block.fenceLine, .scenarioProject)
                    } else {
                        draft.projectSettings = (settings, block.fenceLine)
                    }
                } else {
                    let known = ProjectSettings.allCases.map(\.rawValue).joined(separator: " or ")
                    error("project= takes the project settings \(known), not '\(value)'", block.fenceLine, .scenarioProject)
                }
            }
            drafts[id] = draft
        }

        mutating func addSteps(_ block: SourceBlock, id: String) {
            checkAttributes(block, allowed: ScenarioExtractor.stepsAttributes, flags: [], kind: "steps")
            guard var draft = drafts[id] else {
                error("steps block for scenario '\(id)', but no ```swift scenario=\(id) block comes before it", block.fenceLine, .scenarioOrphan)
                return
            }
            if let earlier = draft.steps {
                error(
                    "scenario '\(id)' already has a steps block; merge them", block.fenceLine, .scenarioDuplicate,
                    notes: [.init("the first steps block of '\(id)' is here", file: file, line: earlier.fenceLine)])
                return
            }
            draft.steps = CodeChunk(text: block.literal, fenceLine: block.fenceLine, firstLine: block.firstCodeLine)
            drafts[id] = draft
        }

        mutating func addOutput(_ block: SourceBlock, id: String) {
            checkAttributes(block, allowed: ScenarioExtractor.outputAttributes, flags: [], kind: "output")
            guard var draft = drafts[id] else {
                error("output block for scenario '\(id)', but no ```swift scenario=\(id) block comes before it", block.fenceLine, .scenarioOrphan)
                return
            }
            if let earlier = draft.output {
                error(
                    "scenario '\(id)' already has an output block", block.fenceLine, .scenarioDuplicate,
                    notes: [.init("the first output block of '\(id)' is here", file: file, line: earlier.fenceLine)])
                return
            }
            var only: [String]?
            if let list = block.attributes["only"] {
                var kinds: [String] = []
                let known = TranscriptKinds.names
                for raw in list.split(separator: ",") {
                    let kind = raw.trimmingCharacters(in: " ")
                    if known.contains(kind) {
                        kinds.append(kind)
                    } else {
                        error("unknown event kind '\(kind)' in only= (known: \(known.sorted().joined(separator: ", ")))", block.fenceLine, .scenarioOnly)
                    }
                }
                only = kinds
            }
            draft.output = OutputBlock(text: block.literal, fenceLine: block.fenceLine, firstLine: block.firstCodeLine, onlyKinds: only)
            drafts[id] = draft
        }

        func finish() -> Result {
            var scenarios: [Scenario] = []
            var diagnostics = self.diagnostics
            for id in order {
                guard let draft = drafts[id] else { continue }
                // Code that reaches the runtime by name is refused, and the scenario not run.
                let reserved = ReservedNames.uses(in: draft.chunks + (draft.steps.map { [$0] } ?? []))
                guard reserved.isEmpty else {
                    diagnostics += reserved.map { .error($0.message, file: file, line: $0.line, id: .scenarioReservedName) }
                    continue
                }
                var expectation = Expectation(draft.expect?.value ?? .success, message: draft.message?.value)
                if let message = draft.message, expectation.outcome == .success {
                    diagnostics.append(
                        .error("message= needs expect=compile-error, crash or warning", file: file, line: message.line, id: .scenarioMessage))
                    expectation.message = nil
                }
                if let excess = Self.nestingExcess(of: draft.chunks + (draft.steps.map { [$0] } ?? [])) {
                    // Never parsed nor compiled: swift-syntax and the compiler recurse per level.
                    diagnostics.append(.error("scenario code nests too deeply: \(excess.description)", file: file, line: excess.line, id: .scenarioNesting))
                    continue
                }
                var scenario = Scenario(
                    id: id, file: file, chunks: draft.chunks, steps: draft.steps, output: draft.output,
                    covers: draft.covers.sorted(), expectation: expectation, timeout: draft.timeout)
                scenario.limits = draft.limits
                scenario.limitLines = draft.limitLines
                scenario.languageMode = draft.languageMode?.value ?? .default
                scenario.projectSettings = draft.projectSettings?.value ?? .default
                scenarios.append(scenario)
            }
            return Result(scenarios: scenarios, diagnostics: diagnostics.sorted())
        }

        /// Where the scenario's code, its chunks one after another as they are compiled, first
        /// nests deeper than `SwiftNesting` allows (the file line), or nil.
        static func nestingExcess(of chunks: [CodeChunk]) -> (line: Int, description: String)? {
            guard let excess = SwiftNesting.excess(in: chunks.map(\.text).joined(separator: "\n")) else { return nil }
            var remaining = excess.line
            for chunk in chunks {
                let lines = chunk.text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                if remaining < lines { return (chunk.firstLine + remaining, excess.description) }
                remaining -= lines
            }
            return (chunks.last?.firstLine ?? 1, excess.description)
        }
    }
}

extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
