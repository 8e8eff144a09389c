import SwiftParser
import SwiftSyntax

/// How one scenario's code is placed beside other scenarios in a single module without any
/// name clashing, while every name keeps meaning what it meant in the scenario's own program.
///
/// - Types (struct, class, enum, actor, protocol) move into an extension of the scenario's
///   namespace enum, on the lines they were written on, and a file-private type alias under the
///   original name makes them reachable from the rest of the file.
/// - Top-level functions, type aliases and extensions of types the scenario does not own (such
///   as `extension View`) become `fileprivate`, so two scenarios may add the same member.
/// - Extensions of the scenario's own types, and extensions that add a conformance, stay as
///   written: the former cannot clash, the latter cannot be file-private.
/// - Imports, operators, precedence groups and macros stay at file scope as written; a clash
///   between two scenarios is a compile error, which makes the batch isolate them.
///
/// A scenario whose program would mean something else in this frame is not batched (`nil`):
/// top-level statements or variables outside its steps (in `main.swift` they run eagerly, in
/// order, which a file-scope global does not), `#if` or freestanding macros at top level, and
/// types, extensions or imports declared inside steps (the steps become a function body).
struct BatchRewrite {
    /// The declaration lines, rewritten.
    var declarations: [String]
    /// Names of the types moved into the namespace.
    var typeNames: [String]

    static func make(declarations lines: [String], steps: [String], namespace: String) -> BatchRewrite? {
        guard stepsFitAFunctionBody(steps) else { return nil }
        let source = lines.joined(separator: "\n")
        let tree = Parser.parse(source: source)
        guard !tree.hasError else { return nil }
        var ownTypes: [String] = []
        for item in tree.statements {
            if let name = typeDeclarationName(item.item) { ownTypes.append(name) }
        }
        var edits: [(offset: Int, text: String)] = []
        for item in tree.statements {
            guard let decl = item.item.as(DeclSyntax.self) else { return nil }
            if typeDeclarationName(item.item) != nil {
                edits += wrap(decl, in: namespace)
                if let access = accessModifier(of: decl), access.name.tokenKind == .keyword(.private) {
                    // `private` inside the extension would hide the type from its own alias.
                    edits.append((access.name.positionAfterSkippingLeadingTrivia.utf8Offset, "file"))
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                edits += makeFilePrivate(function.modifiers, before: function.funcKeyword)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                edits += makeFilePrivate(alias.modifiers, before: alias.typealiasKeyword)
            } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                let extended = ext.extendedType.trimmedDescription
                let root = String(extended.prefix { $0 != "." && $0 != "<" })
                if ext.inheritanceClause == nil && !ownTypes.contains(root) {
                    edits += makeFilePrivate(ext.modifiers, before: ext.extensionKeyword)
                }
            } else if decl.is(ImportDeclSyntax.self) || decl.is(OperatorDeclSyntax.self)
                || decl.is(PrecedenceGroupDeclSyntax.self) || decl.is(MacroDeclSyntax.self)
            {
                continue
            } else {
                return nil
            }
        }
        // From the end; of two insertions at one place, the one made second lands first, so
        // later edits are applied first there ("extension NS { " before "file" + "private").
        var utf8 = Array(source.utf8)
        let ordered = edits.enumerated().sorted { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }
        for edit in ordered.map(\.element) {
            utf8.insert(contentsOf: Array(edit.text.utf8), at: edit.offset)
        }
        let rewritten = String(decoding: utf8, as: UTF8.self)
        let rewrittenLines = rewritten.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Insertions never add a line: the virtual file keeps its numbering.
        guard rewrittenLines.count == max(lines.count, 1) || lines.isEmpty else { return nil }
        return BatchRewrite(declarations: lines.isEmpty ? [] : rewrittenLines, typeNames: ownTypes)
    }

    private static func typeDeclarationName(_ item: CodeBlockItemSyntax.Item) -> String? {
        if let decl = item.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = item.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = item.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = item.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = item.as(ProtocolDeclSyntax.self) { return decl.name.text }
        return nil
    }

    private static func wrap(_ decl: DeclSyntax, in namespace: String) -> [(Int, String)] {
        [
            (decl.positionAfterSkippingLeadingTrivia.utf8Offset, "extension \(namespace) { "),
            (decl.endPositionBeforeTrailingTrivia.utf8Offset, " }"),
        ]
    }

    private static let accessKeywords: Set<Keyword> = [.private, .fileprivate, .internal, .package, .public, .open]

    private static func accessModifier(of decl: DeclSyntax) -> DeclModifierSyntax? {
        guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return nil }
        return modifiers.first { modifier in
            if case .keyword(let keyword) = modifier.name.tokenKind { return accessKeywords.contains(keyword) }
            return false
        }
    }

    /// Inserts `fileprivate` before the first modifier (or the keyword), after any attributes,
    /// unless the declaration already says who may see it.
    private static func makeFilePrivate(_ modifiers: DeclModifierListSyntax, before keyword: TokenSyntax) -> [(Int, String)] {
        let hasAccess = modifiers.contains { modifier in
            if case .keyword(let word) = modifier.name.tokenKind { return accessKeywords.contains(word) }
            return false
        }
        guard !hasAccess else { return [] }
        let position = modifiers.first?.positionAfterSkippingLeadingTrivia ?? keyword.positionAfterSkippingLeadingTrivia
        return [(position.utf8Offset, "fileprivate ")]
    }

    /// Steps become the body of a function: declarations that only make sense at file scope,
    /// and types (which would print as local types), keep the scenario out of the batch.
    private static func stepsFitAFunctionBody(_ steps: [String]) -> Bool {
        guard !steps.isEmpty else { return true }
        let tree = Parser.parse(source: steps.joined(separator: "\n"))
        guard !tree.hasError else { return false }
        for item in tree.statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            if decl.is(VariableDeclSyntax.self) || decl.is(FunctionDeclSyntax.self) { continue }
            return false
        }
        return true
    }
}
