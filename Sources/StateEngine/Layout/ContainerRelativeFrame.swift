import Foundation

nonisolated public struct _ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    func makeBehavior() -> ModifierBehavior<Self> { ContainerRelativeFrameBehavior() }
}

// Evidence: Apple docs "containerRelativeFrame(_:alignment:)" and
// "containerRelativeFrame(_:count:span:spacing:alignment:)" (the frame is sized from the
// nearest container: a scroll view or the window; count/span divide it into columns with
// spacing between them; other axes keep the content's own behaviour).
final class ContainerRelativeFrameBehavior: ModifierBehavior<_ContainerRelativeFrameModifier>, LayoutBehaving {
    var axes: Axis.Set = []
    var alignment = Alignment.center
    var length: ((CGFloat, Axis) -> CGFloat)?

    override func update(modifier: _ContainerRelativeFrameModifier) {
        axes = modifier.axes
        alignment = modifier.alignment
        length = modifier.length
        if !isFirstUpdate { node.invalidateLayout() }
    }

    /// The size of the nearest scroll view above, or the window's safe area.
    private func containerSize(_ engine: LayoutEngine) -> CGSize {
        var current = node.parent
        while let ancestor = current {
            if let container = ancestor as? ScrollContainer, container.isScrollContainer, let frame = engine.frame(of: ancestor) {
                return frame.size
            }
            current = ancestor.parent
        }
        return engine.device.safeRect.size
    }

    private func proposal(for proposal: ProposedViewSize, engine: LayoutEngine) -> ProposedViewSize {
        let container = containerSize(engine)
        var result = proposal
        if axes.contains(.horizontal) { result.width = length?(container.width, .horizontal) ?? container.width }
        if axes.contains(.vertical) { result.height = length?(container.height, .vertical) ?? container.height }
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, units: [Node], engine: LayoutEngine) -> CGSize {
        let own = self.proposal(for: proposal, engine: engine)
        let content = engine.unarySize(units, own)
        return CGSize(width: axes.contains(.horizontal) ? own.width ?? content.width : content.width,
                      height: axes.contains(.vertical) ? own.height ?? content.height : content.height)
    }

    func place(units: [Node], in frame: CGRect, proposal: ProposedViewSize, engine: LayoutEngine) {
        engine.unaryPlace(units, in: frame, proposal: self.proposal(for: proposal, engine: engine), alignment: alignment)
    }
}

/// A container `containerRelativeFrame` measures against.
protocol ScrollContainer {
    var isScrollContainer: Bool { get }
}

extension ContainerNode: ScrollContainer {
    var isScrollContainer: Bool {
        if case .scroll = view.containerLayout { return true }
        return false
    }
}

nonisolated extension View {
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in
            let count = CGFloat(max(1, count)), span = CGFloat(max(1, span))
            let column = (length - spacing * (count - 1)) / count
            return column * span + spacing * (span - 1)
        }))
    }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
