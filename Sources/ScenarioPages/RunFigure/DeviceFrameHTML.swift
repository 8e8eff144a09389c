import Foundation
import SiteKit
import Transcript

/// A typed screen drawn as a small phone: containers as flex boxes, texts as text, buttons and
/// toggles as controls (inert: this is a picture of a moment), presentations as layers over
/// the screen they were presented from. A node is drawn by its role, so a kind this file has
/// never heard of still reads right; the kind only picks a container's direction.
enum DeviceFrameHTML {
    /// The words a drawing shows or speaks, in the page's language.
    struct Words {
        /// Names the device for assistive technology: "Screen".
        var screen: String
        /// Shown on a screen with nothing on it.
        var empty: String
        /// Before the views a step changed, in the description.
        var changed: String
        /// A pushed page's back button when the page under it has no title.
        var back: String
    }

    /// `previous`: the screen of the step before, whose differences are outlined (`ScreenChanges`)
    /// and named in the description.
    static func html(screen: Screen, previous: Screen? = nil, words: Words = RunFigureStrings.english.device) -> String {
        let changes = ScreenChanges(from: previous, to: screen)
        let mainIndex = screen.layers.firstIndex { $0.kind == .main }
        let main = mainIndex.map { screen.layers[$0].nodes } ?? []
        let layers = screen.layers.indices.filter { $0 != mainIndex }
        // One image for assistive technology, described by the screen's own text form.
        let described = ScreenText.lines(screen).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var description = words.screen + ": " + (described.isEmpty ? words.empty : described.joined(separator: ", "))
        let changed = changes.paths.sorted { $0.lexicographicallyPrecedes($1) }.compactMap { Self.node(at: $0, in: screen) }
            .map { ScreenText.lines(Screen(layers: [ScreenLayer(kind: .main, nodes: [$0])])).first?.trimmingCharacters(in: .whitespaces) ?? $0.kind }
        if !changed.isEmpty { description += "; " + words.changed + ": " + changed.joined(separator: ", ") }
        var out = "<div class=\"rf-device\(layers.isEmpty ? "" : " rf-has-layer")\" role=\"img\" aria-label=\"\(HTML.escape(description))\">\n<div class=\"rf-screen\">"
        out += main.isEmpty ? "<p class=\"rf-empty\">\(HTML.escape(words.empty))</p>" : nodes(main, at: [mainIndex ?? 0], changes: changes)
        out += "</div>"
        for index in layers {
            let layer = screen.layers[index]
            let kind = layer.kind.rawValue
            let name = kind + (layer.title.map { " " + $0 } ?? "")
            out += "<div class=\"rf-layer rf-layer-\(kind)\" data-layer=\"\(HTML.escape(name))\">"
            switch layer.kind {
            case .alert, .confirmationDialog:
                out += "<div class=\"rf-alert\">"
                if let title = layer.title { out += "<p class=\"rf-alert-title\">\(HTML.escape(title))</p>" }
                out += nodes(layer.nodes, at: [index], changes: changes) + "</div>"
            case .navigation:
                // A pushed page's bar: the back button names the page under it, as iOS's does,
                // and the page's own title stands large below it.
                let back = backTitle(under: index, in: screen) ?? words.back
                out += "<p class=\"rf-navbar\"><span class=\"rf-back\">\(HTML.escape(back))</span></p>"
                if let title = layer.title { out += "<p class=\"rf-navtitle\">\(HTML.escape(title))</p>" }
                out += "<div class=\"rf-layer-content\">" + nodes(layer.nodes, at: [index], changes: changes) + "</div>"
            case .main, .sheet, .fullScreenCover, .popover:
                out += "<div class=\"rf-layer-content\">" + nodes(layer.nodes, at: [index], changes: changes) + "</div>"
            }
            out += "</div>"
        }
        return out + "\n</div>\n"
    }

