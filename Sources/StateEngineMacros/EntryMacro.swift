import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var accent: Color = .blue` inside `extension EnvironmentValues`: a private key type
/// `__Key_accent` whose default value is the initializer, and accessors that read and write
/// through `self[__Key_accent.self]`, as SwiftUI's macro expands (Apple docs, "Entry()":
/// https://developer.apple.com/documentation/swiftui/entry()). Reading through the key keeps
/// the engine's per-key dependency tracking unchanged.
///
/// The default is a computed property, so it is evaluated on each read of a missing value,
/// as SwiftUI's expansion does (its `__EntryDefaultValue` turns the initializer into a getter).
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The containers SwiftUI's `@Entry` serves and the key protocol each uses. StateEngine
    /// models the environment only; the others are named so the error says which limit it is.
    static let modelledContainer = "EnvironmentValues"
    static let swiftUIContainers: Set<String> = ["EnvironmentValues", "FocusedValues", "Transaction", "ContainerValues"]

    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, attribute: node, context: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // The accessor role reports a misuse; reporting it here too would say it twice.
        guard let entry = try? Entry(declaration, attribute: node, context: context) else { return [] }
        return [
            """
            private struct \(raw: entry.keyName): StateEngine.EnvironmentKey {
                static var defaultValue: \(entry.type) { \(entry.defaultValue) }
            }
            """
        ]
    }

    /// What both roles need from the property, checked once per role.
    struct Entry {
        var keyName: String
        var type: TypeSyntax
        var defaultValue: ExprSyntax

        init(_ declaration: some DeclSyntaxProtocol, attribute: AttributeSyntax, context: some MacroExpansionContext) throws {
            try EntryMacro.checkContainer(context: context)
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
            else {
                throw MacroError("'@Entry' applies to a single 'var' declaration, such as '@Entry var accent: Color = .blue'")
            }
            if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
                throw MacroError("'@Entry' applies to an instance property, not a static one")
            }
            if binding.accessorBlock != nil {
                throw MacroError("'@Entry' generates the accessors of '\(name.text)'; remove the ones written here")
            }
            guard let type = binding.typeAnnotation?.type.trimmed else {
                throw MacroError("'@Entry' needs the type of '\(name.text)' written out, as in 'var \(name.text): Color = .blue'")
            }
            if let initializer = binding.initializer {
                defaultValue = initializer.value.trimmed
            } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
            {
                defaultValue = "nil"
            } else {
                throw MacroError("'@Entry' needs a default value for '\(name.text)', as in 'var \(name.text): \(type) = ...'")
            }
            self.type = type
            keyName = "__Key_" + name.text
        }
    }

    /// `@Entry` belongs in an extension of a value container; StateEngine models the
    /// environment's, and says so for SwiftUI's others.
    static func checkContainer(context: some MacroExpansionContext) throws {
        guard let container = context.lexicalContext.first?.as(ExtensionDeclSyntax.self) else {
            throw MacroError("'@Entry' belongs in an extension of EnvironmentValues, such as 'extension EnvironmentValues { @Entry var accent: Color = .blue }'")
        }
        let name = container.extendedType.trimmedDescription
        let unqualified = name.split(separator: ".").last.map(String.init) ?? name
        guard unqualified == modelledContainer else {
            if swiftUIContainers.contains(unqualified) {
                throw MacroError("StateEngine models '@Entry' in EnvironmentValues only; \(unqualified) entries are not modelled yet (see Supported SwiftUI)")
            }
            throw MacroError("'@Entry' belongs in an extension of EnvironmentValues, not of '\(name)'")
        }
    }
}
