import ArgumentParser
import Diagnostics
import Foundation
import ScenarioKit
import Transcript

package struct Run: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the scenarios of one article and print their transcripts.",
        discussion: "`statedocs run Content/en/stale-sheet.md#stale-sheet` runs one scenario; without `#ID`, every scenario of the file.")

    @Argument(help: ArgumentHelp("The article, optionally with #scenario-id.", valueName: "file[#id]"))
    var target: String

    @Option(help: ArgumentHelp("Seconds a scenario may run unless it sets timeout=.", valueName: "seconds"))
    var timeout: Double = 10

    @OptionGroup var scenarioRun: ScenarioRunOptions

    package func run() throws {
        do {
            try runScenarios()
        } catch is ExitCodeError {
            throw ExitCode(1)
        }
    }

    func runScenarios() throws {
        let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
        let path = parts[0]
        let wanted = parts.count > 1 ? parts[1] : nil
        let article = try ScenarioSupport.readArticles([path])[0]
        let extraction = ScenarioExtractor.extract(from: article.makeDocument(), file: path)
        Terminal.print(extraction.diagnostics)
        var scenarios = extraction.scenarios
        if let wanted {
            scenarios = scenarios.filter { $0.id == wanted }
            if scenarios.isEmpty {
                let known = extraction.scenarios.map(\.id).joined(separator: ", ")
                Terminal.line("\(path): error: no scenario '\(wanted)' (scenarios here: \(known.isEmpty ? "none" : known))")
                throw ExitCodeError()
            }
        } else if scenarios.isEmpty {
            Terminal.line("\(path): error: no scenario blocks (```swift scenario=ID)")
            throw ExitCodeError()
        }
        let executor = try ScenarioSupport.executor(scenarioRun, content: Run.contentFolder(of: path))
        var failed = !extraction.diagnostics.filter { $0.severity == .error }.isEmpty
        for scenario in scenarios {
            if scenarios.count > 1 { print("# \(scenario.qualifiedName)") }
            let refusals = scenario.limitRefusals(under: executor.settings.ceilings)
            guard refusals.isEmpty else {
                Terminal.print(refusals)
                failed = true
                continue
            }
            let program = ProgramGenerator.generate(scenario)
            let seconds = scenario.timeout ?? timeout
            Terminal.progress("compiling and running \(scenario.qualifiedName)")
            let execution = executor.execute(program, timeout: seconds, limits: scenario.limits)
            Terminal.clearProgress()
            let report = ExpectationChecker.check(
                scenario, program: program, run: execution.run, timeout: seconds, outputLimit: executor.outputLimit,
                cacheHit: execution.cacheHit)
            // An error the diagnostics below report (with its file and line) is not printed twice.
            let reported = Set(report.diagnostics.map(\.message))
            let shown = report.events.filter { event in
                guard event.kind == .error else { return true }
                let compileMessage = event.isCompileError ? event.text : nil
                return !(compileMessage.map(reported.contains) ?? false) && !reported.contains("scenario '\(scenario.id)' stopped: \(event.text)")
            }
            print(TranscriptCoding.render(shown), terminator: "")
            fflush(nil)  // every C stream; `stdout` itself is a global Swift 6 will not share
            Terminal.print(report.diagnostics)
            if !report.passed { failed = true }
        }
        executor.cache.flush()
        if failed { throw ExitCodeError() }
    }
}

extension Run {
    /// The `Content` folder an article lives in (for site.yml's limits), else `Content`.
    static func contentFolder(of path: String) -> String {
        var url = URL(fileURLWithPath: path).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("site.yml").path) { return url.path }
            url = url.deletingLastPathComponent()
        }
        return "Content"
    }
}
