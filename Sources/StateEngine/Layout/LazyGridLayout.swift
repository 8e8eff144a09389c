import Foundation

// Evidence: Apple docs "LazyVGrid"/"LazyHGrid" and "GridItem.Size" (fixed tracks take their
// size; flexible tracks share what is left, within their minimum and maximum; an adaptive
// item fits as many tracks of at least its minimum as the space allows; cells fill the tracks
// row by row, each line as tall as its tallest cell).
/// The layout of a lazy grid's built cells along `axis` (vertical: columns across the width).
struct LazyGridLayout: Layout {
    let items: [GridItem]
    let axis: Axis
    let spacing: CGFloat?

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The size of each track across the grid.
    func tracks(across length: CGFloat) -> [CGFloat] {
        let gap = ViewSpacing.systemSpacing
        var tracks: [CGFloat?] = []
        var gaps: CGFloat = 0
        for (index, item) in items.enumerated() {
            let itemGap = index < items.count - 1 ? (item.spacing ?? gap) : 0
            switch item.size {
            case .fixed(let size): tracks.append(size); gaps += itemGap
            case .flexible: tracks.append(nil); gaps += itemGap
            case .adaptive(let minimum, _):
                let count = max(1, Int(((length + (item.spacing ?? gap)) / (minimum + (item.spacing ?? gap))).rounded(.down)))
                for _ in 0..<count { tracks.append(nil) }
                gaps += CGFloat(count - 1) * (item.spacing ?? gap) + itemGap
            }
        }
        let fixed = tracks.compactMap { $0 }.reduce(0, +)
        let flexibleCount = tracks.filter { $0 == nil }.count
        let share = flexibleCount > 0 ? max(0, (length - fixed - gaps) / CGFloat(flexibleCount)) : 0
        var flexibleIndex = 0
        return tracks.map { track in
            if let track { return track }
            defer { flexibleIndex += 1 }
            return clampedShare(share, flexibleIndex)
        }
    }

    /// A flexible item's bounds clamp its share.
    private func clampedShare(_ share: CGFloat, _ index: Int) -> CGFloat {
        let flexibleItems = items.filter { if case .fixed = $0.size { return false } else { return true } }
        guard let item = flexibleItems.indices.contains(index) ? flexibleItems[index] : flexibleItems.last else { return share }
        switch item.size {
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum): return min(max(share, minimum), maximum)
        case .fixed(let size): return size
        }
    }

    private var lineSpacing: CGFloat { spacing ?? ViewSpacing.systemSpacing }

    private func lines(_ subviews: Subviews, tracks: [CGFloat]) -> [[Int]] {
        let perLine = max(1, tracks.count)
        return stride(from: 0, to: subviews.count, by: perLine).map { Array($0..<min($0 + perLine, subviews.count)) }
    }

    private func cellProposal(_ track: CGFloat) -> ProposedViewSize {
        ProposedViewSize(axis: axis.other, along: track, across: nil)
    }

    private func lineExtent(_ line: [Int], _ subviews: Subviews, tracks: [CGFloat]) -> CGFloat {
        line.enumerated().map { position, index in subviews[index].sizeThatFits(cellProposal(tracks[position]))[axis] }.max() ?? 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let across = proposal[axis.other] ?? 0
        let tracks = self.tracks(across: across)
        let lines = self.lines(subviews, tracks: tracks)
        let along = lines.map { lineExtent($0, subviews, tracks: tracks) }.reduce(0, +) + lineSpacing * CGFloat(max(0, lines.count - 1))
        let gaps = CGFloat(max(0, tracks.count - 1)) * ViewSpacing.systemSpacing
        return CGSize(axis: axis, along: along, across: proposal[axis.other] ?? (tracks.reduce(0, +) + gaps))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let across = axis == .vertical ? bounds.width : bounds.height
        let tracks = self.tracks(across: across)
        let used = tracks.reduce(0, +) + CGFloat(max(0, tracks.count - 1)) * ViewSpacing.systemSpacing
        var along = axis == .vertical ? bounds.minY : bounds.minX
        for line in lines(subviews, tracks: tracks) {
            let extent = lineExtent(line, subviews, tracks: tracks)
            // The tracks as a block are centered across the grid.
            var position = (axis == .vertical ? bounds.minX : bounds.minY) + max(0, across - used) / 2
            for (slot, index) in line.enumerated() {
                let size = subviews[index].sizeThatFits(cellProposal(tracks[slot]))
                let acrossOffset = position + (tracks[slot] - size[axis.other]) / 2
                let alongOffset = along + (extent - size[axis]) / 2
                let point = axis == .vertical ? CGPoint(x: acrossOffset, y: alongOffset) : CGPoint(x: alongOffset, y: acrossOffset)
                subviews[index].place(at: point, proposal: cellProposal(tracks[slot]))
                position += tracks[slot] + ViewSpacing.systemSpacing
            }
            along += extent + lineSpacing
        }
    }
}
