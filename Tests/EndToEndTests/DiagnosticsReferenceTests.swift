import Foundation
import Testing

/// docs/DIAGNOSTICS.md is what `statedocs diagnostics-reference` prints from the catalogue of
/// diagnostic ids: a new id, or a changed summary or severity, fails here until the page is
/// regenerated (`swift run statedocs diagnostics-reference > docs/DIAGNOSTICS.md`).
@Suite struct DiagnosticsReferenceTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/DIAGNOSTICS.md")

    @Test func committedReferenceIsWhatTheCataloguePrints() throws {
        let generated = try CLI.run(["diagnostics-reference"], in: FileManager.default.temporaryDirectory)
        #expect(generated.status == 0, "\(generated.stderr)")
        let committed = try String(contentsOf: Self.page, encoding: .utf8)
        #expect(committed == generated.stdout,
                "docs/DIAGNOSTICS.md is out of date: run `swift run statedocs diagnostics-reference > docs/DIAGNOSTICS.md`")
    }

    @Test func listsTheIdsReportsPrintAndTheGeneratorStaysHidden() throws {
        let reference = try CLI.run(["diagnostics-reference"], in: FileManager.default.temporaryDirectory).stdout
        for row in ["| `scenario.output` | error |", "| `link.broken` | error |", "| `translation.unchecked` | warning |",
                    "| `scenario.hidden-line` | note |"] {
            #expect(reference.contains(row), "no row \(row)")
        }
        let help = try CLI.run(["--help"], in: FileManager.default.temporaryDirectory).stdout
        #expect(!help.contains("diagnostics-reference"), "the generator is not a user command")
    }
}
