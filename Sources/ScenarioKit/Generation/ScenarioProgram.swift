import ContentModel
import Transcript

/// The Swift program generated for one scenario, and how to map its lines back to Markdown.
///
/// The program names a virtual file (`scenario.md`) whose lines are the scenario's code lines
/// counted without the prose between blocks. So the source, and the cache key made from it,
/// do not change when prose around the scenario is edited, and an English scenario and its
/// identical Chinese twin compile once. `location(ofLine:column:)` turns a line the compiler
/// or a trap reports into the article's file line and column.
public struct ScenarioProgram: Hashable, Sendable {
    public static let virtualFile = "scenario.md"
    public static let moduleName = "Scenario"

    public var source: String
    var segments: [Segment]
    /// The virtual file's lines (line 1 first): the scenario's declarations, then its steps
    /// from index `stepsStart` on. A batch (`ScenarioBatch`) compiles them in another frame.
    var virtualLines: [String] = []
    var stepsStart: Int
    /// The virtual lines of the steps block's statements, in the order they run: each
    /// announces itself (`ResultRecord.step`) before it runs, and a run completed only when
    /// all of them did, in this order, before the end record (see `ExpectationChecker`).
    var stepLines: [Int] = []
    /// The language mode swiftc compiles `source` in (the scenario's `swift=`).
    public var languageMode: SwiftLanguageMode = .default
    /// The project settings swiftc compiles `source` with (the scenario's `project=`).
    public var projectSettings: ProjectSettings = .default
    public var compileSettings: CompileSettings { CompileSettings(languageMode: languageMode, project: projectSettings) }

    struct Segment: Hashable, Sendable {
        var virtualStart: Int
        var fileFirstLine: Int
        /// Per line: how many characters were removed (a hidden-line marker) or, negative,
        /// inserted (a step marker) after the first `indent` characters.
        var markers: [Marker?]
    }

    struct Marker: Hashable, Sendable {
        var indent: Int
        var width: Int
    }

    /// The file line and column of a line of the virtual file, or nil for generated lines.
    public func location(ofLine line: Int, column: Int? = nil) -> (line: Int, column: Int?)? {
        for segment in segments {
            let offset = line - segment.virtualStart
            guard offset >= 0, offset < segment.markers.count else { continue }
            var mappedColumn = column
            if let column, let marker = segment.markers[offset], column > marker.indent {
                mappedColumn = column + marker.width
            }
            return (segment.fileFirstLine + offset, mappedColumn)
        }
        return nil
    }
}

