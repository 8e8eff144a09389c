import Foundation
import SwiftParser
import SwiftSyntax

/// Reads StateEngine's sources with swift-syntax and lists every public SwiftUI declaration
/// with its status, so the "Supported SwiftUI" page cannot drift from the code.
///
/// What is listed and how it is classified is the convention in Sources/StateEngine/README.md ("Supported
/// SwiftUI"): `@available(*, unavailable, message:)` makes a declaration unavailable, a
/// `/// StateEngine: inert` (or `hidden`) doc-comment line on it or on its enclosing extension
/// or type sets its status, and everything else that is public is modelled.
public enum SurfaceScanner {
    /// Folders of the engine that are not SwiftUI API (the scenario driver, the benchmark, the
    /// framework modules' seam).
    public static let excludedFolders: Set<String> = ["Driver", "Benchmark", "Frameworks"]

    /// Types whose extensions hold modifiers. `View` and `Scene` modifiers are listed by their
    /// name alone; the others are qualified (`Text.bold(_:)`).
    static let modifierHosts: Set<String> = ["View", "Scene", "Text", "Image", "Shape"]

    /// Every entry of the `.swift` files under `directory`, sorted and without duplicates.
    public static func scan(directory: URL) throws -> [SurfaceEntry] {
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: directory.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
        }
        var entries: Set<SurfaceEntry> = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let folders = relative.split(separator: "/").dropLast().map(String.init)
            if folders.contains(where: excludedFolders.contains) { continue }
            let source = try String(contentsOf: directory.appendingPathComponent(relative), encoding: .utf8)
            entries.formUnion(scan(source: source))
        }
        return entries.sorted()
    }

    /// The entries one source file declares.
    public static func scan(source: String) -> [SurfaceEntry] {
        var collector = Collector()
        collector.visit(Parser.parse(source: source).statements)
        return collector.entries
    }

    private struct Context {
        var isPublic: Bool
        var tag: ClassificationTag?
        var unavailable: String??
    }

    private struct Collector {
        var entries: [SurfaceEntry] = []

        mutating func visit(_ items: CodeBlockItemListSyntax) {
            for item in items {
                guard case .decl(let decl) = item.item else { continue }
                visit(decl)
            }
        }

        mutating func visit(_ decl: DeclSyntax) {
            if let config = decl.as(IfConfigDeclSyntax.self) {
                for clause in config.clauses {
                    if case .statements(let items)? = clause.elements { visit(items) }
                }
                return
            }
            if let ext = decl.as(ExtensionDeclSyntax.self) {
                visitExtension(ext)
                return
            }
            let root = Context(isPublic: false, tag: nil, unavailable: nil)
            if let type = NominalType(decl), type.isPublic, !type.name.hasPrefix("_") {
                let section: SurfaceEntry.Section = type.isPropertyWrapper ? .propertyWrappers : .types
                add(section, type.name, decl: decl, attributes: type.attributes, context: root)
            } else if let function = decl.as(FunctionDeclSyntax.self), isPublic(function.modifiers),
                !function.name.text.hasPrefix("_")
            {
                add(.functions, signature(function), decl: decl, attributes: function.attributes, context: root)
            } else if let macro = decl.as(MacroDeclSyntax.self), isPublic(macro.modifiers) {
                add(.macros, macro.name.text, decl: decl, attributes: macro.attributes, context: root)
            }
        }

        mutating func visitExtension(_ ext: ExtensionDeclSyntax) {
            let extended = ext.extendedType.trimmedDescription
            let base = extended.split(separator: "<").first.map(String.init) ?? extended
            let context = Context(
                isPublic: isPublic(ext.modifiers), tag: ClassificationTag.find(in: ext.leadingTrivia),
                unavailable: SurfaceScanner.unavailability(ext.attributes))
            if context.tag == .hidden || base.hasPrefix("_") { return }
            for member in ext.memberBlock.members {
                let decl = member.decl
                if SurfaceScanner.modifierHosts.contains(base), let function = decl.as(FunctionDeclSyntax.self) {
                    guard context.isPublic || isPublic(function.modifiers), !function.name.text.hasPrefix("_") else { continue }
                    let name = (base == "View" || base == "Scene") ? signature(function) : base + "." + signature(function)
                    add(.modifiers, name, decl: decl, attributes: function.attributes, context: context)
                } else if base == "EnvironmentValues", let variable = decl.as(VariableDeclSyntax.self) {
                    guard context.isPublic || isPublic(variable.modifiers) else { continue }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            !name.hasPrefix("_")
                        else { continue }
                        add(.environmentValues, name, decl: decl, attributes: variable.attributes, context: context)
                    }
                }
            }
        }

        mutating func add(
            _ section: SurfaceEntry.Section, _ name: String, decl: DeclSyntax, attributes: AttributeListSyntax,
            context: Context
        ) {
            let own = ClassificationTag.find(in: decl.leadingTrivia)
            if own == .hidden { return }
            let status: SurfaceEntry.Status
            var note: String?
            if let message = SurfaceScanner.unavailability(attributes) ?? context.unavailable {
                status = .unavailable
                note = message
            } else if case .status(let tagged, let reason)? = own ?? context.tag {
                status = tagged
                note = reason
            } else {
                status = .modelled
            }
            entries.append(SurfaceEntry(section: section, name: name, status: status, note: note))
        }

        func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
        }

        /// `focused(_:equals:)`: the name and argument labels, as Swift documentation writes it.
        func signature(_ function: FunctionDeclSyntax) -> String {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
            return function.name.text + "(" + labels.joined() + ")"
        }
    }

    /// `.some(message)` when the attributes hold `@available(*, unavailable ...)`; the message
    /// is nil when none is given.
    static func unavailability(_ attributes: AttributeListSyntax) -> String?? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription == "available",
                let arguments = attribute.arguments?.as(AvailabilityArgumentListSyntax.self)
            else { continue }
            var isUnavailable = false
            var message: String?
            for argument in arguments {
                switch argument.argument {
                case .token(let token) where token.text == "unavailable":
                    isUnavailable = true
                case .availabilityLabeledArgument(let labeled) where labeled.label.text == "message":
                    if case .string(let literal) = labeled.value {
                        message = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                    }
                default:
                    break
                }
            }
            if isUnavailable { return .some(message) }
        }
        return nil
    }
}

/// A struct, class, enum, protocol, actor or typealias at file scope.
private struct NominalType {
    var name: String
    var attributes: AttributeListSyntax
    var modifiers: DeclModifierListSyntax

    init?(_ decl: DeclSyntax) {
        if let d = decl.as(StructDeclSyntax.self) {
            (name, attributes, modifiers) = (d.name.text, d.attributes, d.modifiers)
        } else if let d = decl.as(ClassDeclSyntax.self) {
            (name, attributes, modifiers) = (d.name.text, d.attributes, d.modifiers)
        } else if let d = decl.as(EnumDeclSyntax.self) {
            (name, attributes, modifiers) = (d.name.text, d.attributes, d.modifiers)
        } else if let d = decl.as(ProtocolDeclSyntax.self) {
            (name, attributes, modifiers) = (d.name.text, d.attributes, d.modifiers)
        } else if let d = decl.as(ActorDeclSyntax.self) {
            (name, attributes, modifiers) = (d.name.text, d.attributes, d.modifiers)
        } else if let d = decl.as(TypeAliasDeclSyntax.self) {
            (name, attributes, modifiers) = (d.name.text, d.attributes, d.modifiers)
        } else {
            return nil
        }
    }

    var isPublic: Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
    }

    var isPropertyWrapper: Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper" }
    }
}
