import ContentModel
import Foundation
import MarkdownKit

/// The default HTML for a fenced or indented code block.
public enum CodeBlockHTML {
    /// `changed`: indices of the shown lines to highlight as changed (`ChangedLines`).
    static func html(for block: CodeBlock, memo: HighlightMemo? = nil, changed: Set<Int> = []) -> String {
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
        var body = swiftCode(of: block).map { memo?.html(for: $0) ?? SwiftHighlighter.html(for: $0) } ?? HTML.escape(block.literal)
        if !changed.isEmpty { body = marking(changed, in: body) }
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
    /// (`HiddenLine`: `# ` after optional indentation, or a lone `#`, outside string literals
    /// and block comments) are compiled but not shown.
    public static func withoutHiddenLines(_ code: String) -> String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        return zip(lines, HiddenLine.markers(in: lines)).filter { $1 == nil }.map(\.0).joined(separator: "\n")
    }

    /// The highlighted HTML with each line of `lines` in a `<mark class="changed">`. A
    /// highlight span that runs over a line break (a block comment) is closed at the break and
    /// opened again after it, so every mark holds balanced HTML.
    static func marking(_ lines: Set<Int>, in html: String) -> String {
        var out = "", open: Substring?
        for (number, line) in html.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if number > 0 { out += "\n" }
            var piece = (open.map(String.init) ?? "") + line
            // Spans never nest (`HighlightHTMLWriter`): the last tag on the line says what is open.
            let lastOpen = line.range(of: "<span ", options: .backwards), lastClose = line.range(of: "</span>", options: .backwards)
            if let lastOpen, lastClose.map({ $0.lowerBound < lastOpen.lowerBound }) ?? true {
                open = line[lastOpen.lowerBound...].prefix { $0 != ">" } + ">"
            } else if lastClose != nil {
                open = nil
            }
            if open != nil { piece += "</span>" }
            out += lines.contains(number) ? "<mark class=\"changed\">" + piece + "</mark>" : piece
        }
        return out
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
