import Foundation

// Evidence: Apple docs "Grid" and "GridLayout" (rows are GridRow views, a view outside a row
// spans every column; each column is as wide as its widest cell and each row as tall as its
// tallest; cells are aligned in their cell by the grid's alignment; flexible cells share the
// width left over) and "GridRow".
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// Rows with their cells (nil: a view spanning every column), column widths, row heights.
    struct Measure {
        var cells: [LayoutSubviews?]
        var widths: [CGFloat]
        var heights: [CGFloat]
        var hSpacing: CGFloat
        var vSpacing: CGFloat
        var size: CGSize
    }

    func measure(_ proposal: ProposedViewSize, subviews: Subviews) -> Measure {
        let engine = subviews.engine
        let hSpacing = horizontalSpacing ?? ViewSpacing.systemSpacing
        let vSpacing = verticalSpacing ?? ViewSpacing.systemSpacing
        let cells: [LayoutSubviews?] = subviews.map { subview in
            guard let row = subview.node as? GridRowContainer, row.isGridRow else { return nil }
            return LayoutSubviews(nodes: engine.units(of: subview.node), engine: engine)
        }
        let columns = cells.map { $0?.count ?? 0 }.max() ?? 0
        var widths = [CGFloat](repeating: 0, count: columns)
        var flexible = [Bool](repeating: false, count: columns)
        for row in cells.compactMap({ $0 }) {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], cell.sizeThatFits(.unspecified).width)
                if cell.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > widths[column] { flexible[column] = true }
            }
        }
        let spacingWidth = hSpacing * CGFloat(max(0, columns - 1))
        if let offered = proposal.width, offered.isFinite {
            let extra = offered - spacingWidth - widths.reduce(0, +)
            let flexibleCount = flexible.filter { $0 }.count
            if extra > 0 && flexibleCount > 0 {
                for column in widths.indices where flexible[column] { widths[column] += extra / CGFloat(flexibleCount) }
            }
        }
        let contentWidth = widths.reduce(0, +) + spacingWidth
        var heights: [CGFloat] = []
        for (index, row) in cells.enumerated() {
            if let row {
                heights.append(row.indices.map { row[$0].sizeThatFits(ProposedViewSize(width: widths[$0], height: nil)).height }.max() ?? 0)
            } else {
                heights.append(subviews[index].sizeThatFits(ProposedViewSize(width: contentWidth, height: nil)).height)
            }
        }
        let spanning = cells.indices.filter { cells[$0] == nil }.map { subviews[$0].sizeThatFits(ProposedViewSize(width: contentWidth, height: nil)).width }
        let width = max(contentWidth, spanning.max() ?? 0)
        let height = heights.reduce(0, +) + vSpacing * CGFloat(max(0, heights.count - 1))
        return Measure(cells: cells, widths: widths, heights: heights, hSpacing: hSpacing, vSpacing: vSpacing, size: CGSize(width: width, height: height))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        measure(proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let measure = self.measure(proposal, subviews: subviews)
        var y = bounds.minY
        for (index, row) in measure.cells.enumerated() {
            let rowHeight = measure.heights[index]
            let rowFrame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: rowHeight)
            if let row {
                subviews[index].placeFrameOnly(rowFrame)
                var x = bounds.minX
                for (column, cell) in row.enumerated() {
                    let cellFrame = CGRect(x: x, y: y, width: measure.widths[column], height: rowHeight)
                    let cellProposal = ProposedViewSize(width: measure.widths[column], height: nil)
                    let dims = cell.dimensions(in: cellProposal)
                    let origin = CGPoint(x: cellFrame.minX + (cellFrame.width - dims.width) * fraction(alignment.horizontal),
                                         y: cellFrame.minY + (cellFrame.height - dims.height) * fraction(alignment.vertical))
                    cell.place(at: origin, proposal: cellProposal)
                    x += measure.widths[column] + measure.hSpacing
                }
            } else {
                let spanProposal = ProposedViewSize(width: bounds.width, height: nil)
                let size = subviews[index].sizeThatFits(spanProposal)
                subviews[index].place(at: CGPoint(x: bounds.minX + (bounds.width - size.width) * fraction(alignment.horizontal), y: y), proposal: spanProposal)
            }
            y += rowHeight + measure.vSpacing
        }
    }

    private func fraction(_ guide: HorizontalAlignment) -> CGFloat { guide == .leading ? 0 : guide == .trailing ? 1 : 0.5 }
    private func fraction(_ guide: VerticalAlignment) -> CGFloat { guide == .top ? 0 : guide == .bottom ? 1 : 0.5 }
}

/// A GridRow's node: a grid reads its cells.
protocol GridRowContainer {
    var isGridRow: Bool { get }
}

/// Marks the GridRow view type.
protocol GridRowView {}

extension ContainerNode: GridRowContainer {
    var isGridRow: Bool { V.self is GridRowView.Type }
}

extension LayoutSubview {
    /// Gives the subview its frame without laying out its content (a grid places a row's cells itself).
    func placeFrameOnly(_ frame: CGRect) {
        let box = engine.box(of: node)
        box.isPlaced = true
        box.placementToken = placementToken
        box.frame = frame
    }
}
