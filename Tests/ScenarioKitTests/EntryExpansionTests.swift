import Foundation
import Testing

@testable import ScenarioKit

/// `@Entry` expands as SwiftUI's macro does: a private `__Key_<name>` EnvironmentKey whose default
/// is the initializer (a computed property, evaluated per read) and accessors through
/// `self[key]` (Apple docs, "Entry()"; the expansion Xcode 16 shows for `@Entry`). The generator
/// expands it (`EntryExpansion`), keeping every line in place; a misuse is a compile error at its
/// line with the message the macro gave.
@Suite struct EntryExpansionTests {
    @Test func anEnvironmentEntryBecomesAKeyAndAccessorsThroughIt() {
        let lines = [
            "extension EnvironmentValues {",
            "    @Entry var accent: Color = .blue",
            "}",
        ]
        #expect(
            EntryExpansion.expand(lines) == [
                "extension EnvironmentValues {",
                "           var accent: Color { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }; "
                    + "private struct __Key_accent: StateEngine.EnvironmentKey { static var defaultValue: Color { .blue } }",
                "}",
            ])
    }

    @Test func aDefaultWrittenOverSeveralLinesStaysOnThem() {
        let lines = [
            "extension EnvironmentValues {",
            "    @Entry",
            "    public var names: [String] = [",
            "        \"a\",",
            "    ]",
            "}",
        ]
        let expanded = EntryExpansion.expand(lines)
        #expect(expanded.count == lines.count)
        #expect(expanded[1].allSatisfy { $0 == " " })
        #expect(expanded[3] == "        \"a\",")
        #expect(expanded[4] == "    ] } }")
    }

    @Test func codeWithoutTheAttributeIsLeftAlone() {
        let lines = ["struct Entry {}", "let text = \"@Entry var x: Int = 1\""]
        #expect(EntryExpansion.expand(lines) == lines)
    }

    @Test func anEntryCompilesAndAnOptionalWithoutInitializerDefaultsToNil() throws {
        let compile = try ExpandedCompile.entry(
            """

            extension EnvironmentValues {
                @Entry var accent: Color = .blue
                @Entry public var draft: String?
            }
            let accent: Color = EnvironmentValues().accent
            let draft: String? = EnvironmentValues().draft
            """)
        #expect(compile.errors == [])
    }

    @Test func otherContainersSayTheyAreNotModelled() throws {
        let compile = try ExpandedCompile.entry(
            """

            extension Transaction {
                @Entry var isUndo: Bool = false
            }
            """)
        #expect(compile.errors == ["3: StateEngine models '@Entry' in EnvironmentValues and ContainerValues only; Transaction entries are not modelled yet (see Supported SwiftUI)"])
    }

    @Test func misusesAreReportedWithWhatToWrite() throws {
        let compile = try ExpandedCompile.entry(
            """

            extension EnvironmentValues {
                @Entry var accent = Color.blue
                @Entry var count: Int
                @Entry let fixed: Int = 1
            }
            """)
        #expect(
            compile.errors == [
                "3: '@Entry' needs the type of 'accent' written out, as in 'var accent: Color = .blue'",
                "4: '@Entry' needs a default value for 'count', as in 'var count: Int = ...'",
                "5: '@Entry' applies to a single 'var' declaration, such as '@Entry var accent: Color = .blue'",
            ])
    }

    @Test func anEntryOutsideAnExtensionNamesWhereItBelongs() throws {
        let compile = try ExpandedCompile.entry(
            """

            struct Settings {
                @Entry var accent: Int = 1
            }
            """)
        #expect(
            compile.errors
                == ["3: '@Entry' belongs in an extension of EnvironmentValues, such as 'extension EnvironmentValues { @Entry var accent: Color = .blue }'"])
    }

    @Test func anErrorInTheDefaultIsReportedOnItsLine() throws {
        let compile = try ExpandedCompile.entry(
            """

            extension EnvironmentValues {
                @Entry var accent: Color =
                    .notAColor
            }
            """)
        #expect(compile.errors.count == 1)
        #expect(compile.errors.first?.hasPrefix("4: ") == true, "\(compile.errors)")
    }
}

/// Type-checks a snippet, expanded as the generator expands it, against the engine the way a
/// scenario compile does; the errors swiftc printed, as `line: message`.
struct ExpandedCompile {
    var errors: [String] = []

    /// `expand`: the snippet's lines to the source compiled, keeping the snippet's line numbers.
    init(_ snippet: String, expand: ([String]) throws -> String) throws {
        let toolchain = try Toolchain.locate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-expanded-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("snippet.swift")
        let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try expand(lines).write(to: source, atomically: true, encoding: .utf8)
        let arguments = toolchain.typecheckArguments(sources: [source.path], moduleCache: folder.appendingPathComponent("module-cache").path)
        let output = try ProcessRunner.run(toolchain.swiftc, arguments: arguments, environment: ProcessInfo.processInfo.environment)
        for line in output.stderr.split(separator: "\n") {
            guard line.hasPrefix(source.path + ":"), let range = line.range(of: ": error: ") else { continue }
            let row = line.dropFirst(source.path.count + 1).prefix { $0 != ":" }
            errors.append("\(row): \(line[range.upperBound...])")
        }
    }
}

extension ExpandedCompile {
    /// `@Entry` snippets: the import sits on the snippet's first line so diagnostics keep its lines.
    static func entry(_ snippet: String) throws -> ExpandedCompile {
        try ExpandedCompile(snippet) { "import StateEngine; " + EntryExpansion.expand($0).joined(separator: "\n") }
    }
}
