import ArgumentParser
import StatedocsCommands
import Transcript

@main
struct StateDocs: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statedocs",
        abstract: "Build a bilingual documentation site whose Swift scenarios prove its claims.",
        // `statedocs --version`: the tool and the engine whose behaviour every verified mark names.
        version: "statedocs \(toolVersion) (StateEngine \(EngineVersion.current))",
        // Every subcommand, one per file of StatedocsCommands. Each names itself (`commandName`):
        // otherwise ArgumentParser derives every name from its type's description on each
        // run, which cost a `build` about 2% of a one-page rebuild's CPU (perf).
        subcommands: [Init.self, Build.self, Verify.self, Run.self, New.self, Serve.self, SupportedSwiftUI.self]
    )

    /// The command-line tool's own version; the engine's is separate because cached scenario
    /// results and verified marks depend on it alone.
    static let toolVersion = "0.2.0"
}
