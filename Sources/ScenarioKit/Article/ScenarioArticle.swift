import Diagnostics
import MarkdownKit

/// An article file as `verify` reads it: its text, where the Markdown body starts, and what
/// its front matter says about translation freshness.
///
/// SiteKit reads front matter properly (YAML); ScenarioKit sits below it and needs only the
/// fences and one key, so it finds them line by line with the same rule: a first line `---`,
/// closed by `---` or `...`.
public struct ScenarioArticle: Sendable {
    public var path: String
    public var text: String
    /// 1-based file lines of the front matter's fences, when there is front matter.
    public var frontMatterLines: ClosedRange<Int>?
    public var body: String
    public var bodyLineOffset: Int

    public static let sourceHashKey = "source-hash"

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        // Only the lines up to the closing fence are looked at: the body is the rest of the
        // text as is (an article is read on every verify).
        let trimmed = { (line: Substring) -> Substring in
            var line = line
            while line.first == " " { line.removeFirst() }
            while line.last == " " { line.removeLast() }
            return line
        }
        var lineStart = text.startIndex
        var number = 0
        var closingEnd: String.Index?
        while lineStart < text.endIndex || number == 0 {
            let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
            let line = text[lineStart..<lineEnd]
            number += 1
            if number == 1 {
                guard trimmed(line.hasPrefix("\u{FEFF}") ? line.dropFirst() : line) == "---" else { break }
            } else if trimmed(line) == "---" || trimmed(line) == "..." {
                closingEnd = lineEnd
                break
            }
            guard lineEnd < text.endIndex else { break }
            lineStart = text.index(after: lineEnd)
        }
        if let closingEnd {
            frontMatterLines = 1...number
            body = closingEnd < text.endIndex ? String(text[text.index(after: closingEnd)...]) : ""
            bodyLineOffset = number
        } else {
            frontMatterLines = nil
            body = text
            bodyLineOffset = 0
        }
    }

    public func parse() -> MarkdownDocument {
        MarkdownDocument(parsing: body, options: MarkdownOptions(lineOffset: bodyLineOffset))
    }

    /// The `source-hash:` value and its line, when the front matter has one.
    public var recordedSourceHash: (value: String, line: Int)? {
        guard let range = frontMatterLines else { return nil }
        let lines = text.split(separator: "\n", maxSplits: range.upperBound, omittingEmptySubsequences: false)
        for number in range.dropFirst().dropLast() {
            let line = lines[number - 1]
            guard line.hasPrefix(Self.sourceHashKey + ":") else { continue }
            var value = line.dropFirst(Self.sourceHashKey.count + 1).trimmingCharacters(in: " ")
            if value.count >= 2, value.first == "\"" || value.first == "'", value.last == value.first {
                value = String(value.dropFirst().dropLast())
            }
            return (value, number)
        }
        return nil
    }

    /// The hash a translation records of its source: the first 16 hex digits of SHA-256 of
    /// the source file's whole text.
    public static func sourceHash(of text: String) -> String { String(SHA256.hex(text).prefix(16)) }
}
