import SwiftParser
import SwiftSyntax

/// `#Preview { ... }` at file scope, which nearly every Xcode 16 SwiftUI file ends with, is
/// blanked out of the compiled program: a preview is shown by Xcode's canvas and never runs in
/// the app, so a scenario that ignores it behaves as the app does (evidence: Apple's
/// `Preview(_:body:)` docs: "creates a preview of a SwiftUI view" for the canvas). Chosen: its
/// body is not type-checked, since StateEngine has no macro for it; the lines stay, as blank
/// lines, so every later line keeps its number.
enum PreviewRemoval {
    static func blank(_ lines: [String]) -> [String] {
        let source = lines.joined(separator: "\n")
        guard source.contains("#Preview") else { return lines }
        let tree = Parser.parse(source: source)
        var ranges: [Range<Int>] = []
        for item in tree.statements where isPreview(item.item) {
            let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
            ranges.append(start..<item.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        guard !ranges.isEmpty else { return lines }
        var bytes = Array(source.utf8)
        for range in ranges {
            for index in range where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.allSatisfy { $0 == " " } ? "" : String($0) }
    }

    private static func isPreview(_ item: CodeBlockItemSyntax.Item) -> Bool {
        if let decl = item.as(MacroExpansionDeclSyntax.self) { return decl.macroName.text == "Preview" }
        if let expr = item.as(MacroExpansionExprSyntax.self) { return expr.macroName.text == "Preview" }
        return false
    }
}
