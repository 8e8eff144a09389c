import SwiftSyntax

/// How a child's place in its parent changes its highlighting: the same fourteen rules as
/// SwiftIDEUtils' `SyntaxClassification.classify(_:)`, found by (parent kind, layout index)
/// instead of by comparing the child's key path, which swift-syntax resolves with
/// `swift_getKeyPath` for every node and was most of the cost of highlighting (issue #12).
///
/// The layout indices are read once from swift-syntax's own node structures, so they follow the
/// package version; `SwiftHighlighterEquivalenceTests` compares the result with SwiftIDEUtils.
struct ContextRules: Sendable {
    /// A classification an ancestor gives. It applies to identifier tokens below it, unless
    /// `forced`, which makes the child's whole text (inner trivia included) one stretch.
    struct Context: Sendable {
        let kind: HighlightKind
        let forced: Bool
    }

    static let current = ContextRules()

    private let attributeName: Int
    private let platformVersionItemVersion: Int
    private let platformVersionPlatform: Int
    private let declModifierName: Int
    private let ifConfigClauseKeyword: Int
    private let ifConfigClauseCondition: Int
    private let ifConfigDeclEndif: Int
    private let memberTypeName: Int
    private let operatorDeclName: Int
    private let associativityLabel: Int
    private let relationLabel: Int
    private let identifierTypeName: Int
    private let functionParameterFirstName: Int
    private let labeledExprLabel: Int

    private init() {
        attributeName = Self.index(of: \AttributeSyntax.attributeName, in: .attribute)
        platformVersionItemVersion = Self.index(of: \PlatformVersionItemSyntax.platformVersion, in: .platformVersionItem)
        platformVersionPlatform = Self.index(of: \PlatformVersionSyntax.platform, in: .platformVersion)
        declModifierName = Self.index(of: \DeclModifierSyntax.name, in: .declModifier)
        ifConfigClauseKeyword = Self.index(of: \IfConfigClauseSyntax.poundKeyword, in: .ifConfigClause)
        ifConfigClauseCondition = Self.index(of: \IfConfigClauseSyntax.condition, in: .ifConfigClause)
        ifConfigDeclEndif = Self.index(of: \IfConfigDeclSyntax.poundEndif, in: .ifConfigDecl)
        memberTypeName = Self.index(of: \MemberTypeSyntax.name, in: .memberType)
        operatorDeclName = Self.index(of: \OperatorDeclSyntax.name, in: .operatorDecl)
        associativityLabel = Self.index(of: \PrecedenceGroupAssociativitySyntax.associativityLabel, in: .precedenceGroupAssociativity)
        relationLabel = Self.index(of: \PrecedenceGroupRelationSyntax.higherThanOrLowerThanLabel, in: .precedenceGroupRelation)
        identifierTypeName = Self.index(of: \IdentifierTypeSyntax.name, in: .identifierType)
        functionParameterFirstName = Self.index(of: \FunctionParameterSyntax.firstName, in: .functionParameter)
        labeledExprLabel = Self.index(of: \LabeledExprSyntax.label, in: .labeledExpr)
    }

    /// The context the child at `index` of a `parent` node gets, if its place gives one.
    @inline(__always)
    func context(parent: SyntaxKind, child index: Int) -> Context? {
        switch parent {
        case .attribute where index == attributeName: Context(kind: .attribute, forced: true)
        case .platformVersionItem where index == platformVersionItemVersion: Context(kind: .keyword, forced: false)
        case .platformVersion where index == platformVersionPlatform: Context(kind: .keyword, forced: false)
        case .declModifier where index == declModifierName: Context(kind: .attribute, forced: false)
        case .ifConfigClause where index == ifConfigClauseKeyword || index == ifConfigClauseCondition:
            Context(kind: .ifConfigDirective, forced: false)
        case .ifConfigDecl where index == ifConfigDeclEndif: Context(kind: .ifConfigDirective, forced: false)
        case .memberType where index == memberTypeName: Context(kind: .type, forced: false)
        case .operatorDecl where index == operatorDeclName: Context(kind: .operator, forced: false)
        case .precedenceGroupAssociativity where index == associativityLabel: Context(kind: .keyword, forced: false)
        case .precedenceGroupRelation where index == relationLabel: Context(kind: .keyword, forced: false)
        case .identifierType where index == identifierTypeName: Context(kind: .type, forced: false)
        case .functionParameter where index == functionParameterFirstName: Context(kind: .argumentLabel, forced: false)
        case .labeledExpr where index == labeledExprLabel: Context(kind: .argumentLabel, forced: false)
        default: nil
        }
    }

    private static func index<Node: SyntaxProtocol, Child>(of child: KeyPath<Node, Child>, in kind: SyntaxKind) -> Int {
        precondition(kind.syntaxNodeType == Node.self, "\(kind) is not \(Node.self)")
        guard case .layout(let children) = Node.structure, let index = children.firstIndex(where: { $0 == child as AnyKeyPath }) else {
            preconditionFailure("\(child) is not a layout child of \(Node.self)")
        }
        return index
    }
}
