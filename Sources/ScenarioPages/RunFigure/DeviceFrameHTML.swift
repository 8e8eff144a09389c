import Foundation
import SiteKit
import Transcript

/// A typed screen drawn as a small phone: containers as flex boxes, texts as text, buttons and
/// toggles as controls (inert: this is a picture of a moment), presentations as layers over
/// the screen they were presented from. A node is drawn by its role, so a kind this file has
/// never heard of still reads right; the kind only picks a container's direction.
enum DeviceFrameHTML {
    static func html(screen: Screen, label: String, empty: String) -> String {
        let main = screen.main?.nodes ?? []
        let layers = screen.presented
        // One image for assistive technology, described by the screen's own text form.
        let described = ScreenText.lines(screen).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let description = label + ": " + (described.isEmpty ? empty : described.joined(separator: ", "))
        var out = "<div class=\"rf-device\(layers.isEmpty ? "" : " rf-has-layer")\" role=\"img\" aria-label=\"\(HTML.escape(description))\">\n<div class=\"rf-screen\">"
        out += main.isEmpty ? "<p class=\"rf-empty\">\(HTML.escape(empty))</p>" : main.map(node).joined()
        out += "</div>"
        for layer in layers {
            let kind = layer.kind.rawValue
            let name = kind + (layer.title.map { " " + $0 } ?? "")
            out += "<div class=\"rf-layer rf-layer-\(kind)\" data-layer=\"\(HTML.escape(name))\">"
            switch layer.kind {
            case .alert, .confirmationDialog:
                out += "<div class=\"rf-alert\">"
                if let title = layer.title { out += "<p class=\"rf-alert-title\">\(HTML.escape(title))</p>" }
                out += layer.nodes.map(node).joined() + "</div>"
            case .main, .navigation, .sheet, .fullScreenCover, .popover:
                out += "<div class=\"rf-layer-content\">" + layer.nodes.map(node).joined() + "</div>"
            }
            out += "</div>"
        }
        return out + "\n</div>\n"
    }

    static func node(_ node: ScreenNode) -> String {
        let label = HTML.escape(node.label ?? "")
        let children = node.children.map(Self.node).joined()
        switch node.role {
        case .container:
            return container(node, children: children)
        case .text:
            return "<span class=\"rf-text\">\(label)</span>"
        case .button:
            return "<span class=\"rf-button\">\(label)\(children)</span>"
        case .toggle:
            let on = node.detail == "on"
            // The device is one image described by its aria-label: the switch is drawn, not worded.
            return "<span class=\"rf-toggle\"><span class=\"rf-toggle-label\">\(label)</span> <span class=\"rf-switch\(on ? " rf-on" : "")\"></span></span>"
        case .decoration where node.kind == "Spacer":
            return "<span class=\"rf-spacer\"></span>"
        case .decoration where node.kind == "Divider":
            return "<span class=\"rf-divider\"></span>"
        case .control, .field, .image, .shape, .decoration:
            let text = [node.kind, node.label, node.detail].compactMap { $0 }.joined(separator: " ")
            return "<div class=\"rf-other\"><span class=\"rf-kind\">\(HTML.escape(text))</span>\(children)</div>"
        }
    }

    private static func container(_ node: ScreenNode, children: String) -> String {
        switch node.kind {
        case "HStack", "LazyHStack":
            return "<div class=\"rf-hstack\">\(children)</div>"
        case "ZStack":
            return "<div class=\"rf-zstack\">\(children)</div>"
        case "VStack":
            return "<div class=\"rf-vstack\">\(children)</div>"
        default:
            // Lists, forms, sections, scroll views, navigation stacks: vertical, named by kind.
            let flavour = node.kind.lowercased().filter { $0.isLetter || $0.isNumber }
            return "<div class=\"rf-vstack rf-\(flavour)\">\(children)</div>"
        }
    }
}
