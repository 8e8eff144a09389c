import Testing
@testable import Diagnostics

/// The catalogue's ids are what reports, JUnit and JSON print and tools select on: each names
/// one kind of problem, in the `area.what` form.
@Suite struct DiagnosticCatalogueTests {
    @Test func idsAreUnique() {
        var seen: [String: DiagnosticID] = [:]
        for id in DiagnosticID.allCases {
            #expect(seen[id.rawValue] == nil, "\(id.rawValue) names both .\(seen[id.rawValue].map { "\($0)" } ?? "") and another case")
            seen[id.rawValue] = id
        }
    }

    @Test(arguments: DiagnosticID.allCases)
    func idIsDottedLowercase(_ id: DiagnosticID) {
        let parts = id.rawValue.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 2, "\(id.rawValue) is not area.what")
        for part in parts {
            #expect(!part.isEmpty && part.first!.isLetter && part.last != "-", "\(id.rawValue)")
            #expect(part.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }, "\(id.rawValue) is not lowercase letters and '-'")
        }
    }

    @Test(arguments: DiagnosticID.allCases)
    func everyIdIsDescribedOnOneLine(_ id: DiagnosticID) {
        #expect(!id.summary.isEmpty && !id.summary.contains("\n"), "\(id.rawValue)")
        #expect(id.summary.hasSuffix("."), "\(id.rawValue): a summary is a sentence")
    }
}
