/// One piece of a compiled template.
indirect enum TemplateNode: Sendable, Equatable {
    /// Template text, written as it is.
    case text(String)
    /// `{{name}}` (HTML-escaped) or `{{{name}}}` / `{{&name}}` (as it is).
    case value(TemplateName, escaped: Bool)
    /// `{{#name}}...{{/name}}`, or `{{^name}}...{{/name}}` when inverted.
    case section(TemplateName, inverted: Bool, [TemplateNode])
    /// `{{> name}}`, with the indentation of a standalone tag and where the tag is (for the
    /// include check); replaced by the named template's nodes when a `TemplateSet` is compiled.
    case partial(String, indentation: String, line: Int, column: Int)
}

/// A name as a tag writes it: `.` (the current value) or dotted keys (`article.title`).
struct TemplateName: Sendable, Equatable {
    /// Empty for `.`.
    let keys: [String]

    init(_ text: String) {
        keys = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
