import Testing

@testable import ScenarioKit

@Suite struct GenerationTests {
    func scenario(_ markdown: String) -> Scenario {
        let article = ArticleSource(path: "Content/en/x.md", text: markdown)
        return ScenarioExtractor.extract(from: article.makeDocument(), file: article.path).scenarios[0]
    }

    @Test func swiftUIAndCombineImportsBecomeStateEngine() {
        let program = ProgramGenerator.generate(
            scenario("```swift scenario=s\nimport SwiftUI\n@preconcurrency import Combine // c\nimport Foundation\n```\n"))
        let lines = program.source.split(separator: "\n")
        #expect(!lines.contains("import SwiftUI"))
        #expect(!lines.contains { $0.contains("import Combine") })
        #expect(lines.contains("import Foundation"))
        // Only the module's name changes: the attribute and the comment stay.
        #expect(lines.contains("@preconcurrency import StateEngine // c"))
        #expect(lines.contains("import StateEngine; import StateEngineUIKit"))
    }

    @Test func previewsAtFileScopeAreBlankedAndLinesKeepTheirNumbers() {
        let program = ProgramGenerator.generate(scenario("""
            ```swift scenario=s
            struct V { let a = 1 }
            #Preview("Named") {
                V()
            }
            let after = "#Preview stays in a string"
            ```

            """))
        let virtual = program.virtualLines
        #expect(virtual == ["struct V { let a = 1 }", "", "", "", "let after = \"#Preview stays in a string\""])
    }

    @Test func importsAreFoundBySyntaxNotByLineShape() {
        let program = ProgramGenerator.generate(scenario("""
            ```swift scenario=s
            import struct SwiftUI.Text; import Combine
            #if os(Linux)
              import SwiftUI
            #endif
            let note = "import SwiftUI" // import Combine
            ```

            """))
        let lines = program.source.split(separator: "\n").map(String.init)
        #expect(lines.contains("import struct StateEngine.Text; import StateEngine"))
        #expect(lines.contains("  import StateEngine; import StateEngineUIKit"))
        // A string and a comment that mention an import are code, not imports.
        #expect(lines.contains("let note = \"import SwiftUI\" // import Combine"))
    }

    // Issue 34: an unmodelled framework's import is refused in its own place, whatever its
    // form, and the lines after it keep their numbers.
    @Test func anUnmodelledFrameworksImportBecomesStateEnginesErrorInPlace() {
        let program = ProgramGenerator.generate(scenario("""
            ```swift scenario=s
            import SwiftUI
            @preconcurrency import MapKit // maps
            import struct StoreKit.Product; import Foundation
            #if canImport(WebKit)
            import WebKit
            #endif
            let after = 1
            ```

            """))
        #expect(program.virtualLines == [
            "import StateEngine; import StateEngineUIKit",
            "#error(\"StateEngine does not model `MapKit` yet (see Supported SwiftUI)\") // maps",
            "#error(\"StateEngine does not model `StoreKit` yet (see Supported SwiftUI)\"); import Foundation",
            "#if canImport(WebKit)",
            "#error(\"StateEngine does not model `WebKit` yet (see Supported SwiftUI)\")",
            "#endif",
            "let after = 1",
        ])
    }

    // Issue 29: a framework the engine models as a module of its own is imported by that name.
    @Test func aModelledFrameworksImportNamesTheEnginesModuleForIt() {
        let program = ProgramGenerator.generate(scenario("""
            ```swift scenario=s
            import SwiftUI
            import SwiftData
            @preconcurrency import UIKit
            import Charts
            import PhotosUI
            import AppKit
            ```

            """))
        #expect(program.virtualLines == [
            "import StateEngine; import StateEngineAppKit", "import StateEngineSwiftData", "@preconcurrency import StateEngineUIKit", "import StateEngineCharts",
            "import StateEnginePhotosUI", "import StateEngineAppKit",
        ])
    }

    // Issue 29: on iOS SwiftUI re-exports UIKit, so a file that imports only SwiftUI may wrap a
    // UITextView; the engine's UIKit module is imported on the same line, so no line moves.
    // Evidence: Apple docs, UIViewRepresentable (SwiftUI's protocol, whose requirements name UIView).
    @Test func aSwiftUIImportAlsoImportsTheEnginesUIKitOnTheSameLine() {
        let program = ProgramGenerator.generate(scenario("""
            ```swift scenario=s
            @preconcurrency import SwiftUI // app
            import struct SwiftUI.Color
            struct V {}
            ```

            """))
        #expect(program.virtualLines == [
            "@preconcurrency import StateEngine; @preconcurrency import StateEngineUIKit // app",
            "import struct StateEngine.Color",
            "struct V {}",
        ])
    }

    // On macOS SwiftUI re-exports AppKit, not UIKit: a program that imports AppKit in any of its
    // blocks gets AppKit's module with SwiftUI, and UIKit's names stay out of its way.
    @Test func aProgramThatImportsAppKitGetsAppKitWithSwiftUI() {
        let program = ProgramGenerator.generate(scenario("""
            ```swift scenario=s
            import SwiftUI
            ```

            ```swift scenario=s
            #if canImport(AppKit)
            import AppKit
            #endif
            ```

            """))
        #expect(program.virtualLines.first == "import StateEngine; import StateEngineAppKit")
        #expect(!program.source.contains("StateEngineUIKit"))
    }

    // On Linux a class's metatype cannot make an NSObject subclass (no required init), so the
    // generator writes the call that makes the adaptor's delegate, on the same line.
    // Evidence: Apple docs, UIApplicationDelegateAdaptor.init(_:) ("SwiftUI creates an instance of the delegate").
    @Test func aDelegateAdaptorIsGivenHowToMakeItsDelegate() {
        let program = ProgramGenerator.generate(scenario("""
            ```swift scenario=s
            @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
            @UIApplicationDelegateAdaptor var other: MyApp.Delegate
            let text = "@UIApplicationDelegateAdaptor(AppDelegate.self)"
            ```

            """))
        #expect(program.virtualLines == [
            "@UIApplicationDelegateAdaptor(AppDelegate.self, make: { AppDelegate() }) var appDelegate",
            "@UIApplicationDelegateAdaptor(MyApp.Delegate.self, make: { MyApp.Delegate() }) var other: MyApp.Delegate",
            "let text = \"@UIApplicationDelegateAdaptor(AppDelegate.self)\"",
        ])
    }

    @Test func virtualLinesMapBackToArticleLinesAcrossProseAndHiddenLines() {
        let s = scenario(
            """
            intro

            ```swift scenario=s
            let a = 1
              # let b = 2
            ```

            prose

            ```swift steps=s
            print(a)
            ```
            """)
        let program = ProgramGenerator.generate(s)
        #expect(program.location(ofLine: 1)?.line == 4)
        #expect(program.location(ofLine: 2, column: 7)?.line == 5)
        // The `# ` marker is gone from the compiled line, so columns after it shift back.
        #expect(program.location(ofLine: 2, column: 7)?.column == 9)
        #expect(program.location(ofLine: 3)?.line == 11)
        #expect(program.location(ofLine: 4) == nil)
        #expect(program.source.contains("  let b = 2\n"))
    }

    @Test func editingProseDoesNotChangeTheProgram() {
        let before = scenario("Short.\n\n```swift scenario=s\nprint(1)\n```\n")
        let after = scenario("A much longer\nintroduction\nover lines.\n\n```swift scenario=s\nprint(1)\n```\n")
        #expect(ProgramGenerator.generate(before).source == ProgramGenerator.generate(after).source)
        #expect(before.line != after.line)
    }
}
