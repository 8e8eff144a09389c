import SwiftParser
import SwiftSyntax
import Transcript

/// SwiftData's `@Model`, expanded by the generator before the program is compiled, as
/// `@Entry` is (see `EntryExpansion` for why a rewrite rather than a plugin), in programs that
/// import SwiftData. Adds no line:
///
/// - `@Model` becomes `@Observable`: each stored property is observed on its own, as SwiftData's
///   models are (Apple docs, Model(): the macro "conforms to Observable"; WWDC23 "Meet SwiftData").
/// - The class conforms to StateEngineSwiftData's `PersistentModel`, and its closing line gets
///   the model's bookkeeping and the list of its persisted properties (`ProgramABI.modelState`,
///   `ProgramABI.modelSchema`): every stored property but a `@Transient` one.
/// - `@Attribute(.unique)` and `@Relationship(deleteRule:)` become entries of that list (their
///   text turns to spaces); `@Transient` becomes `@ObservationIgnored` (SwiftData neither stores
///   nor observes it).
///
/// What StateEngine does not model becomes `#error` with StateEngine's message at its line:
/// explicit or implied inverse relationships (two models that refer to each other; SwiftData
/// keeps both sides in step, StateEngine would not), `#Unique`/`#Index`, attribute options that
/// change behaviour. Misuse gets the message the macro would give.
public enum ModelExpansion {
    public static let macroName = "Model"
    /// The attached macros the expansion handles: `@Model` and those on its properties.
    public static let expandedAttributes = [macroName, "Attribute", "Relationship", "Transient"]
    static let frameworkModule = ProgramABI.frameworkModules["SwiftData"]!
    static let qualifiedProtocol = frameworkModule + ".PersistentModel"

    /// What the expansion needs from the whole program: whether it imports SwiftData, and each
    /// model class's name with the model types its properties name (for inverse relationships).
    struct Survey {
        var importsSwiftData = false
        var references: [String: [String: Set<String>]] = [:]

        var modelNames: Set<String> { Set(references.keys) }

        /// Another model that refers back to `model`, through which of its properties.
        func inverse(of model: String, property: String) -> (model: String, property: String)? {
            let modelNames = self.modelNames
            for target in (references[model]?[property] ?? []).sorted() where modelNames.contains(target) {
                for (otherProperty, named) in (references[target] ?? [:]).sorted(by: { $0.key < $1.key }) where named.contains(model) {
                    if target == model && otherProperty == property { continue }
                    return (target, otherProperty)
                }
            }
            return nil
        }
    }

    static func survey(_ chunks: [[String]]) -> Survey {
        var survey = Survey()
        for lines in chunks {
            let source = lines.joined(separator: "\n")
            guard source.contains("import") || source.contains(macroName) else { continue }
            let visitor = SurveyVisitor(viewMode: .sourceAccurate)
            visitor.walk(Parser.parse(source: source))
            survey.importsSwiftData = survey.importsSwiftData || visitor.importsSwiftData
            survey.references.merge(visitor.references) { $1 }
        }
        return survey
    }

    /// `lines` with every `@Model` class expanded in place; the same number of lines.
    static func expand(_ lines: [String], survey: Survey) -> [String] {
        guard survey.importsSwiftData else { return lines }
        let source = lines.joined(separator: "\n")
        guard source.contains("@") && (source.contains(macroName) || refusedAttributes.contains(where: source.contains)) else { return lines }
        let finder = ModelFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        guard !finder.found.isEmpty else { return lines }
        var edits: [EntryExpansion.Edit] = []
        for attribute in finder.found { edits += self.edits(for: attribute, survey: survey) }
        for attribute in finder.refused {
            guard let decl = attribute.parent?.parent?.as(DeclSyntax.self) else { continue }
            edits += replace(decl, with: refusal("`@\(attribute.attributeName.trimmedDescription)`"))
        }
        return EntryExpansion.apply(edits, to: source)
    }

