import Transcript

/// Accumulates the typed tree of what a user sees (`Transcript.ScreenNode`), and what can be
/// tapped on it.
struct ScreenBuilder {
    struct Tappable {
        enum Kind { case button, toggle }
        let kind: Kind
        let label: String
        let layer: Int
        let isEnabled: Bool
        let perform: () -> Void
        /// Each text of a label that shows several (a link's title beside its detail): a user
        /// taps what they read, so `tap("Soup")` finds the row labelled "Soup 30 min".
        var texts: [String] = []
        /// An item of an open context menu: a touch on anything else closes the menu.
        var inContextMenu = false
    }

    /// The nodes built so far at the current depth.
    var nodes: [ScreenNode] = []
    var texts: [String] = []
    var tappables: [Tappable] = []
    /// Accessibility labels drawn so far: another name for the control whose label they are in.
    var accessibilityLabels: [String] = []
    /// Controls other steps act on (fields, steppers, rows, gestures).
    var controls: [ScreenControl] = []
    /// Image names shown: what finds an icon-only button (its texts find every other one).
    var symbols: [String] = []
    var layer = 0
    /// How to close each context menu open on screen (ContextMenuPresentation): a touch
    /// outside it closes it and reaches nothing else.
    var openContextMenus: [() -> Void] = []
    /// What the row being drawn takes away from its list (RowRestrictions.swift), and which of
    /// those conditions the row set itself (they override the environment's).
    var rowRestrictions: RowRestrictions = []
    var rowRestrictionsSet: RowRestrictions = []
    /// Set for a layout step: nodes then carry the frames of the last layout pass.
    var layout: LayoutEngine?
    /// The frame of the node being drawn, for the next screen node a leaf adds.
    var pendingFrame: ScreenFrame?
    /// The geometry effects in force where the builder draws (EffectTransform.swift).
    var transform = EffectTransform.identity
    /// The product of the opacities in force (transitions, `opacity`).
    var alpha = 1.0

    /// Adds a node; `children` renders the nodes it contains.
    mutating func node(
        _ kind: String, role: ScreenNode.Role, label: String? = nil, detail: String? = nil,
        frame: ScreenFrame? = nil, look: ControlLook? = nil, children: (inout ScreenBuilder) -> Void = { _ in }
    ) {
        let frame = frame ?? pendingFrame
        pendingFrame = nil
        let outer = nodes
        nodes = []
        children(&self)
        let inner = nodes
        nodes = outer
        nodes.append(ScreenNode(kind: kind, role: role, label: label, detail: detail, children: inner, frame: frame, look: look))
    }

    /// The frame to show for `node`, when this screen records frames.
    func frameToRecord(for node: Node) -> ScreenFrame? {
        guard let layout, var rect = layout.frame(of: node) else { return nil }
        rect = transform.apply(rect)
        return ScreenFrame(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }

    /// Renders a subtree on its own and returns the texts it shows (a button's label).
    static func label(of node: Node?) -> String {
        labelAndTexts(of: node).label
    }

    /// A label and, when it shows several texts, each of them.
    static func labelAndTexts(of node: Node?) -> (label: String, texts: [String]) {
        guard let node else { return ("", []) }
        var builder = ScreenBuilder()
        node.render(into: &builder)
        let texts = (builder.texts.count > 1 ? builder.texts : []) + builder.accessibilityLabels
        return (visibleLabel(texts: builder.texts, symbols: builder.symbols), texts)
    }

    /// What a user reads on a control: its texts; an icon-only control by its symbol's name.
    static func visibleLabel(texts: [String], symbols: [String]) -> String {
        texts.isEmpty ? symbols.joined(separator: " ") : texts.joined(separator: " ")
    }
}

/// Quotes a label the way the screen shows it.
func quoted(_ text: String) -> String {
    ScreenText.quote(text)
}
