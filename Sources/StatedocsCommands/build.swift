import ArgumentParser
import Diagnostics
import Foundation
import SiteKit

package struct Build: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site from the content folder into the output folder.",
        discussion: """
        Problems are reported as `path:line:col: error|warning: message`. On any error the \
        exit code is 1 and the output folder keeps the previous build.
        """)

    @OptionGroup var site: SiteOptions

    @Flag(name: .shortAndLong, help: "Print only warnings and errors.")
    var quiet = false

    package func run() throws {
        var options = try site.buildOptions()
        options.exitsAfterBuild = true
        if SiteBuild.run(options, quiet: quiet) == nil { throw ExitCode(1) }
    }
}

/// One build with progress and diagnostics on the terminal; shared by `build` and `serve`.
enum SiteBuild {
    /// Returns the build's report, or nil when it failed; then `onFailure` receives the error
    /// lines as the terminal shows them (serve puts them in the page).
    static func run(_ options: BuildOptions, quiet: Bool, onFailure: ([String]) -> Void = { _ in }) -> BuildReport? {
        let start = DispatchTime.now()
        let throttle = ProgressThrottle()
        do {
            let report = try SiteBuilder(options: options).build { event in
                guard !quiet else { return }
                switch event {
                case .loading: Terminal.progress("Reading \(DisplayPath.of(options.contentDirectory))/ …")
                case let .rendering(done, total):
                    if throttle.shouldShow(done, of: total) { Terminal.progress("Rendering [\(done)/\(total)]") }
                case let .writing(files): Terminal.progress("Writing \(files) files …")
                }
            }
            Terminal.clearProgress()
            Terminal.print(report.diagnostics)
            if !quiet {
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                let output = DisplayPath.of(options.outputDirectory)
                let what = report.upToDate ? "\(output)/ is up to date" : "Built \(report.articleCount) articles (\(report.fileCount) files) into \(output)/"
                Terminal.line(what + String(format: " in %.2f s", seconds) + summary(report.diagnostics))
            }
            return report
        } catch let error as DiagnosticsError {
            Terminal.clearProgress()
            Terminal.print(error.diagnostics)
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            // Said only when true: the one failure that moved the old site says where it is.
            let unchanged = !error.diagnostics.contains { $0.id == .outputMoved }
            let summary = "error: the build failed with \(errors) error\(errors == 1 ? "" : "s")" + (unchanged ? "; \(DisplayPath.of(options.outputDirectory))/ was not changed" : "")
            Terminal.line(summary)
            onFailure(error.diagnostics.filter { $0.severity == .error }.map(\.description) + [summary])
            return nil
        } catch {
            Terminal.clearProgress()
            Terminal.line("error: \(error)")
            onFailure(["error: \(error)"])
            return nil
        }
    }

    private static func summary(_ diagnostics: [Diagnostic]) -> String {
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return warnings == 0 ? "" : " (\(warnings) warning\(warnings == 1 ? "" : "s"))"
    }
}

/// Redraws the progress line at most once per percent, from whichever thread reports.
final class ProgressThrottle: @unchecked Sendable {
    private let lock = NSLock()
    private var lastPercent = -1

    func shouldShow(_ done: Int, of total: Int) -> Bool {
        let percent = total == 0 ? 100 : done * 100 / total
        lock.lock()
        defer { lock.unlock() }
        if percent == lastPercent { return false }
        lastPercent = percent
        return true
    }
}
