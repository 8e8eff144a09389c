import CCMark

/// How a document is parsed and rendered.
public struct MarkdownOptions: Sendable, Hashable {
    /// `false`: raw HTML written in the Markdown is left out of the rendered page, as cmark's
    /// safe mode does. HTML given to `replace(_:withHTML:)` is always emitted.
    public var allowRawHTML: Bool = false
    /// Curly quotes, en and em dashes, ellipses (cmark's `--smart`).
    public var smartPunctuation: Bool = false
    /// Render headings as `<h2 id="anchor">`; `false` renders exactly what cmark renders.
    public var headingAnchors: Bool = true
    /// Lines that precede the Markdown in its file (front matter); added to every reported
    /// line so that lines are file lines.
    public var lineOffset: Int = 0

    public init(allowRawHTML: Bool = false, smartPunctuation: Bool = false,
                headingAnchors: Bool = true, lineOffset: Int = 0) {
        self.allowRawHTML = allowRawHTML
        self.smartPunctuation = smartPunctuation
        self.headingAnchors = headingAnchors
        self.lineOffset = lineOffset
    }

    var cmarkParseOptions: Int32 {
        var bits = CMARK_OPT_SOURCEPOS
        if smartPunctuation { bits |= CMARK_OPT_SMART }
        return bits
    }

    // Source positions are kept in the tree but not written into the page.
    var cmarkRenderOptions: Int32 {
        var bits = CMARK_OPT_DEFAULT
        if allowRawHTML { bits |= CMARK_OPT_UNSAFE }
        if smartPunctuation { bits |= CMARK_OPT_SMART }
        return bits
    }
}
