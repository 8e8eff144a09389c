/// A snapshot of one node of the cmark tree and everything below it.
public struct MarkdownNode: Hashable, Sendable {
    /// cmark's node types, one for one.
    public enum Kind: Hashable, Sendable, CaseIterable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock
        case paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, customInline
        case emphasis, strong, link, image

        public var isBlock: Bool {
            switch self {
            case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .customBlock,
                 .paragraph, .heading, .thematicBreak:
                return true
            default:
                return false
            }
        }
    }

    public enum ListType: Hashable, Sendable { case bullet, ordered }

    public var kind: Kind
    public var range: SourceRange
    public var children: [MarkdownNode]
    /// Text of text, code, code block and HTML nodes.
    public var literal: String?
    /// 1...6 for headings.
    public var headingLevel: Int?
    /// URL of a link or image.
    public var destination: String?
    /// Title of a link or image.
    public var title: String?
    /// A code block's info string as cmark decoded it (escapes and entities resolved).
    public var fenceInfo: String?
    /// A code block's info string parsed from its source line.
    public var info: InfoString?
    /// Lists: bullet or ordered, start number, tight or loose.
    public var listType: ListType?
    public var listStart: Int?
    public var isTight: Bool?
    /// Fenced (rather than indented) code block.
    public var isFenced: Bool?

    let handle: NodeHandle

    init(kind: Kind, range: SourceRange, children: [MarkdownNode], literal: String?, handle: NodeHandle) {
        self.kind = kind
        self.range = range
        self.children = children
        self.literal = literal
        self.handle = handle
    }

    /// Text content without markup (code included, raw HTML left out).
    public var plainText: String {
        var text = PlainTextBuilder()
        var stack: [(node: MarkdownNode, entering: Bool)] = [(self, true)]
        while let (node, entering) = stack.popLast() {
            if entering {
                text.enter(node.kind, literal: node.literal)
                stack.append((node, false))
                for child in node.children.reversed() { stack.append((child, true)) }
            } else {
                text.exit(node.kind)
            }
        }
        return text.finished
    }

    /// The first descendant (preorder, self included) for which `match` is true.
    public func first(where match: (MarkdownNode) -> Bool) -> MarkdownNode? {
        var found: MarkdownNode?
        visit { node in
            if match(node) { found = node; return .stop }
            return .continue
        }
        return found
    }

    /// Preorder visit of this node and its descendants, without recursion (deeply nested
    /// block quotes must not exhaust the stack).
    @discardableResult
    func visit(_ body: (MarkdownNode) -> WalkDecision) -> WalkDecision {
        var stack: [MarkdownNode] = [self]
        while let node = stack.popLast() {
            switch body(node) {
            case .stop: return .stop
            case .skipChildren: continue
            case .continue: stack.append(contentsOf: node.children.reversed())
            }
        }
        return .continue
    }
}