    private static func edits(for attribute: AttributeSyntax, survey: Survey) -> [EntryExpansion.Edit] {
        let attributeRange = range(of: attribute)
        guard let decl = attribute.parent?.parent else { return [] }
        guard attribute.arguments == nil else { return misuse("'@Model' takes no arguments", replacing: decl) }
        guard let model = decl.as(ClassDeclSyntax.self) else {
            return misuse("'@Model' applies to a class, such as '@Model final class Item { var name: String }'", replacing: decl)
        }
        let className = model.name.text
        var edits = [EntryExpansion.Edit(range: attributeRange, text: "@Observable")]
        // The conformance, after the inheritance clause or the name (and its generic parameters).
        if let inheritance = model.inheritanceClause {
            let end = inheritance.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(.init(range: end..<end, text: ", " + qualifiedProtocol))
        } else {
            let end = (model.genericParameterClause.map(Syntax.init) ?? Syntax(model.name)).endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(.init(range: end..<end, text: ": " + qualifiedProtocol))
        }
        var entries: [String] = []
        for member in model.memberBlock.members {
            if let macro = member.decl.as(MacroExpansionDeclSyntax.self) {
                edits += replace(macro, with: refusal("`#" + macro.macroName.text + "`"))
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) { continue }
            switch Property.read(variable) {
            case .failure(let misuse):
                edits += replace(variable, with: "#error(\(stringLiteral(misuse.message)))")
            case .success(let property):
                let inverse = property.isTransient ? nil : property.names.lazy.compactMap { name in
                    survey.inverse(of: className, property: name).map { (name, $0) }
                }.first
                if let (name, inverse) = inverse {
                    edits += replace(variable, with: refusal(
                        "inverse relationships (`\(className).\(name)` and `\(inverse.model).\(inverse.property)` refer to each other)"))
                    continue
                }
                edits += property.attributeEdits
                guard !property.isTransient else { continue }
                entries += property.names.map { property.entry(name: $0, root: className) }
            }
        }
        // The bookkeeping and the schema, before the closing brace.
        let close = model.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let separator = model.memberBlock.members.isEmpty ? "" : "; "
        let added = separator + "let \(ProgramABI.modelState) = \(frameworkModule).__StateDocsModelState(); "
            + "static var \(ProgramABI.modelSchema): [\(frameworkModule).__StateDocsModelProperty] { [\(entries.joined(separator: ", "))] } "
        edits.append(.init(range: close..<close, text: added))
        return edits
    }

    /// One stored property's attributes, as the expansion reads them.
    struct Property {
        var names: [String]
        var isLet: Bool
        var isUnique = false
        var isTransient = false
        var deleteRule: String?
        var attributeEdits: [EntryExpansion.Edit] = []

        struct Misuse: Error { var message: String }

        static func read(_ variable: VariableDeclSyntax) -> Result<Property, Misuse> {
            Result { try Property(variable) }.mapError { $0 as? Misuse ?? Misuse(message: "\($0)") }
        }

        private init(_ variable: VariableDeclSyntax) throws {
            isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            names = variable.bindings.compactMap { binding in
                // A computed property is not stored; observers (willSet/didSet) are.
                if let accessors = binding.accessorBlock?.accessors {
                    guard case .accessors(let list) = accessors,
                        list.allSatisfy({ $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet) })
                    else { return nil }
                }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            for element in variable.attributes {
                guard case .attribute(let attribute) = element else { continue }
                let name = attribute.attributeName.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                let arguments = attribute.arguments.flatMap { $0.as(LabeledExprListSyntax.self) } ?? []
                switch name {
                case "Attribute":
                    try readAttribute(arguments)
                    attributeEdits.append(.init(range: range(of: attribute), text: nil))
                case "Relationship":
                    try readRelationship(arguments)
                    attributeEdits.append(.init(range: range(of: attribute), text: nil))
                case "Transient":
                    isTransient = true
                    attributeEdits.append(.init(range: range(of: attribute), text: "@ObservationIgnored"))
                default:
                    continue
                }
            }
        }

        /// Storage hints that change nothing a program sees (`Schema.Attribute.Option`).
        static let inertOptions: Set<String> = ["externalStorage", "spotlight", "allowsCloudEncryption"]
        /// Arguments about the store's file or migrations, not what a program sees.
        static let inertLabels: Set<String> = ["originalName", "hashModifier"]

