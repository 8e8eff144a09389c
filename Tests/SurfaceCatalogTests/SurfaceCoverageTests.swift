import Foundation
import Testing

@testable import ScenarioKit
import Transcript
@testable import SurfaceCatalog

/// Issue 34, "Nothing undeclared": every symbol of SwiftUI's documented iOS surface (the lists
/// in docs/swiftui-surface/, from Apple's documentation) is declared by StateEngine, modelled,
/// inert or unavailable; what is not yet is in `undeclared.tsv`, a list that only shrinks.
@Suite struct SurfaceCoverageTests {
    static let lists = CommittedPageTests.repository.appendingPathComponent(SurfaceList.folder)
    static let hint = "declare it in Sources/StateEngine (modelled, inert, or unavailable in Unsupported/)"

    @Test func everyListedSymbolIsDeclaredOrKnownToBeUndeclared() throws {
        let known = try SurfaceList.knownUndeclared(directory: Self.lists)
        let missing = try CommittedPageTests.coverage().undeclared.filter { !known.contains($0.key) }
        #expect(missing.isEmpty, "\(missing.count) SwiftUI symbols are not declared by StateEngine; \(Self.hint):\n\(Self.describe(missing))")
    }

    @Test func theUndeclaredListOnlyShrinks() throws {
        let coverage = try CommittedPageTests.coverage()
        let undeclared = Set(coverage.undeclared.map(\.key))
        let listed = Set(coverage.rows.map(\.symbol.key))
        let known = try SurfaceList.knownUndeclared(directory: Self.lists)
        let declaredNow = known.filter { listed.contains($0) && !undeclared.contains($0) }
        let notListed = known.filter { !listed.contains($0) }
        #expect(declaredNow.isEmpty, "declared now: remove from \(SurfaceList.folder)/\(SurfaceList.undeclaredFile):\n\(Self.describe(declaredNow))")
        #expect(notListed.isEmpty, "not in SwiftUI's lists: remove from \(SurfaceList.undeclaredFile):\n\(Self.describe(notListed))")
    }

    @Test func theListsHoldApplesDocumentedSurface() throws {
        let listed = try SurfaceList.load(directory: Self.lists)
        let count = { (kind: ListedSymbol.Kind) in listed.filter { $0.kind == kind }.count }
        #expect(count(.modifier) == 607)
        #expect(count(.environmentValue) == 113)
        #expect(count(.type) + count(.propertyWrapper) + count(.macro) + count(.function) == 732)
        #expect(listed.contains(ListedSymbol(kind: .modifier, name: "onScrollGeometryChange(for:of:action:)", iosSince: IOSVersion(major: 18))))
    }

    // A modifier is matched by its argument labels, not only its base name: `padding(_:)`
    // declared does not declare `padding(_:_:)`.
    @Test func symbolsAreMatchedByKindNameAndLabels() {
        let declared: [SurfaceEntry] = [
            .init(section: .modifiers, name: "padding(_:)", status: .modelled),
            .init(section: .modifiers, name: "shadow(radius:)", status: .unavailable, note: "StateEngine does not model `shadow` yet"),
            .init(section: .modifiers, name: "shadow(radius:)", status: .inert),
            .init(section: .propertyWrappers, name: "State", status: .modelled),
            .init(section: .macros, name: "Preview", status: .modelled),
            .init(section: .environmentValues, name: "dismiss", status: .modelled),
            .init(section: .types, name: "dismiss", status: .modelled),
            .init(section: .functions, name: "withAnimation(_:_:)", status: .modelled),
        ]
        let listed: [ListedSymbol] = [
            .init(kind: .modifier, name: "padding(_:)"), .init(kind: .modifier, name: "padding(_:_:)"),
            .init(kind: .modifier, name: "shadow(radius:)"), .init(kind: .propertyWrapper, name: "State"),
            .init(kind: .macro, name: "Preview(_:traits:_:body:)"), .init(kind: .environmentValue, name: "dismiss"),
            .init(kind: .environmentValue, name: "openURL"), .init(kind: .type, name: "openURL"),
            .init(kind: .function, name: "withAnimation(_:_:)"), .init(kind: .function, name: "withAnimation(_:completion:)"),
        ]
        let coverage = Coverage(listed: listed, declared: declared)
        #expect(coverage.rows.map(\.status) == [.modelled, nil, .inert, .modelled, .modelled, .modelled, nil, nil, .modelled, nil])
        let tally = coverage.tally()
        #expect((tally.listed, tally.modelled, tally.inert, tally.unavailable, tally.undeclared) == (10, 5, 1, 0, 4))
    }

