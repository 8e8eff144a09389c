import SwiftDiagnostics
import SwiftSyntax

/// A misuse of one of StateEngine's macros, reported at the attribute or expansion.
struct MacroError: Error, DiagnosticMessage {
    let message: String
    var diagnosticID: MessageID { MessageID(domain: "StateEngineMacros", id: "misuse") }
    var severity: DiagnosticSeverity { .error }

    init(_ message: String) { self.message = message }
}
