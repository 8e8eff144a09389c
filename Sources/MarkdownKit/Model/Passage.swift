/// A paragraph's text without markup, and the section it belongs to: what a search result
/// quotes when the query's words are found in the text rather than in a title.
public struct Passage: Hashable, Sendable {
    public var text: String
    /// Index in the document's `headings` of the nearest heading before the paragraph; nil
    /// before the first heading.
    public var heading: Int?

    public init(text: String, heading: Int?) {
        self.text = text
        self.heading = heading
    }
}
