import Foundation
import Testing

@testable import ScenarioKit

/// `@Model` expands, in a program that imports SwiftData, into an `@Observable` class conforming
/// to StateEngineSwiftData's `PersistentModel`, its persisted properties listed on its closing
/// line (Apple docs, Model(): the class becomes observable and a PersistentModel; WWDC23 "Model
/// your schema with SwiftData": `@Attribute(.unique)`, `@Relationship(deleteRule:)`,
/// `@Transient`). No line is added; what StateEngine does not model is an error at its line.
@Suite struct ModelExpansionTests {
    static func expand(_ lines: [String]) -> [String] {
        let mapped = ImportMapping.map(lines)
        return ModelExpansion.expand(mapped, survey: ModelExpansion.survey([mapped]))
    }

    @Test func aModelBecomesAnObservablePersistentModelWithItsPropertiesListed() {
        let lines = [
            "import SwiftData",
            "@Model final class Trip {",
            "    @Attribute(.unique) var name: String",
            "    var days = 1",
            "    @Transient var draft = \"\"",
            "    var title: String { name }",
            "    init(name: String) { self.name = name }",
            "}",
        ]
        let expanded = Self.expand(lines)
        #expect(expanded.count == lines.count)
        #expect(expanded[0] == "import StateEngineSwiftData")
        #expect(expanded[1] == "@Observable final class Trip: StateEngineSwiftData.PersistentModel {")
        #expect(expanded[2] == "                        var name: String")
        #expect(expanded[4] == "    @ObservationIgnored var draft = \"\"")
        #expect(expanded[7] == "; let __statedocsModel = StateEngineSwiftData.__StateDocsModelState(); static var __statedocsSchema: "
            + "[StateEngineSwiftData.__StateDocsModelProperty] { [.unique(\"name\", \\Trip.name), .init(\"days\", \\Trip.days)] } }")
    }

    @Test func withoutAnImportOfSwiftDataTheAttributeIsLeftAlone() {
        let lines = ["import SwiftUI", "@Model final class Trip {}"]
        #expect(Self.expand(lines) == ImportMapping.map(lines))
    }

    @Test func aProgramWithModelsCompilesAgainstTheEngine() throws {
        let compile = try ExpandedCompile.model(
            """
            import SwiftData
            @Model final class Folder {
                var name: String
                @Relationship(deleteRule: .cascade) var notes: [Note] = []
                init(name: String) { self.name = name }
            }
            @Model final class Note {
                var text: String
                var pinned = false
                init(text: String) { self.text = text }
            }
            let folder = Folder(name: "Work")
            let schema: [__StateDocsModelProperty] = Folder.__statedocsSchema
            """)
        #expect(compile.errors == [])
    }

    @Test func whatStateEngineDoesNotModelFailsAtItsLineWithItsMessage() throws {
        let compile = try ExpandedCompile.model(
            """
            import SwiftData
            @Model final class Trip {
                var name = ""
                var stops: [Stop] = []
                @Attribute(.ephemeral) var cache = 0
            }
            @Model final class Stop {
                var trip: Trip?
            }
            @Model struct Place {}
            @Model final class Visit {
                #Unique<Visit>([\\.day])
                var day = 0
            }
            @ModelActor actor Importer {}
            """)
        #expect(compile.errors == [
            "4: StateEngine does not model inverse relationships (`Trip.stops` and `Stop.trip` refer to each other) yet (see Supported SwiftUI)",
            "5: StateEngine does not model `@Attribute(.ephemeral)` yet (see Supported SwiftUI)",
            "8: StateEngine does not model inverse relationships (`Stop.trip` and `Trip.stops` refer to each other) yet (see Supported SwiftUI)",
            "10: '@Model' applies to a class, such as '@Model final class Item { var name: String }'",
            "12: StateEngine does not model `#Unique` yet (see Supported SwiftUI)",
            "15: StateEngine does not model `@ModelActor` yet (see Supported SwiftUI)",
        ])
    }
}

extension ExpandedCompile {
    /// A snippet after the generator's import mapping and `@Model` expansion.
    static func model(_ snippet: String) throws -> ExpandedCompile {
        try ExpandedCompile(snippet) { ModelExpansionTests.expand($0).joined(separator: "\n") }
    }
}