    // Issue 29: a SwiftUI symbol a framework module models counts as modelled, over the engine's
    // unavailable stand-in (UIViewRepresentable: StateEngineUIKit's, brought by `import SwiftUI`).
    // Evidence: Apple docs, UIViewRepresentable and View.modelContainer(_:) are listed in SwiftUI's reference.
    @Test func aSwiftUISymbolThatAFrameworkModelsCountsAsModelled() {
        let declared: [SurfaceEntry] = [.init(section: .types, name: "UIViewRepresentable", status: .unavailable, note: "StateEngine does not model")]
        let frameworks = [
            FrameworkSurface(name: "UIKit", entries: [.init(section: .types, name: "UIViewRepresentable", status: .modelled), .init(section: .types, name: "UIView", status: .modelled)]),
            FrameworkSurface(name: "SwiftData", entries: [.init(section: .modifiers, name: "modelContainer(_:)", status: .modelled)]),
        ]
        let listed: [ListedSymbol] = [
            .init(kind: .type, name: "UIViewRepresentable"), .init(kind: .modifier, name: "modelContainer(_:)"),
            .init(kind: .modifier, name: "modelContext(_:)"),
        ]
        #expect(Coverage(listed: listed, declared: declared).rows.map(\.status) == [.unavailable, nil, nil])
        #expect(Coverage(listed: listed, declared: declared, frameworks: frameworks).rows.map(\.status) == [.modelled, .modelled, nil])
    }

    @Test func thePageReportsCoveragePerKindAndRelease() {
        let listed: [ListedSymbol] = [
            .init(kind: .modifier, name: "padding(_:)", iosSince: IOSVersion("13.0")),
            .init(kind: .modifier, name: "glassEffect(_:in:)", iosSince: IOSVersion("26.0")),
            .init(kind: .environmentValue, name: "isSearching", iosSince: IOSVersion("15.0")),
        ]
        let entries: [SurfaceEntry] = [.init(section: .modifiers, name: "padding(_:)", status: .modelled)]
        let page = SupportedPage.english(entries, coverage: Coverage(listed: listed, declared: entries))
        #expect(page.contains("| Modifiers | 2 | 1 (50%) | 1 | 0 | 0 | 1 (50%) | 1 |"))
        #expect(page.contains("| **All** | 3 | 1 (33%) | 1 | 0 | 0 | 1 (33%) | 2 |"))
        #expect(page.contains("| 13 | 1 | 1 (100%) | 1 (100%) | 0 |\n| 15 | 1 | 0 (0%) | 0 (0%) | 1 |\n| 26 | 1 | 0 (0%) | 0 (0%) | 1 |"))
        #expect(page.contains("**Modifiers** (1): `glassEffect(_:in:)`"))
        #expect(page.contains("**Environment values** (1): `isSearching`"))
    }

    // Issue 34: an import of a framework the engine does not model fails at its line with
    // StateEngine's message; every framework the documentation lists SwiftUI additions for is one.
    @Test func everyFrameworkWithSwiftUIAdditionsIsRefusedAtItsImport() throws {
        let owners = try SurfaceList.otherFrameworks(directory: Self.lists)
        let unrefused = owners.subtracting(ImportMapping.unmodelledFrameworks).subtracting(ProgramABI.frameworkModules.keys).sorted()
        #expect(unrefused.isEmpty, "add to ImportMapping.unmodelledFrameworks: \(unrefused)")
    }

    static func describe<S: Sequence>(_ symbols: S) -> String where S.Element == ListedSymbol {
        describe(symbols.map(\.key))
    }

    static func describe<S: Sequence>(_ keys: S) -> String where S.Element == ListedSymbol.Key {
        let grouped = Dictionary(grouping: keys, by: \.kind)
        return ListedSymbol.Kind.allCases.compactMap { kind in
            guard let names = grouped[kind]?.map(\.name).sorted() else { return nil }
            return "  \(kind.rawValue) (\(names.count)): " + names.joined(separator: ", ")
        }.joined(separator: "\n")
    }
}
