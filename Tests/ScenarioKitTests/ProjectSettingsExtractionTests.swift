import MarkdownKit
import Testing

@testable import ScenarioKit

/// `project=` chooses the concurrency build settings a scenario compiles with; a new Xcode 26
/// app target's are the default.
@Suite struct ProjectSettingsExtractionTests {
    @Test func xcode26IsTheDefaultAndProjectChoosesPerScenario() {
        let markdown = """
            ```swift scenario=new
            let a = 1
            ```

            ```swift scenario=old project=xcode16
            let b = 1
            ```

            ```swift scenario=odd project=xcode15
            ```
            """
        let result = ScenarioExtractor.extract(from: ArticleSource(path: "a.md", text: markdown).makeDocument(), file: "a.md")
        let settings = Dictionary(uniqueKeysWithValues: result.scenarios.map { ($0.id, $0.projectSettings) })
        #expect(settings["new"] == .xcode26)
        #expect(settings["old"] == .xcode16)
        #expect(settings["odd"] == .xcode26)
        #expect(result.diagnostics.map(\.message).contains("project= takes the project settings xcode26 or xcode16, not 'xcode15'"))
        let program = ProgramGenerator.generate(result.scenarios.first { $0.id == "old" }!)
        #expect(program.compileSettings == CompileSettings(languageMode: .v5, project: .xcode16))
    }

    // Evidence: Xcode 26's App template (SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor,
    // SWIFT_APPROACHABLE_CONCURRENCY = YES, SWIFT_VERSION = 5.0; SE-0466, SE-0461, SE-0470).
    @Test func xcode26SettingsBecomeSwiftcFlagsAndXcode16AddsNone() {
        let swift5 = CompileSettings(languageMode: .v5, project: .xcode26).compilerFlags
        #expect(swift5.starts(with: ["-swift-version", "5", "-default-isolation", "MainActor"]))
        for feature in ["NonisolatedNonsendingByDefault", "InferIsolatedConformances", "DisableOutwardActorInference", "InferSendableFromCaptures", "GlobalActorIsolatedTypesUsability"] {
            #expect(swift5.contains(feature))
        }
        // The Swift 6 mode already has SE-0401, SE-0418 and SE-0434; swiftc warns when told twice.
        let swift6 = CompileSettings(languageMode: .v6, project: .xcode26).compilerFlags
        #expect(swift6.contains("NonisolatedNonsendingByDefault") && !swift6.contains("DisableOutwardActorInference"))
        #expect(CompileSettings(languageMode: .v5, project: .xcode16).compilerFlags == ["-swift-version", "5"])
    }
}
