import Foundation
import Transcript

/// A custom shape drawn as a view: its `path(in:)` runs with the rectangle the layout pass
/// gives the shape (its own bounds, origin zero) when it is placed at a new size and when
/// the shape's values change (every frame of an animation of its `animatableData`), as
/// SwiftUI draws it; the screen names it.
// Evidence: Apple docs, Shape.path(in:) ("describes this shape as a path within a
// rectangular frame"), Shape (a shape fills the space its container proposes) and
// Animatable (the shape is drawn with interpolated animatableData).
final class ShapeViewNode<Content: Shape, Style: ShapeStyle>: Node, ViewNode, LayoutParticipant {
    private var view: _ShapeView<Content, Style>
    /// The bounds of the last placement; nil until the first layout pass places the shape.
    private var bounds: CGRect?
    private(set) var path = Path()

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: _ShapeView<Content, Style>) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
    }

    func update(view newView: _ShapeView<Content, Style>, environment: EnvironmentValues) {
        self.environment = environment
        let changed = !ValueComparison.viewInputsEqual(view.shape, newView.shape)
        view = newView
        if changed, let bounds { path = newView.shape.path(in: bounds) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        let placed = CGRect(origin: .zero, size: frame.size)
        guard placed != bounds else { return }
        bounds = placed
        path = view.shape.path(in: placed)
    }

    override func render(into screen: inout ScreenBuilder) {
        view.renderLeaf(into: &screen, environment: environment)
    }
}

extension _ShapeView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ShapeViewNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}
