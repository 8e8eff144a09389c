/// The children of a view a custom style can draw (a menu, a toggle, a button, a disclosure
/// group, a control): its own parts, the label and the content, or the style's body
/// (`makeBody(configuration:)`, CustomStyles.swift) in their place. At most one side is built:
/// switching tears the other down, as a different view type at one position does.
struct StyledChildren {
    var label: Node?
    /// None for a view without content (a toggle, a button) or whose content is not built (a
    /// collapsed disclosure group).
    var content: Node?
    /// What the custom style draws in place of the parts.
    var body: Node?

    /// In tree order.
    var nodes: [Node] { [label, content, body].compactMap { $0 } }
}

/// A node whose children are a styled view's. The reconcile lives here rather than as a
/// mutating method of `StyledChildren`: tearing a child down reads the node's `children` (to
/// keep its place for a removal transition), which an in-place mutation of the value would
/// still hold exclusively; assigning each child after it is made, as here, never overlaps.
protocol StyledNode: Node {
    var styled: StyledChildren { get set }
}

extension StyledNode {
    /// Builds the style's body when a style is set, else the label and, when given, the content.
    func reconcileStyled<Label: View, Content: View>(_ styleBody: StyledBody?, label: Label, content: Content?) {
        if let styleBody {
            styled.label?.teardown()
            styled.content?.teardown()
            (styled.label, styled.content) = (nil, nil)
            styled.body = reconcile(styled.body, with: styleBody.view, environment: styleBody.environment, parent: self, graph: graph)
            return
        }
        styled.body?.teardown()
        styled.body = nil
        styled.label = reconcile(styled.label, with: label, environment: environment, parent: self, graph: graph)
        if let content {
            styled.content = reconcile(styled.content, with: content, environment: environment, parent: self, graph: graph)
        } else {
            styled.content?.teardown()
            styled.content = nil
        }
    }

    /// The same for a view whose only part is its label.
    func reconcileStyled<Label: View>(_ styleBody: StyledBody?, label: Label) {
        reconcileStyled(styleBody, label: label, content: EmptyView?.none)
    }
}