public enum ProgramGenerator {
    /// One `main.swift` for the scenario: its code blocks in order, then its steps as
    /// top-level statements. `import SwiftUI` and `import Combine` become `import StateEngine`.
    public static func generate(_ scenario: Scenario) -> ScenarioProgram {
        var out = header + imports + shadowedFoundation + runtimeSetup
        out.append("#sourceLocation(file: \"\(ScenarioProgram.virtualFile)\", line: 1)")
        var segments: [ScenarioProgram.Segment] = []
        var virtualLines: [String] = []
        var stepsStart: Int?
        var stepLines: [Int] = []
        var virtualLine = 1
        let parts = scenario.chunks.map { ($0, false) } + (scenario.steps.map { [($0, true)] } ?? [])
        // Imports are mapped in every chunk first: `@Model` expands only in a program that
        // imports SwiftData, and its relationships are read across all the program's models.
        let unmapped = parts.map { chunk, _ in
            var markers: [ScenarioProgram.Marker?] = []
            var lines: [String] = []
            let chunkLines = chunk.lines
            for (line, hidden) in zip(chunkLines, HiddenLine.markers(in: chunkLines)) {
                if let hidden {
                    let indent = line.prefix { $0 == " " || $0 == "\t" }.count
                    markers.append(.init(indent: indent, width: hidden.markerWidth))
                    lines.append(hidden.code)
                } else {
                    markers.append(nil)
                    lines.append(String(line))
                }
            }
            return (markers, lines)
        }
        // What `import SwiftUI` re-exports depends on the whole program (an AppKit import anywhere).
        let reexported = ImportMapping.reexportedModule(in: unmapped.map(\.1))
        let mapped = unmapped.map { markers, lines in
            (markers, PreviewAndMainRemoval.blank(ImportMapping.map(lines, reexported: reexported)))
        }
        let models = ModelExpansion.survey(mapped.map(\.1))
        for ((chunk, isSteps), (chunkMarkers, mappedLines)) in zip(parts, mapped) {
            var markers = chunkMarkers
            var lines = ModelExpansion.expand(DelegateAdaptorExpansion.expand(EntryExpansion.expand(mappedLines)), survey: models)
            if isSteps {
                for (index, column) in StepMarkers.statementStarts(in: lines) where markers[index] == nil {
                    let call = StepMarkers.call(line: virtualLine + index)
                    let line = lines[index]
                    let split = line.index(line.startIndex, offsetBy: column)
                    lines[index] = String(line[..<split]) + call + String(line[split...])
                    markers[index] = .init(indent: column, width: -call.count)
                    stepLines.append(virtualLine + index)
                }
            }
            if isSteps { stepsStart = virtualLines.count }
            virtualLines += lines
            segments.append(.init(virtualStart: virtualLine, fileFirstLine: chunk.firstLine, markers: markers))
            virtualLine += markers.count
        }
        out += virtualLines
        out.append("#sourceLocation()")
        // Reached only when every step returned: the driver confirms the end.
        out.append(finish)
        return ScenarioProgram(
            source: out.joined(separator: "\n") + "\n", segments: segments, virtualLines: virtualLines,
            stepsStart: stepsStart ?? virtualLines.count, stepLines: stepLines, languageMode: scenario.languageMode,
            projectSettings: scenario.projectSettings)
    }

    /// The opening of every generated file: the C library, for scenario code that
    /// uses it without importing it. `@preconcurrency`: the prelude's use of C's
    /// `stdout`/`stderr` globals compiles in the Swift 6 language mode too (scenarios default
    /// to it, see `swift=`).
    static let header = [
        "// Generated by statedocs from a Markdown scenario; edit the article, not this file.",
        "#if canImport(Glibc)",
        "@preconcurrency import Glibc",
        "#elseif canImport(Darwin)",
        "@preconcurrency import Darwin",
        "#endif",
    ]

    /// The engine, and the runtime whose entry points the generated code calls.
    static let imports = ProgramABI.modules.map { "import " + $0 }

    /// Foundation members the engine replaces, declared once in the program's module: there
    /// they shadow Foundation's for the scenario's code even when it imports Foundation itself,
    /// which a declaration in the engine could not. `Date()` and `Date.now` read the virtual
    /// clock (the engine's Time/VirtualDate.swift); `UserDefaults.standard` is the app's
    /// defaults (Data/State/StandardDefaults.swift).
    static let shadowedFoundation = [
        "extension Date {",
        "    init() { self = \(ProgramABI.virtualNow)() }",
        "    static var now: Date { \(ProgramABI.virtualNow)() }",
        "}",
        // `UserDefaults.standard` is the app's defaults in the engine, shared with
        // `@AppStorage` and kept in memory (StateEngine's StandardDefaults.swift), shadowing
        // Foundation's, which would write a file in the home folder, the same way.
        "extension UserDefaults {",
        "    static var standard: UserDefaults { \(ProgramABI.standardDefaults)() }",
        "}",
    ]

    /// What runs before the scenario's own code (the transcript's descriptor and the run's
    /// secret, line-buffered output: see `ProgramABI.startScenario`).
    static let runtimeSetup = ["\(ProgramABI.startScenario)()"]

    /// The last statement of a program compiled alone, reached only when every step returned:
    /// the runtime's end record. (A batch's runtime writes it when the run function returns.)
    static let finish = "\(ProgramABI.finish)()"

}
