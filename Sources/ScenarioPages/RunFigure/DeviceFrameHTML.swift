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
        if let look = node.look { return control(node, look: look, label: label) }
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

    /// A control drawn as iOS draws it, from its typed look: a field with its text (or its
    /// prompt, greyed) and a focus ring, a stepper's − and + (one at its bound greyed), a
    /// slider's track and knob, a picker's selection in the tint colour, a progress bar.
    private static func control(_ node: ScreenNode, look: ControlLook, label: String) -> String {
        let disabled = look.isEnabled ? "" : " rf-disabled"
        let caption = label.isEmpty ? "" : "<span class=\"rf-control-label\">\(label)</span>"
        switch look.shape {
        case .field(let text, let prompt, let isFocused):
            let search = node.kind == "SearchField" ? " rf-search" : ""
            let shown = text.isEmpty ? "<span class=\"rf-prompt\">\(HTML.escape(prompt ?? ""))</span>" : HTML.escape(text)
            let caret = isFocused ? "<span class=\"rf-caret\"></span>" : ""
            return "<span class=\"rf-field\(search)\(isFocused ? " rf-focused" : "")\(disabled)\">\(shown)\(caret)</span>"
        case .stepper(let canDecrement, let canIncrement):
            return "<span class=\"rf-row\(disabled)\">\(caption)<span class=\"rf-stepper\"><span\(canDecrement ? "" : " class=\"rf-off\"")>−</span><span\(canIncrement ? "" : " class=\"rf-off\"")>+</span></span></span>"
        case .slider(let fraction):
            let fraction = Self.fraction(fraction)
            return "<span class=\"rf-slider\(disabled)\" style=\"--rf-f: \(fraction)\"><span class=\"rf-knob\"></span></span>"
        case .picker(let selection):
            return "<span class=\"rf-row\(disabled)\">\(caption)<span class=\"rf-picker\">\(HTML.escape(selection)) <span class=\"rf-chevrons\">⌃⌄</span></span></span>"
        case .progress(let fraction?):
            return "<span class=\"rf-progress\(disabled)\" style=\"--rf-f: \(Self.fraction(fraction))\"></span>"
        case .progress(nil):
            return "<span class=\"rf-spinner\(disabled)\"></span>"
        }
    }

    /// 0...1 to two places, for the custom property the stylesheet draws with.
    private static func fraction(_ value: Double) -> String {
        let hundredths = Int((Swift.min(Swift.max(value.isFinite ? value : 0, 0), 1) * 100).rounded())
        return hundredths == 100 ? "1" : String(format: "0.%02d", hundredths)
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
