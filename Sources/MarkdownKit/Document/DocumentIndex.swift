import CCMark

/// Everything the accessors of `MarkdownDocument` report, gathered in one pass over the
/// cmark tree the first time any of them is asked for.
struct DocumentIndex {
    /// Every node, in preorder; a `NodeHandle.index` is a position in this array.
    var nodes: [OpaquePointer] = []
    var codeBlocks: [CodeBlock] = []
    var headings: [Heading] = []
    /// Index in `nodes` of each entry of `headings`.
    var headingNodes: [Int] = []
    var links: [Link] = []
    var passages: [Passage] = []
    var plainText = ""

    init(root: OpaquePointer, source: LazySourceText, lineOffset: Int, document: DocumentIdentity) {
        let positions = PositionResolver(lineOffset: lineOffset, source: source)
        var text = PlainTextBuilder()
        var anchors = AnchorRegistry()
        var heading: (node: CMarkNode, index: Int, text: PlainTextBuilder)?
        var openLinks: [(node: CMarkNode, text: PlainTextBuilder)] = []
        // Prose only: a paragraph's text, markup and code spans kept as text (not code blocks).
        var paragraph: PlainTextBuilder?

        forEachEvent(under: root) { node, entering in
            let kind = node.kind
            if entering {
                let index = nodes.count
                nodes.append(node.pointer)
                let literal = kind.hasLiteral ? node.literal : nil
                text.enter(kind, literal: literal)
                heading?.text.enter(kind, literal: literal)
                paragraph?.enter(kind, literal: literal)
                for i in openLinks.indices { openLinks[i].text.enter(kind, literal: literal) }

                switch kind {
                case .codeBlock:
                    codeBlocks.append(CodeBlock(node: node, literal: literal ?? "", source: source.lines,
                                                positions: positions,
                                                handle: NodeHandle(document: document, index: index)))
                case .heading:
                    heading = (node, index, PlainTextBuilder())
                case .paragraph where heading == nil && paragraph == nil:
                    paragraph = PlainTextBuilder()
                case .link, .image:
                    openLinks.append((node, PlainTextBuilder()))
                default:
                    break
                }
            } else {
                text.exit(kind)
                if kind == .paragraph, let open = paragraph {
                    paragraph = nil
                    let prose = open.finished.trimmingWhitespace()
                    if !prose.isEmpty { passages.append(Passage(text: prose, heading: headings.isEmpty ? nil : headings.count - 1)) }
                } else {
                    paragraph?.exit(kind)
                }
                if kind == .heading, let open = heading {
                    heading = nil
                    let title = open.text.finished
                    headings.append(Heading(level: open.node.headingLevel, text: title,
                                            anchor: anchors.claim(for: title),
                                            line: open.node.startLine + lineOffset,
                                            range: positions.range(of: open.node)))
                    headingNodes.append(open.index)
                } else {
                    heading?.text.exit(kind)
                }
                if kind == .link || kind == .image, let open = openLinks.popLast() {
                    links.append(Link(destination: open.node.url ?? "", isImage: kind == .image,
                                      position: positions.start(of: open.node),
                                      title: open.node.title ?? "", text: open.text.finished))
                }
                for i in openLinks.indices { openLinks[i].text.exit(kind) }
            }
        }
        // An image inside a link closes first; report links in the order they start.
        links.sort { $0.position < $1.position }
        plainText = text.finished
    }
}

extension MarkdownNode.Kind {
    var hasLiteral: Bool {
        switch self {
        case .text, .code, .codeBlock, .htmlBlock, .htmlInline: return true
        default: return false
        }
    }
}

extension CMarkNode {
    /// Whether this code block was fenced; cmark 0.30 keeps that private, so read the source.
    func sourceFenceInfo(in source: SourceText) -> String? {
        guard let fence = source.fence(line: startLine, column: startColumn) else {
            // Only a fenced block has an info string, whatever the source looked like.
            let decoded = self.fenceInfo ?? ""
            return decoded.isEmpty ? nil : decoded
        }
        if parent?.type == CMARK_NODE_DOCUMENT { return fence.indentColumns < 4 ? fence.info : nil }
        // Inside a container the indentation is relative to it; an indented block would have
        // this very line as its first line of code.
        let firstCodeLine = (literal ?? "").prefix { $0 != "\n" }
        return String(firstCodeLine) == source.rest(ofLine: startLine, from: startColumn) ? nil : fence.info
    }
}

extension CodeBlock {
    init(node: CMarkNode, literal: String, source: SourceText, positions: PositionResolver, handle: NodeHandle) {
        let fenceInfo = node.sourceFenceInfo(in: source)
        let line = node.startLine + positions.lineOffset
        self.init(info: InfoString(fenceInfo ?? ""), literal: literal,
                  fenceLine: line, firstCodeLine: fenceInfo == nil ? line : line + 1,
                  range: positions.range(of: node), isFenced: fenceInfo != nil,
                  handle: handle)
    }
}
