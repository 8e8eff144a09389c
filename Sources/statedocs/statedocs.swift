import ArgumentParser

@main
struct StateDocs: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statedocs",
        abstract: "Build a bilingual documentation site whose Swift scenarios prove its claims.",
        // Every subcommand, one per file in this folder.
        subcommands: [Build.self, Verify.self, Run.self, New.self, Serve.self, SupportedSwiftUI.self]
    )
}
