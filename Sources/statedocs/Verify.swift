import ArgumentParser
import Diagnostics
import Foundation
import ScenarioKit
import SiteKit

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run every scenario and check every claim the articles make.",
        discussion: """
        Each broken claim is reported as `path:line:col: error: message`; the last line is \
        `N passed, N failed` and the exit code is 1 when anything failed. Unchanged scenarios \
        come from .statedocs-cache/ and are neither compiled nor run again.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, github, junit }

    @Argument(help: "Articles or folders to verify (default: the content folder).")
    var paths: [String] = []

    @Flag(help: "Write actual transcripts into differing output blocks and record translations as checked.")
    var bless = false

    @Option(help: "How to report problems: text, github (workflow annotations) or junit (XML on standard output).")
    var format: Format = .text

    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Seconds a scenario may run unless it sets timeout=.", valueName: "seconds"))
    var timeout: Double = 10

    @Option(name: .long, help: ArgumentHelp("The content folder.", valueName: "dir"))
    var content: String = "Content"

    @OptionGroup var scenarioRun: ScenarioRunOptions

    func run() throws {
        do {
            try verify()
        } catch is ExitCodeError {
            throw ExitCode(1)
        }
    }

    func verify() throws {
        let articles = try ScenarioSupport.readArticles(try ScenarioSupport.articlePaths(paths, content: content))
        let executor = try ScenarioSupport.executor(scenarioRun, content: content)
        var options = Verifier.Options(bless: bless, defaultTimeout: timeout)
        options.baseDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var result = Verifier(executor: executor, options: options).verify(articles) { event in
            switch event {
            case let .started(index, total, name):
                if Terminal.isInteractive {
                    Terminal.progress("[\(index)/\(total)] \(name)")
                } else {
                    Terminal.line("[\(index)/\(total)] compiling and running \(name)")
                }
            case .finished: break
            }
        }
        Terminal.clearProgress()
        // Coverage is a property of the whole site: only checked when verifying all of it.
        if paths.isEmpty { result.articleDiagnostics += try siteCoverageDiagnostics(result) }

        for (path, text) in result.rewrites.sorted(by: { $0.key < $1.key }) {
            try Interrupts.writeAtomically(Data(text.utf8), to: URL(fileURLWithPath: path))
            Terminal.line("blessed \(path)")
        }
        if let junit {
            try Data(result.junitXML().utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
        }
        let diagnostics = result.diagnostics
        switch format {
        case .text:
            Terminal.print(diagnostics)
            for line in result.coverageLines() { print(line) }
        case .github:
            for diagnostic in diagnostics { print(diagnostic.githubAnnotation) }
            for line in result.coverageLines() { print(line) }
        case .junit:
            print(result.junitXML(), terminator: "")
        }
        if result.repairedCacheEntries > 0 {
            Terminal.line("note: rebuilt \(result.repairedCacheEntries) corrupt cache entr\(result.repairedCacheEntries == 1 ? "y" : "ies")")
        }
        if format == .junit {
            Terminal.line(result.summary)
        } else {
            print(result.summary)
        }
        fflush(nil)  // every C stream; `stdout` itself is a global Swift 6 will not share
        if result.failedCount > 0 { throw ExitCodeError() }
    }

    private func siteCoverageDiagnostics(_ result: Verifier.Result) throws -> [Diagnostic] {
        let url = URL(fileURLWithPath: content).appendingPathComponent("site.yml")
        let displayPath = DisplayPath.of(url)
        let config: SiteConfig
        do {
            config = try SiteConfig.load(from: url, displayPath: displayPath)
        } catch let error as DiagnosticsError {
            Terminal.print(error.diagnostics)
            throw ExitCodeError()
        }
        return result.coverageDiagnostics(
            file: displayPath, languages: config.languages.map(\.code), requireAll: config.requireCoverage)
    }
}
