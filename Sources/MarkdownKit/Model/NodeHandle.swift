/// Names one cmark node of one document: its preorder index in that document's tree.
/// Lets value types (`MarkdownNode`, `CodeBlock`) point back into the tree they came from
/// without holding a raw pointer that could outlive it.
struct NodeHandle: Hashable, Sendable {
    var document: ObjectIdentifier
    var index: Int
}
