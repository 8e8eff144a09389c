import MarkdownKit

/// One line of Markdown shown inline (a summary in lists and search results): `code`,
/// *emphasis* and links render, with raw HTML escaped; the plain text goes into meta tags.
enum InlineMarkdown {
    static func html(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        let rendered = MarkdownDocument(parsing: text, options: MarkdownOptions(allowRawHTML: false, headingAnchors: false)).renderHTML()
        var inner = Substring(rendered)
        while inner.last == "\n" { inner.removeLast() }
        if inner.hasPrefix("<p>") && inner.hasSuffix("</p>") { inner = inner.dropFirst(3).dropLast(4) }
        // Raw HTML is left out of a summary, without cmark's placeholder comment.
        return EastAsianLineBreaks.join(String(inner).replacingOccurrences(of: "<!-- raw HTML omitted -->", with: ""))
    }

    static func plain(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var plain = MarkdownDocument(parsing: text, options: MarkdownOptions(allowRawHTML: false, headingAnchors: false)).plainText
        while plain.last?.isWhitespace == true { plain.removeLast() }
        return plain
    }
}