        private mutating func readAttribute(_ arguments: LabeledExprListSyntax) throws {
            for argument in arguments {
                if let label = argument.label?.text {
                    guard Self.inertLabels.contains(label) else { throw Misuse(message: ModelExpansion.refusal("`@Attribute(\(label):)`")) }
                    continue
                }
                guard let option = argument.expression.as(MemberAccessExprSyntax.self), option.base == nil else {
                    throw Misuse(message: ModelExpansion.refusal("`@Attribute(\(argument.expression.trimmedDescription))`"))
                }
                let name = option.declName.baseName.text
                if name == "unique" {
                    isUnique = true
                } else if !Self.inertOptions.contains(name) {
                    throw Misuse(message: ModelExpansion.refusal("`@Attribute(.\(name))`"))
                }
            }
        }

        private mutating func readRelationship(_ arguments: LabeledExprListSyntax) throws {
            for argument in arguments {
                switch argument.label?.text {
                case "deleteRule":
                    guard let rule = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                        ["cascade", "nullify", "noAction"].contains(rule)
                    else { throw Misuse(message: ModelExpansion.refusal("`@Relationship(deleteRule: \(argument.expression.trimmedDescription))`")) }
                    deleteRule = "." + rule
                case "inverse":
                    throw Misuse(message: ModelExpansion.refusal("inverse relationships (`@Relationship(inverse:)`)"))
                case let label? where Self.inertLabels.contains(label):
                    continue
                case let label:
                    throw Misuse(message: ModelExpansion.refusal("`@Relationship(\(label.map { $0 + ":" } ?? argument.expression.trimmedDescription))`"))
                }
            }
        }

        /// The schema entry (a `__StateDocsModelProperty`) for the stored property `name`.
        func entry(name: String, root: String) -> String {
            let arguments = "\"\(name)\", \\\(root).\(name)"
            if isUnique { return ".unique(\(arguments))" }
            if let deleteRule { return ".relationship(\(arguments), deleteRule: \(deleteRule))" }
            return ".init(\(arguments))"
        }
    }

    static func refusal(_ what: String) -> String {
        "StateEngine does not model \(what) yet (see Supported SwiftUI)"
    }

    private static func misuse(_ message: String, replacing decl: Syntax) -> [EntryExpansion.Edit] {
        guard let decl = decl.as(DeclSyntax.self) else { return [] }
        return replace(decl, with: "#error(\(stringLiteral(message)))")
    }

    /// The declaration becomes `#error(message)`, its other lines blank.
    private static func replace(_ decl: some SyntaxProtocol, with error: String) -> [EntryExpansion.Edit] {
        let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
        let text = error.hasPrefix("#error") ? error : "#error(\(stringLiteral(error)))"
        return [.init(range: start..<start, text: text), .init(range: start..<decl.endPositionBeforeTrailingTrivia.utf8Offset, text: nil)]
    }

    private static func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func isModelAttribute(_ node: AttributeSyntax) -> Bool {
        let name = node.attributeName.trimmedDescription
        return name == macroName || name == "SwiftData." + macroName || name == frameworkModule + "." + macroName
    }

    /// SwiftData's other attached macros, which StateEngine does not model.
    static let refusedAttributes: Set<String> = ["ModelActor"]

    private final class ModelFinder: SyntaxVisitor {
        var found: [AttributeSyntax] = []
        var refused: [AttributeSyntax] = []

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if ModelExpansion.isModelAttribute(node) { found.append(node) }
            let name = node.attributeName.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            if ModelExpansion.refusedAttributes.contains(name) { refused.append(node) }
            return .visitChildren
        }
    }

    private final class SurveyVisitor: SyntaxVisitor {
        var importsSwiftData = false
        var references: [String: [String: Set<String>]] = [:]

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.path.first?.name.text == ModelExpansion.frameworkModule { importsSwiftData = true }
            return .skipChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let isModel = node.attributes.contains { element in
                if case .attribute(let attribute) = element { return ModelExpansion.isModelAttribute(attribute) }
                return false
            }
            guard isModel else { return .visitChildren }
            var properties: [String: Set<String>] = [:]
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = binding.typeAnnotation?.type
                    else { continue }
                    let names = TypeNames(viewMode: .sourceAccurate)
                    names.walk(type)
                    properties[name] = names.found
                }
            }
            references[node.name.text] = properties
            return .visitChildren
        }
    }

    private final class TypeNames: SyntaxVisitor {
        var found: Set<String> = []
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            found.insert(node.name.text)
            return .visitChildren
        }
    }
}
