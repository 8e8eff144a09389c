import ArgumentParser
import Foundation
import SiteKit

/// Where the site comes from and goes to; shared by the commands that build it.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder (site.yml and one folder per language).", valueName: "dir"))
    var content: String = "Content"

    @Option(name: .long, help: ArgumentHelp("Where the site is written; replaced as a whole on success.", valueName: "dir"))
    var output: String = "Site"

    @Option(name: .long, help: ArgumentHelp("Templates and assets overriding the built-in theme (default: <content>/theme when present).", valueName: "dir"))
    var theme: String?

    @Flag(name: .long, help: "Publish articles marked `draft: true`.")
    var drafts = false

    @Flag(name: .long, help: "Build everything, ignoring what the last build left in .statedocs-cache/.")
    var noCache = false

    @Flag(name: .long, help: "Build even when a scenario's claim is broken; the failure is shown on its page.")
    var allowFailures = false

    @OptionGroup var scenarioRun: ScenarioRunOptions

    var contentURL: URL { URL(fileURLWithPath: content) }
    var outputURL: URL { URL(fileURLWithPath: output) }
    var themeURL: URL? { theme.map { URL(fileURLWithPath: $0) } }

    func buildOptions() throws -> BuildOptions {
        BuildOptions(
            contentDirectory: contentURL, outputDirectory: outputURL, themeDirectory: themeURL,
            cacheDirectory: noCache ? nil : BuildOptions.defaultCacheDirectory(for: outputURL),
            includeDrafts: drafts, decorator: try makeScenarioRendering(for: self))
    }
}
