import CCMark

extension MarkdownDocument {
    /// Emit `html` verbatim in place of this code block when rendering.
    @discardableResult
    public func replace(_ block: CodeBlock, withHTML html: String) -> Bool {
        replace(handle: block.handle, withHTML: html)
    }

    /// Emit `html` verbatim in place of this node: a block node gives way to an HTML block,
    /// an inline node to inline HTML. A list item keeps its `<li>`, since a list can hold
    /// only items. Replacing the document replaces the whole page. Returns false for a node
    /// of another document.
    @discardableResult
    public func replace(_ node: MarkdownNode, withHTML html: String) -> Bool {
        replace(handle: node.handle, withHTML: html)
    }

    private func replace(handle: NodeHandle, withHTML html: String) -> Bool {
        guard handle.document === identity, index.nodes.indices.contains(handle.index) else {
            return false
        }
        replacements[handle.index] = html
        return true
    }

    /// The page HTML: cmark's rendering with replacements and heading anchors applied.
    public func renderHTML() -> String {
        let renderOptions = options.cmarkRenderOptions
        if replacements.isEmpty && !options.headingAnchors {
            return MarkdownKit.renderHTML(of: cmarkRoot, options: renderOptions)
        }
        if let whole = replacements[0] { return whole }

        // Swap stand-in nodes into the tree for the length of one render, then put the
        // originals back, so the tree stays what was parsed and renderHTML can run again.
        var swaps = TreeSwaps()
        defer { swaps.undoAll() }
        let nodes = index.nodes
        for (nodeIndex, html) in replacements.sorted(by: { $0.key < $1.key }) {
            swaps.replace(nodes[nodeIndex], withHTML: html)
        }
        if options.headingAnchors {
            // After the replacements, so a heading shows any inline replaced inside it.
            for (heading, nodeIndex) in zip(index.headings, index.headingNodes)
            where replacements[nodeIndex] == nil {
                let node = nodes[nodeIndex]
                let plain = MarkdownKit.renderHTML(of: node, options: renderOptions)
                let inner = Self.innerHTML(ofElement: plain)
                let tag = "h\(heading.level)"
                swaps.replace(node, withHTML: "<\(tag) id=\"\(heading.anchor)\">\(inner)</\(tag)>")
            }
        }
        return MarkdownKit.renderHTML(of: cmarkRoot, options: renderOptions)
    }

    /// "<h2>Text <em>x</em></h2>\n" -> "Text <em>x</em>"
    static func innerHTML(ofElement html: String) -> Substring {
        var inner = html[...]
        while inner.last == "\n" { inner.removeLast() }
        if let open = inner.firstIndex(of: ">") { inner = inner[inner.index(after: open)...] }
        if let close = inner.lastIndex(of: "<") { inner = inner[..<close] }
        return inner
    }
}

/// Temporary substitutions in a cmark tree, undone in reverse order.
struct TreeSwaps {
    private var done: [(original: OpaquePointer, standIn: OpaquePointer)] = []

    mutating func replace(_ original: OpaquePointer, withHTML html: String) {
        let type = cmark_node_get_type(original)
        let isBlock = type.rawValue <= CMARK_NODE_LAST_BLOCK.rawValue
        // A list holds only items: an item's stand-in is an item around the HTML, inline in
        // a tight list (as its text would be), a block in a loose one.
        let isItem = type == CMARK_NODE_ITEM
        let inTightList = isItem && cmark_node_parent(original).map { cmark_node_get_list_tight($0) != 0 } == true
        let inline = !isBlock || inTightList
        guard let custom = cmark_node_new(inline ? CMARK_NODE_CUSTOM_INLINE : CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(custom, html)
        var standIn = custom
        if isItem, let item = cmark_node_new(CMARK_NODE_ITEM) {
            var content = custom
            if inTightList, let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) {
                cmark_node_append_child(paragraph, custom)
                content = paragraph
            }
            cmark_node_append_child(item, content)
            standIn = item
        }
        if cmark_node_replace(original, standIn) != 0 {
            done.append((original, standIn))
        } else {
            cmark_node_free(standIn)
        }
    }

    mutating func undoAll() {
        while let (original, standIn) = done.popLast() {
            cmark_node_replace(standIn, original)
            cmark_node_free(standIn)
        }
    }
}
