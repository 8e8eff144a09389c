/// rustdoc's convention for setup the reader need not see: a line whose first non-blank
/// characters are `# ` (or that is just `#`) is compiled without the marker but not shown.
/// `#if`, `#sourceLocation` and other directives have no space after `#`, so they stay code.
enum HiddenLine {
    /// The compiled form of a hidden line and how many characters the marker took, or nil
    /// when the line is ordinary code.
    static func parse(_ line: Substring) -> (code: String, markerWidth: Int)? {
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        let rest = line.dropFirst(indent.count)
        if rest == "#" { return (String(indent), 1) }
        if rest.hasPrefix("# ") { return (String(indent) + String(rest.dropFirst(2)), 2) }
        return nil
    }
}
