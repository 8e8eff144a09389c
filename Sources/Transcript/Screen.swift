import Foundation

/// What a user sees after a step settled: the main screen and the layers presented over it,
/// bottom to top. The engine builds it; SiteKit draws it; `ScreenText` is its one text form.
public struct Screen: Codable, Hashable, Sendable {
    /// `layers[0]` is the main screen; later layers cover earlier ones.
    public var layers: [ScreenLayer]

    public init(layers: [ScreenLayer]) {
        self.layers = layers
    }

    public var main: ScreenLayer? { layers.first { $0.kind == .main } }

    /// Presentation layers, bottom to top.
    public var presented: [ScreenLayer] { layers.filter { $0.kind != .main } }
}

/// One surface of the screen: the main window, or something presented over it.
public struct ScreenLayer: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case main
        /// A page pushed onto a navigation stack: it covers the page it was pushed from.
        case navigation
        case sheet
        case fullScreenCover
        case popover
        case alert
        case confirmationDialog
    }

    public var kind: Kind
    /// The title an alert or confirmation dialog shows.
    public var title: String?
    public var nodes: [ScreenNode]

    public init(kind: Kind, title: String? = nil, nodes: [ScreenNode]) {
        self.kind = kind
        self.title = title
        self.nodes = nodes
    }
}

/// One view on the screen, with the views it contains.
public struct ScreenNode: Codable, Hashable, Sendable {
    /// What the node is for a reader: decides how a run figure draws it, whatever its kind.
    public enum Role: String, Codable, Sendable, CaseIterable {
        /// Stacks, lists, forms, scroll views, tab views: arrange their children.
        case container
        /// Text and labels.
        case text
        /// Buttons, navigation links, links, menus: tapped.
        case button
        /// A switch that shows on or off.
        case toggle
        /// Steppers, sliders, pickers, date pickers: show and change a value.
        case control
        /// Text fields, secure fields, text editors: take typed text.
        case field
        case image
        /// Shapes and colours.
        case shape
        /// Spacers, dividers, progress indicators: structure without content.
        case decoration
    }

    /// SwiftUI's own name for the view: `VStack`, `Text`, `Stepper`.
    public var kind: String
    public var role: Role
    /// The text the view shows (a button's title, a text's content); quoted in the text form.
    public var label: String?
    /// What follows the label in the text form: a toggle's `on`, a colour's name.
    public var detail: String?
    public var children: [ScreenNode]
    /// Where the view is on the device, in points; present only on screens rendered for a
    /// layout step (`expectFrame`, `printFrames`), so ordinary transcripts stay as they were.
    public var frame: ScreenFrame?
    /// How a control looks, for drawing it (nil for views that are not such controls).
    public var look: ControlLook?

    public init(kind: String, role: Role, label: String? = nil, detail: String? = nil, children: [ScreenNode] = [], frame: ScreenFrame? = nil,
                look: ControlLook? = nil) {
        self.kind = kind
        self.role = role
        self.label = label
        self.detail = detail
        self.children = children
        self.frame = frame
        self.look = look
    }
}

/// A view's rectangle on the device screen, in points, from the top leading corner.
public struct ScreenFrame: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// "x 0, y 59, 393 x 22": whole points without decimals, others to two places.
    public var text: String {
        "x \(Self.format(x)), y \(Self.format(y)), \(Self.format(width)) x \(Self.format(height))"
    }

    public static func format(_ value: Double) -> String {
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.2f", rounded)
    }
}

extension Screen {
    /// The same screen with every text in it (kinds, labels, details, titles) transformed,
    /// e.g. escaped before text from an untrusted program reaches a page or a terminal.
    public func mappingText(_ transform: (String) -> String) -> Screen {
        Screen(layers: layers.map { layer in
            ScreenLayer(kind: layer.kind, title: layer.title.map(transform), nodes: layer.nodes.map { $0.mappingText(transform) })
        })
    }
}

extension ScreenNode {
    public func mappingText(_ transform: (String) -> String) -> ScreenNode {
        ScreenNode(
            kind: transform(kind), role: role, label: label.map(transform), detail: detail.map(transform),
            children: children.map { $0.mappingText(transform) }, frame: frame, look: look?.mappingText(transform))
    }
}
