import Foundation
import Testing

/// docs/CLI.md is what `statedocs cli-reference` prints from the commands' own help: a new
/// option, a changed default or a reworded help line fails here until the page is regenerated
/// (`swift run statedocs cli-reference > docs/CLI.md`).
@Suite struct CLIReferenceTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/CLI.md")

    @Test func committedReferenceIsWhatTheCLIPrints() throws {
        let generated = try CLI.run(["cli-reference"], in: FileManager.default.temporaryDirectory)
        #expect(generated.status == 0, "\(generated.stderr)")
        let committed = try String(contentsOf: Self.page, encoding: .utf8)
        #expect(committed == generated.stdout, "docs/CLI.md is out of date: run `swift run statedocs cli-reference > docs/CLI.md`")
    }

    @Test func everyCommandHasItsSectionAndTheGeneratorStaysHidden() throws {
        let reference = try CLI.run(["cli-reference"], in: FileManager.default.temporaryDirectory).stdout
        for command in ["init", "build", "verify", "run", "new", "serve", "supported-swiftui"] {
            #expect(reference.contains("## `statedocs \(command)`\n"), "no section for \(command)")
        }
        #expect(reference.contains("--shard"), "verify's options are listed")
        #expect(!reference.contains("## `statedocs cli-reference`"))
        let help = try CLI.run(["--help"], in: FileManager.default.temporaryDirectory).stdout
        #expect(!help.contains("cli-reference"), "the generator is not a user command")
    }
}
