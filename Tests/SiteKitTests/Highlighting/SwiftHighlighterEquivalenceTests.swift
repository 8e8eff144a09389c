import Foundation
import Testing

import HighlighterReference
@testable import SiteKit

/// `SwiftHighlighter` classifies tokens itself instead of through SwiftIDEUtils (issue #12:
/// the key-path lookups there were most of highlighting's cost). Its HTML must not change by a
/// byte, so it is compared with the frozen SwiftIDEUtils-based reference on everything the
/// repository holds and on seeded mutations that exercise the parser's recovery.
@Suite("Swift highlighting equals its SwiftIDEUtils reference")
struct SwiftHighlighterEquivalenceTests {
    /// How many mutated inputs the mutation test compares (`STATEDOCS_HIGHLIGHT_CASES`).
    static let mutationCount = ProcessInfo.processInfo.environment["STATEDOCS_HIGHLIGHT_CASES"].flatMap(Int.init) ?? 3000

    @Test func repositorySwiftFilesHighlightAsBefore() {
        let inputs = HighlightingCorpus.repositorySwiftFiles()
        // The repository has hundreds of Swift files; far fewer means the walk lost its way.
        #expect(inputs.count > 200)
        expectSameHTML(inputs)
    }

    @Test func markdownSwiftBlocksHighlightAsBefore() {
        let inputs = HighlightingCorpus.markdownSwiftBlocks()
        #expect(inputs.count > 100)
        #expect(inputs.contains { $0.name.hasPrefix("Content/zh/") })
        expectSameHTML(inputs)
    }

    @Test(arguments: HighlightingCorpus.constructs)
    func contextDependentConstructsHighlightAsBefore(source: String) {
        #expect(SwiftHighlighter.html(for: source) == ReferenceSwiftHighlighter.html(for: source))
        let crlf = source.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(SwiftHighlighter.html(for: crlf) == ReferenceSwiftHighlighter.html(for: crlf))
    }

    @Test func mutatedSwiftHighlightsAsBefore() {
        let bases = HighlightingCorpus.markdownSwiftBlocks().map(\.source) + HighlightingCorpus.constructs
        expectSameHTML(HighlightingCorpus.mutations(of: bases, count: Self.mutationCount, seed: 12))
    }

    /// Every prefix of a construct: the parser recovers from a cut at each byte differently.
    @Test func everyTruncationOfTheConstructsHighlightsAsBefore() {
        var inputs: [HighlightingCorpus.Input] = []
        for source in HighlightingCorpus.constructs {
            for end in source.unicodeScalars.indices {
                inputs.append(.init(name: "prefix of \(source.debugDescription)", source: String(source.unicodeScalars[..<end])))
            }
        }
        expectSameHTML(inputs)
    }

    @Test func degenerateInputsHighlightAsBefore() {
        for source in ["", " ", "\n", "@", "#", "\"", "/", "//", "/*", "<#", "$", "\r\n", "\u{FEFF}let a = 1", "#if", "\u{0}"] {
            #expect(SwiftHighlighter.html(for: source) == ReferenceSwiftHighlighter.html(for: source), "\(source.debugDescription)")
        }
    }

    /// Expects equal HTML for each input; a failure names the input and shows where they part.
    private func expectSameHTML(_ inputs: [HighlightingCorpus.Input], sourceLocation: SourceLocation = #_sourceLocation) {
        var failures = 0
        for input in inputs {
            let html = SwiftHighlighter.html(for: input.source)
            let reference = ReferenceSwiftHighlighter.html(for: input.source)
            guard html != reference else { continue }
            failures += 1
            guard failures <= 5 else { continue }
            let common = zip(html.utf8, reference.utf8).prefix { $0 == $1 }.count
            Issue.record("""
                \(input.name): HTML differs from the reference at byte \(common)
                new:       \(Self.excerpt(html, around: common))
                reference: \(Self.excerpt(reference, around: common))
                source: \(input.source.prefix(2000).debugDescription)
                """, sourceLocation: sourceLocation)
        }
        #expect(failures == 0, "\(failures) of \(inputs.count) inputs differ", sourceLocation: sourceLocation)
    }

    private static func excerpt(_ text: String, around offset: Int) -> String {
        let bytes = Array(text.utf8)
        return String(decoding: bytes[max(0, offset - 80)..<min(bytes.count, offset + 80)], as: UTF8.self).debugDescription
    }
}
