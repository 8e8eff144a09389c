import MarkdownKit

extension SourceBlock {
    /// The scenario view of a parsed code block. Indented blocks carry no info string, so
    /// only fenced blocks can be scenario parts.
    public init(_ block: CodeBlock) {
        self.init(
            language: block.info.language, attributes: block.info.attributes, flags: block.info.flags,
            literal: block.literal, fenceLine: block.fenceLine, firstCodeLine: block.firstCodeLine)
    }
}

extension ScenarioExtractor {
    /// The scenarios of a parsed article; `file` is the path diagnostics name.
    public static func extract(from document: MarkdownDocument, file: String) -> Result {
        extract(from: document.codeBlocks.filter(\.isFenced).map(SourceBlock.init), file: file)
    }
}
