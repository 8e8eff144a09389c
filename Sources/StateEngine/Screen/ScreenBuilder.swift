/// Accumulates the text tree of what a user sees, and what can be tapped on it.
struct ScreenBuilder {
    struct Tappable {
        enum Kind { case button, toggle }
        let kind: Kind
        let label: String
        let layer: Int
        let isEnabled: Bool
        let perform: () -> Void
    }

    var lines: [String] = []
    var texts: [String] = []
    var tappables: [Tappable] = []
    /// Controls other steps act on (fields, steppers, rows, gestures).
    var controls: [ScreenControl] = []
    /// Image names shown: what finds an icon-only button (its texts find every other one).
    var symbols: [String] = []
    /// The innermost `navigationTitle` rendered so far (a navigation container shows it).
    var navigationTitle: String?
    var indent = 0
    var layer = 0

    mutating func line(_ text: String) {
        lines.append(String(repeating: "  ", count: indent) + text)
    }

    mutating func nested(_ body: (inout ScreenBuilder) -> Void) {
        indent += 1
        body(&self)
        indent -= 1
    }

    /// Renders a subtree on its own and returns the texts it shows (a button's label).
    static func label(of node: Node?) -> String {
        guard let node else { return "" }
        var builder = ScreenBuilder()
        node.render(into: &builder)
        return visibleLabel(texts: builder.texts, symbols: builder.symbols)
    }

    /// What a user reads on a control: its texts; an icon-only control by its symbol's name.
    static func visibleLabel(texts: [String], symbols: [String]) -> String {
        texts.isEmpty ? symbols.joined(separator: " ") : texts.joined(separator: " ")
    }
}

/// Quotes a label the way the screen shows it.
func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
}
