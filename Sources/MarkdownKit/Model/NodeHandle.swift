/// Names one cmark node of one document: its preorder index in that document's tree.
/// Lets value types (`MarkdownNode`, `CodeBlock`) point back into the tree they came from
/// without holding a raw pointer that could outlive it.
struct NodeHandle: Hashable, Sendable {
    let document: DocumentIdentity
    let index: Int
}

/// A document's identity. Handles hold it strongly, so it cannot be reused by a later
/// document while a value that names it survives (an address could be).
final class DocumentIdentity: Hashable, Sendable {
    static func == (a: DocumentIdentity, b: DocumentIdentity) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
