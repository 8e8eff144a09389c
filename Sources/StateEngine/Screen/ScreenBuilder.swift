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
        return builder.texts.joined(separator: " ")
    }
}

/// Quotes a label the way the screen shows it.
func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
}
