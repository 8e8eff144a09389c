import CCMark

/// A parsed Markdown document. Owns its cmark tree and frees it in `deinit`.
/// Not thread-safe: use one document from one thread at a time.
public final class MarkdownDocument {
    public let options: MarkdownOptions
    let cmarkRoot: OpaquePointer
    let source: LazySourceText
    let identity = DocumentIdentity()
    /// HTML to emit instead of a node, by node index.
    var replacements: [Int: String] = [:]

    public init(parsing source: String, options: MarkdownOptions = .init()) {
        self.options = options
        self.source = LazySourceText(source)
        let parsed = cmark_parse_document(source, source.utf8.count, options.cmarkParseOptions)
        // cmark returns nil only when malloc fails, and then it aborts first.
        cmarkRoot = parsed!
    }

    deinit {
        cmark_node_free(cmarkRoot)
    }

    private var cachedIndex: DocumentIndex?
    var index: DocumentIndex {
        if let cachedIndex { return cachedIndex }
        let built = DocumentIndex(root: cmarkRoot, source: source, lineOffset: options.lineOffset,
                                  document: identity)
        cachedIndex = built
        return built
    }

    private var cachedRoot: MarkdownNode?
    /// The whole tree as values, built on first use.
    public var root: MarkdownNode {
        if let cachedRoot { return cachedRoot }
        let built = MarkdownTreeBuilder.build(root: cmarkRoot, source: source,
                                              lineOffset: options.lineOffset,
                                              document: identity)
        cachedRoot = built
        return built
    }

    /// Code blocks, fenced and indented, in document order.
    public var codeBlocks: [CodeBlock] { index.codeBlocks }
    /// Headings in document order, each with an anchor unique in this document.
    public var headings: [Heading] { index.headings }
    /// Links and images in document order, with where they start.
    public var links: [Link] { index.links }
    /// Every paragraph's text without markup, with its section: for search results' quotes.
    public var passages: [Passage] { index.passages }
    /// Text content without markup, one line per block: for search indexes.
    public var plainText: String { index.plainText }

    /// Visits every node in document order (preorder).
    public func walk(_ visit: (MarkdownNode) -> WalkDecision) {
        root.visit(visit)
    }
}
