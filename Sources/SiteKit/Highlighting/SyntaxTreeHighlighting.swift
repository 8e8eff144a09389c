@_spi(RawSyntax) import SwiftSyntax

/// One pass over a parsed tree's raw nodes that reports every token and trivia piece to a
/// `HighlightHTMLWriter`, classified as SwiftIDEUtils' `ClassificationVisitor` classifies them.
///
/// The visitor's rules, kept here: a child's place in its parent may give a context
/// (`ContextRules`); the nearest one applies to identifier tokens below it; a forced context
/// (attribute names) makes the child's text one stretch; otherwise the token kind decides, with
/// a quoted unknown token read as a string and `<#…#>` identifiers as placeholders. Missing
/// tokens are skipped, and so is a node that starts at the end of the source. The visitor's
/// cost was resolving a key path for every child; the walk reads layout indices instead.
struct SyntaxTreeHighlighting {
    private let rules = ContextRules.current
    private let source: UnsafeBufferPointer<UInt8>
    private var writer: HighlightHTMLWriter

    private init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        writer = HighlightHTMLWriter(source: source)
    }

    /// The highlighted HTML of `tree`, which was parsed from `source`.
    static func html(of tree: SourceFileSyntax, source: UnsafeBufferPointer<UInt8>) -> String {
        var walk = SyntaxTreeHighlighting(source: source)
        withExtendedLifetime(tree) {
            _ = walk.visit(tree.raw, at: 0, context: nil)
        }
        return walk.writer.finish()
    }

    /// Reports `node`; false once a node starts at the end of the source (the walk stops there).
    private mutating func visit(_ node: RawSyntax, at offset: Int, context: ContextRules.Context?) -> Bool {
        guard offset < source.count else { return false }
        guard offset + node.byteLength > 0 else { return true }
        if let token = node.tokenView {
            if token.presence == .present { report(token, at: offset, context: context) }
            return true
        }
        let parentKind = node.kind
        var childOffset = offset
        for (index, child) in node.layoutView!.children.enumerated() {
            guard let child else { continue }
            let own = rules.context(parent: parentKind, child: index)
            if let own, own.forced {
                reportWhole(child, at: childOffset, as: own.kind)
            } else if !visit(child, at: childOffset, context: own ?? context) {
                return false
            }
            childOffset += child.byteLength
        }
        return true
    }

    private mutating func report(_ token: RawSyntaxTokenView, at offset: Int, context: ContextRules.Context?) {
        let leading = token.leadingTriviaByteLength
        reportTrivia(at: offset, length: leading) { token.leadingRawTriviaPieces }
        let textStart = offset + leading
        let text = token.rawText
        writer.report(Self.kind(of: token.rawKind, text: text, context: context), from: textStart, to: textStart + text.count)
        reportTrivia(at: textStart + text.count, length: token.trailingTriviaByteLength) { token.trailingRawTriviaPieces }
    }

    /// A forced context: the node's text from its first to its last present token is one stretch.
    private mutating func reportWhole(_ node: RawSyntax, at offset: Int, as kind: HighlightKind) {
        let leading = node.leadingTriviaByteLength
        let trailing = node.trailingTriviaByteLength
        reportTrivia(at: offset, length: leading) { node.leadingTriviaPieces ?? [] }
        let textStart = offset + leading
        let textEnd = offset + node.byteLength - trailing
        writer.report(kind, from: textStart, to: textEnd)
        reportTrivia(at: textEnd, length: trailing) { node.trailingTriviaPieces ?? [] }
    }

    /// Trivia is plain unless it holds a comment. Every comment starts with `/`, so trivia without
    /// one is reported as one plain stretch (what its pieces merge into) and is not split at all.
    private mutating func reportTrivia(at offset: Int, length: Int, pieces: () -> [RawTriviaPiece]) {
        guard length > 0 else { return }
        let bytes = UnsafeBufferPointer(rebasing: source[offset..<offset + length])
        guard bytes.contains(UInt8(ascii: "/")) else {
            writer.report(.none, from: offset, to: offset + length)
            return
        }
        var start = offset
        for piece in pieces() {
            let kind: HighlightKind = switch piece {
            case .lineComment: .lineComment
            case .blockComment: .blockComment
            case .docLineComment: .docLineComment
            case .docBlockComment: .docBlockComment
            default: .none
            }
            writer.report(kind, from: start, to: start + piece.byteLength)
            start += piece.byteLength
        }
    }

    private static func kind(of tokenKind: RawTokenKind, text: SyntaxText, context: ContextRules.Context?) -> HighlightKind {
        if let context, tokenKind == .identifier || context.forced { return context.kind }
        if tokenKind == .unknown && text.hasPrefix("\"") { return .stringLiteral }
        if tokenKind == .identifier && text.hasPrefix("<#") && text.hasSuffix("#>") { return .editorPlaceholder }
        return HighlightKind(contextFree: tokenKind)
    }
}