    /// The title of the page a pushed page covers: a page pushed before it, or the title of the
    /// navigation stack it was pushed from (the first one in the layer under it).
    private static func backTitle(under index: Int, in screen: Screen) -> String? {
        guard index > 0 else { return nil }
        let under = screen.layers[index - 1]
        if under.kind == .navigation { return under.title }
        var pending = under.nodes
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if node.kind == "NavigationStack" || node.kind == "NavigationView" { return node.label }
            pending.insert(contentsOf: node.children, at: 0)
        }
        return nil
    }

    private static func nodes(_ nodes: [ScreenNode], at path: [Int], changes: ScreenChanges) -> String {
        nodes.enumerated().map { node($1, path: path + [$0], changes: changes) }.joined()
    }

    private static func node(at path: [Int], in screen: Screen) -> ScreenNode? {
        guard let layer = path.first, screen.layers.indices.contains(layer) else { return nil }
        var nodes = screen.layers[layer].nodes, found: ScreenNode?
        for index in path.dropFirst() {
            guard nodes.indices.contains(index) else { return nil }
            found = nodes[index]
            nodes = nodes[index].children
        }
        return found
    }

    /// A node's outermost element: its tag and classes apart from what it holds, so a mark such
    /// as `rf-changed` joins its classes.
    private struct Element {
        var tag = "span"
        var classes: [String]
        var style: String?
        var inner: String

        var html: String {
            "<\(tag) class=\"\(classes.joined(separator: " "))\"" + (style.map { " style=\"\($0)\"" } ?? "") + ">\(inner)</\(tag)>"
        }
    }

    /// A node and what it contains; outlined (`rf-changed`) when the step changed it.
    static func node(_ node: ScreenNode, path: [Int] = [], changes: ScreenChanges = ScreenChanges(from: nil, to: Screen(layers: []))) -> String {
        let label = HTML.escape(node.label ?? "")
        var drawn = node.kind == "TabView" && node.role == .container
            ? tabView(node, path: path, changes: changes)
            : drawing(node, label: label, path: path, changes: changes)
        if changes.contains(path) { drawn.classes.insert("rf-changed", at: 0) }
        return drawn.html
    }

    private static func drawing(_ node: ScreenNode, label: String, path: [Int], changes: ScreenChanges) -> Element {
        if let look = node.look { return control(node, look: look, label: label, path: path, changes: changes) }
        // A form is drawn as iOS draws its default (grouped) style; a list recorded without its
        // style, in its default one.
        if node.role == .container, node.kind == "Form" || node.kind == "List" { return list(node, style: .automatic, path: path, changes: changes) }
        let children = nodes(node.children, at: path, changes: changes)
        switch node.role {
        case .container:
            return container(node, children: children)
        case .text:
            return Element(classes: ["rf-text"], inner: label)
        case .button:
            // In a list a navigation link is a row with a chevron (the stylesheet draws it).
            return Element(classes: ["rf-button"] + (node.kind == "NavigationLink" ? ["rf-navlink"] : []), inner: label + children)
        case .toggle:
            let on = node.detail == "on"
            // The device is one image described by its aria-label: the switch is drawn, not worded.
            return Element(classes: ["rf-toggle"], inner: "<span class=\"rf-toggle-label\">\(label)</span> <span class=\"rf-switch\(on ? " rf-on" : "")\"></span>")
        case .decoration where node.kind == "Spacer":
            return Element(classes: ["rf-spacer"], inner: "")
        case .decoration where node.kind == "Divider":
            return Element(classes: ["rf-divider"], inner: "")
        case .control, .field, .image, .shape, .decoration:
            let text = [node.kind, node.label, node.detail].compactMap { $0 }.joined(separator: " ")
            return Element(tag: "div", classes: ["rf-other"], inner: "<span class=\"rf-kind\">\(HTML.escape(text))</span>\(children)")
        }
    }

    /// A control drawn as iOS draws it, from its typed look: a field with its text (or its
    /// prompt, greyed) and a focus ring, a stepper's − and + (one at its bound greyed), a
    /// slider's track and knob, a picker's selection in the tint colour, a progress bar.
    private static func control(_ node: ScreenNode, look: ControlLook, label: String, path: [Int], changes: ScreenChanges) -> Element {
        var drawn: Element
        let caption = label.isEmpty ? "" : "<span class=\"rf-control-label\">\(label)</span>"
        switch look.shape {
        case .field(let text, let prompt, let isFocused):
            let shown = text.isEmpty ? "<span class=\"rf-prompt\">\(HTML.escape(prompt ?? ""))</span>" : HTML.escape(text)
            let caret = isFocused ? "<span class=\"rf-caret\"></span>" : ""
            drawn = Element(classes: ["rf-field"] + (node.kind == "SearchField" ? ["rf-search"] : []) + (isFocused ? ["rf-focused"] : []),
                            inner: shown + caret)
        case .stepper(let canDecrement, let canIncrement):
            drawn = Element(classes: ["rf-row"], inner: caption + "<span class=\"rf-stepper\"><span\(canDecrement ? "" : " class=\"rf-off\"")>−</span><span\(canIncrement ? "" : " class=\"rf-off\"")>+</span></span>")
        case .slider(let fraction):
            drawn = Element(classes: ["rf-slider"], style: "--rf-f: \(Self.fraction(fraction))", inner: "<span class=\"rf-knob\"></span>")
        case .picker(let selection):
            drawn = Element(classes: ["rf-row"], inner: caption + "<span class=\"rf-picker\">\(HTML.escape(selection)) <span class=\"rf-chevrons\">⌃⌄</span></span>")
        case .progress(let fraction?):
            drawn = Element(classes: ["rf-progress"], style: "--rf-f: \(Self.fraction(fraction))", inner: "")
        case .progress(nil):
            drawn = Element(classes: ["rf-spinner"], inner: "")
        case .list(let style):
            return list(node, style: style, path: path, changes: changes)
        }
        if !look.isEnabled { drawn.classes.append("rf-disabled") }
        return drawn
    }

    /// 0...1 to two places, for the custom property the stylesheet draws with.
    private static func fraction(_ value: Double) -> String {
        let hundredths = Int((Swift.min(Swift.max(value.isFinite ? value : 0, 0), 1) * 100).rounded())
        return hundredths == 100 ? "1" : String(format: "0.%02d", hundredths)
    }

    /// A tab view as iOS draws it: the selected tab's content, and under it the tab bar with
    /// every tab's title, the selected one in the tint colour.
    private static func tabView(_ node: ScreenNode, path: [Int], changes: ScreenChanges) -> Element {
        let tabs = node.children.enumerated().filter { $0.element.kind == "Tab" }
        let selected = tabs.first { $0.element.detail == "selected" }
        let content = selected.map { nodes($0.element.children, at: path + [$0.offset], changes: changes) } ?? ""
        let bar = tabs.map { index, tab in
            Element(classes: ["rf-tab"] + (tab.detail == "selected" ? ["rf-tab-selected"] : []) + (changes.contains(path + [index]) ? ["rf-changed"] : []),
                    inner: HTML.escape(tab.label ?? "")).html
        }.joined()
        return Element(tag: "div", classes: ["rf-tabview"], inner: "<div class=\"rf-vstack rf-tab-content\">\(content)</div><div class=\"rf-tabbar\">\(bar)</div>")
    }

    /// A list or form as iOS draws it in `style`: rows in groups (rounded cards in the inset
    /// styles) with separators, each section a group of its own under its header, and its footer
    /// under it. `.automatic` is drawn as on iPhone, inset grouped.
    private static func list(_ node: ScreenNode, style: ControlLook.ListLook, path: [Int], changes: ScreenChanges) -> Element {
        let drawnStyle = style == .automatic || style == .sidebar ? ControlLook.ListLook.insetGrouped : style
        var inner = "", loose = ""
        func closeGroup() {
            if !loose.isEmpty { inner += "<div class=\"rf-group\">\(loose)</div>" }
            loose = ""
        }
        for (index, child) in node.children.enumerated() {
            let childPath = path + [index]
            guard child.kind == "Section", child.role == .container else {
                loose += Self.node(child, path: childPath, changes: changes)
                continue
            }
            closeGroup()
            var section = child.label.map { "<p class=\"rf-section-header\">\(HTML.escape($0))</p>" } ?? ""
            let footer = child.children.last.flatMap { $0.kind == "footer" && $0.role == .text ? $0 : nil }
            let rows = child.children.enumerated().filter { footer == nil || $0.offset < child.children.count - 1 }
            section += "<div class=\"rf-group\">" + rows.map { Self.node($1, path: childPath + [$0], changes: changes) }.joined() + "</div>"
            if let footer, let text = footer.label {
                section += "<p class=\"rf-section-footer\">\(HTML.escape(text))</p>"
            }
            var classes = ["rf-section"]
            if changes.contains(childPath) { classes.insert("rf-changed", at: 0) }
            inner += Element(tag: "div", classes: classes, inner: section).html
        }
        closeGroup()
        return Element(tag: "div", classes: ["rf-vstack", "rf-list"] + (node.kind == "List" ? [] : ["rf-" + node.kind.lowercased().filter { $0.isLetter }]) + ["rf-list-" + drawnStyle.rawValue], inner: inner)
    }

    private static func container(_ node: ScreenNode, children: String) -> Element {
        switch node.kind {
        case "NavigationStack", "NavigationView":
            // The navigation bar's large title, as iOS shows a root page's title.
            let title = node.label.map { "<p class=\"rf-navtitle\">\(HTML.escape($0))</p>" } ?? ""
            return Element(tag: "div", classes: ["rf-vstack", "rf-navigationstack"], inner: title + children)
        case "HStack", "LazyHStack":
            return Element(tag: "div", classes: ["rf-hstack"], inner: children)
        case "ZStack":
            return Element(tag: "div", classes: ["rf-zstack"], inner: children)
        case "VStack":
            return Element(tag: "div", classes: ["rf-vstack"], inner: children)
        default:
            // Lists, forms, sections, scroll views, navigation stacks: vertical, named by kind.
            let flavour = node.kind.lowercased().filter { $0.isLetter || $0.isNumber }
            return Element(tag: "div", classes: ["rf-vstack", "rf-" + flavour], inner: children)
        }
    }
}
