import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { ContentView() }` and `#Preview("Dark") { ... }`: Xcode's canvas registers the
/// closure as a preview (Apple docs, "Preview(_:body:)":
/// https://developer.apple.com/documentation/swiftui/preview(_:body:)). A scenario never runs
/// a preview, so the expansion registers nothing and runs nothing; it keeps the name and the
/// body as a uniquely named, never-called declaration so the compiler still checks them the
/// way Xcode would (an error in a preview is an error in the article's code).
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var name: ExprSyntax = "nil"
        var body: ClosureExprSyntax? = node.trailingClosure
        for argument in node.arguments {
            switch argument.label?.text {
            case nil:
                name = argument.expression.trimmed
            case "body":
                body = argument.expression.as(ClosureExprSyntax.self)
            default:
                throw MacroError("StateEngine's '#Preview' takes a name and a view builder; '\(argument.label?.text ?? "")' (preview traits, other preview kinds) is not modelled yet (see Supported SwiftUI)")
            }
        }
        guard let body else {
            throw MacroError("'#Preview' needs a body that builds the previewed view, as in '#Preview { ContentView() }'")
        }
        if !node.additionalTrailingClosures.isEmpty {
            throw MacroError("'#Preview' takes one closure, the view it previews")
        }
        let holder = context.makeUniqueName("Preview")
        return [
            """
            @MainActor enum \(holder) {
                static let name: String? = \(name)
                @StateEngine.ViewBuilder static func body() -> any StateEngine.View {
                    \(body.statements.trimmed)
                }
            }
            """
        ]
    }
}
