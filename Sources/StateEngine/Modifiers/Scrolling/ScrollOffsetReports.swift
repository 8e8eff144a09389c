import Foundation

/// A scroll view's content offset along its axis, as seen by what follows it (the tab bar of
/// the tab the content is in): a lazy container's viewport, or an eager scroll view's
/// `EagerScrollOffset`. Once an update has settled (rows built, a `scrollTo` honoured), each
/// that moved since the last report is told, whatever moved it: the user's swipe (a driver
/// scroll step) or the program (`ScrollPosition`, `ScrollViewReader.scrollTo`).
protocol ReportedScrollOffset: AnyObject {
    /// The scroll view's container: its environment says who follows the offset.
    var scrolledNode: Node? { get }
    var isVerticalScroll: Bool { get }
    var currentOffset: CGFloat { get }
    /// The offset last reported; nil until the first settled update, whose offset is where
    /// the content starts (a `defaultScrollAnchor`), not a scroll.
    var reportedOffset: CGFloat? { get set }
}

extension LayoutEngine {
    /// After an update has settled: tells the followers of each scroll view whose content
    /// offset changed since the last report which way it moved.
    func reportScrollOffsets() {
        guard !scrollOffsets.isEmpty else { return }
        scrollOffsets.removeAll { $0.offset?.scrolledNode?.isAlive != true }
        for entry in scrollOffsets {
            guard let source = entry.offset, let node = source.scrolledNode else { continue }
            let offset = source.currentOffset
            guard let reported = source.reportedOffset else {
                source.reportedOffset = offset
                continue
            }
            guard offset != reported else { continue }
            source.reportedOffset = offset
            if source.isVerticalScroll {
                TabBarMinimizer.contentScrolled(down: offset > reported, in: node.environment, graph: node.graph)
            }
        }
    }
}

extension LazyViewport: ReportedScrollOffset {
    var scrolledNode: Node? { owner }
    var isVerticalScroll: Bool { layout.axis == .vertical }
    var currentOffset: CGFloat { offset }
}

/// How far an eagerly built scroll view's content is scrolled. Every child of an eager stack is
/// built, so a scroll builds and drops nothing; the offset is what other views see of it (the
/// tab bar, `onScrollGeometryChange`). Made when a driver step first scrolls the view.
final class EagerScrollOffset: ReportedScrollOffset {
    weak var owner: Node?
    let axis: LazyLayout.Axis
    var offset: CGFloat = 0
    /// Made at rest at the top: the first move is a scroll.
    var reportedOffset: CGFloat? = 0

    init(owner: Node, axis: LazyLayout.Axis) {
        self.owner = owner
        self.axis = axis
        owner.graph.layout.register(scrollOffset: self)
    }

    var scrolledNode: Node? { owner }
    var isVerticalScroll: Bool { axis == .vertical }
    var currentOffset: CGFloat { offset }
}

/// A scroll view whose content is built eagerly (a ScrollView with no lazy container along
/// the axis it is scrolled on).
protocol EagerlyScrolled: ScrollingContainer {
    var eagerScrollOffset: EagerScrollOffset? { get set }
}

extension EagerlyScrolled {
    /// The view's offset along `axis`, made on first use.
    func eagerScroll(along axis: LazyLayout.Axis) -> EagerScrollOffset {
        if let existing = eagerScrollOffset, existing.axis == axis { return existing }
        let made = EagerScrollOffset(owner: self, axis: axis)
        eagerScrollOffset = made
        return made
    }
}
