import Foundation

/// What the layout pass keeps for one node that sizes itself: its sizes by proposal, its
/// frame, its layout cache. Cleared from a changed node up to the root, so an update that
/// changes nothing below a node answers from here without asking its subtree again.
final class LayoutBox {
    /// Sizes answered since the node last changed, by proposal (a stack asks a child for a
    /// few: its minimum, maximum and the share it offers).
    var sizes: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// The layout epoch in which the node (or something under it) was last marked changed.
    var markedEpoch = -1
    /// The node's layout children, flattened through transparent structure.
    var units: [Node]?
    /// Where the node was last placed, in screen coordinates, and with which proposal.
    var frame = CGRect.zero
    var placedProposal = ProposedViewSize.unspecified
    var needsPlacement = true
    var isPlaced = false
    /// Which `placeSubviews` call placed the node last (an unplaced subview is centered).
    var placementToken = 0
    /// A custom `Layout`'s cache (its `Cache` type, boxed).
    var layoutCache: Any?
    var cacheNeedsUpdate = false

    static let sizeCacheLimit = 8

    func cachedSize(for proposal: ProposedViewSize) -> CGSize? {
        for entry in sizes where entry.proposal == proposal { return entry.size }
        return nil
    }

    func store(_ size: CGSize, for proposal: ProposedViewSize) {
        if sizes.count >= Self.sizeCacheLimit { sizes.removeFirst() }
        sizes.append((proposal, size))
    }
}

extension Node {
    /// Something that decides this node's size changed: forget the sizes of it and of every
    /// node above it (their sizes may depend on it); siblings keep theirs.
    func invalidateLayout() {
        let engine = graph.layout
        let epoch = engine.epoch
        var node: Node? = self
        while let current = node {
            if let box = current.layoutBox {
                if box.markedEpoch == epoch && box.sizes.isEmpty && box.units == nil { return }
                box.markedEpoch = epoch
                box.sizes.removeAll(keepingCapacity: true)
                box.units = nil
                box.needsPlacement = true
                box.cacheNeedsUpdate = true
            }
            if current === engine.invalidationBoundary { return }
            node = current.parent
        }
    }
}
