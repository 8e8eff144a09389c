/// A fenced code block as ScenarioKit needs it: what the fence says and where the code is.
/// `ScenarioExtractor` works on these so it does not depend on how the Markdown was parsed;
/// `MarkdownDocument.sourceBlocks` makes them from a parsed article.
public struct SourceBlock: Hashable, Sendable {
    public var language: String?
    public var attributes: [String: String]
    public var flags: Set<String>
    public var literal: String
    public var fenceLine: Int
    public var firstCodeLine: Int

    public init(
        language: String?, attributes: [String: String] = [:], flags: Set<String> = [],
        literal: String, fenceLine: Int, firstCodeLine: Int? = nil
    ) {
        self.language = language
        self.attributes = attributes
        self.flags = flags
        self.literal = literal
        self.fenceLine = fenceLine
        self.firstCodeLine = firstCodeLine ?? fenceLine + 1
    }
}

extension SourceBlock {
    /// What the block is to its article's scenarios.
    public var role: BlockRole { BlockRole(language: language) { attributes[$0] } }
}
