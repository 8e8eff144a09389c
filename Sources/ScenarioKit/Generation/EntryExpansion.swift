import SwiftParser
import SwiftSyntax

/// `@Entry`, expanded by the generator before the program is compiled, as SwiftUI's macro
/// expands it (Apple docs, "Entry()": https://developer.apple.com/documentation/swiftui/entry();
/// the expansion Xcode 16 shows): `extension EnvironmentValues { @Entry var accent: Color = .blue }`
/// gets accessors that read and write through `self[__Key_accent.self]` and a private
/// `__Key_accent` EnvironmentKey whose `defaultValue` is a computed property returning the
/// initializer, so the default is evaluated on each read of a missing value. Reading through the
/// key keeps the engine's per-key dependency tracking.
///
/// Why a source rewrite rather than a compiler plugin (how, not what: the expansion is Apple's). A plugin
/// would be a second, host build of swift-syntax (most of a first build's time) and a 46 MB
/// executable every compile loads, for one attached macro; the generator already parses
/// scenario code with swift-syntax. The rewrite adds no line, so every line of the program keeps
/// its place and errors in the initializer are reported where it was written. A misuse becomes
/// `#error` with the message the macro would give, so it is a compile error of the scenario at
/// the attribute's line, as in Xcode.
public enum EntryExpansion {
    /// The attribute's name as scenario code writes it (SwiftUI's, once imports are mapped).
    public static let macroName = "Entry"

    /// The containers SwiftUI's `@Entry` serves. StateEngine models the environment's; the others
    /// are named so the error says which limit it is.
    /// The containers StateEngine models, each with the key protocol its entries' keys adopt.
    static let modelledContainers: [String: String] = ["EnvironmentValues": "EnvironmentKey", "ContainerValues": "ContainerValueKey"]
    static let swiftUIContainers: Set<String> = ["EnvironmentValues", "FocusedValues", "Transaction", "ContainerValues"]

    /// `lines` with every `@Entry` expanded in place; the same number of lines.
    static func expand(_ lines: [String]) -> [String] {
        let source = lines.joined(separator: "\n")
        guard source.contains("@") && source.contains(macroName) else { return lines }
        let tree = Parser.parse(source: source)
        let finder = AttributeFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.found.isEmpty else { return lines }
        var edits: [Edit] = []
        for attribute in finder.found { edits += self.edits(for: attribute) }
        return apply(edits, to: source)
    }

