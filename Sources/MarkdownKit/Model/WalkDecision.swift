/// What `MarkdownDocument.walk` does after visiting a node.
public enum WalkDecision: Sendable {
    case `continue`
    case skipChildren
    case stop
}
