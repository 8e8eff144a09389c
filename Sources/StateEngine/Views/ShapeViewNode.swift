import Foundation
import Transcript

/// A custom shape drawn as a view: its `path(in:)` runs when the shape's values change (every
/// frame of an animation of its `animatableData`), as SwiftUI draws it; the screen names it.
// Evidence: Apple docs, Shape.path(in:) ("describes this shape as a path within a
// rectangular frame") and Animatable (the shape is drawn with interpolated animatableData).
// Chosen [shape-rect-screen]: until the layout pass proposes a size, the rectangle is the
// modelled screen's (393 x 852 pt), as GeometryReader's proxy and Canvas use.
final class ShapeViewNode<Content: Shape, Style: ShapeStyle>: Node, ViewNode {
    static var rect: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    private var view: _ShapeView<Content, Style>
    private(set) var path: Path

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: _ShapeView<Content, Style>) {
        self.view = view
        path = view.shape.path(in: Self.rect)
        super.init(graph: graph, parent: parent, environment: environment)
    }

    func update(view newView: _ShapeView<Content, Style>, environment: EnvironmentValues) {
        self.environment = environment
        let changed = !ValueComparison.viewInputsEqual(view.shape, newView.shape)
        view = newView
        if changed { path = newView.shape.path(in: Self.rect) }
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
