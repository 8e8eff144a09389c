@_spi(RawSyntax) import SwiftSyntax

/// What a stretch of Swift source is, in the categories swift-syntax's IDE classification uses
/// (SwiftIDEUtils' `SyntaxClassification`), one case for each of its cases.
///
/// All of them are kept, not only those with a style: adjacent stretches of the same kind become
/// one `<span>`, so `.stringLiteral` next to `.regexLiteral` (both `hl-str`) must stay two
/// spans, and an empty `.identifier` stretch still keeps its neighbours apart.
enum HighlightKind: UInt8, Sendable {
    case none, identifier, keyword, attribute, type, `operator`, argumentLabel, dollarIdentifier
    case editorPlaceholder, ifConfigDirective, stringLiteral, regexLiteral, integerLiteral, floatLiteral
    case lineComment, blockComment, docLineComment, docBlockComment

    /// The theme's stylesheet styles these names; identifiers stay plain so code reads calmly.
    var cssClass: StaticString? {
        switch self {
        case .keyword: "kw"
        case .attribute: "attr"
        case .type: "type"
        case .stringLiteral, .regexLiteral: "str"
        case .integerLiteral, .floatLiteral: "num"
        case .lineComment, .blockComment: "com"
        case .docLineComment, .docBlockComment: "doc"
        case .ifConfigDirective: "dir"
        case .dollarIdentifier: "dollar"
        case .argumentLabel: "label"
        case .editorPlaceholder: "ph"
        case .operator: "op"
        case .identifier, .none: nil
        }
    }

    /// A token's kind when its place in the tree says nothing more (SwiftIDEUtils' table for
    /// `RawTokenKind`; the switch is exhaustive so a new token kind fails to compile here).
    init(contextFree kind: RawTokenKind) {
        switch kind {
        case .atSign: self = .attribute
        case .binaryOperator, .colonColon, .postfixOperator, .prefixOperator: self = .operator
        case .dollarIdentifier: self = .dollarIdentifier
        case .floatLiteral: self = .floatLiteral
        case .integerLiteral: self = .integerLiteral
        case .identifier: self = .identifier
        case .keyword, .poundSourceLocation: self = .keyword
        case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment: self = .stringLiteral
        case .poundElse, .poundElseif, .poundEndif, .poundIf: self = .ifConfigDirective
        case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: self = .regexLiteral
        case .arrow, .backslash, .backtick, .colon, .comma, .ellipsis, .endOfFile, .equal,
             .exclamationMark, .infixQuestionMark, .leftAngle, .leftBrace, .leftParen, .leftSquare,
             .period, .postfixQuestionMark, .pound, .poundAvailable, .poundUnavailable,
             .prefixAmpersand, .rawStringPoundDelimiter, .rightAngle, .rightBrace, .rightParen,
             .rightSquare, .semicolon, .shebang, .unknown, .wildcard:
            self = .none
        }
    }
}
