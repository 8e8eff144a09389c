import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@testable import StateEngineMacros

/// `assertMacroExpansion` from swift-syntax's generic test support, reporting through Swift
/// Testing.
func expectExpansion(
    _ source: String, expands expanded: String, diagnostics: [DiagnosticSpec] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expanded, diagnostics: diagnostics,
        macroSpecs: ["Entry": MacroSpec(type: EntryMacro.self), "Preview": MacroSpec(type: PreviewMacro.self)],
        failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) })
}
