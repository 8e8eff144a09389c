import Foundation
import MarkdownKit

/// The default HTML for a fenced or indented code block.
public enum CodeBlockHTML {
    public static func html(for block: CodeBlock) -> String {
        html(for: block, memo: nil)
    }

    static func html(for block: CodeBlock, memo: HighlightMemo?) -> String {
        let language = block.info.language?.lowercased()
        var classes = ["code"]
        var caption: String?
        if language == "swift" {
            classes.append("swift")
            if block.info["scenario"] != nil {
                classes.append("scenario")
            } else if block.info["steps"] != nil {
                classes.append("steps")
            }
        } else if language == "output" {
            classes.append("output")
        } else if let language, !language.isEmpty {
            classes.append("lang-" + HTML.escape(language))
        }
        if let id = block.info["scenario"] ?? block.info["steps"] { caption = id }
        // What is highlighted is `swiftCode(of:)`, the text `HighlightMemo.prepare` was given.
        let body = swiftCode(of: block).map { memo?.html(for: $0) ?? SwiftHighlighter.html(for: $0) } ?? HTML.escape(block.literal)
        var html = "<pre class=\"\(classes.joined(separator: " "))\""
        if let caption { html += " data-scenario=\"\(HTML.escape(caption))\"" }
        html += "><code>\(body)</code></pre>\n"
        return html
    }

    /// The code a block shows: a scenario's without its hidden lines.
    static func shownCode(of block: CodeBlock) -> String {
        block.info["scenario"] != nil ? withoutHiddenLines(block.literal) : block.literal
    }

    /// The code `html(for:memo:)` highlights for `block`, or nil when it is not Swift.
    static func swiftCode(of block: CodeBlock) -> String? {
        block.info.language?.lowercased() == "swift" ? shownCode(of: block) : nil
    }

    /// Scenario code shows the reader what they would paste into Xcode: lines marked hidden
    /// (`# ` after optional indentation, or a lone `#`) are compiled but not shown.
    public static func withoutHiddenLines(_ code: String) -> String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return !(trimmed == "#" || trimmed.hasPrefix("# "))
        }
        return kept.joined(separator: "\n")
    }
}

/// Translations share their code blocks, so each distinct Swift snippet is highlighted once
/// per build (one memo lives as long as one build).
final class HighlightMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: String] = [:]

    /// Highlights every snippet of `codes` not highlighted yet, one after another. Swift's
    /// parser is a lot of code and tables: parsed back to back, rather than between the
    /// Markdown and search work of each article, they stay in the core's caches.
    func prepare(_ codes: [String]) {
        for code in codes { _ = html(for: code) }
    }

    func html(for code: String) -> String {
        lock.lock()
        let known = results[code]
        lock.unlock()
        if let known { return known }
        let html = SwiftHighlighter.html(for: code)
        lock.lock()
        results[code] = html
        lock.unlock()
        return html
    }
}
