import SwiftParser
import SwiftSyntax

/// `import SwiftUI` and `import Combine` name StateEngine instead, wherever swift-syntax finds
/// an import of them: with attributes (`@preconcurrency import SwiftUI`), of one declaration
/// (`import struct SwiftUI.Text`), inside `#if`, several on a line. Only the module's name is
/// replaced, so the rest of each line, comments included, stays as written, and a string or a
/// comment that mentions `import SwiftUI` is left alone.
enum ImportMapping {
    static let mappedModules: Set<String> = ["SwiftUI", "Combine"]
    static let engineModule = "StateEngine"

    /// The lines with every mapped import rewritten; as many lines as were given.
    static func map(_ lines: [String]) -> [String] {
        let source = lines.joined(separator: "\n")
        guard mappedModules.contains(where: source.contains) else { return lines }
        let finder = ImportFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        guard !finder.moduleNames.isEmpty else { return lines }
        var bytes = Array(source.utf8)
        for range in finder.moduleNames.reversed() {
            bytes.replaceSubrange(range, with: Array(engineModule.utf8))
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// UTF-8 ranges of the module names to replace, in source order.
    private final class ImportFinder: SyntaxVisitor {
        var moduleNames: [Range<Int>] = []

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if let module = node.path.first, ImportMapping.mappedModules.contains(module.name.text) {
                let start = module.name.positionAfterSkippingLeadingTrivia.utf8Offset
                moduleNames.append(start..<(start + module.name.text.utf8.count))
            }
            return .skipChildren
        }
    }
}
