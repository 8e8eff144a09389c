// Bridge until the typed screen tree lands on main: the same `node(...)` call new views use,
// written as text lines. Deleted when `ScreenBuilder.node` arrives with `Transcript.ScreenNode`.
struct ScreenNode {
    enum Role { case container, text, button, toggle, control, field, image, shape, decoration }
}

extension ScreenBuilder {
    mutating func node(_ kind: String, role: ScreenNode.Role, label: String? = nil,
                       detail: String? = nil, children: (inout ScreenBuilder) -> Void = { _ in }) {
        var text = kind
        if let label { text += " " + quoted(label) }
        if let detail { text += " " + detail }
        line(text)
        nested(children)
    }
}
