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
        let kind = c.kind
        var node = MarkdownNode(kind: kind, range: positions.range(of: c), children: [],
                                literal: kind.hasLiteral ? c.literal : nil, handle: handle)
        switch kind {
        case .heading:
            node.headingLevel = c.headingLevel
        case .link, .image:
            node.destination = c.url ?? ""
            node.title = c.title ?? ""
        case .codeBlock:
            let info = c.sourceFenceInfo(in: source.lines)
            node.fenceInfo = c.fenceInfo ?? ""
            node.info = InfoString(info ?? "")
            node.isFenced = info != nil
        case .list:
            node.listType = c.isOrderedList ? .ordered : .bullet
            node.listStart = c.listStart
            node.isTight = c.isTightList
        default:
            break
        }
        return node
    }
}
