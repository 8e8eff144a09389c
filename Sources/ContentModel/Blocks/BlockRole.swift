import MarkdownKit

/// What a fenced code block is to the scenarios of its article, from its info string:
///
/// - ```` ```swift scenario=ID ````: code of scenario ID (blocks with one id concatenate);
/// - ```` ```swift steps=ID ````: the steps of scenario ID;
/// - ```` ```output scenario=ID ````: the transcript scenario ID claims;
/// - any other `swift` or `output` block is plain code, and the rest is not Swift at all.
///
/// The extractor and the page renderer both ask this, so a block is what it is for both.
public enum BlockRole: Hashable, Sendable {
    case scenario(id: String)
    case steps(id: String)
    case output(id: String)
    /// A `swift` or `output` block with no scenario id.
    case plain
    /// Any other block.
    case other

    /// `language` as the fence gives it (any case); `attribute` looks up `key=value` pairs.
    public init(language: String?, attribute: (String) -> String?) {
        switch language?.lowercased() {
        case "swift":
            if let id = attribute("scenario") { self = .scenario(id: id) }
            else if let id = attribute("steps") { self = .steps(id: id) }
            else { self = .plain }
        case "output":
            if let id = attribute("scenario") { self = .output(id: id) } else { self = .plain }
        default:
            self = .other
        }
    }
}

extension InfoString {
    /// What a block with this info string is to its article's scenarios.
    public var role: BlockRole { BlockRole(language: language) { self[$0] } }
}
