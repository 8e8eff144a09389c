/// Where an article's front matter is: a first line `---` (after an optional byte order
/// mark), closed by a `---` or `...` line; spaces around a fence, and a trailing tab or CR, do
/// not count. The one rule for the site build and for `verify`.
public enum FrontMatterFences: Sendable {
    /// No opening fence: the whole text is Markdown.
    case none
    /// An opening fence that nothing closes.
    case unclosed
    case fenced(Fenced)

    public struct Fenced: Sendable {
        /// The YAML lines between the fences (the first is file line 2).
        public var yamlLines: [Substring]
        /// File line of the closing fence: the lines before the body.
        public var closingLine: Int
        /// Where the body starts in the text.
        public var bodyStart: String.Index
        /// Bytes of the text before the body.
        public var bodyByteOffset: Int
    }

    /// Only the front matter is split into lines; the body is left as one slice of the text.
    public static func scan(_ text: String) -> FrontMatterFences {
        var utf8 = Substring(text).utf8
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { utf8 = utf8.dropFirst(3) }
        func nextLine(from start: Substring.UTF8View.Index) -> (line: Substring, next: Substring.UTF8View.Index)? {
            guard start < utf8.endIndex else { return nil }
            let end = utf8[start...].firstIndex(of: 0x0A) ?? utf8.endIndex
            let next = end < utf8.endIndex ? utf8.index(after: end) : end
            return (Substring(utf8[start..<end]), next)
        }
        guard let first = nextLine(from: utf8.startIndex), trimmed(first.line) == "---" else { return .none }
        var cursor = first.next
        var closing = 1
        var yamlLines: [Substring] = []
        while let (line, next) = nextLine(from: cursor) {
            closing += 1
            cursor = next
            if trimmed(line) == "---" || trimmed(line) == "..." {
                return .fenced(Fenced(yamlLines: yamlLines, closingLine: closing, bodyStart: next,
                                      bodyByteOffset: text.utf8.distance(from: text.utf8.startIndex, to: next)))
            }
            yamlLines.append(line)
        }
        return .unclosed
    }

    private static func trimmed(_ line: Substring) -> Substring {
        var line = line
        while line.first == " " { line.removeFirst() }
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
        return line
    }
}
