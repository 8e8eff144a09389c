import Foundation

// Evidence: Apple docs, ViewThatFits ("evaluates its child views in the order you provide
// them to the initializer. It selects the first child whose ideal size on the constrained
// axes fits within the proposed size"; by default it constrains both axes) and fatbobman,
// "Mastering ViewThatFits" (the ideal size is the size for an unspecified proposal on the
// constrained axes; when no child fits, the last one is shown).
/// Shows the first option whose ideal size fits the space offered. The shown option is a view
/// of its own: when the choice changes, the shown one is removed (its state is lost, its
/// onDisappear runs, as for any replaced view) and the new one is built (its onAppear runs).
// Evidence: small-desk.com "ViewThatFits でフォーカスを保持する" (2022-11-18: switching options
// shows a different view, so a focused field loses its focus) and zenn.dev/kntk "ViewThatFits
// の中に状態を持たない方が良い" (state inside an option does not survive a switch).
nonisolated public struct ViewThatFits<Options: View>: View {
    public typealias Body = Never
    let options: [AnyView]
    let axes: Axis.Set

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Options) {
        options = TabViewNode<Int, EmptyView>.flatten(content()).map { AnyView($0) }
        self.axes = axes
    }
}

extension ViewThatFits: PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node {
        ViewThatFitsNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// The shown option is built when the layout pass places the container, as a GeometryReader's
/// content is; options before it are measured by building them off screen.
// Chosen [view-that-fits-measures-offscreen]: an option that is measured but not shown is built
// only for the measurement and dropped after it: its bodies run, its onAppear, onDisappear and
// tasks do not, and it keeps no state.
final class ViewThatFitsNode<Options: View>: Node, ViewNode, LayoutParticipant {
    private var options: [AnyView]
    private var axes: Axis.Set
    /// The option shown and its view (nil before the first placement).
    private var shown = 0
    private var child: Node?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: ViewThatFits<Options>) {
        options = view.options
        axes = view.axes
        super.init(graph: graph, parent: parent, environment: environment)
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view: ViewThatFits<Options>, environment: EnvironmentValues) {
        self.environment = environment
        options = view.options
        axes = view.axes
        if child != nil, shown < options.count {
            child = reconcile(child, with: options[shown], environment: environment, parent: self, graph: graph)
        }
        invalidateLayout()
    }

    /// The option to show for `proposal`.
    private func choice(for proposal: ProposedViewSize, engine: LayoutEngine) -> Int {
        guard options.count > 1 else { return 0 }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let ideal = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for index in options.indices.dropLast() {
            let size = self.size(ofOption: index, ideal, engine: engine)
            let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return options.count - 1
    }

    private func size(ofOption index: Int, _ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        if index == shown, let child, child.isAlive {
            return engine.unarySize(engine.flattenedUnits(of: child), proposal)
        }
        graph.offscreenBuilds += 1
        defer { graph.offscreenBuilds -= 1 }
        var probe: Node?
        engine.rebuild(below: self) {
            probe = reconcile(nil, with: options[index], environment: environment, parent: self, graph: graph)
        }
        guard let probe else { return .zero }
        let size = engine.unarySize(engine.flattenedUnits(of: probe), proposal)
        engine.rebuild(below: self) { probe.teardown() }
        return size
    }

    func sizeThatFits(_ proposal: ProposedViewSize, engine: LayoutEngine) -> CGSize {
        guard !options.isEmpty else { return .zero }
        return size(ofOption: choice(for: proposal, engine: engine), proposal, engine: engine)
    }

    func placeContent(in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        guard !options.isEmpty else { return }
        let index = choice(for: proposal, engine: engine)
        if index != shown || child == nil {
            engine.rebuild(below: self) {
                child?.teardown()
                child = nil
                shown = index
                child = reconcile(nil, with: options[index], environment: environment, parent: self, graph: graph)
            }
        }
        guard let child else { return }
        let units = engine.flattenedUnits(of: child)
        let size = engine.unarySize(units, proposal)
        engine.unaryPlace(units, in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height),
                          proposal: proposal, alignment: .center)
    }
}
