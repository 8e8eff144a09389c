/// A link or an image as written in the document (reference links resolved).
public struct Link: Hashable, Sendable {
    public var destination: String
    public var isImage: Bool
    /// Where the link starts in the file.
    public var position: SourcePosition
    public var title: String
    /// The link text (an image's alt text) without markup.
    public var text: String

    public init(destination: String, isImage: Bool = false, position: SourcePosition,
                title: String = "", text: String = "") {
        self.destination = destination
        self.isImage = isImage
        self.position = position
        self.title = title
        self.text = text
    }
}
