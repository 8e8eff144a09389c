/// Turns the cmark tree into `MarkdownNode` values without recursion.
enum MarkdownTreeBuilder {
    static func build(root: OpaquePointer, source: LazySourceText, lineOffset: Int,
                      document: DocumentIdentity) -> MarkdownNode {
        var open: [MarkdownNode] = []
        var finished: MarkdownNode?
        var count = 0
        let positions = PositionResolver(lineOffset: lineOffset, source: source)
        func close(_ node: MarkdownNode) {
            if open.isEmpty { finished = node } else { open[open.count - 1].children.append(node) }
        }
        forEachEvent(under: root) { cnode, entering in
            if entering {
                let node = makeNode(cnode, source: source, positions: positions,
                                    handle: NodeHandle(document: document, index: count))
                count += 1
                if isLeaf(cnode.kind) { close(node) } else { open.append(node) }
            } else if let node = open.popLast() {
                close(node)
            }
        }
        return finished ?? makeNode(CMarkNode(pointer: root), source: source, positions: positions,
                                    handle: NodeHandle(document: document, index: 0))
    }

    /// Nodes cmark's iterator reports with an enter event only.
    static func isLeaf(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .htmlBlock, .thematicBreak, .codeBlock, .text, .softBreak, .lineBreak, .code, .htmlInline:
            return true
        default:
            return false
        }
    }

    private static func makeNode(_ c: CMarkNode, source: LazySourceText, positions: PositionResolver,
                                 handle: NodeHandle) -> MarkdownNode {
        MarkdownNode(content: content(of: c, source: source), range: positions.range(of: c), children: [], handle: handle)
    }

    private static func content(of c: CMarkNode, source: LazySourceText) -> MarkdownNode.Content {
        switch c.kind {
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
        case .list: .list(.init(type: c.isOrderedList ? .ordered : .bullet, start: c.listStart, isTight: c.isTightList))
        case .codeBlock: codeBlock(c, source: source)
        case .htmlBlock: .htmlBlock(c.literal ?? "")
        case .htmlInline: .htmlInline(c.literal ?? "")
        case .text: .text(c.literal ?? "")
        case .code: .code(c.literal ?? "")
        case .heading: .heading(level: c.headingLevel)
        case .link: .link(destination: c.url ?? "", title: c.title ?? "")
        case .image: .image(destination: c.url ?? "", title: c.title ?? "")
        }
    }

    private static func codeBlock(_ c: CMarkNode, source: LazySourceText) -> MarkdownNode.Content {
        let info = c.sourceFenceInfo(in: source.lines)
        return .codeBlock(.init(code: c.literal ?? "", fenceInfo: c.fenceInfo ?? "", info: InfoString(info ?? ""), isFenced: info != nil))
    }
}
