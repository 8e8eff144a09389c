import SwiftParser
import SwiftSyntax

/// `@UIApplicationDelegateAdaptor(AppDelegate.self)` gets how to make the delegate:
/// `@UIApplicationDelegateAdaptor(AppDelegate.self, make: { AppDelegate() })`. SwiftUI makes
/// the delegate through the Objective-C runtime from the class alone; on Linux a class's
/// metatype can make an instance only through a `required` initializer, which an
/// `NSObject` subclass does not have, so the generator writes the call the app's code implies.
/// The adaptor written without arguments (`@UIApplicationDelegateAdaptor var delegate: AppDelegate`)
/// takes the class from the property's type. Nothing else changes and no line is added; an
/// adaptor the generator cannot read (no class named) is left for StateEngineUIKit's
/// unavailable initializer to refuse with StateEngine's message.
enum DelegateAdaptorExpansion {
    static let attributeName = "UIApplicationDelegateAdaptor"

    /// `lines` with every adaptor given its maker; the same number of lines.
    static func expand(_ lines: [String]) -> [String] {
        let source = lines.joined(separator: "\n")
        guard source.contains(attributeName) else { return lines }
        let finder = AdaptorFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        guard !finder.edits.isEmpty else { return lines }
        return EntryExpansion.apply(finder.edits, to: source)
    }

    private final class AdaptorFinder: SyntaxVisitor {
        var edits: [EntryExpansion.Edit] = []

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            guard node.attributeName.trimmedDescription == DelegateAdaptorExpansion.attributeName else { return .visitChildren }
            if let arguments = node.arguments?.as(LabeledExprListSyntax.self) {
                guard arguments.count == 1, let only = arguments.first, only.label == nil,
                      let access = only.expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
                      let type = access.base?.trimmedDescription else { return .visitChildren }
                let end = only.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(.init(range: end..<end, text: ", make: { \(type)() }"))
            } else if node.arguments == nil,
                      let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
                      let type = variable.bindings.first?.typeAnnotation?.type.trimmedDescription {
                let end = node.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(.init(range: end..<end, text: "(\(type).self, make: { \(type)() })"))
            }
            return .visitChildren
        }
    }
}
