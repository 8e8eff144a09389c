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

    /// A list's facts: bullet or ordered, the number an ordered list starts at, tight or loose.
    public struct ListFacts: Hashable, Sendable {
        public var type: ListType
        public var start: Int
        public var isTight: Bool
    }

    /// A code block's facts: its code, its info string as cmark decoded it (escapes and
    /// entities resolved) and as parsed from its source line, and whether it was fenced.
    public struct CodeFacts: Hashable, Sendable {
        public var code: String
        public var fenceInfo: String
        public var info: InfoString
        public var isFenced: Bool
    }

    /// What the node is, with the facts only that kind has.
    public enum Content: Hashable, Sendable {
        case document, blockQuote, item, paragraph, thematicBreak
        case softBreak, lineBreak, emphasis, strong, customBlock, customInline
        case list(ListFacts)
        case codeBlock(CodeFacts)
        case htmlBlock(String), htmlInline(String)
        case text(String), code(String)
        /// 1...6.
        case heading(level: Int)
        case link(destination: String, title: String)
        case image(destination: String, title: String)
    }

    public var content: Content
    public var range: SourceRange
    public var children: [MarkdownNode]

    let handle: NodeHandle

    init(content: Content, range: SourceRange, children: [MarkdownNode], handle: NodeHandle) {
        self.content = content
        self.range = range
        self.children = children
        self.handle = handle
    }

    /// The node's kind without its facts.
    public var kind: Kind {
        switch content {
        case .document: .document
        case .blockQuote: .blockQuote
        case .item: .item
        case .paragraph: .paragraph
        case .thematicBreak: .thematicBreak
        case .softBreak: .softBreak
        case .lineBreak: .lineBreak
        case .emphasis: .emphasis
        case .strong: .strong
        case .customBlock: .customBlock
        case .customInline: .customInline
        case .list: .list
        case .codeBlock: .codeBlock
        case .htmlBlock: .htmlBlock
        case .htmlInline: .htmlInline
        case .text: .text
        case .code: .code
        case .heading: .heading
        case .link: .link
        case .image: .image
        }
    }

    /// The text of text, code, code block and HTML nodes.
    public var literal: String? {
        switch content {
        case .text(let text), .code(let text), .htmlBlock(let text), .htmlInline(let text): text
        case .codeBlock(let facts): facts.code
        default: nil
        }
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
