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

    /// The answers the node gave before it changed, kept until the next pass checks them
    /// (`LayoutEngine.checkDeferredChanges`); nil when no check is pending.
    var sizesBeforeChange: [(proposal: ProposedViewSize, size: CGSize)]?
    /// An answer was dropped to keep `sizes` small since the node last changed: a parent's
    /// size may rest on it, so the node's answers alone cannot show that nothing moved.
    var droppedAnswer = false

    /// Why 32: a stack asks a child several times per pass (its minimum,
    /// maximum, ideal and share, at each level of nesting): 32 answers keep every one a parent
    /// rests on in practice, so a change can be checked against all of them (`droppedAnswer`).
    static let sizeCacheLimit = 32

    func cachedSize(for proposal: ProposedViewSize) -> CGSize? {
        for entry in sizes where entry.proposal == proposal { return entry.size }
        return nil
    }

    func store(_ size: CGSize, for proposal: ProposedViewSize) {
        if sizes.count >= Self.sizeCacheLimit {
            sizes.removeFirst()
            droppedAnswer = true
        }
        sizes.append((proposal, size))
    }
}

extension Node {
    /// Something that decides this node's size changed. Between passes, a node that has
    /// answered before and carries no layout trait keeps its ancestors' sizes: its old answers
    /// are set aside, its ancestors only re-place, and the next pass asks it again under the
    /// same proposals first (`LayoutEngine.checkDeferredChanges`); only when an answer differs
    /// are the ancestors' sizes forgotten. Otherwise (during a pass, a node never sized, a
    /// trait that a parent's layout reads beside the size) its sizes and every ancestor's are
    /// forgotten at once; siblings keep theirs.
    func invalidateLayout() {
        let engine = graph.layout
        // A node that does not size itself (a custom view, a new node) changes the size of the
        // nearest one above that does.
        var sizing: Node? = self
        while let current = sizing, current.layoutBox == nil { sizing = current.parent }
        if !engine.isRunning, engine.invalidationBoundary == nil, let node = sizing,
            (node as? LayoutTraitSource)?.ownTrait == nil, let box = node.layoutBox,
            box.sizesBeforeChange != nil || (!box.sizes.isEmpty && !box.droppedAnswer)
        {
            if box.sizesBeforeChange == nil {
                box.sizesBeforeChange = box.sizes
                box.sizes.removeAll(keepingCapacity: true)
                engine.deferChange(of: node)
            }
            // Only the node itself re-places: its parent places it by its size, which the check
            // compares. Its subviews may have changed (a branch switched below it); when it is
            // transparent structure that holds a box (a root view), so may those of the nodes
            // above that flatten through it.
            box.units = nil
            box.needsPlacement = true
            box.cacheNeedsUpdate = true
            var current = node
            while (current as? LayoutTransparent)?.isLayoutTransparent == true, let parent = current.parent {
                if let box = parent.layoutBox {
                    box.units = nil
                    box.needsPlacement = true
                    box.cacheNeedsUpdate = true
                }
                current = parent
            }
            return
        }
        forgetSizes()
    }

    /// Forgets the sizes of this node and of every node above it.
    func forgetSizes() {
        let engine = graph.layout
        engine.noteChange()
        let epoch = engine.epoch
        var node: Node? = self
        while let current = node {
            if let box = current.layoutBox {
                if box.markedEpoch == epoch && box.sizes.isEmpty && box.units == nil && box.sizesBeforeChange == nil { return }
                box.markedEpoch = epoch
                box.sizes.removeAll(keepingCapacity: true)
                box.sizesBeforeChange = nil
                box.droppedAnswer = false
                box.units = nil
                box.needsPlacement = true
                box.cacheNeedsUpdate = true
            }
            if current === engine.invalidationBoundary { return }
            node = current.parent
        }
    }
}
