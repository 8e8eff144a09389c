import Foundation
import Testing

@testable import SurfaceCatalog

/// The committed "Supported SwiftUI" pages are what the engine's sources produce now (issue 8:
/// "generated from the engine's own declarations, so it cannot drift (a test fails when it would)").
@Suite struct CommittedPageTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func entries() throws -> [SurfaceEntry] {
        try SurfaceScanner.scanEngine(directory: repository.appendingPathComponent("Sources/StateEngine"))
    }

    static func frameworks() throws -> [FrameworkSurface] {
        try FrameworkSurface.scan(sources: repository.appendingPathComponent("Sources"))
    }

    static func coverage() throws -> Coverage {
        let listed = try SurfaceList.load(directory: repository.appendingPathComponent(SurfaceList.folder))
        return Coverage(listed: listed, declared: try entries(), frameworks: try frameworks())
    }

    @Test func theCommittedPagesMatchTheEngineDeclarations() throws {
        for file in SupportedPage.files(try Self.entries(), coverage: try Self.coverage(), frameworks: try Self.frameworks()) {
            let url = Self.repository.appendingPathComponent("Content").appendingPathComponent(file.path)
            let committed = try? String(contentsOf: url, encoding: .utf8)
            #expect(committed == file.text, "Content/\(file.path) is out of date: run `swift run statedocs supported-swiftui` and commit it")
        }
    }

    // Engine honesty (issue 8): what the engine does not model says so in the engine's words.
    @Test func everyUnavailableDeclarationNamesStateEnginesLimit() throws {
        let unavailable = try Self.entries().filter { $0.status == .unavailable }
        for entry in unavailable {
            #expect(entry.note?.contains("StateEngine") == true, "\(entry.name): the unavailable message must name StateEngine's limit")
        }
    }

    // Names users meet are SwiftUI's own: nothing engine-internal reaches the page.
    @Test func noEngineInternalNameIsListed() throws {
        let internalNames = try Self.entries().filter { $0.name.hasPrefix("_") || $0.name.contains("._") }
        #expect(internalNames.isEmpty, "\(internalNames.map(\.name))")
    }
}
