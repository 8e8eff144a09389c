import Foundation

/// A screen text tree drawn as a small phone: stacks as flex boxes, texts as text, buttons
/// and toggles as controls (inert: this is a picture of a moment), presentations as layers
/// over the screen they were presented from.
enum DeviceFrameHTML {
    static func html(lines: [String], label: String, empty: String) -> String {
        let roots = ScreenNode.parse(lines)
        let main = roots.filter { !$0.isLayer }
        let layers = roots.filter(\.isLayer)
        // One image for assistive technology, described by the screen's own text tree.
        let described = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let description = label + ": " + (described.isEmpty ? empty : described.joined(separator: ", "))
        var out = "<div class=\"rf-device\(layers.isEmpty ? "" : " rf-has-layer")\" role=\"img\" aria-label=\"\(HTML.escape(description))\">\n<div class=\"rf-screen\">"
        out += main.isEmpty ? "<p class=\"rf-empty\">\(HTML.escape(empty))</p>" : main.map(node).joined()
        out += "</div>"
        for layer in layers {
            let name = layer.kind + (layer.label.map { " " + $0 } ?? "")
            out += "<div class=\"rf-layer rf-layer-\(HTML.escape(layer.kind))\" data-layer=\"\(HTML.escape(name))\">"
            if layer.kind == "alert" || layer.kind == "confirmationDialog" {
                out += "<div class=\"rf-alert\">"
                if let title = layer.label { out += "<p class=\"rf-alert-title\">\(HTML.escape(title))</p>" }
                out += layer.children.map(node).joined() + "</div>"
            } else {
                out += "<div class=\"rf-layer-content\">" + layer.children.map(node).joined() + "</div>"
            }
            out += "</div>"
        }
        return out + "\n</div>\n"
    }

    static func node(_ node: ScreenNode) -> String {
        let label = HTML.escape(node.label ?? "")
        let children = node.children.map(Self.node).joined()
        switch node.kind {
        case "VStack", "LazyVStack", "Form", "List", "Section", "ScrollView", "NavigationStack", "NavigationView":
            let flavour = node.kind == "VStack" ? "" : " rf-" + HTML.escape(node.kind.lowercased())
            return "<div class=\"rf-vstack\(flavour)\">\(children)</div>"
        case "HStack", "LazyHStack":
            return "<div class=\"rf-hstack\">\(children)</div>"
        case "ZStack":
            return "<div class=\"rf-zstack\">\(children)</div>"
        case "Text", "Label":
            return "<span class=\"rf-text\">\(label)</span>"
        case "Button", "NavigationLink", "Link":
            return "<span class=\"rf-button\">\(label)\(children)</span>"
        case "Toggle":
            let on = node.suffix.split(separator: " ").contains("on")
            return "<span class=\"rf-toggle\"><span class=\"rf-toggle-label\">\(label)</span> <span class=\"rf-switch\(on ? " rf-on" : "")\">\(on ? "on" : "off")</span></span>"
        case "Spacer":
            return "<span class=\"rf-spacer\"></span>"
        case "Divider":
            return "<span class=\"rf-divider\"></span>"
        default:
            let text = [node.kind, node.label, node.suffix.isEmpty ? nil : node.suffix].compactMap { $0 }.joined(separator: " ")
            return "<div class=\"rf-other\"><span class=\"rf-kind\">\(HTML.escape(text))</span>\(children)</div>"
        }
    }
}
