import SwiftParser
import SwiftSyntax

/// What an Xcode 16 SwiftUI file has at file scope that a scenario's `main.swift` cannot run:
/// - `#Preview { ... }` is blanked out: a preview is shown by Xcode's canvas and never runs in
///   the app, so a scenario that ignores it behaves as the app does (evidence: Apple's
///   `Preview(_:body:)` docs: "creates a preview of a SwiftUI view" for the canvas). Chosen:
///   its body is not type-checked, since a preview may use canvas-only API (`@Previewable`,
///   traits) the engine does not declare.
/// - `@main` on an `App` is blanked, the declaration kept: a scenario's program starts at its
///   steps, and `launch(MyApp())` runs the app's first window as `@main` would (a `main.swift`
///   cannot also hold a `@main` type: "'main' attribute cannot be used in a module that
///   contains top-level code").
/// The lines stay, as blank text, so every later line and column keeps its place.
enum PreviewAndMainRemoval {
    static func blank(_ lines: [String]) -> [String] {
        let source = lines.joined(separator: "\n")
        guard source.contains("#Preview") || source.contains("@main") else { return lines }
        let tree = Parser.parse(source: source)
        var ranges: [Range<Int>] = []
        for item in tree.statements {
            if isPreview(item.item) {
                ranges.append(item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset)
            } else if let attribute = mainAttribute(item.item) {
                ranges.append(attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset)
            }
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

    /// The `@main` attribute of a type declaration at file scope.
    private static func mainAttribute(_ item: CodeBlockItemSyntax.Item) -> AttributeSyntax? {
        guard let decl = item.as(DeclSyntax.self)?.asProtocol(WithAttributesSyntax.self) else { return nil }
        return decl.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .first { $0.attributeName.trimmedDescription == "main" }
    }
}