    /// `source` with `edits` made, as lines (what `ModelExpansion` shares).
    static func apply(_ edits: [Edit], to source: String) -> [String] {
        var bytes = Array(source.utf8)
        // From the end, so earlier offsets stay valid (a blanked range before an insertion at its start).
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.count) > ($1.range.lowerBound, $1.range.count) }) {
            let replacement = edit.text.map { Array($0.utf8) } ?? bytes[edit.range].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
            bytes.replaceSubrange(edit.range, with: replacement)
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    struct Edit {
        var range: Range<Int>
        /// nil: the range becomes spaces, its newlines kept.
        var text: String?
    }

    private static func edits(for attribute: AttributeSyntax) -> [Edit] {
        let attributeRange = attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset
        switch Entry.read(attribute) {
        case .failure(let misuse):
            // The declaration becomes the error, its other lines blank, so it reports nothing
            // else, as the macro's failed expansion leaves nothing behind.
            let error = "#error(\(stringLiteral(misuse.message)))"
            guard let decl = attribute.parent?.parent?.as(DeclSyntax.self) else {
                return [Edit(range: attributeRange, text: error)]
            }
            let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
            return [
                Edit(range: start..<start, text: error),
                Edit(range: start..<decl.endPositionBeforeTrailingTrivia.utf8Offset, text: nil),
            ]
        case .success(let entry):
            let accessors = " { get { self[\(entry.keyName).self] } set { self[\(entry.keyName).self] = newValue } }"
            let key = "; private struct \(entry.keyName): StateEngine.\(entry.keyProtocol) { static var defaultValue: \(entry.type) {"
            // Spaces, not nothing: the declaration keeps its columns.
            var edits = [Edit(range: attributeRange, text: nil)]
            switch entry.defaultValue {
            case .initializer(let initializer):
                // `= value` becomes `{ accessors }; private struct Key { static var defaultValue: T { value } }`:
                // the value stays on the lines it was written on.
                let equal = initializer.equal
                edits.append(Edit(
                    range: equal.positionAfterSkippingLeadingTrivia.utf8Offset..<equal.endPositionBeforeTrailingTrivia.utf8Offset,
                    text: String(accessors.dropFirst()) + key))
                let end = initializer.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(Edit(range: end..<end, text: " } }"))
            case .implicitNil(let afterType):
                edits.append(Edit(range: afterType..<afterType, text: accessors + key + " nil } }"))
            }
            return edits
        }
    }

    private static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// What the expansion needs from the property.
    struct Entry {
        enum DefaultValue {
            case initializer(InitializerClauseSyntax)
            /// An optional without initializer defaults to nil; the offset just after its type.
            case implicitNil(Int)
        }

        var keyName: String
        /// The key protocol of the container extended (EnvironmentKey, ContainerValueKey).
        var keyProtocol: String
        var type: String
        var defaultValue: DefaultValue

        struct Misuse: Error {
            var message: String
        }

        static func read(_ attribute: AttributeSyntax) -> Result<Entry, Misuse> {
            Result { try Entry(attribute) }.mapError { $0 as? Misuse ?? Misuse(message: "\($0)") }
        }

        private init(_ attribute: AttributeSyntax) throws {
            guard attribute.arguments == nil else {
                throw Misuse(message: "'@Entry' takes no arguments")
            }
            let declaration = attribute.parent?.parent
            keyProtocol = try EntryExpansion.checkContainer(of: declaration)
            guard let variable = declaration?.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
            else {
                throw Misuse(message: "'@Entry' applies to a single 'var' declaration, such as '@Entry var accent: Color = .blue'")
            }
            if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
                throw Misuse(message: "'@Entry' applies to an instance property, not a static one")
            }
            if binding.accessorBlock != nil {
                throw Misuse(message: "'@Entry' generates the accessors of '\(name.text)'; remove the ones written here")
            }
            guard let annotation = binding.typeAnnotation else {
                throw Misuse(message: "'@Entry' needs the type of '\(name.text)' written out, as in 'var \(name.text): Color = .blue'")
            }
            let type = annotation.type
            if let initializer = binding.initializer {
                defaultValue = .initializer(initializer)
            } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
            {
                defaultValue = .implicitNil(type.endPositionBeforeTrailingTrivia.utf8Offset)
            } else {
                throw Misuse(message: "'@Entry' needs a default value for '\(name.text)', as in 'var \(name.text): \(type.trimmedDescription) = ...'")
            }
            self.type = type.trimmedDescription
            keyName = "__Key_" + name.text
        }
    }

    /// `@Entry` belongs in an extension of a value container; StateEngine models the
    /// environment's and container values', and says so for SwiftUI's others. Returns the key
    /// protocol of the container.
    static func checkContainer(of declaration: Syntax?) throws -> String {
        // declaration -> MemberBlockItem -> MemberBlockItemList -> MemberBlock -> Extension
        guard let container = declaration?.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self) else {
            throw Entry.Misuse(message: "'@Entry' belongs in an extension of EnvironmentValues, such as 'extension EnvironmentValues { @Entry var accent: Color = .blue }'")
        }
        let name = container.extendedType.trimmedDescription
        let unqualified = name.split(separator: ".").last.map(String.init) ?? name
        guard let keyProtocol = modelledContainers[unqualified] else {
            if swiftUIContainers.contains(unqualified) {
                throw Entry.Misuse(message: "StateEngine models '@Entry' in EnvironmentValues and ContainerValues only; \(unqualified) entries are not modelled yet (see Supported SwiftUI)")
            }
            throw Entry.Misuse(message: "'@Entry' belongs in an extension of EnvironmentValues, not of '\(name)'")
        }
        return keyProtocol
    }

    /// Every `@Entry` (or `@SwiftUI.Entry`, `@StateEngine.Entry`) attribute, wherever it is.
    private final class AttributeFinder: SyntaxVisitor {
        var found: [AttributeSyntax] = []

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            if name == macroName || name == "SwiftUI." + macroName || name == "StateEngine." + macroName { found.append(node) }
            return .visitChildren
        }
    }
}
