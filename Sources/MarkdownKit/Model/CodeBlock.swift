/// A code block, fenced or indented, with the lines a diagnostic should point at.
public struct CodeBlock: Hashable, Sendable {
    /// The fence's info string; empty for an indented block.
    public var info: InfoString
    /// The code, as cmark gives it (ends with a newline unless empty).
    public var literal: String
    /// File line of the opening fence; for an indented block, its first line.
    public var fenceLine: Int
    /// File line of the first line of code (the line after the fence when fenced).
    public var firstCodeLine: Int
    public var range: SourceRange
    public var isFenced: Bool

    let handle: NodeHandle

    /// File line of the `n`th line of the code (0-based), for diagnostics inside the block.
    public func fileLine(ofCodeLine n: Int) -> Int { firstCodeLine + n }
}
