import ArgumentParser
import StatedocsCommands
import Transcript

@main
struct StateDocs: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statedocs",
        abstract: "Build a bilingual documentation site whose Swift scenarios prove its claims.",
        // `statedocs --version`: the tool, the engine and the toolchain that built them.
        version: ToolVersion.description,
        // Every subcommand, one per file of StatedocsCommands. Each names itself (`commandName`):
        // otherwise ArgumentParser derives every name from its type's description on each
        // run, which cost a `build` about 2% of a one-page rebuild's CPU (perf).
        subcommands: [Init.self, Build.self, Verify.self, Run.self, New.self, Serve.self, SupportedSwiftUI.self,
                      CLIReference.self, DiagnosticsReference.self]
    )
}
