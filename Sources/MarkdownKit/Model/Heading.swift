/// A heading with the anchor it gets in the rendered page, unique within its document.
public struct Heading: Hashable, Sendable {
    public var level: Int
    /// The heading's text without markup.
    public var text: String
    public var anchor: String
    /// File line of the heading.
    public var line: Int
    public var range: SourceRange

    public init(level: Int, text: String, anchor: String, line: Int, range: SourceRange? = nil) {
        self.level = level
        self.text = text
        self.anchor = anchor
        self.line = line
        self.range = range ?? SourceRange(start: SourcePosition(line: line, column: 1),
                                          end: SourcePosition(line: line, column: 1))
    }
}
