/// The one text form of a `Screen`: what transcripts, output blocks and driver messages show.
///
///     VStack
///       Text "n = 1"
///       Button "Show"
///     sheet
///       Text "n = 1"
///
/// The main layer's nodes stand at the left margin; each presented layer is a line naming its
/// kind (and quoted title) with its nodes indented below. Two spaces per level.
public enum ScreenText {
    public static func lines(_ screen: Screen) -> [String] {
        var out: [String] = []
        for layer in screen.layers {
            if layer.kind == .main {
                for node in layer.nodes { append(node, depth: 0, to: &out) }
            } else {
                out.append(layer.kind.rawValue + (layer.title.map { " " + quote($0) } ?? ""))
                for node in layer.nodes { append(node, depth: 1, to: &out) }
            }
        }
        return out
    }

    /// One node's own line, without indentation or children.
    public static func line(_ node: ScreenNode) -> String {
        var line = node.kind
        if let label = node.label { line += " " + quote(label) }
        if let detail = node.detail { line += " " + detail }
        return line
    }

    /// Quotes a label the way the screen shows it: backslash, quote and newline escaped.
    public static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    private static func append(_ node: ScreenNode, depth: Int, to out: inout [String]) {
        out.append(String(repeating: "  ", count: depth) + line(node))
        for child in node.children { append(child, depth: depth + 1, to: &out) }
    }
}
